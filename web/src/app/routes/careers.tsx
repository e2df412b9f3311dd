import { Mail } from "lucide-react";
import { InfoPage, InfoSection } from "@/features/site/components/info-page.tsx";
import { PublicShell } from "@/features/site/components/public-shell.tsx";
import { usePageMeta } from "@/lib/page-meta.ts";

const careersAddress = "careers@collabstay.test";

export function Component() {
  usePageMeta(
    "Careers",
    "CollabStay is not hiring at the moment, but we keep portfolios and CVs on file. Write to careers@collabstay.test.",
  );
  return (
    <PublicShell>
      <InfoPage
        eyebrow="Company"
        title="Careers"
        lead="We are a small team building a fair marketplace for hosts and content creators."
      >
        <InfoSection title="We're not hiring at the moment">
          <p>
            There are no open positions right now. We would still like to hear from people who care about travel,
            content and building useful products, especially engineers, designers and people who have worked with
            creators or in hospitality.
          </p>
        </InfoSection>
        <InfoSection title="Send us your portfolio or CV">
          <p>
            Email your portfolio or CV with a few lines about what you would like to work on. We read every message and
            will get in touch when a role opens that fits.
          </p>
          <a
            href={`mailto:${careersAddress}`}
            className="inline-flex max-w-full items-center gap-2 rounded-lg border border-border bg-card px-4 py-3 break-all shadow-sm hover:bg-muted"
          >
            <Mail className="size-5" aria-hidden="true" />
            {careersAddress}
          </a>
        </InfoSection>
      </InfoPage>
    </PublicShell>
  );
}
