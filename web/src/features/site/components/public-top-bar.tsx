import { Link, NavLink } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
    isActive ? "text-primary-strong" : "text-muted-foreground hover:bg-muted hover:text-foreground",
  );

/**
 * The visitor's top bar: brand, the two audience pages (from tablet width up) and Sign in.
 * A plain nav landmark, not a banner: the signed-in header stays the page's only banner.
 */
export function PublicTopBar() {
  return (
    <div className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <nav aria-label="Site" className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-lg bg-primary text-sm font-bold text-primary-foreground"
          >
            CS
          </span>
          CollabStay
        </Link>
        <div className="flex items-center gap-1 sm:gap-2">
          <div className="hidden items-center gap-1 sm:flex">
            <NavLink to="/landingpage-creator" className={navLinkClass}>
              For Creators
            </NavLink>
            <NavLink to="/landingpage-hosts" className={navLinkClass}>
              For Hosts
            </NavLink>
          </div>
          <Button asChild size="sm">
            <Link to="/auth">Sign in</Link>
          </Button>
        </div>
      </nav>
    </div>
  );
}
