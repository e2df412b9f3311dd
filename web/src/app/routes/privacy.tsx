import { Link } from "react-router";
import { InfoPage, InfoSection } from "@/features/site/components/info-page.tsx";
import { PublicShell } from "@/features/site/components/public-shell.tsx";
import { usePageMeta } from "@/lib/page-meta.ts";

const privacyAddress = "privacy@collabstay.test";

export function Component() {
  usePageMeta(
    "Privacy Policy",
    "How CollabStay collects, uses and protects personal data: consent, public display of uploaded media, cookies, GDPR and US privacy rights, and how to contact us.",
  );
  return (
    <PublicShell>
      <InfoPage
        eyebrow="Legal"
        title="Privacy Policy"
        lead="What we collect, why we collect it, who can see it and the rights you have over it."
      >
        <InfoSection title="What we collect">
          <ul>
            <li>Account data: your name, email address, password (stored only as a secure hash) and your role.</li>
            <li>
              Profile data you choose to add: photo, location, bio, phone number and, for creators, specialty,
              platforms, follower counts and social handles.
            </li>
            <li>
              What you create on the platform: listings, applications, messages, negotiated terms, payment records and
              uploaded photos and videos.
            </li>
            <li>
              Technical data needed to run the service securely, such as session cookies, the browser and IP address of
              each signed-in session, and IP addresses used for rate limiting.
            </li>
          </ul>
        </InfoSection>
        <InfoSection title="Consent to data processing">
          <p>
            By creating an account you agree that we process the data above to provide CollabStay: showing your profile
            to other users, delivering messages, recording collaborations and sending the emails you ask for. When you
            use the contact form we ask for your explicit consent before processing your name, email address and message
            to answer you.
          </p>
          <p>
            You can withdraw consent at any time by deleting your account in Settings or by writing to us; this does not
            affect processing that happened before.
          </p>
        </InfoSection>
        <InfoSection title="Uploaded media and public display">
          <p>
            Photos and videos you upload are shown publicly only when you opt in, for example by adding them to your
            public portfolio, your profile picture or a listing. Deliverables shared inside a collaboration stay private
            to the host and the creator of that collaboration. Images are re-encoded on upload, which removes embedded
            metadata such as camera details and GPS location.
          </p>
        </InfoSection>
        <InfoSection title="Cookies">
          <p>
            We use necessary cookies to keep you signed in and to protect the service. Optional analytics, marketing and
            functional cookies are used only if you allow them, and today we load none of them.
          </p>
        </InfoSection>
        <InfoSection title="Your rights under the GDPR">
          <p>If you are in the European Economic Area, the United Kingdom or Switzerland, you have the right to:</p>
          <ul>
            <li>
              access the personal data we hold about you and receive a copy in a portable format: use “Download my data”
              in Settings → Account (below);
            </li>
            <li>correct inaccurate data, most of which you can edit yourself in Settings and My Profile;</li>
            <li>have your data erased: deleting your account in Settings → Account does this at once (below);</li>
            <li>restrict or object to processing, and withdraw consent at any time;</li>
            <li>lodge a complaint with your local data protection authority.</li>
          </ul>
        </InfoSection>
        <InfoSection title="Download your data">
          <p>
            In Settings → Account, “Download my data” prepares a ZIP file of everything CollabStay keeps about your
            account: your account and profile details, creator details or listings (with their calendars), applications,
            the messages you sent and received, negotiated terms, collaborations, payment records, content you delivered
            or received with its feedback, reviews you gave and published reviews of you, invitations, saved creators,
            notifications, where you are signed in (browser and IP address), your notification settings, messages you
            sent us through the contact form, and any suspension of your account. Your own photos, videos and files are
            included as they are stored. A <code>data.json</code> file holds the data in a machine-readable format and a{" "}
            <code>README.txt</code> explains it.
          </p>
          <p>
            Other people appear in it only by the name they show on CollabStay — never their e-mail address, phone
            number or other private details. Preparing it takes a few minutes; we then notify you and send you an
            e-mail. The file can be downloaded only while you are signed in to your account, for 7 days, after which we
            delete it. One copy is prepared at a time; a new one replaces the previous one.
          </p>
        </InfoSection>
        <InfoSection title="Deleting your account">
          <p>
            Deleting your account in Settings → Account removes at once your sign-in, sessions, profile and creator
            details, avatar, portfolio, gallery photos, listings no collaboration rests on (with their images and
            calendars), applications that did not become a collaboration, invitations, saved creators, content you
            delivered that the host had not approved (and its files), the reviews others wrote about you, notifications,
            settings, any prepared data download, and the messages you sent us through the contact form together with
            our replies. A collaboration still running (active or paused) is cancelled: its nights are released, pending
            payment requests are cancelled and the other party is told.
          </p>
          <p>What stays, and why:</p>
          <ul>
            <li>
              Collaborations belong to both parties. The other party keeps their contract, the negotiated terms, the
              payment records, the workspace (read-only) and the content the host approved with its files, because the
              usage rights they agreed on continue. You appear there as “Deleted user”, without your name, picture or a
              link to a profile.
            </li>
            <li>
              A review you wrote about the other party stays on their profile, from “Deleted user”: it is part of their
              reputation, and removing it would let anyone erase a review by leaving.
            </li>
            <li>
              A listing a collaboration rests on is kept, without its images or calendar and never shown publicly, so
              the creator’s contract still says which stay it was.
            </li>
            <li>
              Conversations: the people you talked to keep the conversation, including your messages, shown as from
              “Deleted user”, without your name or picture.
            </li>
            <li>
              Our security audit log keeps a record that your password was changed or reset, that your account was
              deleted, and of actions our team took on your account or listings (such as a suspension and its reason),
              identified by an internal number only, not by your name or e-mail address. It cannot be changed or
              deleted, so that what happened to an account can always be shown.
            </li>
            <li>Files someone else already downloaded (for example, content a host downloaded under its licence).</li>
          </ul>
        </InfoSection>
        <InfoSection title="US privacy compliance">
          <p>
            We follow applicable US state privacy laws, including the California Consumer Privacy Act as amended by the
            CPRA. You may ask to know, correct or delete the personal information we hold about you, and we will not
            treat you differently for doing so. We do not sell your personal information and do not share it for
            cross-context behavioral advertising.
          </p>
        </InfoSection>
        <InfoSection title="Cookie policy">
          <p>
            Necessary cookies: a session cookie that keeps you signed in (HttpOnly, deleted when you sign out) and the
            record of your cookie choice, kept in your browser's local storage. Optional categories (analytics,
            marketing, functional) stay off until you turn them on. Change your choice at any time on the{" "}
            <Link to="/cookie-preferences">Cookie Preferences</Link> page.
          </p>
        </InfoSection>
        <InfoSection title="Contact us about privacy">
          <p>
            For any privacy question or to exercise your rights, write to{" "}
            <a href={`mailto:${privacyAddress}`}>{privacyAddress}</a>. We answer within 30 days, usually much sooner,
            and may ask you to confirm your identity first.
          </p>
        </InfoSection>
      </InfoPage>
    </PublicShell>
  );
}
