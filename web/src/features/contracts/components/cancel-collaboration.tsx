import type { Collaboration } from "@domain/collaborations.ts";
import { Ban } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { toast } from "@/lib/toast.ts";
import { useCancelCollaboration } from "../api.ts";
import { NoteConfirm } from "./note-confirm.tsx";

/** Cancel before arrival (issue 33 part 5), with the consequence stated and the reason the other party reads. */
export function CancelCollaboration({ c, partnerName }: { c: Collaboration; partnerName: string }) {
  const cancel = useCancelCollaboration();
  return (
    <NoteConfirm
      id={`cancel-${c.id}`}
      trigger={
        <Button size="sm" variant="outline">
          <Ban aria-hidden="true" />
          Cancel
        </Button>
      }
      title="Cancel this collaboration?"
      consequence={`The nights reopen on the calendar, pending payment requests are cancelled and ${partnerName} is told your reason. This can't be undone; the content and the contract stay readable.`}
      label="Reason"
      required="Please say why you are cancelling."
      confirmLabel="Cancel collaboration"
      pending={cancel.isPending}
      submit={async (reason) => {
        const result = await cancel.mutateAsync({ id: c.id, reason });
        toast.success(result.toast.title, { description: result.toast.description });
      }}
    />
  );
}
