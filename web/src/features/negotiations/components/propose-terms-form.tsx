import { compensationTypes, usageRights } from "@domain/constants.ts";
import { contentDueDays } from "@domain/content-due.ts";
import { negotiationMessages, type ProposeTermsInput, type TermsFigures } from "@domain/negotiation.ts";
import { compensationLabels, usageRightsLabels } from "@domain/terms-labels.ts";
import { Send } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { MoneyField } from "@/components/ui/money-field.tsx";
import { NumberField } from "@/components/ui/number-field.tsx";
import { optionsOf, SelectField } from "@/components/ui/select-field.tsx";
import { TextareaField } from "@/components/ui/textarea-field.tsx";
import { ApiError } from "@/lib/api.ts";
import { toast } from "@/lib/toast.ts";
import { useProposeTerms } from "../api.ts";

type Form = {
  posts: string;
  stories: string;
  videos: string;
  additionalNights: string;
  compensationType: (typeof compensationTypes)[number];
  paymentAmount: string;
  usageRights: (typeof usageRights)[number];
  usageDurationMonths: string;
  specialRequirements: string;
  checkIn: string;
  checkOut: string;
  contentDueDays: string;
};

/** Spec §9 defaults: accommodation_only, limited, 12 months, deliverables 0 each. */
const initial: Form = {
  posts: "0",
  stories: "0",
  videos: "0",
  additionalNights: "0",
  compensationType: "accommodation_only",
  paymentAmount: "0",
  usageRights: "limited",
  usageDurationMonths: "12",
  specialRequirements: "",
  checkIn: "",
  checkOut: "",
  contentDueDays: String(contentDueDays.default),
};

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** The form's fields from the figures on the table (decision 0059: a proposal never starts blank). */
function formFrom(start: TermsFigures): Form {
  const cents = start.paymentAmountCents;
  return {
    posts: String(start.posts),
    stories: String(start.stories),
    videos: String(start.videos),
    additionalNights: String(start.additionalNights),
    compensationType: oneOf(compensationTypes, start.compensationType, initial.compensationType),
    paymentAmount: cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2),
    usageRights: oneOf(usageRights, start.usageRights, initial.usageRights),
    usageDurationMonths: String(start.usageDurationMonths),
    specialRequirements: start.specialRequirements ?? "",
    checkIn: start.checkIn ?? "",
    checkOut: start.checkOut ?? "",
    contentDueDays: String(start.contentDueDays),
  };
}

/** Spec §5: whole numbers at least 0, invalid becomes 0; duration 1–60, invalid becomes 12. */
const wholeOrZero = (v: string) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 0 ? n : 0;
};
const durationOr12 = (v: string) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 && n <= 60 ? n : 12;
};

/** The Propose New Terms form of the negotiation dialog; the server checks the same figures again. */
export function ProposeTermsForm({
  applicationId,
  suggestedPayment,
  start: from,
  startKey,
}: {
  applicationId: string;
  suggestedPayment: number;
  /**
   * What is on the table (decision 0059): the newest proposal for a counter, the application's offer for a first
   * proposal. Without it the spec's §9 defaults.
   */
  start?: TermsFigures;
  /** Changes when a new proposal is on the table (live or just sent): the form starts again from it. */
  startKey?: string;
}) {
  const id = useId();
  const propose = useProposeTerms(applicationId);
  const start = from ? formFrom(from) : initial;
  const [form, setForm] = useState<Form>(start);
  // Reset while rendering, not by re-mounting: a re-mount would drop the mutation's own callbacks (the toast).
  const [seenKey, setSeenKey] = useState(startKey);
  if (startKey !== seenKey) {
    setSeenKey(startKey);
    setForm(start);
  }
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const withPayment = form.compensationType !== "accommodation_only";
  const [dueError, setDueError] = useState<string | null>(null);

  const submit = () => {
    const input: ProposeTermsInput = {
      posts: wholeOrZero(form.posts),
      stories: wholeOrZero(form.stories),
      videos: wholeOrZero(form.videos),
      additionalNights: wholeOrZero(form.additionalNights),
      compensationType: form.compensationType,
      ...(withPayment ? { paymentAmount: form.paymentAmount.trim() === "" ? 0 : form.paymentAmount.trim() } : {}),
      usageRights: form.usageRights,
      usageDurationMonths: durationOr12(form.usageDurationMonths),
      ...(form.specialRequirements.trim() ? { specialRequirements: form.specialRequirements } : {}),
      // Sent as typed (14 when empty): 0, 91 or a fraction come back as the server's message on this field.
      contentDueDays: form.contentDueDays.trim() === "" ? contentDueDays.default : Number(form.contentDueDays),
      ...(form.checkIn || form.checkOut ? { checkIn: form.checkIn || null, checkOut: form.checkOut || null } : {}),
    };
    propose.mutate(input, {
      onSuccess: () => {
        toast.success(negotiationMessages.proposedTitle, { description: negotiationMessages.proposed });
        setDueError(null);
        // The new proposal arrives with a new startKey and the form starts from it.
      },
      onError: (error) => {
        setDueError(error instanceof ApiError ? (error.fields?.contentDueDays ?? null) : null);
        const message =
          error instanceof ApiError && error.status > 0 && error.status < 500
            ? error.message
            : negotiationMessages.proposeFailed;
        toast.error("Error", { description: message });
      },
    });
  };

  const count = (key: "posts" | "stories" | "videos" | "additionalNights", label: string) => (
    <NumberField id={`${id}-${key}`} label={label} min={0} value={form[key]} onChange={(value) => set(key, value)} />
  );

  return (
    <form
      className="grid gap-4"
      noValidate
      aria-label="Propose New Terms"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 className="font-semibold">Propose New Terms</h3>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-check-in`}>Check-in</Label>
          <Input
            id={`${id}-check-in`}
            type="date"
            value={form.checkIn}
            onChange={(e) => set("checkIn", e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-check-out`}>Check-out</Label>
          <Input
            id={`${id}-check-out`}
            type="date"
            min={form.checkIn || undefined}
            value={form.checkOut}
            onChange={(e) => set("checkOut", e.target.value)}
          />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {count("posts", "Posts")}
        {count("stories", "Stories")}
        {count("videos", "Videos")}
        {count("additionalNights", "Additional nights")}
      </div>
      <div className="grid items-start gap-3 sm:grid-cols-2">
        <SelectField
          id={`${id}-compensation`}
          label="Compensation type"
          value={form.compensationType}
          onChange={(value) => set("compensationType", value)}
          options={optionsOf(compensationTypes, compensationLabels)}
        />
        {withPayment ? (
          <MoneyField
            id={`${id}-payment`}
            label="Payment amount ($)"
            value={form.paymentAmount}
            onChange={(value) => set("paymentAmount", value)}
            hint={`Suggested: $${suggestedPayment}`}
          />
        ) : null}
        <SelectField
          id={`${id}-rights`}
          label="Usage rights"
          value={form.usageRights}
          onChange={(value) => set("usageRights", value)}
          options={optionsOf(usageRights, usageRightsLabels)}
        />
        <NumberField
          id={`${id}-duration`}
          label="Usage duration (months)"
          min={1}
          max={60}
          value={form.usageDurationMonths}
          onChange={(value) => set("usageDurationMonths", value)}
        />
        <NumberField
          id={`${id}-due`}
          label="Content due (days after check-out)"
          min={contentDueDays.min}
          max={contentDueDays.max}
          step={1}
          value={form.contentDueDays}
          onChange={(value) => set("contentDueDays", value)}
          error={dueError ?? undefined}
          hint={
            dueError ? undefined : "Every agreed post, story and video is due this many days after check-out (1–90)."
          }
        />
      </div>
      <TextareaField
        id={`${id}-requirements`}
        label="Special requirements"
        rows={3}
        maxLength={2000}
        value={form.specialRequirements}
        onChange={(value) => set("specialRequirements", value)}
      />
      <Button type="submit" disabled={propose.isPending} className="justify-self-start">
        <Send aria-hidden="true" />
        Propose Terms
      </Button>
    </form>
  );
}
