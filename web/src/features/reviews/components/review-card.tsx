import { monthYear } from "@domain/date-words.ts";
import type { PublicReview } from "@domain/reviews.ts";
import { useState } from "react";
import { ReportMenu } from "@/components/report-menu.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { useAuth } from "@/lib/auth.tsx";
import { toast } from "@/lib/toast.ts";
import { useReply } from "../api.ts";
import { Stars } from "./stars.tsx";

const date = (iso: string) => monthYear(new Date(iso));

/** One published review, with the reviewed person's reply (and, for them, a reply box while there is none). */
export function ReviewCard({
  review,
  canReply = false,
  onReplied,
}: {
  review: PublicReview;
  canReply?: boolean;
  onReplied?: () => void;
}) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const reply = useReply(review.id, () => {
    setOpen(false);
    toast.success("Your reply was published.");
    onReplied?.();
  });
  return (
    <article className="grid gap-2 rounded-xl border border-border bg-card p-4" data-testid="review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium">
          {review.reviewer.name}
          <span className="font-normal text-muted-foreground"> · {review.listingTitle}</span>
        </p>
        <span className="flex items-center gap-1 text-xs text-muted-foreground">
          {date(review.publishedAt)}
          {review.reviewer.id && review.reviewer.id !== user?.id ? (
            <ReportMenu itemKind="review" itemId={review.id} itemName={`review by ${review.reviewer.name}`} />
          ) : null}
        </span>
      </div>
      <Stars value={review.rating} />
      <p className="text-sm whitespace-pre-line break-words">{review.text}</p>
      {review.reply ? (
        <div className="ml-4 border-l-2 border-border pl-3 text-sm">
          <p className="font-medium">Reply</p>
          <p className="whitespace-pre-line break-words text-muted-foreground">{review.reply.text}</p>
        </div>
      ) : canReply ? (
        open ? (
          <form
            className="grid gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (text.trim().length >= 2) reply.mutate(text);
            }}
          >
            <Textarea
              aria-label="Your public reply"
              rows={3}
              maxLength={1000}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
            <div className="flex gap-2">
              <Button type="submit" size="sm" disabled={reply.isPending}>
                Publish reply
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setOpen(true)}>
            Reply publicly
          </Button>
        )
      ) : null}
    </article>
  );
}
