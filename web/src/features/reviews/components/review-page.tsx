import { dateLong } from "@domain/date-words.ts";
import {
  aspectLabels,
  creatorReviewAspects,
  hostReviewAspects,
  type ReviewState,
  reviewMessages,
} from "@domain/reviews.ts";
import { ArrowLeft, Clock, Lock } from "lucide-react";
import { useState } from "react";
import { LinkButton } from "@/components/link-button.tsx";
import { LoadError } from "@/components/load-error.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { TextareaField } from "@/components/ui/textarea-field.tsx";
import { isApiError } from "@/lib/api.ts";
import { toast } from "@/lib/toast.ts";
import { useReviewState, useSubmitReview } from "../api.ts";
import { ReviewCard } from "./review-card.tsx";
import { StarInput, Stars } from "./stars.tsx";

const date = (iso: string) => dateLong(new Date(iso));

/** /reviews/:collaborationId — the double-blind review of a completed collaboration, for its two parties. */
export function ReviewPage({ collaborationId }: { collaborationId: string }) {
  const state = useReviewState(collaborationId);
  const back = (
    <LinkButton to="/contracts" icon={ArrowLeft} variant="ghost" className="-ml-3 w-fit">
      Back to Contracts
    </LinkButton>
  );
  if (state.isPending)
    return (
      <div className="flex justify-center py-20">
        <Spinner size="lg" label="Loading review" />
      </div>
    );
  if (state.isError) {
    const missing = isApiError(state.error) && state.error.status === 404;
    return (
      <div className="grid gap-6">
        {back}
        <LoadError
          message={missing ? "Collaboration Not Found" : "The review could not be loaded."}
          onRetry={() => state.refetch()}
        />
      </div>
    );
  }
  const s = state.data;
  return (
    <div className="grid gap-6">
      {back}
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Review {s.otherParty.name}</h1>
        <p className="text-sm text-muted-foreground">
          {s.listingTitle}
          {s.windowClosesAt && s.status !== "published" ? ` · Review window closes ${date(s.windowClosesAt)}` : ""}
        </p>
      </div>
      {s.status === "not_completed" ? (
        <Notice icon={<Clock aria-hidden="true" />} text={reviewMessages.notCompleted} />
      ) : s.status === "open" ? (
        <ReviewForm state={s} collaborationId={collaborationId} />
      ) : s.status === "closed" ? (
        <Notice
          icon={<Lock aria-hidden="true" />}
          text={s.otherParty.id ? reviewMessages.windowClosed : reviewMessages.otherPartyDeleted}
        />
      ) : null}
      {s.mine ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Your review</CardTitle>
            <CardDescription>
              {s.mine.publishedAt
                ? `Published ${date(s.mine.publishedAt)}`
                : `Hidden until ${s.otherParty.name} submits theirs or the window closes.`}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            <Stars value={s.mine.rating} />
            <SubRatings values={s.mine.subRatings} />
            <p className="text-sm whitespace-pre-line break-words">{s.mine.text}</p>
          </CardContent>
        </Card>
      ) : null}
      {s.status === "published" ? (
        s.theirs ? (
          <section className="grid gap-2" aria-label={`${s.otherParty.name}'s review`}>
            <h2 className="text-base font-semibold">{s.otherParty.name}'s review of you</h2>
            <ReviewCard review={s.theirs} canReply onReplied={() => state.refetch()} />
          </section>
        ) : (
          <Notice icon={<Clock aria-hidden="true" />} text={`${s.otherParty.name} did not leave a review.`} />
        )
      ) : null}
    </div>
  );
}

function Notice({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-border bg-muted/50 p-4 text-sm [&_svg]:size-5 [&_svg]:text-muted-foreground">
      {icon}
      <p>{text}</p>
    </div>
  );
}

export function SubRatings({ values }: { values: Record<string, number> }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      {/* jsonb keeps its own key order: show them in the form's order (a creator's review has hospitality). */}
      {Object.entries(values)
        .sort(([a], [b]) => {
          const order: readonly string[] = "hospitality" in values ? creatorReviewAspects : hostReviewAspects;
          return order.indexOf(a) - order.indexOf(b);
        })
        .map(([key, v]) => (
          <div key={key} className="flex items-center justify-between gap-3">
            <dt className="text-muted-foreground">{aspectLabels[key] ?? key}</dt>
            <dd>
              <Stars value={v} />
            </dd>
          </div>
        ))}
    </dl>
  );
}

function ReviewForm({ state, collaborationId }: { state: ReviewState; collaborationId: string }) {
  const submit = useSubmitReview(collaborationId);
  const [rating, setRating] = useState(0);
  const [sub, setSub] = useState<Record<string, number>>({});
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    if (rating === 0) return setError("Please choose an overall rating.");
    const missing = state.aspects.filter((a) => !sub[a.key]);
    if (missing.length) return setError(`Please rate ${missing.map((a) => a.label.toLowerCase()).join(", ")}.`);
    if (text.trim().length < 10) return setError("Please write at least 10 characters.");
    setError(null);
    submit.mutate(
      { rating, subRatings: sub, text },
      {
        onSuccess: (answer) => toast.success(answer.toast.title, { description: answer.toast.description }),
        onError: (e) => setError(isApiError(e) ? e.message : "Your review could not be sent. Please try again."),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>How was your collaboration?</CardTitle>
        <CardDescription>
          Reviews are double-blind: {state.otherParty.name} cannot see yours until they submit theirs or the window
          closes. Both are then published at once and cannot be edited.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={send} className="grid gap-5" aria-label="Review form">
          <StarInput label="Overall rating" name="overall" value={rating} onChange={setRating} />
          <div className="grid gap-4 sm:grid-cols-2">
            {state.aspects.map((a) => (
              <StarInput
                key={a.key}
                label={a.label}
                name={a.key}
                value={sub[a.key] ?? 0}
                onChange={(v) => setSub((prev) => ({ ...prev, [a.key]: v }))}
              />
            ))}
          </div>
          <TextareaField
            id="review-text"
            label="Your public review"
            rows={5}
            maxLength={2000}
            value={text}
            onChange={setText}
            placeholder={`What was it like to work with ${state.otherParty.name}?`}
          />
          {error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
          <Button type="submit" className="justify-self-start" disabled={submit.isPending}>
            {submit.isPending ? "Submitting…" : "Submit Review"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
