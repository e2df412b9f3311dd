import { categories } from "@domain/constants.ts";
import { signInPath, signInReason } from "@domain/return-path.ts";
import {
  ArrowRight,
  BadgeDollarSign,
  Camera,
  Check,
  Compass,
  Handshake,
  Hotel,
  Info,
  Megaphone,
  MessageSquare,
  Share2,
  UserRound,
} from "lucide-react";
import { Link } from "react-router";
import { LinkButton } from "@/components/link-button.tsx";
import { Button } from "@/components/ui/button.tsx";
import { HeroIllustration } from "./hero-illustration.tsx";

const audiences = [
  {
    id: "for-creators",
    icon: Camera,
    title: "For creators",
    lead: "Travel, create and get rewarded for the content you already love making.",
    points: [
      "Free stays at hotels, rentals and experiences in exchange for photos, videos and posts.",
      "Paid collaborations too: creators can earn $1,000-$10,000+ per month.",
      "Apply in a few clicks, agree terms in chat and keep your best work in a portfolio.",
    ],
    more: { label: "More for creators", to: "/landingpage-creator" },
  },
  {
    id: "for-hosts",
    icon: Hotel,
    title: "For hosts",
    lead: "Get your place seen by the people your next guests already follow.",
    points: [
      "No costs or commissions: CollabStay takes no cut of your bookings or your collaborations.",
      "Free content: professional-looking photos and videos you can use on your own channels.",
      "Exposure to creators' audiences, with you choosing who stays and what they deliver.",
    ],
    more: { label: "More for hosts", to: "/landingpage-hosts" },
  },
] as const;

export const howItWorksSteps = [
  {
    icon: UserRound,
    title: "Create a profile",
    text: "Creators show their niche, platforms and audience; hosts describe their place and what they offer.",
  },
  {
    icon: Compass,
    title: "Discover opportunities",
    text: "Creators browse listings by category and region; hosts search creators and invite the ones who fit.",
  },
  {
    icon: Handshake,
    title: "Connect and collaborate",
    text: "Apply, negotiate terms such as nights, deliverables and payment in chat, then finalize the agreement.",
  },
  {
    icon: Share2,
    title: "Create and share",
    text: "The creator stays, shoots and delivers; the host reviews the content and both share the results.",
  },
] as const;

function Hero({ returnTo }: { returnTo: string | null }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-br from-primary-strong via-primary to-primary-hover text-primary-foreground"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -left-40 size-[28rem] rounded-full border-[3rem] border-white/5"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-[1.15fr_1fr] md:py-24">
        <div className="flex flex-col items-start gap-6">
          <p className="rounded-full bg-white/15 px-3 py-1 text-sm font-medium">Stays for content, content for stays</p>
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Connect. Create. Collaborate.
          </h1>
          <p className="max-w-xl text-lg text-white/90">
            CollabStay is the marketplace where hotels, rentals, tours and experiences meet content creators: a free or
            discounted stay in exchange for photos, videos and posts.
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg" variant="accent">
              <Link to={signInPath(returnTo, { signUp: true })}>
                Get Started
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white"
            >
              <Link to={signInPath(returnTo, { signUp: true })}>Join for Free</Link>
            </Button>
          </div>
        </div>
        <HeroIllustration className="mx-auto hidden w-full max-w-sm md:block" />
      </div>
    </section>
  );
}

function Categories() {
  return (
    <section aria-labelledby="categories-title" className="border-b border-border bg-background">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 sm:px-6 md:flex-row md:items-center md:gap-6">
        <h2 id="categories-title" className="shrink-0 text-sm font-semibold text-muted-foreground">
          Hosts on CollabStay offer
        </h2>
        <ul className="flex flex-wrap gap-2">
          {/* The same names as the discovery chips and the listing form: spec 000 §9's categories. */}
          {categories.map((c) => (
            <li
              key={c}
              className="rounded-full border border-border bg-surface px-3 py-1 text-sm font-medium text-foreground"
            >
              {c}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Audiences() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-16 sm:px-6 md:grid-cols-2">
      {audiences.map(({ id, icon: Icon, title, lead, points, more }) => (
        <section
          key={id}
          aria-labelledby={id}
          className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
        >
          <div className="flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <Icon className="size-6" aria-hidden="true" />
          </div>
          <h2 id={id} className="mt-5 text-2xl font-bold tracking-tight">
            {title}
          </h2>
          <p className="mt-2 text-muted-foreground">{lead}</p>
          <ul className="mt-5 flex-1 space-y-3">
            {points.map((p) => (
              <li key={p} className="flex gap-3">
                <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                <span>{p}</span>
              </li>
            ))}
          </ul>
          <Link
            to={more.to}
            className="mt-6 inline-flex w-fit items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {more.label}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </section>
      ))}
    </div>
  );
}

function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="border-y border-border bg-background">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="how-it-works" className="text-3xl font-bold tracking-tight">
          How It Works
        </h2>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Four steps from sign-up to published content. Signing up and browsing are free.
        </p>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {howItWorksSteps.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="relative rounded-xl border border-border bg-surface p-5">
              <div className="flex items-center gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft font-semibold text-accent-strong">
                  {i + 1}
                </span>
                <Icon className="size-5 text-primary" aria-hidden="true" />
              </div>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function JoinCallToAction({ returnTo }: { returnTo: string | null }) {
  return (
    <section aria-labelledby="join-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="grid gap-8 rounded-2xl bg-ink p-8 text-ink-foreground sm:p-10 md:grid-cols-[1.4fr_1fr] md:items-center">
        <div>
          <h2 id="join-title" className="text-3xl font-bold tracking-tight">
            Ready to collaborate?
          </h2>
          <p className="mt-3 text-ink-muted">
            Pick your side. Creators find stays worth sharing; hosts find creators worth hosting. It takes a couple of
            minutes to set up a profile.
          </p>
          <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <li className="flex items-center gap-2">
              <BadgeDollarSign className="size-4 text-ink-muted" aria-hidden="true" />
              Free to sign up and browse
            </li>
            <li className="flex items-center gap-2">
              <MessageSquare className="size-4 text-ink-muted" aria-hidden="true" />
              Terms agreed in chat
            </li>
            <li className="flex items-center gap-2">
              <Megaphone className="size-4 text-ink-muted" aria-hidden="true" />
              Content you both can share
            </li>
          </ul>
        </div>
        <div className="flex flex-col gap-3">
          <LinkButton to={signInPath(returnTo, { signUp: true, role: "creator" })} size="lg" variant="accent">
            Join as Creator
          </LinkButton>
          <LinkButton
            to={signInPath(returnTo, { signUp: true, role: "host" })}
            size="lg"
            className="bg-white text-primary-strong hover:bg-white/90"
          >
            Join as Host
          </LinkButton>
        </div>
      </div>
    </section>
  );
}

/**
 * A visitor sent here from a guarded page (spec 000 §2: a listing link sends visitors to /) is told why, and
 * signing in or up from here returns to that page (issue 12 item 9).
 */
function SignInNotice({ returnTo }: { returnTo: string }) {
  return (
    <div role="status" className="border-b border-primary/20 bg-primary-soft">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="flex items-start gap-2 text-sm">
          <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <strong className="font-semibold">{signInReason(returnTo)}.</strong> CollabStay is free; you'll come
            straight back here after signing in.
          </span>
        </p>
        <div className="flex shrink-0 gap-2">
          <LinkButton to={signInPath(returnTo)} size="sm">
            Sign in
          </LinkButton>
          <LinkButton to={signInPath(returnTo, { signUp: true })} size="sm" variant="outline">
            Create an account
          </LinkButton>
        </div>
      </div>
    </div>
  );
}

/** The visitor's landing page (spec 000 §2 "Landing page"); `returnTo`: the page a visitor was sent here from. */
export function LandingPage({ returnTo = null }: { returnTo?: string | null }) {
  return (
    <main id="main" tabIndex={-1} className="flex-1 outline-none">
      {returnTo ? <SignInNotice returnTo={returnTo} /> : null}
      <Hero returnTo={returnTo} />
      <Categories />
      <Audiences />
      <HowItWorks />
      <JoinCallToAction returnTo={returnTo} />
    </main>
  );
}
