import { signInPath } from "@domain/return-path.ts";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { Spinner } from "@/components/ui/spinner.tsx";
import { dashboardPath, useAuth } from "@/lib/auth.tsx";

export type RequireAuthProps = {
  /** Only this user type may see the page; the other one is sent to their own dashboard. */
  role?: "creator" | "host";
  children: ReactNode;
};

/** Full-height centred spinner used while the session is being read. */
export function PageSpinner({ label = "Loading" }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] flex-1 items-center justify-center p-8">
      <Spinner size="lg" label={label} />
    </div>
  );
}

/**
 * Route guard (DECISIONS.md "Route guard (client)"): a visitor is sent to /auth?next=…, a signed-in user of the
 * other role to their own dashboard; a spinner shows while the session is being read.
 */
export function RequireAuth({ role, children }: RequireAuthProps) {
  const { user, userType, loading } = useAuth();
  const location = useLocation();

  if (loading) return <PageSpinner />;
  // The wanted page rides along in the URL: /auth says why and returns there after sign-in (issue 12 item 9).
  if (!user) return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  if (role && userType !== role) return <Navigate to={dashboardPath(userType)} replace />;
  return <>{children}</>;
}
