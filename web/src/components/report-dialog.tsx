import {
  explanationMax,
  explanationRequired,
  type ReportCategory,
  type ReportItemKind,
  reportCategories,
  reportItemLabels,
} from "@domain/reports.ts";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { FormDialog } from "@/components/form-dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FieldFrame } from "@/components/ui/field-frame.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { Input } from "@/components/ui/input.tsx";
import { TextareaField } from "@/components/ui/textarea-field.tsx";
import { call, client } from "@/lib/api-client.ts";
import { cn } from "@/lib/cn.ts";
import { failureText } from "@/lib/failure-text.ts";
import { toast } from "@/lib/toast.ts";

type ReportDialogProps = {
  itemKind: ReportItemKind;
  itemId: string;
  visitor: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The report form: a category, an explanation (needed for "Other" and IP) and, for visitors, their e-mail. */
export default function ReportDialog({ itemKind, itemId, visitor, open, onOpenChange }: ReportDialogProps) {
  const [category, setCategory] = useState<ReportCategory | "">("");
  const [explanation, setExplanation] = useState("");
  const [email, setEmail] = useState("");
  const [failure, setFailure] = useState("");
  const send = useMutation({
    mutationFn: () =>
      call(
        client.api.reports.$post({
          json: {
            itemKind,
            itemId,
            category: category as ReportCategory,
            ...(explanation.trim() ? { explanation } : {}),
            ...(visitor ? { email } : {}),
          },
        }),
      ),
  });
  const needsExplanation = category !== "" && explanationRequired.includes(category);
  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    setFailure("");
    if (!category) return setFailure("Choose what is wrong.");
    if (needsExplanation && !explanation.trim()) return setFailure("Tell us what is wrong.");
    if (visitor && !email.trim()) return setFailure("Enter your e-mail so we can tell you the outcome.");
    try {
      const { message } = await send.mutateAsync();
      toast.success(message);
      onOpenChange(false);
    } catch (error) {
      setFailure(failureText(error, "Your report could not be sent. Please try again."));
    }
  };
  const label = reportItemLabels[itemKind].toLowerCase();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Report this ${label}`}
      description="Tell CollabStay what is wrong. The person you report is never told who reported them."
      formId="report-form"
      onSubmit={() => onSubmit()}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
      footer={
        <>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="report-form" disabled={send.isPending}>
            {send.isPending ? "Sending..." : "Send report"}
          </Button>
        </>
      }
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">What is wrong?</legend>
        <div className="grid grid-cols-2 gap-1.5" role="radiogroup" aria-label="What is wrong?">
          {(Object.entries(reportCategories) as [ReportCategory, string][]).map(([value, text]) => (
            <label
              key={value}
              className={cn(
                "flex cursor-pointer items-center gap-2 rounded-md border px-2.5 py-2 text-[13px] leading-snug sm:px-3 sm:text-sm",
                category === value ? "border-primary bg-primary/5" : "border-border",
              )}
            >
              <input
                type="radio"
                name="report-category"
                value={value}
                checked={category === value}
                onChange={() => setCategory(value)}
              />
              {text}
            </label>
          ))}
        </div>
      </fieldset>
      <TextareaField
        id="report-explanation"
        label={needsExplanation ? "Explanation" : "Explanation (optional)"}
        hint="What happened, and anything that helps us check it."
        value={explanation}
        onChange={setExplanation}
        maxLength={explanationMax}
        rows={3}
      />
      {visitor ? (
        <FieldFrame id="report-email" label="Your e-mail" hint="We e-mail you the outcome; nobody else sees it.">
          <Input id="report-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </FieldFrame>
      ) : null}
      <FormAlert>{failure}</FormAlert>
    </FormDialog>
  );
}
