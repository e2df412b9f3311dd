import { Compass, Handshake, Heart } from "lucide-react";
import { LinkButton } from "@/components/link-button.tsx";
import { InfoPage, InfoSection } from "@/features/site/components/info-page.tsx";
import { PublicShell } from "@/features/site/components/public-shell.tsx";
import { usePageMeta } from "@/lib/page-meta.ts";

const values = [
  {
    icon: Handshake,
    title: "Fair on both sides",
    text: "Terms are agreed openly before a stay, and neither side pays us a commission.",
  },
  {
    icon: Heart,
    title: "Honest content",
    text: "Real stays, real photos, clear disclosure. Audiences trust creators who are upfront.",
  },
  {
    icon: Compass,
    title: "Independent places first",
    text: "A boutique hotel, a family-run boat or a small tour deserves to be found as much as a chain.",
  },
] as const;

export function Component() {
  usePageMeta(
    "About us",
    "Why CollabStay exists: a fair, simple way for hosts and content creators to find each other and collaborate on stays and experiences.",
  );
  return (
    <PublicShell>
      <InfoPage
        eyebrow="Company"
        title="About CollabStay"
        lead="We connect places worth visiting with the creators who can show them to the world."
      >
        <InfoSection title="Our story">
          <p>
            CollabStay started with a familiar problem seen from both sides. Small hotels, rentals and tour operators
            wanted great photos and a way to reach new guests, but could not afford agencies or advertising. Travel
            creators wanted to work with places they genuinely liked, but spent their days cold-emailing hosts and
            chasing unclear deals.
          </p>
          <p>
            Both sides were already making these collaborations happen, just slowly, one message at a time. We built one
            place where hosts publish what they offer, creators apply with their work, and the terms are agreed in
            writing before anyone packs a bag.
          </p>
        </InfoSection>
        <InfoSection title="Our mission">
          <p>
            To make collaboration between hosts and content creators simple, transparent and fair: free to join, with no
            commission on the deals people make, and with every agreement visible to both sides.
          </p>
          <p>
            Hosts get content and exposure; creators get stays, experiences and paid work. Guests get an honest look at
            a place before they book.
          </p>
        </InfoSection>
        <InfoSection title="What we care about">
          <div>
            <ul className="grid gap-4 sm:grid-cols-3">
              {values.map(({ icon: Icon, title, text }) => (
                <li key={title} className="rounded-xl border border-border bg-card p-5">
                  <Icon className="size-5 text-primary" aria-hidden="true" />
                  <h3 className="mt-3 font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                </li>
              ))}
            </ul>
          </div>
        </InfoSection>
        <div className="mt-8 flex flex-col items-start gap-4 rounded-2xl bg-ink p-6 text-ink-foreground sm:p-8">
          <h2 className="text-2xl font-bold tracking-tight">Be part of it</h2>
          <p className="text-ink-muted">Whether you host guests or create content, there is a place for you here.</p>
          <LinkButton to="/" size="lg" variant="accent">
            Join Our Community
          </LinkButton>
        </div>
      </InfoPage>
    </PublicShell>
  );
}
