import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { NativeSelect } from "@/components/ui/native-select.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { ApiError } from "@/lib/api.ts";
import type { Collaboration } from "../../../../../domain/collaborations.ts";
import { paymentTypes } from "../../../../../domain/constants.ts";
import { createPaymentSchema, paymentMessages } from "../../../../../domain/payments.ts";
import { useCreatePayment } from "../payments-api.ts";

/** Create Payment Request (spec 001 screen 9, §5): only active collaborations can be chosen. */
export function PaymentRequestDialog({ collaborations }: { collaborations: Collaboration[] }) {
  const id = useId();
  const create = useCreatePayment();
  const [open, setOpen] = useState(false);
  const [collaborationId, setCollaborationId] = useState("");
  const [amount, setAmount] = useState("");
  const [description, setDescription] = useState("");
  const [paymentType, setPaymentType] = useState<(typeof paymentTypes)[number]>("additional");
  const [error, setError] = useState<string | null>(null);
  const active = collaborations.filter((c) => c.status === "active");

  const submit = () => {
    // Spec §5: collaboration and amount required, otherwise submit does nothing.
    if (!collaborationId || amount.trim() === "") return;
    const parsed = createPaymentSchema.safeParse({
      collaborationId,
      amount: amount.trim(),
      paymentType,
      ...(description.trim() ? { description } : {}),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? paymentMessages.createFailed);
      return;
    }
    setError(null);
    create.mutate(
      { collaborationId, amount: amount.trim(), paymentType, ...(description.trim() ? { description } : {}) },
      {
        onSuccess: () => {
          toast.success(paymentMessages.created);
          setOpen(false);
          setAmount("");
          setDescription("");
        },
        onError: (e) =>
          toast.error("Error", {
            description:
              e instanceof ApiError && e.status > 0 && e.status < 500 ? e.message : paymentMessages.createFailed,
          }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Request Payment
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Create Payment Request</DialogTitle>
          <DialogDescription>Request additional payment for extra services or content</DialogDescription>
        </DialogHeader>
        <form
          id={`${id}-form`}
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-collaboration`}>Collaboration</Label>
            <NativeSelect
              id={`${id}-collaboration`}
              value={collaborationId}
              onChange={(e) => setCollaborationId(e.target.value)}
            >
              <option value="">Select a collaboration</option>
              {active.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.listing.title}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-amount`}>Amount ($)</Label>
            <Input
              id={`${id}-amount`}
              type="number"
              inputMode="decimal"
              min={0.01}
              step="0.01"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              aria-invalid={error ? true : undefined}
            />
            {error ? <p className="text-sm text-destructive">{error}</p> : null}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-type`}>Payment type</Label>
            <NativeSelect
              id={`${id}-type`}
              value={paymentType}
              onChange={(e) => setPaymentType(e.target.value as (typeof paymentTypes)[number])}
            >
              {paymentTypes.map((t) => (
                <option key={t} value={t}>
                  {t.charAt(0).toUpperCase() + t.slice(1)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-description`}>Description</Label>
            <Textarea
              id={`${id}-description`}
              rows={3}
              maxLength={1000}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          </div>
        </form>
        <DialogFooter>
          <Button type="submit" form={`${id}-form`} disabled={create.isPending}>
            Create Request
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
