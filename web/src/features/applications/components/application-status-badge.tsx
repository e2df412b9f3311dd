import { applicationStatusTone } from "@domain/application-messages.ts";
import { cn } from "@/lib/cn.ts";

/** One colour per status of spec 001 §4; anything else grey. */
const toneClass = {
  yellow: "bg-amber-100 text-amber-900",
  green: "bg-emerald-100 text-emerald-900",
  red: "bg-red-100 text-red-900",
  blue: "bg-sky-100 text-sky-900",
  purple: "bg-violet-100 text-violet-900",
  teal: "bg-teal-100 text-teal-900",
  indigo: "bg-indigo-100 text-indigo-900",
  grey: "bg-muted text-muted-foreground",
} as const;

export function applicationStatusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, " ");
}

export function ApplicationStatusBadge({ status, className }: { status: string; className?: string }) {
  const tone = applicationStatusTone[status] ?? "grey";
  return (
    <span
      data-testid="application-status"
      className={cn(
        "inline-flex w-fit shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap",
        toneClass[tone],
        className,
      )}
    >
      {applicationStatusLabel(status)}
    </span>
  );
}
