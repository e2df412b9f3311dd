import type { DisputeDetail } from "@domain/disputes.ts";
import { FileText, ImageIcon } from "lucide-react";

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
const who = { host: "host", creator: "creator", operator: "CollabStay" } as const;

/** The dispute's evidence files, each by its short-lived signed link (opened in a new tab). */
export function EvidenceList({ evidence }: { evidence: DisputeDetail["evidence"] }) {
  if (!evidence.length) return <p className="text-sm text-muted-foreground">No evidence files.</p>;
  return (
    <ul className="grid gap-1.5 text-sm" data-testid="evidence-list">
      {evidence.map((e) => {
        const Icon = e.contentType === "application/pdf" ? FileText : ImageIcon;
        return (
          <li key={e.id} className="flex min-w-0 items-center gap-2">
            <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <a href={e.url} target="_blank" rel="noreferrer" className="min-w-0 truncate text-primary underline">
              {e.name}
            </a>
            <span className="shrink-0 text-muted-foreground">
              {size(e.bytes)} · by the {who[e.addedBy]}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
