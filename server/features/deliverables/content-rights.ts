import { type RightsItem, type rightsQuerySchema, rightsState } from "@domain/deliverables.ts";
import type { z } from "zod";
import { requireAccess } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import * as q from "./queries.ts";
import { type DeliverableDeps, iso, signed } from "./service.ts";

/** GET /api/content-rights — the usage-rights register of the caller's approved content (host or creator). */
export async function contentRights(
  deps: DeliverableDeps,
  actor: Actor | null,
  query: z.output<typeof rightsQuerySchema>,
): Promise<{ items: RightsItem[] }> {
  const me = requireAccess(actor, "signed-in");
  const now = new Date();
  const rows = await q.rightsOf(deps.db, me.id);
  let items: RightsItem[] = await Promise.all(
    rows.map(async (r) => {
      const expiresAt = r.rights_expire_at ? new Date(r.rights_expire_at) : null;
      return {
        deliverableId: r.deliverable_id,
        applicationId: r.application_id,
        listingTitle: r.title,
        creatorName: r.creator_name ?? "Deleted user",
        hostName: r.host_name ?? "Deleted user",
        mediaType: r.media_type,
        fileName: r.file_name,
        thumbnailUrl: r.removed
          ? null
          : await signed(deps, r.preview_key ?? (r.media_type === "image" ? r.storage_key : null)),
        usageRights: r.usage_rights,
        approvedAt: iso(r.approved_at) ?? "",
        expiresAt: iso(expiresAt),
        state: rightsState(expiresAt, now),
        removedByCollabStay: r.removed,
      };
    }),
  );
  if (query.status) items = items.filter((i) => i.state === query.status);
  const never = Number.POSITIVE_INFINITY;
  const sorters: Record<typeof query.sort, (a: RightsItem, b: RightsItem) => number> = {
    // Soonest expiry first; unlimited rights last.
    expires: (a, b) =>
      (a.expiresAt ? Date.parse(a.expiresAt) : never) - (b.expiresAt ? Date.parse(b.expiresAt) : never),
    approved: (a, b) => Date.parse(b.approvedAt) - Date.parse(a.approvedAt),
    creator: (a, b) => a.creatorName.localeCompare(b.creatorName),
    listing: (a, b) => a.listingTitle.localeCompare(b.listingTitle),
  };
  items.sort((a, b) => sorters[query.sort](a, b) || a.deliverableId.localeCompare(b.deliverableId));
  return { items };
}
