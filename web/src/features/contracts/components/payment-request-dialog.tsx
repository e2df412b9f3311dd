import type { Collaboration } from "@domain/collaborations.ts";
import { paymentTypes } from "@domain/constants.ts";
import { paymentMessages } from "@domain/payment-labels.ts";
import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { FormDialog } from "@/components/form-dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import { MoneyField } from "@/components/ui/money-field.tsx";
import { SelectField } from "@/components/ui/select-field.tsx";
import { TextareaField } from "@/components/ui/textarea-field.tsx";
import { ApiError } from "@/lib/api.ts";
import { toast } from "@/lib/toast.ts";
import { useCreatePayment } from "../payments-api.ts";

/** What each side's dialog says (decision 0059): the host adds what they owe; the creator requests it. */
export const paymentDialogTexts = {
  host: {
    trigger: "Add a payment",
    title: "Add a payment",
    description: "Record money you owe the creator. It counts as approved; mark it paid once you have sent it.",
    submit: "Add payment",
    success: paymentMessages.added,
    failed: paymentMessages.addFailed,
  },
  creator: {
    trigger: "Request Payment",
    title: "Create Payment Request",
    description: "Request additional payment for extra services or content",
    submit: "Create Request",
    success: paymentMessages.created,
    failed: paymentMessages.createFailed,
  },
} as const;

/**
 * Create Payment Request (spec 001 screen 9, §5) for the creator, "Add a payment" for the host (decision 0059):
 * only active collaborations can be chosen.
 */
export function PaymentRequestDialog({
  collaborations,
  side,
}: {
  collaborations: Collaboration[];
  side: "host" | "creator";
}) {
  const t = paymentDialogTexts[side];
  const id = useId();
  const create = useCreatePayment();
  const [open, setOpen] = useState(false);
  const [collaborationId, setCollaborationId] = useState("");
  const [amount, setAmount] = useState("");
  const [description, setDescription] = useState("");
  const [paymentType, setPaymentType] = useState<(typeof paymentTypes)[number]>("additional");
  const [error, setError] = useState<string | null>(null);
  const active = collaborations.filter((c) => c.status === "active");

  const submit = async () => {
    // Spec §5: collaboration and amount required, otherwise submit does nothing.
    if (!collaborationId || amount.trim() === "") return;
    // The schema (and Zod) load when a request is sent, not with the contracts screen (issue 38).
    const { createPaymentSchema } = await import("@domain/payments.ts");
    const parsed = createPaymentSchema.safeParse({
      collaborationId,
      amount: amount.trim(),
      paymentType,
      ...(description.trim() ? { description } : {}),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t.failed);
      return;
    }
    setError(null);
    create.mutate(
      { collaborationId, amount: amount.trim(), paymentType, ...(description.trim() ? { description } : {}) },
      {
        onSuccess: () => {
          toast.success(t.success);
          setOpen(false);
          setAmount("");
          setDescription("");
        },
        onError: (e) =>
          toast.error("Error", {
            description: e instanceof ApiError && e.status > 0 && e.status < 500 ? e.message : t.failed,
          }),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      formId={`${id}-form`}
      onSubmit={submit}
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          {t.trigger}
        </Button>
      }
      title={t.title}
      description={t.description}
      className="sm:max-w-md"
      footer={
        <Button type="submit" form={`${id}-form`} disabled={create.isPending}>
          {t.submit}
        </Button>
      }
    >
      <SelectField
        id={`${id}-collaboration`}
        label="Collaboration"
        placeholder="Select a collaboration"
        value={collaborationId}
        onChange={setCollaborationId}
        options={active.map((c) => ({ value: c.id, label: c.listing.title }))}
      />
      <MoneyField
        id={`${id}-amount`}
        label="Amount ($)"
        min={0.01}
        value={amount}
        onChange={setAmount}
        error={error ?? undefined}
      />
      <SelectField
        id={`${id}-type`}
        label="Payment type"
        value={paymentType}
        onChange={setPaymentType}
        options={paymentTypes.map((t) => ({ value: t, label: t.charAt(0).toUpperCase() + t.slice(1) }))}
      />
      <TextareaField
        id={`${id}-description`}
        label="Description"
        rows={3}
        maxLength={1000}
        value={description}
        onChange={setDescription}
      />
    </FormDialog>
  );
}
