import { count } from "@domain/counts.ts";
import { reviewMessages, reviewPageSize } from "@domain/review-labels.ts";
import { CalendarCheck, Handshake, MessageSquareReply, PackageCheck, Star } from "lucide-react";
import { useState } from "react";
import { Pager } from "@/components/ui/pager.tsx";
import { useFigures, usePublicReviews } from "../api.ts";
import { ReviewCard } from "./review-card.tsx";

/**
 * Real figures (issue 10 part 5): the published average and count ("No reviews yet" when none), and for hosts the
 * response rate and typical time, and the stays they honoured (issue 35 part 12) — each left out when the server
 * says the sample is too small; for creators their on-time delivery and completed collaborations (decision 0059).
 */
export function ReputationFigures({ userId }: { userId: string | null | undefined }) {
  const figures = useFigures(userId);
  if (!figures.data) return null;
  const { rating, responseRate, responseTime, staysHonoured, onTimeDelivery, completedCollaborations } = figures.data;
  return (
    <ul className="grid gap-1.5 text-sm" data-testid="reputation">
      <li className="flex items-center gap-2">
        <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
        {rating.count > 0 && rating.average !== null ? (
          <span>
            <span className="font-semibold">{rating.average.toFixed(1)}</span>{" "}
            <span className="text-muted-foreground">({count(rating.count, "review")})</span>
          </span>
        ) : (
          <span className="text-muted-foreground">{reviewMessages.noReviews}</span>
        )}
      </li>
      {responseRate !== null ? (
        <li className="flex items-center gap-2">
          <MessageSquareReply className="size-4 text-muted-foreground" aria-hidden="true" />
          <span>
            Response rate <span className="font-semibold">{responseRate}%</span>
            {responseTime ? <span className="text-muted-foreground"> · usually responds {responseTime}</span> : null}
          </span>
        </li>
      ) : null}
      {staysHonoured ? (
        <li className="flex items-center gap-2" data-testid="stays-honoured">
          <CalendarCheck className="size-4 text-muted-foreground" aria-hidden="true" />
          <span>
            Stays honoured <span className="font-semibold">{staysHonoured.percent}%</span>{" "}
            <span className="text-muted-foreground">
              ({staysHonoured.honoured} of {staysHonoured.accepted} accepted)
            </span>
          </span>
        </li>
      ) : null}
      {onTimeDelivery ? (
        <li className="flex items-center gap-2" data-testid="on-time-delivery">
          <PackageCheck className="size-4 text-muted-foreground" aria-hidden="true" />
          <span>
            On-time delivery <span className="font-semibold">{onTimeDelivery.percent}%</span>{" "}
            <span className="text-muted-foreground">
              ({onTimeDelivery.onTime} of {count(onTimeDelivery.items, "item")})
            </span>
          </span>
        </li>
      ) : null}
      {completedCollaborations ? (
        <li className="flex items-center gap-2" data-testid="completed-collaborations">
          <Handshake className="size-4 text-muted-foreground" aria-hidden="true" />
          <span>
            <span className="font-semibold">{completedCollaborations}</span>{" "}
            {completedCollaborations === 1 ? "collaboration" : "collaborations"} completed
          </span>
        </li>
      ) : null}
    </ul>
  );
}

/** A person's published reviews, 5 a page. */
export function ReviewList({ userId, title = "Reviews" }: { userId: string | null | undefined; title?: string }) {
  const [page, setPage] = useState(1);
  const reviews = usePublicReviews(userId, page);
  if (!reviews.data || reviews.data.total === 0) return null;
  const pages = Math.ceil(reviews.data.total / reviewPageSize);
  return (
    <section className="grid gap-3" aria-label={title}>
      <h2 className="text-lg font-semibold">
        {title} <span className="text-sm font-normal text-muted-foreground">({reviews.data.total})</span>
      </h2>
      {reviews.data.items.map((r) => (
        <ReviewCard key={r.id} review={r} />
      ))}
      <Pager page={page} pages={pages} onPage={setPage} label={`${title} pages`} busy={reviews.isFetching} />
    </section>
  );
}
