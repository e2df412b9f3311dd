import type { ReactNode } from "react";
import { cn } from "@/lib/cn.ts";

/**
 * A titled list inside a dashboard tab (applications, invitations). `focusable` lets the heading take focus
 * without a ring: the pending-invitations card scrolls to and focuses the creator's Invitations heading.
 */
export function DashboardSection({
  headingId,
  title,
  focusable = false,
  children,
}: {
  headingId: string;
  title: ReactNode;
  focusable?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2
        id={headingId}
        tabIndex={focusable ? -1 : undefined}
        className={cn("text-lg font-semibold", focusable && "outline-none")}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
