import { userActionMessages } from "@domain/operators.ts";
import { ConfirmDialog } from "@/components/confirm-dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import { failureText } from "@/lib/failure-text.ts";
import { toast } from "@/lib/toast.ts";
import { useSendResetMail, useSignOutEverywhere } from "../api.ts";

type Person = { id: string; name: string; email: string; role: string | null };

/**
 * "Sign out everywhere" and "Send a password-reset mail", each behind the shared confirmation dialog; a toast says
 * what happened. The server refuses one's own sign-out and reset mails to operators: the buttons are hidden there.
 */
export function UserActions({ user, isMe }: { user: Person; isMe: boolean }) {
  const signOut = useSignOutEverywhere(user.id);
  const reset = useSendResetMail(user.id);
  const failed = (error: Error) => toast.error(failureText(error, "That did not work. Please try again."));
  if (isMe) return <p className="text-sm text-muted-foreground">To end your own sessions, sign out.</p>;
  return (
    <div className="flex flex-wrap gap-3">
      <ConfirmDialog
        title={`Sign ${user.name} out everywhere?`}
        description="Every session of this account ends now, on every device. They can sign in again."
        confirmLabel="Sign out everywhere"
        destructive
        onConfirm={() =>
          signOut.mutate(undefined, {
            onSuccess: ({ sessionsEnded }) => toast.success(userActionMessages.signedOut(sessionsEnded)),
            onError: failed,
          })
        }
        trigger={
          <Button variant="outline" disabled={signOut.isPending}>
            Sign out everywhere
          </Button>
        }
      />
      {user.role !== "operator" && (
        <ConfirmDialog
          title="Send a password-reset mail?"
          description={`${user.email} gets the same link as "Forgot password" (valid for a limited time).`}
          confirmLabel="Send the mail"
          onConfirm={() =>
            reset.mutate(undefined, {
              onSuccess: ({ email }) => toast.success(userActionMessages.resetSent(email)),
              onError: failed,
            })
          }
          trigger={
            <Button variant="outline" disabled={reset.isPending}>
              Send a password-reset mail
            </Button>
          }
        />
      )}
    </div>
  );
}
