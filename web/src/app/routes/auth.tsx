import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import { RoleAuthCard } from "@/features/auth/components/role-auth-card.tsx";
import { SetNewPasswordForm } from "@/features/auth/components/set-new-password-form.tsx";
import { passwordResetErrorText } from "@/features/auth/new-password.ts";
import { dashboardPath, useAuth } from "@/lib/auth.tsx";
import { accountMessages } from "../../../../domain/accounts.ts";

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const error = params.get("error");
  const errorDescription = params.get("error_description");
  const token = params.get("token");
  const recovery = params.get("type") === "recovery" && token;

  const confirmation = params.get("type") === "confirmation";
  const { user, userType, loading } = useAuth();

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

  // Signed in already (e.g. straight from a confirmation link): the cards have nothing to offer.
  if (!loading && user && !recovery) return <Navigate to={dashboardPath(userType)} replace />;

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
          <Button asChild variant="outline" size="sm">
            <Link to="/">
              <ArrowLeft aria-hidden="true" />
              Back to Home
            </Link>
          </Button>
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
            <div className="mt-8 grid items-start gap-6 md:grid-cols-2">
              <RoleAuthCard userType="creator" />
              <RoleAuthCard userType="host" />
            </div>
          </>
        )}
      </div>
    </main>
  );
}
