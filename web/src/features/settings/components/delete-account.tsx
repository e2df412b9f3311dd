import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { failureText } from "@/lib/failure-text.ts";
import { toast } from "@/lib/toast.ts";
import { useDeleteAccount } from "../api.ts";
import { settingsMessages } from "../messages.ts";

/** Danger zone: permanently deletes the account after a confirmation; `onDeleted` then leaves the page. */
export function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();

  async function confirm() {
    try {
      await remove.mutateAsync();
    } catch (error) {
      toast.error(settingsMessages.errorTitle, {
        description: failureText(error, settingsMessages.accountDeleteFailed),
      });
      return;
    }
    setOpen(false);
    toast.success(settingsMessages.accountDeleted, { description: settingsMessages.accountDeletedText });
    onDeleted();
  }

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-destructive">
          <TriangleAlert className="size-5" aria-hidden="true" />
          Danger Zone
        </CardTitle>
        <CardDescription>
          Deleting your account removes your profile, your media and everything you own on CollabStay. This cannot be
          undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmDialog
          open={open}
          onOpenChange={(next) => !remove.isPending && setOpen(next)}
          trigger={<Button variant="destructive">Delete Account</Button>}
          title="Delete your account?"
          description="Your account, profile, media and everything you own will be permanently deleted. The people you worked with keep your conversations, contracts, payment records and the content they approved, with you shown as “Deleted user”; collaborations still running are cancelled. This cannot be undone."
          confirmLabel={remove.isPending ? "Deleting..." : "Yes, delete my account"}
          destructive
          pending={remove.isPending}
          onConfirm={confirm}
        />
      </CardContent>
    </Card>
  );
}
