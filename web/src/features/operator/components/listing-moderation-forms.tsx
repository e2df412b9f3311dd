import type { Unpublication } from "@domain/listing-moderation.ts";
import { statementMax, type UnpublishCategory, unpublishCategories } from "@domain/listing-moderation-labels.ts";
import { type FormEvent, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { Label } from "@/components/ui/label.tsx";
import { NativeSelect } from "@/components/ui/native-select.tsx";
import { TextareaField } from "@/components/ui/textarea-field.tsx";
import { failureText } from "@/lib/failure-text.ts";
import { toast } from "@/lib/toast.ts";
import { useDeclineRepublication, useRepublish, useUnpublish } from "../listings-api.ts";

/** Unpublish: a reason category and the statement of reasons the host reads (bell, mail and their listing). */
export function UnpublishForm({ listingId }: { listingId: string }) {
  const unpublish = useUnpublish(listingId);
  const [category, setCategory] = useState<UnpublishCategory>("misleading");
  const [statement, setStatement] = useState("");
  const [failure, setFailure] = useState("");
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure("");
    try {
      const { message } = await unpublish.mutateAsync({ category, statement });
      toast.success(message);
      setStatement("");
    } catch (error) {
      setFailure(failureText(error, "The listing could not be unpublished. Please try again."));
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="unpublish-category">Reason</Label>
        <NativeSelect
          id="unpublish-category"
          value={category}
          onChange={(e) => setCategory(e.target.value as UnpublishCategory)}
        >
          {Object.entries(unpublishCategories).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <TextareaField
        id="unpublish-statement"
        label="Statement of reasons"
        hint="The host reads this in their notification, their e-mail and on the listing. Say what to fix."
        value={statement}
        onChange={setStatement}
        maxLength={statementMax}
        rows={4}
      />
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" variant="destructive" disabled={unpublish.isPending}>
        {unpublish.isPending ? "Unpublishing..." : "Unpublish listing"}
      </Button>
    </form>
  );
}

/** Re-publish (behind the confirmation dialog) and, when the host asked, decline with a reason. */
export function RepublishActions({ listingId, unpublication }: { listingId: string; unpublication: Unpublication }) {
  const republish = useRepublish(listingId);
  const decline = useDeclineRepublication(listingId);
  const [reason, setReason] = useState("");
  const [failure, setFailure] = useState("");
  const onDecline = async (event: FormEvent) => {
    event.preventDefault();
    setFailure("");
    try {
      const { message } = await decline.mutateAsync(reason);
      toast.success(message);
      setReason("");
    } catch (error) {
      setFailure(failureText(error, "The request could not be declined. Please try again."));
    }
  };
  const back = unpublication.statusBefore === "active" ? "published (active)" : unpublication.statusBefore;
  return (
    <div className="grid gap-4">
      <ConfirmDialog
        title="Re-publish this listing?"
        description={`It goes back to how it was before: ${back}. The host is told.`}
        confirmLabel="Re-publish"
        onConfirm={() =>
          republish.mutate(undefined, {
            onSuccess: ({ message }) => toast.success(message),
            onError: (error) => toast.error(failureText(error, "The listing could not be re-published.")),
          })
        }
        trigger={<Button disabled={republish.isPending}>Re-publish listing</Button>}
      />
      {unpublication.request && (
        <form onSubmit={onDecline} noValidate className="grid gap-3 border-t border-border pt-4">
          <TextareaField
            id="decline-reason"
            label="Or decline the request"
            hint="The host reads this reason and may ask again after more changes."
            value={reason}
            onChange={setReason}
            maxLength={statementMax}
            rows={3}
          />
          <FormAlert>{failure}</FormAlert>
          <Button type="submit" variant="outline" disabled={decline.isPending}>
            {decline.isPending ? "Declining..." : "Decline request"}
          </Button>
        </form>
      )}
    </div>
  );
}
