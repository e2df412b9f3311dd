import { LogOut, MessageCircle } from "lucide-react";
import { useState } from "react";
import { Link, NavLink, useNavigate } from "react-router";
import { BrandLink } from "@/components/brand-link.tsx";
import { Button } from "@/components/ui/button.tsx";
import { MenuToggle } from "@/components/ui/menu-toggle.tsx";
import { NotificationBell } from "@/features/notifications/bell.ts";
import { dashboardPath, useAuth } from "@/lib/auth.tsx";
import { cn } from "@/lib/cn.ts";
import { useMenuPanel } from "@/lib/menu-panel.ts";
import { toast } from "@/lib/toast.ts";
import { UnreadBadge } from "./unread-badge.tsx";

type NavItem = { label: string; to: string };

/** Navigation for the signed-in user (spec 000 §2 "Page shell"). */
export function navItems(userType: "creator" | "host" | null, mobile: boolean): NavItem[] {
  const items: NavItem[] = [{ label: "Dashboard", to: dashboardPath(userType) }];
  if (userType === "creator") items.push({ label: "Discover Listings", to: "/listings" });
  if (userType === "host") items.push({ label: "Discover Creators", to: "/creators" });
  // Both roles chat (issue 9): the inbox, with the unread count beside it.
  if (userType !== null) items.push({ label: "Messages", to: "/messages" });
  // Under 768 px the dashboards hide their Profile and Contracts tabs (spec 001 §2), so the menu carries them,
  // for hosts as well as creators: otherwise a host on a phone could not reach either (issue 12 item 16).
  if (mobile && userType !== null) {
    items.push({ label: "My Profile", to: "/profile" }, { label: "Contracts", to: "/contracts" });
  }
  items.push({ label: "Settings", to: "/settings" });
  return items;
}

export function roleLabel(userType: "creator" | "host" | null): string {
  if (userType === "creator") return "Logged in as Creator";
  if (userType === "host") return "Logged in as Host";
  return "Logged in";
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
    isActive ? "bg-primary-soft text-primary-strong" : "text-muted-foreground hover:bg-muted hover:text-foreground",
  );

export function SiteHeader() {
  const { userType, signOut } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const { open, setOpen, panelId } = useMenuPanel();

  // Go to /auth first, then end the session: otherwise the guarded page under us would see the visitor first
  // and send them to /auth?next=… ("Sign in to continue"), as if they had been bounced rather than signed out.
  const logout = async () => {
    setSigningOut(true);
    const home = dashboardPath(userType);
    // The data router's navigate resolves once /auth is on screen (its lazy chunk may still be loading):
    // only then may the session end, or the dashboard's guard would still be the page that sees it go.
    await navigate("/auth", { replace: true, state: { signingOut: true } });
    const signedOut = await signOut();
    setSigningOut(false);
    setOpen(false);
    if (!signedOut) {
      toast.error("Sign out failed", {
        description: "We could not reach the server, so you are still signed in. Check your connection and try again.",
      });
      navigate(home, { replace: true });
    }
  };

  const label = roleLabel(userType);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandLink to={dashboardPath(userType)} />

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {navItems(userType, false).map((item) => (
            <NavLink key={item.label} to={item.to} className={linkClass} end={item.to !== "/messages"}>
              {item.label}
              {item.to === "/messages" ? <UnreadBadge /> : null}
            </NavLink>
          ))}
        </nav>

        <div className="hidden items-center gap-3 md:flex">
          {userType !== null ? <NotificationBell /> : null}
          <span className="rounded-full bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground">
            {label}
          </span>
          <Button variant="outline" size="sm" onClick={logout} disabled={signingOut}>
            <LogOut aria-hidden="true" />
            Logout
          </Button>
        </div>

        <div className="flex items-center gap-2 md:hidden">
          {userType !== null ? <NotificationBell /> : null}
          <Link
            to="/messages"
            className="relative rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <MessageCircle className="size-5" aria-hidden="true" />
            <span className="sr-only">Messages</span>
            <UnreadBadge className="absolute -top-0.5 -right-1" />
          </Link>
          <MenuToggle open={open} panelId={panelId} onToggle={() => setOpen((v) => !v)} />
        </div>
      </div>

      <div id={panelId} hidden={!open} className="border-t border-border bg-background md:hidden">
        <nav aria-label="Mobile" className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
          {navItems(userType, true).map((item) => (
            <NavLink key={item.label} to={item.to} className={linkClass} end={item.to !== "/messages"}>
              {item.label}
              {item.to === "/messages" ? <UnreadBadge /> : null}
            </NavLink>
          ))}
        </nav>
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 border-t border-border px-4 py-3">
          <span className="text-sm font-medium text-muted-foreground">{label}</span>
          <Button variant="outline" size="sm" onClick={logout} disabled={signingOut}>
            <LogOut aria-hidden="true" />
            Logout
          </Button>
        </div>
      </div>
    </header>
  );
}
