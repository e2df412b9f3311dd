import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/cn.ts";

/** The large round mark above a full-page message (404, the error page); `className` gives its colours. */
export function PageIcon({ icon: Icon, className }: { icon: LucideIcon; className: string }) {
  return (
    <div className={cn("mx-auto mb-4 flex size-14 items-center justify-center rounded-full", className)}>
      <Icon className="size-7" aria-hidden="true" />
    </div>
  );
}
