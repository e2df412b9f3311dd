import { deliverableMessages, revisionTemplate } from "@domain/deliverable-labels.ts";
import type { Deliverable } from "@domain/deliverables.ts";
import { Star } from "lucide-react";
import { useState } from "react";
import { FormDialog } from "@/components/form-dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { ApiError } from "@/lib/api.ts";
import { cn } from "@/lib/cn.ts";
import { toast } from "@/lib/toast.ts";
import { useReview } from "../api.ts";
import { CaptionChecklist } from "./caption-checklist.tsx";

type Choice = "approve" | "request_changes" | "comment";
const choices: { value: Choice; label: string }[] = [
  { value: "approve", label: "Approve" },
  { value: "request_changes", label: "Request Changes" },
  { value: "comment", label: "Comment Only" },
];

/**
 * The host's review (spec 001 §5 Feedback): Approve with a rating 1–5 (default 5, sent only on approve), Request
 * Changes (comment required; "Use template" fills the standard revision message), Comment Only (no status change).
 * The caption checks are shown again here as warnings.
 */
export function ReviewDialog({
  deliverable,
  applicationId,
  open,
  onOpenChange,
}: {
  deliverable: Deliverable;
  applicationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [choice, setChoice] = useState<Choice>("approve");
  const [rating, setRating] = useState(5);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const review = useReview(applicationId);

  const submit = () => {
    setError(null);
    if (choice === "request_changes" && !comment.trim()) {
      setError(deliverableMessages.commentRequired);
      return;
    }
    if (choice === "comment" && !comment.trim()) {
      setError("Please write a comment.");
      return;
    }
    review.mutate(
      {
        id: deliverable.id,
        input: {
          feedbackType: choice,
          ...(comment.trim() ? { comment } : {}),
          ...(choice === "approve" ? { rating } : {}),
        },
      },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          onOpenChange(false);
          setComment("");
          setChoice("approve");
          setRating(5);
        },
        onError: (e) => {
          const message =
            e instanceof ApiError && e.status > 0 && e.status < 500 ? e.message : deliverableMessages.feedbackFailed;
          setError(message);
          toast.error("Error", { description: deliverableMessages.feedbackFailed });
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Review Content"
      description={`${deliverable.fileName ?? "Caption"} · version ${deliverable.version}`}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={review.isPending}>
            {choice === "approve" ? "Approve" : choice === "request_changes" ? "Request Changes" : "Submit Comment"}
          </Button>
        </>
      }
    >
      <CaptionChecklist checks={deliverable.captionChecks} />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Decision</legend>
        <div className="flex flex-wrap gap-2" role="radiogroup" aria-label="Decision">
          {choices.map((c) => (
            <label
              key={c.value}
              className={cn(
                "flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm",
                choice === c.value ? "border-primary bg-primary/5" : "border-border",
              )}
            >
              <input
                type="radio"
                name="decision"
                value={c.value}
                checked={choice === c.value}
                onChange={() => setChoice(c.value)}
              />
              {c.label}
            </label>
          ))}
        </div>
      </fieldset>
      {choice === "approve" ? (
        <div className="grid gap-1.5">
          <span className="text-sm font-medium" id="rating-label">
            Rating
          </span>
          <div className="flex gap-1" role="radiogroup" aria-labelledby="rating-label">
            {[1, 2, 3, 4, 5].map((n) => (
              // biome-ignore lint/a11y/useSemanticElements: a star row reads better than five radio dots
              <button
                key={n}
                type="button"
                role="radio"
                aria-checked={rating === n}
                aria-label={`${n} star${n > 1 ? "s" : ""}`}
                onClick={() => setRating(n)}
                className="cursor-pointer rounded p-1 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <Star
                  className={cn("size-6", n <= rating ? "fill-amber-400 text-amber-500" : "text-muted-foreground")}
                  aria-hidden="true"
                />
              </button>
            ))}
          </div>
        </div>
      ) : null}
      <div className="grid gap-1.5">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor="review-comment">Comment{choice === "approve" ? " (optional)" : ""}</Label>
          {choice === "request_changes" ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => setComment(revisionTemplate)}>
              Use template
            </Button>
          ) : null}
        </div>
        <Textarea
          id="review-comment"
          rows={5}
          maxLength={2000}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          aria-invalid={Boolean(error)}
        />
      </div>
      <FormAlert>{error}</FormAlert>
    </FormDialog>
  );
}
