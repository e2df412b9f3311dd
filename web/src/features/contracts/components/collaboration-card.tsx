import { collaborationActionLabels } from "@domain/collaboration-states.ts";
import {
  agreedDeliverablesText,
  collaborationMessages,
  completionAwaitsText,
  completionQuestion,
} from "@domain/collaboration-wording.ts";
import type { Collaboration } from "@domain/collaborations.ts";
import { dueLabel } from "@domain/content-due.ts";
import { count, startWording } from "@domain/counts.ts";
import { localToday } from "@domain/date-words.ts";
import { disputeCategories } from "@domain/dispute-labels.ts";
import { formatCents } from "@domain/money.ts";
import { formatNight } from "@domain/stay-dates.ts";
import { contestWindowHours, stayPhaseLabels } from "@domain/stay-phase-labels.ts";
import { format } from "date-fns";
import { CheckCircle2, FileCheck2, FileText, MapPin, Pause, Play, Scale, Star } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog.tsx";
import { LinkButton } from "@/components/link-button.tsx";
import { ProfileAvatar } from "@/components/profile-avatar.tsx";
import { Button } from "@/components/ui/button.tsx";
import { OpenDisputeButton } from "@/features/disputes/index.ts";
import { ApiError } from "@/lib/api.ts";
import { cn } from "@/lib/cn.ts";
import { toast } from "@/lib/toast.ts";
import { useChangeCollaborationStatus } from "../api.ts";
import { useRecordStay } from "../stays-api.ts";
import { CancelCollaboration } from "./cancel-collaboration.tsx";
import { NoShowActions } from "./no-show-actions.tsx";

const statusTone: Record<string, string> = {
  active: "bg-emerald-100 text-emerald-900",
  paused: "bg-amber-100 text-amber-900",
  completed: "bg-sky-100 text-sky-900",
  cancelled: "bg-red-100 text-red-900",
};
/** Spec 001 §4 payment colours: paid green, approved blue, pending yellow, cancelled red. */
export const paymentTone: Record<string, string> = {
  paid: "bg-emerald-100 text-emerald-900",
  approved: "bg-sky-100 text-sky-900",
  pending: "bg-amber-100 text-amber-900",
  cancelled: "bg-red-100 text-red-900",
};
const icons = { paused: Pause, active: Play, completed: CheckCircle2 } as const;
const phaseTone: Record<string, string> = {
  upcoming: "bg-violet-100 text-violet-900",
  arrived: "bg-emerald-100 text-emerald-900",
  departed: "bg-slate-200 text-slate-900",
  no_show: "bg-red-100 text-red-900",
};
const stayActionLabels = { arrived: "Record arrival", departed: "Record departure" } as const;

/** Where the stay is, in words: the dates, the check-in code for the creator, when arrival or departure happened. */
function StayLine({ c, viewer }: { c: Collaboration; viewer: "host" | "creator" }) {
  const dates =
    c.startDate && c.checkOutDate ? `${formatNight(c.startDate)} – ${formatNight(c.checkOutDate)}` : "Flexible dates";
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="stay-line">
      {/* A collaboration cancelled before arrival has no stay to show a phase of (its status says cancelled). */}
      {c.status === "cancelled" && c.stay.phase === "upcoming" ? null : (
        <Badge tone={phaseTone[c.stay.phase]} testId="stay-phase">
          {stayPhaseLabels[c.stay.phase]}
        </Badge>
      )}
      <span className="text-muted-foreground">{dates}</span>
      {viewer === "creator" && c.stay.checkInCode && c.stay.phase === "upcoming" && c.status === "active" ? (
        <span>
          Check-in code{" "}
          <strong className="rounded bg-muted px-1.5 py-0.5 font-mono tracking-widest" data-testid="check-in-code">
            {c.stay.checkInCode}
          </strong>
        </span>
      ) : null}
      {c.agreedDeliverables && c.status !== "cancelled" ? (
        <span className="text-muted-foreground" data-testid="content-due">
          {dueLabel(c.contentDue.date, c.contentDue.days).replace(/^Due/, "Content due")}
        </span>
      ) : null}
      {c.completableFrom && c.status === "active" ? (
        <span className="text-muted-foreground">Can be completed from {formatNight(c.completableFrom)}</span>
      ) : null}
      {c.completionAwaits && c.status === "active" ? (
        <span className="text-muted-foreground" data-testid="completion-awaits">
          {completionAwaitsText(c.completionAwaits, viewer)}
        </span>
      ) : null}
    </div>
  );
}

function Badge({ tone, children, testId }: { tone: string | undefined; children: string; testId: string }) {
  return (
    <span
      data-testid={testId}
      className={cn(
        "rounded-full px-2.5 py-0.5 text-xs font-medium capitalize",
        tone ?? "bg-muted text-muted-foreground",
      )}
    >
      {children}
    </span>
  );
}

/** One Contract Overview card (spec 001 screen 8); the buttons come from the collaboration graph. */
/** Nights agreed so far; none recorded yet (no accepted terms, no dates) is said, not shown as 0. */
const nightsText = (nights: number | null) => (nights === null ? "Not agreed yet" : count(nights, "night"));

export function CollaborationCard({
  collaboration: c,
  viewer,
}: {
  collaboration: Collaboration;
  viewer: "host" | "creator";
}) {
  const change = useChangeCollaborationStatus();
  const stay = useRecordStay();
  const partner = viewer === "host" ? c.creator : c.host;
  const act = (status: "active" | "paused" | "completed") =>
    change.mutate(
      { id: c.id, status },
      {
        onSuccess: () =>
          toast.success(collaborationMessages.updatedTitle, { description: collaborationMessages.updated(status) }),
        onError: (error) =>
          toast.error("Error", {
            description:
              error instanceof ApiError && error.status > 0 && error.status < 500
                ? error.message
                : collaborationMessages.updateFailed,
          }),
      },
    );
  const inDispute = c.dispute?.status === "open";
  const started = c.startDate ?? c.createdAt;
  // "Starts in 19 days" for a future stay, "Started 3 days ago" once begun (issue 35 part 9).
  const start = startWording(started, localToday());
  return (
    <article data-testid="collaboration-card" className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{c.listing.title}</h3>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin className="size-3.5" aria-hidden="true" />
            {c.listing.location}
          </p>
        </div>
        <div className="flex gap-1.5">
          {inDispute ? (
            <Badge tone="bg-orange-100 text-orange-900" testId="collaboration-status">
              In dispute
            </Badge>
          ) : (
            <Badge tone={statusTone[c.status]} testId="collaboration-status">
              {c.status}
            </Badge>
          )}
          <Badge tone={paymentTone[c.paymentStatus]} testId="collaboration-payment-status">
            {`payment ${c.paymentStatus}`}
          </Badge>
        </div>
      </div>
      <div className="flex items-center gap-2 text-sm">
        {/* A deleted party (id null) is "Deleted user" with no picture or initials (decision 0063). */}
        {partner.id ? <ProfileAvatar name={partner.name} avatarUrl={partner.avatarUrl} size="sm" /> : null}
        <span className="text-muted-foreground">{viewer === "host" ? "Creator" : "Host"}:</span>
        <span className="font-medium">{partner.name}</span>
      </div>
      <StayLine c={c} viewer={viewer} />
      {c.stay.noShow ? (
        <p className="rounded-lg bg-red-50 p-2 text-sm text-red-900" data-testid="no-show">
          No-show recorded: {c.stay.noShow.note}
          {c.stay.noShow.contested ? ` — contested: ${c.stay.noShow.contestNote ?? ""}` : ""}
          {!c.stay.noShow.contested && c.status === "active" ? (
            <span className="mt-1 block text-red-800" data-testid="contest-until">
              {`${viewer === "creator" ? "You can contest it" : "The creator can contest it"} until ${format(
                new Date(new Date(c.stay.noShow.at).getTime() + contestWindowHours * 3_600_000),
                "d MMM, HH:mm",
              )}; uncontested, the collaboration is cancelled and the nights reopen.`}
            </span>
          ) : null}
        </p>
      ) : null}
      {c.cancellation ? (
        <p className="rounded-lg bg-red-50 p-2 text-sm text-red-900" data-testid="cancel-reason">
          {c.cancellation.by === "collabstay"
            ? c.cancellation.reason
            : `Cancelled by the ${c.cancellation.by}: ${c.cancellation.reason}`}
        </p>
      ) : null}
      {inDispute && c.dispute ? (
        <p className="rounded-lg bg-orange-50 p-2 text-sm text-orange-950" data-testid="in-dispute">
          {c.dispute.openedBy === viewer ? "You" : `The ${c.dispute.openedBy}`} opened a dispute (
          {disputeCategories[c.dispute.category].toLowerCase()}). Until CollabStay decides, neither of you can complete
          or cancel, and the approval window and reminders are stopped.
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">Duration</dt>
          <dd data-testid="collaboration-nights">{nightsText(c.totalNights)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Payment</dt>
          <dd data-testid="collaboration-amount">{formatCents(c.paymentAmountCents)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{start.label}</dt>
          <dd data-testid="collaboration-start">
            <time dateTime={started}>{start.when}</time>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Deliverables</dt>
          <dd data-testid="collaboration-deliverables">{agreedDeliverablesText(c.agreedDeliverables)}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <LinkButton to={`/contracts/${c.id}`} icon={FileText} size="sm" variant="outline">
          View Contract
        </LinkButton>
        {c.status === "completed" ? (
          <LinkButton to={`/reviews/${c.id}`} icon={Star} size="sm">
            Reviews
          </LinkButton>
        ) : null}
        {/* The deliverables workspace (issue 17): running, and read-only once completed or cancelled (issue 33). */}
        {c.applicationId ? (
          <LinkButton
            to={`/collaboration/${c.applicationId}/deliverables`}
            icon={FileCheck2}
            size="sm"
            variant="outline"
          >
            Deliverables
          </LinkButton>
        ) : null}
        {c.stay.actions.map((to) =>
          to === "arrived" || to === "departed" ? (
            <Button
              key={to}
              size="sm"
              variant="outline"
              disabled={stay.isPending}
              onClick={() =>
                stay.mutate(
                  { id: c.id, to },
                  {
                    onSuccess: (result) => toast.success(result.message),
                    onError: (error) =>
                      toast.error("Error", {
                        description:
                          error instanceof ApiError && error.status > 0 && error.status < 500
                            ? error.message
                            : "Could not record the stay.",
                      }),
                  },
                )
              }
            >
              {stayActionLabels[to]}
            </Button>
          ) : null,
        )}
        <NoShowActions c={c} viewer={viewer} />
        {c.dispute && (inDispute || c.dispute.status === "resolved") ? (
          <LinkButton to={`/disputes/${c.dispute.id}`} icon={Scale} size="sm" variant="outline">
            {inDispute ? "View dispute" : "Dispute decision"}
          </LinkButton>
        ) : null}
        {!inDispute && (c.status === "active" || c.status === "paused") ? (
          <OpenDisputeButton collaborationId={c.id} partnerName={partner.name} />
        ) : null}
        {c.actions.map((status) => {
          if (status === "cancelled") return <CancelCollaboration key={status} c={c} partnerName={partner.name} />;
          if (status !== "active" && status !== "paused" && status !== "completed") return null;
          const Icon = icons[status];
          const button = (
            <Button
              key={status}
              size="sm"
              variant={status === "completed" ? "default" : "outline"}
              disabled={change.isPending}
              onClick={status === "completed" ? undefined : () => act(status)}
            >
              <Icon aria-hidden="true" />
              {collaborationActionLabels[status]}
            </Button>
          );
          if (status !== "completed") return button;
          // Completing binds both parties (issue 33 parts 4 and 6): the dialog says what is still open.
          return (
            <ConfirmDialog
              key={status}
              trigger={button}
              title="Complete this collaboration?"
              description={
                <>
                  <span className="block font-medium text-foreground" data-testid="completion-question">
                    {completionQuestion(c.items)}
                  </span>
                  <span className="mt-2 block">
                    Afterwards no new content can be uploaded or reviewed and no payments requested; both of you keep
                    the workspace, the contract, the messages and the approved content. The review window opens.
                  </span>
                </>
              }
              confirmLabel="Complete collaboration"
              onConfirm={() => act(status)}
            />
          );
        })}
      </div>
    </article>
  );
}
