import { creatorMessages } from "@domain/creator-messages.ts";
import { type InvitationActor, invitationActions } from "@domain/invitation-states.ts";
import { format } from "date-fns";
import { ArrowRight, Check, MailOpen, MapPin, Undo2, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { ProfileAvatar } from "@/components/profile-avatar.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Pager } from "@/components/ui/pager.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { toast } from "@/lib/toast.ts";
import { useRevealCount } from "@/lib/use-reveal-count.ts";
import { type Invitation, useInvitations, useUpdateInvitation } from "../api.ts";
import { InvitationStatusBadge } from "./invitation-status-badge.tsx";

const actionLabels = {
  accepted: { label: "Accept", icon: Check, variant: "default" },
  declined: { label: "Decline", icon: X, variant: "outline" },
  withdrawn: { label: "Withdraw", icon: Undo2, variant: "outline" },
} as const;

/** The listing page with its apply dialog opened and pre-filled from the invitation (listing-apply-area.tsx). */
const applyFromInvitation = (listingId: string) => `/listings/${listingId}?apply=invitation`;

/**
 * What an accepted invitation leads to, for each side (issue 12 item 12): the creator applies from the listing
 * page; the host decides under Applications and both chat in Messages.
 */
function AcceptedNextSteps({ invitation, viewer }: { invitation: Invitation; viewer: InvitationActor }) {
  const creatorFirst = invitation.creator.name.split(" ")[0] || invitation.creator.name;
  return (
    <div className="grid gap-2 rounded-lg border border-success/30 bg-success/5 p-3 text-sm sm:col-span-2">
      <p className="font-semibold">What happens next</p>
      {viewer === "creator" ? (
        <p className="text-foreground/90">
          {invitation.host.name} has been told that you accepted. Next, apply to {invitation.listing.title} from the
          listing page; you can also ask the host a question there with Chat with Host.
        </p>
      ) : (
        <p className="text-foreground/90">
          {invitation.creator.name} accepted your invitation to {invitation.listing.title}. When {creatorFirst} applies,
          the application appears under Applications, where you can accept it and agree dates and deliverables in
          Messages.
        </p>
      )}
      <Link
        to={
          viewer === "creator" ? applyFromInvitation(invitation.listing.id) : `/host/creator/${invitation.creator.id}`
        }
        className="inline-flex w-fit items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {viewer === "creator" ? "Apply to the listing" : `View ${creatorFirst}'s portfolio`}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}

/**
 * Invitations as their viewer sees them (DECISIONS.md): a host's sent invitations (withdraw while pending) or a
 * creator's received ones (accept or decline). Accepted ones say what happens next on both sides. Buttons come
 * from the invitation graph.
 */
export function InvitationList({ viewer }: { viewer: InvitationActor }) {
  const [page, setPage] = useState(1);
  const invitations = useInvitations(page);
  const update = useUpdateInvitation();
  const navigate = useNavigate();
  const revealed = useRevealCount(invitations.data?.items.length ?? 0);

  useEffect(() => {
    if (invitations.isError) toast.error("Error", { description: creatorMessages.invitationsLoadFailed });
  }, [invitations.isError]);

  if (invitations.isPending) {
    return (
      <div className="flex justify-center py-8">
        <Spinner label="Loading invitations" />
      </div>
    );
  }
  if (invitations.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card px-6 py-8">
        <p className="text-sm text-muted-foreground">{creatorMessages.invitationsLoadFailed}</p>
        <Button variant="outline" onClick={() => invitations.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  const { items, total, pageSize } = invitations.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // A page emptied by changes elsewhere (or a stale page number) falls back to the last page that has rows.
  if (items.length === 0 && total > 0 && page > 1) {
    setPage(pages);
    return null;
  }
  if (total === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border bg-card px-6 py-8 text-center">
        <MailOpen className="size-6 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm text-muted-foreground">
          {viewer === "host"
            ? "You haven't invited any creators yet. Find creators on Discover Creators."
            : "No invitations yet. Hosts who invite you to their listings will appear here."}
        </p>
      </div>
    );
  }

  const act = (invitation: Invitation, status: "accepted" | "declined" | "withdrawn") =>
    update.mutate(
      { id: invitation.id, status },
      {
        onSuccess: () => {
          if (status === "accepted") {
            // Only the creator accepts. Next step: apply; the listing page opens the apply dialog pre-filled.
            toast.success(creatorMessages.invitationUpdated, {
              description: `${invitation.host.name} has been told. Send your application to finish.`,
            });
            navigate(applyFromInvitation(invitation.listing.id));
          } else {
            toast.success(creatorMessages.invitationUpdated);
          }
        },
        onError: () => toast.error("Error", { description: creatorMessages.invitationUpdateFailed }),
      },
    );

  return (
    <div className="grid gap-4">
      <ul className={`grid gap-3 transition-opacity ${invitations.isPlaceholderData ? "opacity-60" : ""}`}>
        {items.slice(0, revealed).map((invitation) => {
          const party = viewer === "host" ? invitation.creator : invitation.host;
          const actions = invitationActions(invitation.status, viewer).filter(
            (s): s is keyof typeof actionLabels => s in actionLabels,
          );
          const busy = update.isPending && update.variables?.id === invitation.id;
          return (
            <li
              key={invitation.id}
              className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-start"
            >
              <div className="flex min-w-0 gap-3">
                <ProfileAvatar name={party.name} avatarUrl={party.avatarUrl} size="md" />
                <div className="grid min-w-0 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold break-words">
                      {viewer === "host" ? (
                        <Link
                          to={`/host/creator/${party.id}`}
                          className="rounded-sm hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                        >
                          {party.name}
                        </Link>
                      ) : (
                        <Link
                          to={`/listings/${invitation.listing.id}`}
                          className="rounded-sm hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                        >
                          {invitation.listing.title}
                        </Link>
                      )}
                    </h3>
                    <InvitationStatusBadge status={invitation.status} />
                  </div>
                  <p className="text-sm break-words text-muted-foreground">
                    {viewer === "host" ? <>Invited to {invitation.listing.title}</> : <>From {party.name}</>}
                    <span className="mx-1.5" aria-hidden="true">
                      ·
                    </span>
                    <MapPin className="mr-0.5 inline size-3.5 align-[-2px]" aria-hidden="true" />
                    {invitation.listing.location}
                  </p>
                  {invitation.message ? (
                    <p className="text-sm whitespace-pre-line text-foreground/90">“{invitation.message}”</p>
                  ) : null}
                  <p className="text-xs text-muted-foreground">
                    Sent{" "}
                    <time dateTime={invitation.createdAt}>{format(new Date(invitation.createdAt), "MMM d, yyyy")}</time>
                  </p>
                </div>
              </div>
              {actions.length > 0 ? (
                <div className="flex flex-wrap gap-2 sm:justify-end">
                  {actions.map((status) => {
                    const { label, icon: Icon, variant } = actionLabels[status];
                    return (
                      <Button
                        key={status}
                        size="sm"
                        variant={variant}
                        disabled={busy}
                        aria-label={`${label} invitation to ${invitation.listing.title}`}
                        onClick={() => act(invitation, status)}
                      >
                        <Icon aria-hidden="true" />
                        {label}
                      </Button>
                    );
                  })}
                </div>
              ) : null}
              {invitation.status === "accepted" ? <AcceptedNextSteps invitation={invitation} viewer={viewer} /> : null}
            </li>
          );
        })}
      </ul>
      <Pager
        page={page}
        pages={pages}
        onPage={setPage}
        label={viewer === "host" ? "Sent invitations pages" : "Invitations pages"}
        busy={invitations.isFetching}
      />
    </div>
  );
}
