import { Link } from "react-router";
import { CookiePreferencesPanel } from "@/features/site/components/cookie-preferences-panel.tsx";
import { InfoPage } from "@/features/site/components/info-page.tsx";
import { PublicShell } from "@/features/site/components/public-shell.tsx";
import { usePageMeta } from "@/lib/page-meta.ts";

export function Component() {
  usePageMeta(
    "Cookie preferences",
    "Choose which optional cookies CollabStay may use: analytics, marketing and functional. Necessary cookies are always on.",
  );
  return (
    <PublicShell showConsentBanner={false}>
      <InfoPage
        eyebrow="Legal"
        title="Cookie preferences"
        lead={
          <>
            Choose which optional cookies we may use. You can change your mind at any time; read more in our{" "}
            <Link
              to="/privacy"
              className="font-medium text-primary underline underline-offset-2 hover:text-primary-hover"
            >
              Privacy Policy
            </Link>
            .
          </>
        }
      >
        <CookiePreferencesPanel />
      </InfoPage>
    </PublicShell>
  );
}
