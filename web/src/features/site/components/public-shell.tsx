import type { ReactNode } from "react";
import { SiteFooter } from "@/components/site-footer.tsx";
import { useAuth } from "@/lib/auth.tsx";
import { ConsentBanner } from "./consent-banner.tsx";
import { PublicTopBar } from "./public-top-bar.tsx";

export type PublicShellProps = {
  children: ReactNode;
  /** The cookie page is itself the choice: no banner there. */
  showConsentBanner?: boolean;
  /** The page a visitor was sent here from: Sign in returns there. */
  returnTo?: string | null;
};

/**
 * Frame of a public page for visitors: top bar, the page's own <main>, the site footer and the first-visit
 * cookie banner. A signed-in user already has the app's header and footer from the root layout.
 */
export function PublicShell({ children, showConsentBanner = true, returnTo = null }: PublicShellProps) {
  const { user } = useAuth();
  if (user) return <>{children}</>;
  return (
    <>
      <PublicTopBar returnTo={returnTo} />
      {children}
      <SiteFooter />
      {showConsentBanner && <ConsentBanner />}
    </>
  );
}
