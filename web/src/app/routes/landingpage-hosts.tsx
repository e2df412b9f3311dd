import { Camera, Eye, HandCoins, Hourglass, UsersRound } from "lucide-react";
import { PublicShell } from "@/features/site/components/public-shell.tsx";
import { WaitlistForm } from "@/features/site/components/waitlist-form.tsx";
import { usePageMeta } from "@/lib/page-meta.ts";

const reasons = [
  {
    icon: HandCoins,
    title: "No costs or commissions",
    text: "Listing your place and inviting creators is free. CollabStay takes no cut of your bookings or collaborations.",
  },
  {
    icon: Camera,
    title: "Free content",
    text: "Creators deliver the photos and videos you agree on, ready for your website, booking pages and social channels.",
  },
  {
    icon: Eye,
    title: "Exposure",
    text: "Your place is shown to the audiences of creators who travel, review and recommend for a living.",
  },
  {
    icon: UsersRound,
    title: "You choose who stays",
    text: "Review applications, look at portfolios, invite creators yourself and agree the terms before anyone arrives.",
  },
] as const;

export function Component() {
  usePageMeta(
    "For hosts — join the waitlist",
    "Hotels, rentals, tours and experiences: get free content and exposure from creators, with no costs or commissions. Join the CollabStay host waitlist.",
  );
  return (
    <PublicShell>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <section aria-labelledby="hosts-title" className="border-b border-border bg-primary-soft">
          <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.1fr_1fr] md:items-center md:py-20">
            <div>
              <p className="text-sm font-semibold tracking-wide text-accent-strong uppercase">For hosts</p>
              <h1 id="hosts-title" className="mt-2 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
                Get your place seen by the right creators
              </h1>
              <p className="mt-4 text-lg text-muted-foreground">
                Hotels, vacation rentals, tours, wellness venues, beach clubs, boats and activities: offer a stay or an
                experience, and creators pay you back in photos, videos and posts.
              </p>
            </div>
            <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
              <div className="flex items-start gap-3">
                <Hourglass className="mt-1 size-5 shrink-0 text-accent" aria-hidden="true" />
                <div>
                  <h2 className="text-xl font-semibold tracking-tight">Creators are not visible yet</h2>
                  <p className="mt-2 text-muted-foreground">
                    We are onboarding creators first, so creator profiles are not visible to hosts until launch. Leave
                    your address and we will e-mail you once you can browse and invite them.
                  </p>
                </div>
              </div>
              <div className="mt-6">
                <WaitlistForm />
              </div>
            </div>
          </div>
        </section>

        <section aria-labelledby="why-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="why-title" className="text-3xl font-bold tracking-tight">
            Why hosts use CollabStay
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2">
            {reasons.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4 rounded-xl border border-border bg-card p-6 shadow-sm">
                <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </div>
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </PublicShell>
  );
}
