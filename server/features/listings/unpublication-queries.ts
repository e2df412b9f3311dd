import { categoryLabel, type Unpublication } from "@domain/listing-moderation.ts";
import { eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { listingUnpublications } from "../../db/schema/index.ts";

/** Reads of `listing_unpublications` (decision 0057), shared by the host's views and the operator console. */
type Executor = Db | Tx;
type UnpublicationRow = typeof listingUnpublications.$inferSelect;

export function toUnpublication(row: UnpublicationRow): Unpublication {
  return {
    category: row.category,
    categoryLabel: categoryLabel(row.category),
    statement: row.statement,
    statusBefore: row.statusBefore,
    unpublishedAt: row.createdAt.toISOString(),
    request: row.requestedAt ? { at: row.requestedAt.toISOString(), note: row.requestNote } : null,
    declined:
      row.declinedAt && row.declineReason ? { at: row.declinedAt.toISOString(), reason: row.declineReason } : null,
  };
}

export async function unpublicationOf(db: Executor, listingId: string): Promise<Unpublication | null> {
  const [row] = await db.select().from(listingUnpublications).where(eq(listingUnpublications.listingId, listingId));
  return row ? toUnpublication(row) : null;
}

/** The unpublications of some listings (a host's own list), by listing id. */
export async function unpublicationsOf(db: Executor, ids: string[]): Promise<Map<string, Unpublication>> {
  const out = new Map<string, Unpublication>();
  if (ids.length === 0) return out;
  const rows = await db.select().from(listingUnpublications).where(inArray(listingUnpublications.listingId, ids));
  for (const row of rows) out.set(row.listingId, toUnpublication(row));
  return out;
}
