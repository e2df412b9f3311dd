import { autoApprovalMessages } from "@domain/content-due.ts";
import { deliverableBadgeClass, deliverableMessages, usageRightsLabels } from "@domain/deliverable-labels.ts";
import type { Deliverable } from "@domain/deliverables.ts";
import { format } from "date-fns";
import { Download, FileText, MessageSquare, RefreshCw, Star } from "lucide-react";
import { useState } from "react";
import { ReportMenu } from "@/components/report-menu.tsx";
import { Button } from "@/components/ui/button.tsx";
import { useAuth } from "@/lib/auth.tsx";
import { cn } from "@/lib/cn.ts";
import { CaptionChecklist } from "./caption-checklist.tsx";
import { ReviewDialog } from "./review-dialog.tsx";

const statusLabel = (status: string) => status.replace(/_/g, " ");
const feedbackLabel = { approve: "Approved", request_changes: "Changes requested", comment: "Comment" } as const;

/** The private file: a signed link, never a public URL; video with range requests and the spec's fallbacks. */
function Preview({ d }: { d: Deliverable }) {
  const [broken, setBroken] = useState(false);
  if (d.mediaType === "caption") {
    return (
      <div className="flex aspect-video items-center justify-center rounded-lg bg-muted text-muted-foreground">
        <FileText className="size-8" aria-hidden="true" />
        <span className="ml-2 text-sm">Caption</span>
      </div>
    );
  }
  if (!d.fileUrl || broken) {
    return (
      <div className="flex aspect-video items-center justify-center rounded-lg bg-muted text-sm text-muted-foreground">
        {deliverableMessages.previewUnavailable}
      </div>
    );
  }
  if (d.mediaType === "video") {
    return (
      // biome-ignore lint/a11y/useMediaCaption: creator content under review has no caption track
      <video
        controls
        preload="metadata"
        poster={d.previewUrl ?? undefined}
        className="aspect-video w-full rounded-lg bg-black object-contain"
        data-testid="deliverable-video"
        onError={() => setBroken(true)}
      >
        <source src={d.fileUrl} type={d.fileType ?? "video/mp4"} />
        {deliverableMessages.videoUnsupported}
      </video>
    );
  }
  return (
    <img
      src={d.previewUrl ?? d.fileUrl}
      alt={d.caption ? `Deliverable: ${d.caption.slice(0, 80)}` : `Deliverable ${d.fileName ?? ""}`}
      className="aspect-video w-full rounded-lg bg-muted object-cover"
      loading="lazy"
      onError={() => setBroken(true)}
    />
  );
}

/** One deliverable in the review list: preview, status badge, version chain, caption checks, feedback history. */
export function DeliverableCard({
  d,
  applicationId,
  versionOf,
  onRevise,
}: {
  d: Deliverable;
  applicationId: string;
  versionOf: (id: string | null) => number | null;
  onRevise: (d: Deliverable) => void;
}) {
  const [reviewing, setReviewing] = useState(false);
  const { userType } = useAuth();
  const previousVersion = versionOf(d.previousId);
  return (
    <article
      data-testid="deliverable-card"
      data-status={d.status}
      className={cn("flex flex-col gap-3 rounded-xl border bg-card p-4 text-sm", d.replacedById && "opacity-75")}
    >
      <Preview d={d} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 truncate font-medium" title={d.fileName ?? undefined}>
          {d.fileName ?? "Caption only"}
        </p>
        <span className="flex items-center gap-1">
          <span
            data-testid="deliverable-status"
            className={cn("rounded-full px-2.5 py-0.5 text-xs font-medium capitalize", deliverableBadgeClass(d.status))}
          >
            {statusLabel(d.status)}
          </span>
          {userType === "host" ? <ReportMenu itemKind="deliverable" itemId={d.id} itemName="deliverable" /> : null}
        </span>
      </div>
      <p className="text-xs text-muted-foreground">
        v{d.version}
        {previousVersion ? ` · replaces v${previousVersion}` : ""}
        {d.replacedById ? " · replaced by a newer version" : ""} · {d.kind} ·{" "}
        {d.usageRights ? usageRightsLabels[d.usageRights] : "No rights set"} · uploaded{" "}
        {format(new Date(d.createdAt), "MMM d, yyyy 'at' HH:mm")}
        {d.scheduledDate ? ` · scheduled ${format(new Date(d.scheduledDate), "MMM d, yyyy 'at' HH:mm")}` : ""}
      </p>
      {d.caption ? <p className="whitespace-pre-line break-words">{d.caption}</p> : null}
      {d.autoApproved ? (
        <p className="text-xs font-medium text-green-800" data-testid="auto-approved">
          {autoApprovalMessages.approvedAutomatically}
          {d.approvedAt ? ` on ${format(new Date(d.approvedAt), "MMM d, yyyy")}` : ""} · not reviewed within 14 days
        </p>
      ) : null}
      {d.autoApprovesAt ? (
        <p className="text-xs text-muted-foreground" data-testid="auto-approves-at">
          Approved automatically on {format(new Date(d.autoApprovesAt), "MMM d, yyyy")} unless reviewed before
        </p>
      ) : null}
      {d.rightsExpireAt || d.approvedAt ? (
        <p className="text-xs">
          Rights {d.rightsExpireAt ? `until ${format(new Date(d.rightsExpireAt), "MMM d, yyyy")}` : "never expire"}
        </p>
      ) : null}
      <CaptionChecklist checks={d.captionChecks} />
      {d.feedback.length > 0 ? (
        <ol className="grid gap-2 border-t pt-2" aria-label="Feedback history">
          {d.feedback.map((f) => (
            <li key={f.id} className="rounded-md bg-muted/50 p-2">
              <p className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
                <MessageSquare className="size-3.5" aria-hidden="true" />
                <span className="font-medium text-foreground">{feedbackLabel[f.feedbackType]}</span> by {f.hostName} ·{" "}
                {format(new Date(f.createdAt), "MMM d, yyyy 'at' HH:mm")}
                {f.rating ? (
                  <span className="ml-1 inline-flex items-center gap-0.5">
                    <Star className="size-3.5 fill-amber-400 text-amber-500" aria-hidden="true" />
                    <span className="sr-only">Rating </span>
                    {f.rating}/5
                  </span>
                ) : null}
              </p>
              {f.comment ? <p className="mt-1 whitespace-pre-line">{f.comment}</p> : null}
            </li>
          ))}
        </ol>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {d.canReview ? (
          <Button size="sm" onClick={() => setReviewing(true)}>
            Review
          </Button>
        ) : null}
        {d.downloadUrl ? (
          <Button size="sm" variant="outline" asChild>
            <a href={d.downloadUrl} download={d.fileName ?? true}>
              <Download aria-hidden="true" />
              Download
            </a>
          </Button>
        ) : null}
        {d.canRevise ? (
          <Button size="sm" variant="outline" onClick={() => onRevise(d)}>
            <RefreshCw aria-hidden="true" />
            Upload New Version
          </Button>
        ) : null}
      </div>
      {reviewing ? (
        <ReviewDialog deliverable={d} applicationId={applicationId} open={reviewing} onOpenChange={setReviewing} />
      ) : null}
    </article>
  );
}
