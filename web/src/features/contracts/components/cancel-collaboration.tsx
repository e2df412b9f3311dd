import type { Collaboration } from "@domain/collaborations.ts";
import { Ban } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { ApiError } from "@/lib/api.ts";
import { useCancelCollaboration } from "../api.ts";

/**
 * Cancel before arrival (issue 33 part 5): the shared confirmation dialog, stating the consequence, with the
 * reason the other party will read on the contract.
 */
export function CancelCollaboration({ c, partnerName }: { c: Collaboration; partnerName: string }) {
  const cancel = useCancelCollaboration();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    if (reason.trim() === "") {
      setError("Please say why you are cancelling.");
      return;
    }
    cancel.mutate(
      { id: c.id, reason },
      {
        onSuccess: (result) => {
          setOpen(false);
          toast.success(result.toast.title, { description: result.toast.description });
        },
        onError: (e) =>
          setError(e instanceof ApiError && e.status > 0 && e.status < 500 ? e.message : "Could not cancel."),
      },
    );
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
      trigger={
        <Button size="sm" variant="outline">
          <Ban aria-hidden="true" />
          Cancel
        </Button>
      }
      title="Cancel this collaboration?"
      description={
        <>
          <span className="block">
            The nights reopen on the calendar, pending payment requests are cancelled and {partnerName} is told your
            reason. This can't be undone; the content and the contract stay readable.
          </span>
          <span className="mt-3 grid gap-1.5 text-left text-foreground">
            <Label htmlFor={`cancel-reason-${c.id}`}>Reason</Label>
            <Textarea
              id={`cancel-reason-${c.id}`}
              value={reason}
              maxLength={1000}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `cancel-error-${c.id}` : undefined}
              onChange={(e) => setReason(e.target.value)}
            />
            {error ? (
              <span id={`cancel-error-${c.id}`} role="alert" className="text-sm text-destructive">
                {error}
              </span>
            ) : null}
          </span>
        </>
      }
      confirmLabel="Cancel collaboration"
      destructive
      pending={cancel.isPending}
      onConfirm={confirm}
    />
  );
}
