import { Clock, HelpCircle, Mail } from "lucide-react";
import { Link } from "react-router";
import { ContactForm } from "@/features/site/components/contact-form.tsx";
import { InfoPage } from "@/features/site/components/info-page.tsx";
import { PublicShell } from "@/features/site/components/public-shell.tsx";
import { usePageMeta } from "@/lib/page-meta.ts";

const supportAddress = "support@collabstay.test";

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
            <div className="rounded-2xl border border-border bg-card p-6">
              <h3 className="flex items-center gap-2 font-semibold">
                <Mail className="size-5 text-primary" aria-hidden="true" />
                Email us directly
              </h3>
              <p className="mt-2 text-sm text-muted-foreground">Prefer your own mail app? Write to</p>
              <a
                href={`mailto:${supportAddress}`}
                className="mt-1 inline-block font-medium break-all text-primary underline underline-offset-2 hover:text-primary-hover"
              >
                {supportAddress}
              </a>
            </div>
            <div className="rounded-2xl border border-border bg-card p-6">
              <h3 className="flex items-center gap-2 font-semibold">
                <Clock className="size-5 text-primary" aria-hidden="true" />
                Response time
              </h3>
              <p className="mt-2 text-sm text-muted-foreground">
                Our support team responds within 1-2 business days. For a dispute about a collaboration, include the
                listing name and the other party's name so we can look into it quickly.
              </p>
            </div>
            <div className="rounded-2xl border border-border bg-card p-6">
              <h3 className="flex items-center gap-2 font-semibold">
                <HelpCircle className="size-5 text-primary" aria-hidden="true" />
                Quick answers
              </h3>
              <p className="mt-2 text-sm text-muted-foreground">
                Many questions about fees, content and collaborations are answered in our{" "}
                <Link
                  to="/faqs"
                  className="font-medium text-primary underline underline-offset-2 hover:text-primary-hover"
                >
                  FAQs
                </Link>
                .
              </p>
            </div>
          </aside>
        </div>
      </InfoPage>
    </PublicShell>
  );
}
