import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "@/lib/cn.ts";

/**
 * The title link of a card that opens as a whole: its `::after` covers the card (which must be `relative`),
 * so the whole card is one link and one tab stop; buttons on the card sit above it with `relative z-10`.
 */
export function CardLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className={cn(
        "outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-ring",
        className,
      )}
    >
      {children}
    </Link>
  );
}
