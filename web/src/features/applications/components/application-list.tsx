import { applicationMessages, conversationMessages } from "@domain/application-messages.ts";
import type { ApplicationActor } from "@domain/application-states.ts";
import { applicationStatuses } from "@domain/constants.ts";
import { FileText } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { NativeSelect } from "@/components/ui/native-select.tsx";
import { Pager } from "@/components/ui/pager.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { DiscussionDialog, useOpenConversation } from "@/features/conversations/index.ts";
import { useMyListings } from "@/features/listings/my-listings-query.ts";
import { ApiError } from "@/lib/api.ts";
import { toast } from "@/lib/toast.ts";
import { useRevealCount } from "@/lib/use-reveal-count.ts";
import { type Application, type ApplicationStatus, useApplications, useChangeApplicationStatus } from "../api.ts";
import { ApplicationCard } from "./application-card.tsx";
import { applicationStatusLabel } from "./application-status-badge.tsx";

/**
 * The Applications tab of either dashboard: the creator's own applications, or every application to the host's
 * listings (newest first, filtered by listing and status). Kept fresh by the realtime stream.
 */
export function ApplicationList({ viewer }: { viewer: ApplicationActor }) {
  const [page, setPage] = useState(1);
  const [listingId, setListingId] = useState("");
  const [status, setStatus] = useState<ApplicationStatus | "">("");
  const list = useApplications({
    page,
    ...(listingId ? { listingId } : {}),
    ...(status ? { status } : {}),
  });
  const listings = useMyListings(viewer === "host");
  const change = useChangeApplicationStatus();
  const open = useOpenConversation();
  const [chat, setChat] = useState<string | null>(null);
  const revealed = useRevealCount(list.data?.items.length ?? 0);

  useEffect(() => {
    if (list.isError) toast.error("Error", { description: applicationMessages.loadFailed });
  }, [list.isError]);

  const act = (application: Application, next: "accepted" | "rejected" | "withdrawn") =>
    change.mutate(
      { id: application.id, status: next },
      {
        onSuccess: () => {
          if (next === "withdrawn") toast.success(applicationMessages.withdrawn);
          else toast.success(applicationMessages.statusTitle(next), { description: applicationMessages.status(next) });
        },
        onError: (error) =>
          toast.error("Error", {
            description:
              error instanceof ApiError && error.status === 409 ? error.message : applicationMessages.updateFailed,
          }),
      },
    );

  const startChat = (application: Application) => {
    if (application.conversationId) {
      setChat(application.conversationId);
      return;
    }
    open.mutate(
      { applicationId: application.id },
      {
        onSuccess: (conversation) => setChat(conversation.id),
        onError: () => toast.error("Error", { description: conversationMessages.startFailed }),
      },
    );
  };

  const filters =
    viewer === "host" ? (
      <div className="grid gap-3 sm:grid-cols-2 md:w-fit md:grid-cols-[16rem_12rem]">
        <NativeSelect
          aria-label="Filter by listing"
          value={listingId}
          onChange={(event) => {
            setListingId(event.target.value);
            setPage(1);
          }}
        >
          <option value="">All listings</option>
          {(listings.data ?? []).map((listing) => (
            <option key={listing.id} value={listing.id}>
              {listing.title}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Filter by status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as ApplicationStatus | "");
            setPage(1);
          }}
        >
          <option value="">All statuses</option>
          {applicationStatuses.map((s) => (
            <option key={s} value={s}>
              {applicationStatusLabel(s)}
            </option>
          ))}
        </NativeSelect>
      </div>
    ) : null;

  let body: React.ReactNode;
  if (list.isPending) {
    body = (
      <div className="flex justify-center py-8">
        <Spinner label="Loading applications" />
      </div>
    );
  } else if (list.isError) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card px-6 py-8">
        <p className="text-sm text-muted-foreground">{applicationMessages.loadFailed}</p>
        <Button variant="outline" onClick={() => list.refetch()}>
          Try Again
        </Button>
      </div>
    );
  } else if (list.data.total === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border bg-card px-6 py-8 text-center">
        <FileText className="size-6 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{applicationMessages.noApplications}</p>
        <p className="text-sm text-muted-foreground">
          {viewer === "host"
            ? "When creators apply to your listings, their applications show up here."
            : "Listings you apply to will appear here with the status of each application."}
        </p>
      </div>
    );
  } else {
    const pages = Math.max(1, Math.ceil(list.data.total / list.data.pageSize));
    body = (
      <>
        <div className="grid gap-3">
          {list.data.items.slice(0, revealed).map((application) => (
            <ApplicationCard
              key={application.id}
              application={application}
              viewer={viewer}
              busy={change.isPending}
              onAct={(next) => act(application, next)}
              onChat={() => startChat(application)}
            />
          ))}
        </div>
        {pages > 1 ? <Pager page={page} pages={pages} onPage={setPage} label="Application pages" /> : null}
      </>
    );
  }

  return (
    <div className="grid gap-4">
      {filters}
      {body}
      <DiscussionDialog conversationId={chat} onOpenChange={(next) => (next ? null : setChat(null))} />
    </div>
  );
}
