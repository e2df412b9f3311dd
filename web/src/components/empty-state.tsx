import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * A calm, centred empty state: icon, the spec's empty text as heading, and one explaining line. Without a title the
 * line is the empty text itself (the portfolio's "No portfolio items yet.").
 */
export function EmptyState({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      {title ? <h2 className="text-lg font-semibold text-foreground">{title}</h2> : null}
      {children ? <p className="max-w-md text-sm text-muted-foreground">{children}</p> : null}
    </div>
  );
}
