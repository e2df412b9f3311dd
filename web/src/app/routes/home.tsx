import { safeReturnPath } from "@domain/return-path.ts";
import { Navigate, useSearchParams } from "react-router";
import { LandingPage } from "@/features/site/components/landing-page.tsx";
import { PublicShell } from "@/features/site/components/public-shell.tsx";
import { useAuth } from "@/lib/auth.tsx";
import { usePageMeta } from "@/lib/page-meta.ts";

export function Component() {
  const { user, userType, loading } = useAuth();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get("next"));
  usePageMeta(
    "CollabStay — Connect. Create. Collaborate.",
    "CollabStay connects hotels, rentals, tours and experiences with content creators: free or discounted stays in exchange for photos, videos and posts.",
  );
  if (loading) {
    return (
      <main className="flex flex-1 items-center justify-center p-8">
        <p role="status" className="text-muted-foreground">
          Loading
        </p>
      </main>
    );
  }
  // Signed in meanwhile (another tab): the page they wanted, else their dashboard.
  if (user && userType && returnTo) return <Navigate to={returnTo} replace />;
  if (user && userType === "host") return <Navigate to="/host/dashboard" replace />;
  if (user && userType === "creator") return <Navigate to="/creator/dashboard" replace />;
  // A signed-in user without a role already has the shell's header and footer.
  return (
    <PublicShell returnTo={returnTo}>
      <LandingPage returnTo={returnTo} />
    </PublicShell>
  );
}
