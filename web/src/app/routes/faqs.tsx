import { Link } from "react-router";
import { BackButton } from "@/components/back-button.tsx";
import { FaqAccordion, type FaqItem } from "@/features/site/components/faq-accordion.tsx";
import { InfoPage } from "@/features/site/components/info-page.tsx";
import { PublicShell } from "@/features/site/components/public-shell.tsx";
import { usePageMeta } from "@/lib/page-meta.ts";

const linkClass = "font-medium text-primary underline underline-offset-2 hover:text-primary-hover";

const faqs: readonly FaqItem[] = [
  {
    id: "how-it-works",
    question: "How does CollabStay work?",
    answer: (
      <>
        <p>
          Hosts (hotels, vacation rentals, tours, wellness venues, beach clubs, boats and activities) publish
          collaboration offers. Content creators browse them and apply; hosts can also search creators and invite them.
        </p>
        <p>
          Once an application is accepted, host and creator agree the terms in chat, the creator visits and creates, and
          delivers the photos and videos through the collaboration workspace for the host to review.
        </p>
      </>
    ),
  },
  {
    id: "is-it-free",
    question: "Is CollabStay free to use?",
    answer: (
      <p>
        Yes. Signing up and browsing are free for creators and hosts, and CollabStay takes no commission on
        collaborations. What a stay is worth, and whether a fee is paid on top, is agreed between the host and the
        creator.
      </p>
    ),
  },
  {
    id: "content-expected",
    question: "What kind of content is expected?",
    answer: (
      <>
        <p>
          Whatever the two of you agree. Each listing describes what the host is looking for, typically photos, short
          videos, reels or posts on the creator's platforms, and the deliverables are confirmed during the negotiation
          before the stay.
        </p>
        <p>
          Content must be original and honest: no misleading claims about the place, and clear disclosure of the
          collaboration where the platform or the law requires it.
        </p>
      </>
    ),
  },
  {
    id: "arrangements",
    question: "How are collaborations arranged?",
    answer: (
      <>
        <p>
          A creator applies to a listing (or accepts a host's invitation). When the host accepts, a conversation opens
          where you negotiate the number of nights, the deliverables, deadlines and any payment, and then finalize the
          terms.
        </p>
        <p>
          Financial arrangements are between the host and the creator. CollabStay records what was agreed and what was
          paid, but no money moves through the platform.
        </p>
      </>
    ),
  },
  {
    id: "disputes",
    question: "What happens if there is a dispute?",
    answer: (
      <p>
        Try to settle it in the collaboration's chat first, since the agreed terms are recorded there. If you cannot
        agree, contact our support team through the{" "}
        <Link to="/contact" className={linkClass}>
          contact page
        </Link>{" "}
        or at support@collabstay.test with the listing and the other party's name. Support responds within 1-2 business
        days and will review the conversation and the delivered content.
      </p>
    ),
  },
];

export function Component() {
  usePageMeta(
    "Frequently asked questions",
    "How CollabStay works, what it costs, what content is expected, how collaborations are arranged and what happens in a dispute.",
  );
  return (
    <PublicShell>
      <InfoPage
        eyebrow="Support"
        title="Frequently asked questions"
        lead="The short answers to what creators and hosts ask us most."
        before={<BackButton />}
      >
        <FaqAccordion items={faqs} />
        <p className="mt-8 text-muted-foreground">
          Still have a question?{" "}
          <Link to="/contact" className={linkClass}>
            Contact our support team
          </Link>
          .
        </p>
      </InfoPage>
    </PublicShell>
  );
}
