import type { PortfolioItem } from "@domain/creators.ts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { portfolioMedia } from "../../db/schema/index.ts";
import { fileUrl, variantKey } from "../../storage/storage.ts";

type MediaRow = typeof portfolioMedia.$inferSelect;

export function toItem(row: MediaRow): PortfolioItem {
  return {
    id: row.id,
    type: row.mediaType,
    url: fileUrl(row.storageKey),
    // Images are stored with a card variant beside them; videos have no poster frame (yet).
    thumbnailUrl: row.mediaType === "image" ? fileUrl(variantKey(row.storageKey, "card")) : null,
    tags: row.tags,
    fileName: row.fileName,
    caption: row.caption,
    fileType: row.fileType,
    size: row.fileSize,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Saved order first; upload time breaks ties (two uploads finishing together may share a position). */
export async function listMedia(db: Db, userId: string): Promise<MediaRow[]> {
  return db
    .select()
    .from(portfolioMedia)
    .where(eq(portfolioMedia.userId, userId))
    .orderBy(asc(portfolioMedia.position), asc(portfolioMedia.createdAt), asc(portfolioMedia.id));
}

export async function findOwnMedia(db: Db, userId: string, id: string): Promise<MediaRow | null> {
  const [row] = await db
    .select()
    .from(portfolioMedia)
    .where(and(eq(portfolioMedia.id, id), eq(portfolioMedia.userId, userId)));
  return row ?? null;
}

/** Appends at the end of the creator's order, computed in the same statement. */
export async function insertMedia(
  db: Db | Tx,
  row: Omit<typeof portfolioMedia.$inferInsert, "id" | "position" | "createdAt">,
): Promise<MediaRow> {
  const [inserted] = await db
    .insert(portfolioMedia)
    .values({
      ...row,
      position: sql`(select coalesce(max(${portfolioMedia.position}), -1) + 1 from ${portfolioMedia} where ${portfolioMedia.userId} = ${row.userId})`,
    })
    .returning();
  if (!inserted) throw new Error("portfolio insert returned no row");
  return inserted;
}

export async function updateTags(db: Db, userId: string, id: string, tags: string[]): Promise<MediaRow | null> {
  const [row] = await db
    .update(portfolioMedia)
    .set({ tags })
    .where(and(eq(portfolioMedia.id, id), eq(portfolioMedia.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteMedia(db: Db, userId: string, id: string): Promise<MediaRow | null> {
  const [row] = await db
    .delete(portfolioMedia)
    .where(and(eq(portfolioMedia.id, id), eq(portfolioMedia.userId, userId)))
    .returning();
  return row ?? null;
}

/**
 * Saves a new order: `ids` must be exactly the creator's media (checked under a row lock, so an upload or
 * delete running at the same time cannot slip between the check and the update). Returns false otherwise.
 */
export async function reorderMedia(db: Db, userId: string, ids: string[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const current = await tx
      .select({ id: portfolioMedia.id })
      .from(portfolioMedia)
      .where(eq(portfolioMedia.userId, userId))
      .for("update");
    const own = new Set(current.map((r) => r.id));
    if (own.size !== ids.length || !ids.every((id) => own.has(id))) return false;
    const cases = sql.join(
      ids.map((id, position) => sql`when ${id}::uuid then ${position}::int`),
      sql` `,
    );
    await tx
      .update(portfolioMedia)
      .set({ position: sql`case ${portfolioMedia.id} ${cases} end` })
      .where(and(eq(portfolioMedia.userId, userId), inArray(portfolioMedia.id, ids)));
    return true;
  });
}
