import { Camera, Handshake, Hotel, Sparkles } from "lucide-react";
import { Link, Navigate } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { useAuth } from "@/lib/auth.tsx";
import { SiteFooter } from "../layout/site-footer.tsx";

const audiences = [
  {
    icon: Camera,
    title: "For creators",
    text: "Discover stays and experiences around the world, apply in a few clicks and turn your content into collaborations.",
  },
  {
    icon: Hotel,
    title: "For hosts",
    text: "Publish your offer, meet creators who fit your brand and receive photos and videos that bring guests in.",
  },
] as const;

const steps = [
  { title: "Create a profile", text: "Show who you are and what you offer." },
  { title: "Discover opportunities", text: "Browse listings or find creators who fit." },
  { title: "Connect and collaborate", text: "Apply, negotiate terms and finalize." },
  { title: "Create and share", text: "Deliver content and grow together." },
] as const;

function Landing({ showFooter }: { showFooter: boolean }) {
  return (
    <>
      <main className="flex-1">
        <section className="relative overflow-hidden bg-gradient-to-br from-primary-strong via-primary to-primary-hover text-primary-foreground">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-32 -right-32 size-[28rem] rounded-full border-[3rem] border-white/5"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -bottom-40 right-1/4 size-80 rounded-full bg-white/5"
          />
          <div className="relative mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-20 sm:px-6 md:py-28">
            <p className="flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium">
              <Sparkles className="size-4" aria-hidden="true" />
              CollabStay
            </p>
            <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl md:text-6xl">
              Connect. Create. Collaborate.
            </h1>
            <p className="max-w-2xl text-lg text-white/90">
              The marketplace where hotels, rentals, tours and experiences meet content creators: stays in exchange for
              photos, videos and posts.
            </p>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <Button asChild size="lg" variant="accent">
                <Link to="/auth">Get Started</Link>
              </Button>
              <Button
                asChild
                size="lg"
                variant="outline"
                className="border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white"
              >
                <Link to="/auth">Join for Free</Link>
              </Button>
            </div>
          </div>
        </section>

        <section aria-labelledby="audiences" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="audiences" className="sr-only">
            Who it is for
          </h2>
          <div className="grid gap-6 md:grid-cols-2">
            {audiences.map(({ icon: Icon, title, text }) => (
              <div key={title} className="rounded-xl border border-border bg-card p-6 shadow-sm">
                <div className="flex size-11 items-center justify-center rounded-lg bg-primary-soft text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </div>
                <h3 className="mt-4 text-xl font-semibold">{title}</h3>
                <p className="mt-2 text-muted-foreground">{text}</p>
              </div>
            ))}
          </div>
        </section>

        <section aria-labelledby="how-it-works" className="border-t border-border bg-background">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
            <h2 id="how-it-works" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
              <Handshake className="size-6 text-accent" aria-hidden="true" />
              How It Works
            </h2>
            <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {steps.map((step, i) => (
                <li key={step.title} className="flex gap-4">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft font-semibold text-accent-strong">
                    {i + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold">{step.title}</h3>
                    <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </section>
      </main>
      {showFooter && <SiteFooter />}
    </>
  );
}

export function Component() {
  const { user, userType, loading } = useAuth();
  if (loading) {
    return (
      <main className="flex flex-1 items-center justify-center p-8">
        <p role="status" className="text-muted-foreground">
          Loading
        </p>
      </main>
    );
  }
  if (user && userType === "host") return <Navigate to="/host/dashboard" replace />;
  if (user && userType === "creator") return <Navigate to="/creator/dashboard" replace />;
  // A signed-in user without a role already has the shell's footer.
  return <Landing showFooter={!user} />;
}
