import { Link } from "react-router";
import { InfoPage, InfoSection } from "@/features/site/components/info-page.tsx";
import { PublicShell } from "@/features/site/components/public-shell.tsx";
import { usePageMeta } from "@/lib/page-meta.ts";

export function Component() {
  usePageMeta(
    "Terms of Service",
    "The rules for using CollabStay: platform purpose, user responsibilities, content guidelines, payments and disputes, privacy, liability and termination.",
  );
  return (
    <PublicShell>
      <InfoPage eyebrow="Legal" title="Terms of Service" lead={<p>Last updated June 27, 2025</p>}>
        <InfoSection title="1. Platform purpose">
          <p>
            CollabStay is a marketplace that connects hosts (hotels, vacation rentals, tours, wellness venues, beach
            clubs, boats and activities) with content creators. Hosts publish collaboration offers; creators apply, and
            the two sides agree on stays, experiences, content and any payment. CollabStay is not a party to those
            agreements and does not act as a travel agent, employer or agency for either side.
          </p>
        </InfoSection>
        <InfoSection id="user-responsibilities" title="2. User responsibilities">
          <ul>
            <li>Give accurate information about yourself, your audience and your place, and keep it up to date.</li>
            <li>Keep your password secret; you are responsible for what happens under your account.</li>
            <li>Honor the terms you agree to, or tell the other party promptly if you cannot.</li>
            <li>Follow the laws that apply to you, including tax, hospitality and advertising disclosure rules.</li>
          </ul>
        </InfoSection>
        <InfoSection id="content-guidelines" title="3. Content guidelines">
          <p>
            Upload only content you own or have the right to use. No misleading, hateful, sexually explicit or illegal
            material, and no content that infringes anyone's rights. Sponsored and gifted content must be disclosed as
            the platforms and the law require. Usage rights for delivered content are whatever host and creator agree;
            without such an agreement, the creator keeps ownership and the host may use the content to promote the place
            that was featured.
          </p>
        </InfoSection>
        <InfoSection id="payments-and-disputes" title="4. Payments and disputes">
          <p>
            Signing up and browsing are free and CollabStay charges no commission. Financial arrangements are between
            the host and the creator: the platform records agreed amounts and payments, but no money moves through
            CollabStay. If a disagreement cannot be resolved between you, contact <Link to="/contact">support</Link>; we
            will review the conversation and deliverables and help you reach a solution, but we cannot force a payment.
          </p>
        </InfoSection>
        <InfoSection id="privacy-and-data" title="5. Privacy and data">
          <p>
            We process personal data as described in our <Link to="/privacy">Privacy Policy</Link>. Information other
            users share with you through CollabStay may be used only to arrange and carry out your collaboration.
          </p>
        </InfoSection>
        <InfoSection title="6. Limitation of liability">
          <p>
            CollabStay is provided as is. To the extent the law allows, we are not liable for the conduct of hosts or
            creators, for the quality of stays or content, or for indirect or consequential losses arising from your use
            of the platform. Nothing in these terms limits liability that cannot be limited by law.
          </p>
        </InfoSection>
        <InfoSection id="termination" title="7. Termination">
          <p>
            You can stop using CollabStay and delete your account at any time in Settings. We may suspend or close
            accounts that break these terms or put other users at risk, and will tell you why unless the law or safety
            prevents it. Agreements you made with other users before termination remain between you and them.
          </p>
        </InfoSection>
      </InfoPage>
    </PublicShell>
  );
}
