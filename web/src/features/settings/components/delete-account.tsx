import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { failureText } from "@/lib/failure-text.ts";
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
        <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
          <AlertDialogTrigger asChild>
            <Button variant="destructive">Delete Account</Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete your account?</AlertDialogTitle>
              <AlertDialogDescription>
                Your account, profile, media and everything you own will be permanently deleted. People you have talked
                to keep their own messages, shown as from a deleted user. This cannot be undone.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
              <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
                {remove.isPending ? "Deleting..." : "Yes, delete my account"}
              </Button>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
