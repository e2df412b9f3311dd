import { Camera, CircleDollarSign, FolderOpen, MapPin, MessageSquare, Plane } from "lucide-react";
import { HeroIllustration } from "@/features/site/components/hero-illustration.tsx";
import { JoinCreatorDialog } from "@/features/site/components/join-creator-dialog.tsx";
import { PublicShell } from "@/features/site/components/public-shell.tsx";
import { usePageMeta } from "@/lib/page-meta.ts";

const perks = [
  {
    icon: Plane,
    title: "Stay for free",
    text: "Hosts offer nights, tours and experiences in exchange for photos, videos and posts. Some offers come with a fee on top.",
  },
  {
    icon: CircleDollarSign,
    title: "Earn from your content",
    text: "Paid collaborations add up: creators can earn $1,000-$10,000+ per month.",
  },
  {
    icon: MapPin,
    title: "Find places that fit",
    text: "Browse listings by category and region, from city hotels to boats and wellness retreats.",
  },
  {
    icon: MessageSquare,
    title: "Agree terms up front",
    text: "Negotiate nights, deliverables and payment with the host in chat, then finalize before you go.",
  },
  {
    icon: Camera,
    title: "Deliver in one place",
    text: "Upload your photos and videos to the collaboration workspace and get the host's feedback there.",
  },
  {
    icon: FolderOpen,
    title: "Show your best work",
    text: "Your portfolio is what hosts see when they search for creators to invite.",
  },
] as const;

export function Component() {
  usePageMeta(
    "For creators",
    "Free stays and paid collaborations for content creators: apply to hotels, rentals, tours and experiences and deliver photos, videos and posts.",
  );
  return (
    <PublicShell>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <section
          aria-labelledby="creator-title"
          className="bg-gradient-to-br from-primary-strong via-primary to-primary-hover text-primary-foreground"
        >
          <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-[1.2fr_1fr] md:py-24">
            <div className="flex flex-col items-start gap-6">
              <p className="rounded-full bg-white/15 px-3 py-1 text-sm font-medium">For content creators</p>
              <h1
                id="creator-title"
                className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
              >
                Travel, create and get rewarded for your content
              </h1>
              <p className="max-w-2xl text-lg text-white/90">
                CollabStay connects you with hosts who want to be seen: hotels, vacation rentals, tours, wellness
                venues, beach clubs, boats and activities. You stay, you create, they share.
              </p>
              <JoinCreatorDialog triggerClassName="w-full sm:w-auto" />
            </div>
            <HeroIllustration className="mx-auto hidden w-full max-w-sm md:block" />
          </div>
        </section>

        <section aria-labelledby="perks-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="perks-title" className="text-3xl font-bold tracking-tight">
            What you get as a creator
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {perks.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border border-border bg-card p-6 shadow-sm">
                <div className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </div>
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="creator-cta" className="border-t border-border bg-background">
          <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
            <div>
              <h2 id="creator-cta" className="text-2xl font-bold tracking-tight">
                Ready for your next stay?
              </h2>
              <p className="mt-2 text-muted-foreground">Signing up and browsing listings are free.</p>
            </div>
            <JoinCreatorDialog triggerClassName="w-full md:w-auto" />
          </div>
        </section>
      </main>
    </PublicShell>
  );
}
