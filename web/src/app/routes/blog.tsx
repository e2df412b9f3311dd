import { Link } from "react-router";
import { InfoPage, InfoSection } from "@/features/site/components/info-page.tsx";
import { PublicShell } from "@/features/site/components/public-shell.tsx";
import { usePageMeta } from "@/lib/page-meta.ts";

export function Component() {
  usePageMeta(
    "Blog — coming soon",
    "The CollabStay blog is coming soon: guides for hosts and content creators on running collaborations that work for both sides.",
  );
  return (
    <PublicShell>
      <InfoPage eyebrow="Company" title="Blog" lead="Coming soon.">
        <InfoSection title="What we'll write about">
          <p>
            We are preparing practical guides for both sides of a collaboration, not press releases. Topics we have
            lined up:
          </p>
          <ul>
            <li>How hosts can write a listing that attracts the right creators.</li>
            <li>What to agree before a stay: nights, deliverables, deadlines and usage rights.</li>
            <li>How creators can build a portfolio that hosts want to invite.</li>
            <li>Disclosure rules for sponsored and gifted content.</li>
          </ul>
        </InfoSection>
        <InfoSection title="In the meantime">
          <p>
            Our <Link to="/faqs">FAQs</Link> answer the most common questions, and you can always{" "}
            <Link to="/contact">contact us</Link> if something is missing.
          </p>
        </InfoSection>
      </InfoPage>
    </PublicShell>
  );
}
