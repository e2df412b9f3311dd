import {
  type ApplicationActor,
  applicationActions,
  canManageDeliverables,
  canNegotiate,
} from "@domain/application-states.ts";
import { deliverablesText } from "@domain/counts.ts";
import { formatFollowers } from "@domain/followers.ts";
import { stayLabel } from "@domain/stay-dates.ts";
import { compensationLabels, usageRightsLabels } from "@domain/terms-labels.ts";
import { format } from "date-fns";
import { Check, ExternalLink, FileCheck2, Handshake, MapPin, MessageCircle, Undo2, Users, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog.tsx";
import { LinkButton } from "@/components/link-button.tsx";
import { ProfileAvatar } from "@/components/profile-avatar.tsx";
import { Button } from "@/components/ui/button.tsx";
import { NegotiationDialog } from "@/features/negotiations/index.ts";
import type { Application } from "../api.ts";
import { ApplicationStatusBadge } from "./application-status-badge.tsx";

/** "5 posts, 10 stories, 1 video" (spec 001 §3, decision 0058): a string as it is, an empty object "Custom package". */
export function applicationDeliverablesText(deliverables: Application["deliverables"]): string {
  if (typeof deliverables === "string") return deliverables || "Not specified";
  return deliverablesText(deliverables) || "Custom package";
}

const labelOf = (labels: Record<string, string>, value: unknown) =>
  typeof value === "string" && value in labels ? labels[value] : null;

/** The offer's compensation and usage rights ("Extended, 24 months"); older free text has neither. */
export function offerTerms(deliverables: Application["deliverables"]) {
  if (typeof deliverables === "string") return { compensation: null, rights: null };
  const rights = labelOf(usageRightsLabels, deliverables.usage_rights);
  const months = deliverables.usage_duration_months;
  return {
    compensation: labelOf(compensationLabels, deliverables.compensation_type),
    rights: rights
      ? `${rights}${typeof months === "number" ? `, ${months} ${months === 1 ? "month" : "months"}` : ""}`
      : null,
  };
}

/** "1.2M followers · Instagram 830k · TikTok 420k" (platforms with none left out). */
export function followersText(f: Application["creatorFollowers"]): string {
  if (!f) return "Not given";
  const platforms = (
    [
      ["Instagram", f.instagram],
      ["TikTok", f.tiktok],
      ["YouTube", f.youtube],
    ] as const
  )
    .filter(([, n]) => n > 0)
    .map(([name, n]) => `${name} ${formatFollowers(n)}`);
  return [`${formatFollowers(f.total)} followers`, ...platforms].join(" · ");
}

const actionButtons = {
  accepted: { label: "Accept", icon: Check, variant: "default" },
  rejected: { label: "Reject", icon: X, variant: "outline" },
  withdrawn: { label: "Withdraw", icon: Undo2, variant: "outline" },
} as const;

/**
 * One application card (spec 001 screen 7) for either party. The creator sees the host and View Listing, Chat
 * with Host, Manage Deliverables (accepted or contract), Negotiate Terms (accepted) and Withdraw (pending); the
 * host sees the creator (their name opens the host view of the portfolio), Chat, Review Content (accepted),
 * Negotiate Terms (accepted: either party proposes, DECISIONS.md) and Accept / Reject (pending). The buttons come from the application graph.
 */
export function ApplicationCard({
  application: a,
  viewer,
  busy,
  onAct,
  onChat,
}: {
  application: Application;
  viewer: ApplicationActor;
  busy: boolean;
  onAct: (status: "accepted" | "rejected" | "withdrawn") => void;
  onChat: () => void;
}) {
  const actions = applicationActions(a.status, viewer).filter(
    (s): s is "accepted" | "rejected" | "withdrawn" => s in actionButtons,
  );
  const person = viewer === "creator" ? a.host : a.creator;
  const [negotiating, setNegotiating] = useState(false);
  const offer = offerTerms(a.deliverables);
  return (
    <article
      aria-labelledby={`application-${a.id}`}
      data-testid="application-card"
      className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h3 id={`application-${a.id}`} className="truncate font-semibold">
            {a.listing.title}
          </h3>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span className="flex items-center gap-1.5">
              {person.id ? (
                <ProfileAvatar
                  name={person.name}
                  avatarUrl={person.avatarUrl}
                  size="xs"
                  className="size-5 text-[10px]"
                />
              ) : null}
              {viewer === "host" && a.creator.id ? (
                <Link
                  to={`/host/creator/${a.creator.id}`}
                  state={{ from: "applications" }}
                  className="font-medium text-foreground underline-offset-4 hover:underline"
                >
                  {a.creator.name}
                </Link>
              ) : (
                <span>{viewer === "host" ? a.creator.name : a.host.name}</span>
              )}
            </span>
            <span className="flex items-center gap-1">
              <MapPin className="size-3.5" aria-hidden="true" />
              {a.listing.location || "Location not specified"}
            </span>
          </p>
        </div>
        <ApplicationStatusBadge status={a.status} />
      </div>
      <p className="line-clamp-4 text-sm whitespace-pre-line break-words text-foreground/90">
        {a.message || "No message provided"}
      </p>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">Dates</dt>
          <dd className="font-medium" data-testid="application-dates">
            {stayLabel(a.checkIn, a.checkOut) === "no dates" ? "Flexible dates" : stayLabel(a.checkIn, a.checkOut)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Content deliverables</dt>
          <dd className="font-medium">{applicationDeliverablesText(a.deliverables)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Guests</dt>
          <dd className="flex items-center gap-1 font-medium" data-testid="application-guests">
            <Users className="size-3.5" aria-hidden="true" />
            {a.guestCount}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Compensation</dt>
          <dd className="font-medium" data-testid="application-compensation">
            {offer.compensation ?? "Not specified"}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Usage rights</dt>
          <dd className="font-medium" data-testid="application-rights">
            {offer.rights ?? "Not specified"}
          </dd>
        </div>
        {viewer === "host" ? (
          <div className="sm:col-span-2">
            <dt className="text-muted-foreground">Creator's followers</dt>
            <dd className="font-medium" data-testid="application-followers">
              {followersText(a.creatorFollowers)}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-muted-foreground">Applied</dt>
          <dd className="font-medium">
            <time dateTime={a.createdAt}>{format(new Date(a.createdAt), "MMM d, yyyy")}</time>
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        {viewer === "creator" ? (
          <LinkButton to={`/listings/${a.listing.id}`} icon={ExternalLink} variant="outline" size="sm">
            View Listing
          </LinkButton>
        ) : null}
        <Button variant="outline" size="sm" onClick={onChat}>
          <MessageCircle aria-hidden="true" />
          {viewer === "creator" ? "Chat with Host" : "Chat with Creator"}
        </Button>
        {canManageDeliverables(a.status) ? (
          <LinkButton to={`/collaboration/${a.id}/deliverables`} icon={FileCheck2} variant="outline" size="sm">
            {viewer === "creator" ? "Manage Deliverables" : "Review Content"}
          </LinkButton>
        ) : null}
        {canNegotiate(a.status) ? (
          <Button variant="outline" size="sm" onClick={() => setNegotiating(true)}>
            <Handshake aria-hidden="true" />
            Negotiate Terms
          </Button>
        ) : null}
        {/* Stays open when accepting the terms makes the application a contract (the button goes away). */}
        {negotiating ? (
          <NegotiationDialog applicationId={a.id} open={negotiating} onOpenChange={setNegotiating} />
        ) : null}
        {actions.map((status) => {
          const { label, icon: Icon, variant } = actionButtons[status];
          const button = (
            <Button
              key={status}
              variant={variant}
              size="sm"
              disabled={busy}
              onClick={status === "withdrawn" ? () => onAct(status) : undefined}
            >
              <Icon aria-hidden="true" />
              {label}
            </Button>
          );
          if (status === "withdrawn") return button;
          // Accepting or rejecting binds the host (issue 33 part 6): asked first, with what follows.
          const accepting = status === "accepted";
          return (
            <ConfirmDialog
              key={status}
              trigger={button}
              title={accepting ? `Accept ${a.creator.name}'s application?` : `Reject ${a.creator.name}'s application?`}
              description={
                accepting
                  ? `This opens a collaboration for "${a.listing.title}" and its workspace. ${a.creator.name} is told at once; you can still negotiate the terms.`
                  : `${a.creator.name} is told that the application for "${a.listing.title}" was not accepted. This can't be undone.`
              }
              confirmLabel={accepting ? "Accept application" : "Reject application"}
              destructive={!accepting}
              onConfirm={() => onAct(status)}
            />
          );
        })}
      </div>
    </article>
  );
}
