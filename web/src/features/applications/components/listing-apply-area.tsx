import { applicationMessages, conversationMessages } from "@domain/application-messages.ts";
import { type ApplyPrefill, expectedDeliverables, invitationApplyPrefill } from "@domain/invitation-apply.ts";
import type { ContentExpectationType } from "@domain/listing-messages.ts";
import { MessageCircle, Send } from "lucide-react";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { LinkButton } from "@/components/link-button.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { isApiError } from "@/lib/api.ts";
import { toast } from "@/lib/toast.ts";
import { useChatWithHost, useMyApplicationFor } from "../api.ts";
import { ApplicationStatusBadge } from "./application-status-badge.tsx";

// The dialog (its form and the zod contract) loads when a creator opens it, not with the listing page.
const ApplyDialog = lazy(() => import("./apply-dialog.tsx").then((m) => ({ default: m.ApplyDialog })));
const AskHostDialog = lazy(() => import("./ask-host-dialog.tsx").then((m) => ({ default: m.AskHostDialog })));

/**
 * The listing page's apply area (spec 001 §5 Apply), for creators who are not the listing's host: Apply Now
 * (or the disabled 'Follower requirement not met' below the general minimum — a failed check counts as not met),
 * Chat with Host without applying, and, once applied, the application's status instead of the button.
 */
export function ListingApplyArea({
  listing,
}: {
  listing: {
    id: string;
    title: string;
    hostName: string;
    minFollowerCount: number;
    active: boolean;
    contentExpectations: { selected: boolean; type: ContentExpectationType; quantity: number }[];
  };
}) {
  const navigate = useNavigate();
  // Ask only once the listing page has committed: an answer landing while the page renders in slices (a
  // transition) would make React redo that whole render in one blocking piece (Total Blocking Time).
  const [rendered, setRendered] = useState(false);
  useEffect(() => setRendered(true), []);
  const mine = useMyApplicationFor(listing.id, rendered);
  const openChat = useChatWithHost();
  const [applying, setApplying] = useState(false);
  const [asking, setAsking] = useState(false);
  // `?apply=invitation`: the creator just accepted an invitation to this listing (invitation list), so the
  // dialog opens by itself, pre-filled; the parameter goes once used so a reload does not reopen it.
  const [search, setSearch] = useSearchParams();
  const [prefill, setPrefill] = useState<ApplyPrefill | undefined>(undefined);
  // The nights chosen in discovery's "available for these nights" come along in the address (both or none).
  const checkIn = search.get("checkIn");
  const checkOut = search.get("checkOut");
  const stay = useMemo(() => (checkIn && checkOut ? { checkIn, checkOut } : {}), [checkIn, checkOut]);

  const application = mine.data?.application;
  // With an application (or an earlier question) the conversation exists: open it. Otherwise the question is
  // written first and the conversation starts with it (issue 35 part 9); a 409 means there is none yet.
  const chat = () => {
    if (!application) {
      setAsking(true);
      return;
    }
    openChat.mutate(listing.id, {
      onSuccess: (conversation) => navigate(`/messages/${conversation.id}`),
      onError: (error) => {
        if (isApiError(error) && error.status === 409) setAsking(true);
        else toast.error("Error", { description: conversationMessages.startFailedHost });
      },
    });
  };

  const applied = application && !application.placeholder && application.status !== "withdrawn";
  // A failed check counts as not met (spec 001 §5).
  const followersMet = listing.minFollowerCount === 0 || mine.data?.followerRequirementMet === true;
  const canApply = rendered && !mine.isPending && !applied && listing.active && followersMet;
  const fromInvitation = search.get("apply") === "invitation";

  useEffect(() => {
    if (!fromInvitation || !rendered || mine.isPending) return;
    if (canApply) {
      setPrefill({ ...invitationApplyPrefill({ ...listing, listingTitle: listing.title }), ...stay });
      setApplying(true);
    }
    setSearch(
      (params) => {
        params.delete("apply");
        return params;
      },
      { replace: true },
    );
  }, [fromInvitation, rendered, mine.isPending, canApply, listing, setSearch, stay]);

  let action: React.ReactNode;
  if (!rendered || mine.isPending) {
    action = <Spinner size="sm" label="Checking your application" className="justify-start" />;
  } else if (applied) {
    action = (
      <div className="grid gap-2" data-testid="applied-status">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          You applied to this listing. Status: <ApplicationStatusBadge status={application.status} />
        </p>
        <LinkButton to="/creator/dashboard?tab=applications" variant="outline">
          View my applications
        </LinkButton>
      </div>
    );
  } else if (!listing.active) {
    action = <p className="text-sm text-muted-foreground">{applicationMessages.listingNotOpen}</p>;
  } else if (!followersMet) {
    action = (
      <Button disabled className="w-full">
        {applicationMessages.followerRequirementNotMet}
      </Button>
    );
  } else {
    action = (
      <Button
        className="w-full"
        onClick={() => {
          // Apply Now starts from what the listing asks for and the nights chosen in discovery (issue 35 part 5).
          setPrefill({ ...expectedDeliverables(listing.contentExpectations), ...stay });
          setApplying(true);
        }}
      >
        <Send aria-hidden="true" />
        Apply Now
      </Button>
    );
  }

  return (
    <section
      aria-labelledby="apply-card-title"
      className="grid gap-3 rounded-xl border border-primary/30 bg-primary-soft p-5 shadow-sm"
    >
      <h2 id="apply-card-title" className="text-base font-semibold">
        Interested in this collaboration?
      </h2>
      {action}
      {listing.active ? (
        <Button variant="outline" className="w-full bg-card" onClick={chat} disabled={openChat.isPending}>
          <MessageCircle aria-hidden="true" />
          Chat with Host
        </Button>
      ) : null}
      {asking ? (
        <Suspense fallback={null}>
          <AskHostDialog
            listing={{ id: listing.id, hostName: listing.hostName }}
            open={asking}
            onOpenChange={setAsking}
          />
        </Suspense>
      ) : null}
      {applying ? (
        <Suspense fallback={null}>
          <ApplyDialog
            listing={{ id: listing.id, title: listing.title, hostName: listing.hostName }}
            open={applying}
            onOpenChange={(open) => {
              setApplying(open);
              if (!open) setPrefill(undefined);
            }}
            prefill={prefill}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
