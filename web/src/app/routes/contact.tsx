import { Clock, HelpCircle, type LucideIcon, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ContactForm } from "@/features/site/components/contact-form.tsx";
import { InfoPage } from "@/features/site/components/info-page.tsx";
import { PublicShell } from "@/features/site/components/public-shell.tsx";
import { usePageMeta } from "@/lib/page-meta.ts";

const supportAddress = "support@collabstay.test";

type ContactWayProps = { icon: LucideIcon; title: string; children: ReactNode; after?: ReactNode };

/** One of the aside's ways to reach support: an icon heading, a short text and what follows it (the address). */
function ContactWay({ icon: Icon, title, children, after }: ContactWayProps) {
  return (
    <div className="rounded-2xl border border-border bg-card p-6">
      <h3 className="flex items-center gap-2 font-semibold">
        <Icon className="size-5 text-primary" aria-hidden="true" />
        {title}
      </h3>
      <p className="mt-2 text-sm text-muted-foreground">{children}</p>
      {after}
    </div>
  );
}

export function Component() {
  usePageMeta(
    "Contact us",
    "Questions about CollabStay, a collaboration or your account? Send us a message or write to support@collabstay.test; we answer within 1-2 business days.",
  );
  return (
    <PublicShell>
      <InfoPage
        eyebrow="Support"
        title="Contact us"
        lead="Questions about a collaboration, your account or how CollabStay works? Send us a message and a person from our support team will answer."
        width="wide"
      >
        <div className="grid gap-8 lg:grid-cols-[1.6fr_1fr]">
          <section
            aria-labelledby="contact-form-title"
            className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
          >
            <h2 id="contact-form-title" className="text-xl font-semibold tracking-tight">
              Send us a message
            </h2>
            <p className="mt-1 mb-6 text-sm text-muted-foreground">All fields are required.</p>
            <ContactForm />
          </section>
          <aside aria-labelledby="contact-direct-title" className="flex flex-col gap-4">
            <h2 id="contact-direct-title" className="sr-only">
              Other ways to reach us
            </h2>
            <ContactWay
              icon={Mail}
              title="Email us directly"
              after={
                <a
                  href={`mailto:${supportAddress}`}
                  className="mt-1 inline-block font-medium break-all text-primary underline underline-offset-2 hover:text-primary-hover"
                >
                  {supportAddress}
                </a>
              }
            >
              Prefer your own mail app? Write to
            </ContactWay>
            <ContactWay icon={Clock} title="Response time">
              Our support team responds within 1-2 business days. For a dispute about a collaboration, include the
              listing name and the other party's name so we can look into it quickly.
            </ContactWay>
            <ContactWay icon={HelpCircle} title="Quick answers">
              Many questions about fees, content and collaborations are answered in our{" "}
              <Link
                to="/faqs"
                className="font-medium text-primary underline underline-offset-2 hover:text-primary-hover"
              >
                FAQs
              </Link>
              .
            </ContactWay>
          </aside>
        </div>
      </InfoPage>
    </PublicShell>
  );
}
