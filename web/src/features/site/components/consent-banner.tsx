import { siteMessages } from "@domain/site-messages.ts";
import { Cookie } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { allCookiesAccepted, saveCookiePreferences, useCookiePreferences } from "@/lib/cookie-preferences.ts";
import { toast } from "@/lib/toast.ts";

/**
 * First-visit cookie notice, shown only while nothing is stored. It is sticky to the bottom of the
 * viewport but sits in the page flow after the footer, so it never hides the footer links for good.
 */
export function ConsentBanner() {
  const stored = useCookiePreferences();
  if (stored) return null;

  const acceptAll = () => {
    saveCookiePreferences(allCookiesAccepted);
    toast.success(siteMessages.cookiesAccepted);
  };
  const rejectOptional = () => {
    saveCookiePreferences({ analytics: false, marketing: false, functional: false });
    toast.success(siteMessages.cookiesRejected);
  };

  return (
    <section aria-label="Cookie consent" className="sticky bottom-0 z-30 px-3 pb-3 sm:px-4 sm:pb-4">
      <div className="mx-auto flex max-w-4xl flex-col gap-3 rounded-xl border border-border bg-background p-4 shadow-lg sm:flex-row sm:items-center sm:gap-5">
        <div className="flex items-start gap-3">
          <Cookie className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <p className="text-sm text-foreground">
            We use necessary cookies to keep you signed in. With your permission we would also use analytics, marketing
            and functional cookies.{" "}
            <Link
              to="/cookie-preferences"
              className="font-medium text-primary underline underline-offset-2 hover:text-primary-hover"
            >
              Preferences
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button size="sm" variant="outline" className="flex-1 sm:flex-none" onClick={rejectOptional}>
            Reject Optional
          </Button>
          <Button size="sm" className="flex-1 sm:flex-none" onClick={acceptAll}>
            Accept All
          </Button>
        </div>
      </div>
    </section>
  );
}
