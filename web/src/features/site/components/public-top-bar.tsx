import { signInPath } from "@domain/return-path.ts";
import { useRef } from "react";
import { NavLink } from "react-router";
import { BrandLink } from "@/components/brand-link.tsx";
import { LinkButton } from "@/components/link-button.tsx";
import { MenuToggle } from "@/components/ui/menu-toggle.tsx";
import { cn } from "@/lib/cn.ts";
import { useMenuPanel } from "@/lib/menu-panel.ts";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
    isActive ? "text-primary-strong" : "text-muted-foreground hover:bg-muted hover:text-foreground",
  );

const audiencePages = [
  { label: "For Creators", to: "/landingpage-creator" },
  { label: "For Hosts", to: "/landingpage-hosts" },
] as const;

/**
 * The visitor's top bar: brand, the two audience pages (from tablet width up, in a menu below it) and Sign in.
 * A plain nav landmark, not a banner: the signed-in header stays the page's only banner.
 * `returnTo`: the page a visitor was sent away from; Sign in returns there.
 */
export function PublicTopBar({ returnTo = null }: { returnTo?: string | null }) {
  const toggle = useRef<HTMLButtonElement>(null);
  const { open, setOpen, panelId } = useMenuPanel(toggle);
  const signIn = signInPath(returnTo);

  return (
    <div className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <nav aria-label="Site" className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandLink to="/" />
        <div className="flex items-center gap-1 sm:gap-2">
          <div className="hidden items-center gap-1 sm:flex">
            {audiencePages.map((page) => (
              <NavLink key={page.to} to={page.to} className={navLinkClass}>
                {page.label}
              </NavLink>
            ))}
          </div>
          <LinkButton to={signIn} size="sm">
            Sign in
          </LinkButton>
          <MenuToggle
            ref={toggle}
            className="sm:hidden"
            open={open}
            panelId={panelId}
            onToggle={() => setOpen((v) => !v)}
          />
        </div>
      </nav>
      <div id={panelId} hidden={!open} className="border-t border-border bg-background sm:hidden">
        <nav aria-label="Site menu" className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
          {audiencePages.map((page) => (
            <NavLink key={page.to} to={page.to} className={navLinkClass}>
              {page.label}
            </NavLink>
          ))}
          <NavLink to={signIn} className={navLinkClass} end>
            Sign in
          </NavLink>
        </nav>
      </div>
    </div>
  );
}
