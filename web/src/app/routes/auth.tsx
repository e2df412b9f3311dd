import { accountMessages } from "@domain/account-labels.ts";
import { safeReturnPath, signInReason } from "@domain/return-path.ts";
import { ArrowLeft, Info } from "lucide-react";
import { useEffect } from "react";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { LinkButton } from "@/components/link-button.tsx";
import { writePendingConfirmation } from "@/features/auth/check-inbox.ts";
import { RoleAuthCard } from "@/features/auth/components/role-auth-card.tsx";
import { SetNewPasswordForm } from "@/features/auth/components/set-new-password-form.tsx";
import { passwordResetErrorText } from "@/features/auth/new-password.ts";
import { dashboardPath, useAuth } from "@/lib/auth.tsx";
import { toast } from "@/lib/toast.ts";

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const error = params.get("error");
  const errorDescription = params.get("error_description");
  const token = params.get("token");
  const recovery = params.get("type") === "recovery" && token;

  const confirmation = params.get("type") === "confirmation";
  const { user, userType, loading } = useAuth();
  // The header's Logout comes here while the session is still being ended: no bounce back to the dashboard.
  const signingOut = (useLocation().state as { signingOut?: boolean } | null)?.signingOut === true;
  // `?next=` — the page the visitor wanted; `?tab=signup&role=…` — which card opens on Sign Up.
  const returnTo = safeReturnPath(params.get("next"));
  const signUp = params.get("tab") === "signup";
  const wantedRole = params.get("role") === "host" ? "host" : params.get("role") === "creator" ? "creator" : null;
  const opens = (role: "creator" | "host") =>
    signUp && (wantedRole === null || wantedRole === role) ? "signup" : "login";

  // Signed in (a confirmation link, or another tab): a waiting check-your-inbox panel is done with.
  useEffect(() => {
    if (!user) return;
    writePendingConfirmation("creator", null);
    writePendingConfirmation("host", null);
  }, [user]);

  useEffect(() => {
    if (!error && !errorDescription) return;
    if (confirmation) {
      toast.error(accountMessages.confirmationInvalid, {
        id: "confirmation-error",
        description: accountMessages.confirmationInvalidText,
      });
    } else {
      toast.error(accountMessages.passwordResetError, {
        id: "password-reset-error",
        description: passwordResetErrorText(error, errorDescription),
      });
    }
    navigate("/auth", { replace: true });
  }, [error, errorDescription, confirmation, navigate]);

  useEffect(() => {
    if (confirmation && !error && user) {
      toast.success(accountMessages.emailConfirmed, {
        id: "email-confirmed",
        description: accountMessages.emailConfirmedText,
      });
    }
  }, [confirmation, error, user]);

  // Signed in already (e.g. straight from a confirmation link): on to the wanted page or the dashboard.
  if (!loading && user && !recovery && !signingOut)
    return <Navigate to={returnTo ?? dashboardPath(userType)} replace />;

  return (
    <main className="flex-1 bg-gradient-to-b from-primary-soft/70 via-surface to-surface">
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
        <div className="flex items-center justify-between gap-4">
          <Link
            to="/"
            className="rounded-md text-lg font-bold tracking-tight text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            CollabStay
          </Link>
          <LinkButton to="/" icon={ArrowLeft} variant="outline" size="sm">
            Back to Home
          </LinkButton>
        </div>

        {recovery ? (
          <div className="mt-10 flex justify-center">
            <SetNewPasswordForm token={token} onDone={() => navigate("/auth", { replace: true })} />
          </div>
        ) : (
          <>
            <div className="mt-10 text-center">
              <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Welcome to CollabStay</h1>
              <p className="mt-2 text-muted-foreground">Sign in or create an account as a creator or a host.</p>
            </div>
            {returnTo ? (
              <div
                role="status"
                className="mx-auto mt-6 flex max-w-2xl items-start gap-3 rounded-lg border border-primary/30 bg-primary-soft/60 p-4 text-sm"
              >
                <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <p>
                  <strong className="font-semibold">{signInReason(returnTo)}.</strong> After you sign in or sign up
                  you'll go straight back there.
                </p>
              </div>
            ) : null}
            <div className="mt-8 grid items-start gap-6 md:grid-cols-2">
              {/* On one column the card the visitor asked for ("Join as Host") comes first. */}
              <RoleAuthCard
                key={`creator-${opens("creator")}`}
                userType="creator"
                initialView={opens("creator")}
                returnTo={returnTo}
                className={wantedRole === "creator" ? "max-md:order-first" : undefined}
              />
              <RoleAuthCard
                key={`host-${opens("host")}`}
                userType="host"
                initialView={opens("host")}
                returnTo={returnTo}
                className={wantedRole === "host" ? "max-md:order-first" : undefined}
              />
            </div>
          </>
        )}
      </div>
    </main>
  );
}
