import type { ListPageQuery, SavedCreator } from "@domain/creators.ts";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { savedCreators } from "../../db/schema/index.ts";
import { type CreatorCardRow, toCreatorCard } from "../creators/card.ts";

/**
 * One row per host and creator: the unique index decides, so two clicks racing each other insert once and
 * the loser gets null (→ "Already Saved") instead of an error.
 */
export async function insertSaved(
  db: Db,
  hostId: string,
  creatorId: string,
): Promise<{ creatorId: string; createdAt: Date } | null> {
  const [row] = await db
    .insert(savedCreators)
    .values({ hostId, creatorId })
    .onConflictDoNothing({ target: [savedCreators.hostId, savedCreators.creatorId] })
    .returning({ creatorId: savedCreators.creatorId, createdAt: savedCreators.createdAt });
  return row ?? null;
}

export async function deleteSaved(db: Db, hostId: string, creatorId: string): Promise<void> {
  await db.delete(savedCreators).where(and(eq(savedCreators.hostId, hostId), eq(savedCreators.creatorId, creatorId)));
}

type Row = CreatorCardRow & { saved_at: Date | string };

/** One page of the host's saved creators as discovery cards, newest save first, with the total. */
export async function listSaved(
  db: Db,
  hostId: string,
  page: ListPageQuery,
): Promise<{ items: SavedCreator[]; total: number }> {
  const where = page.creatorId
    ? sql`s.host_id = ${hostId} and s.creator_id = ${page.creatorId}`
    : sql`s.host_id = ${hostId}`;
  const [result, counted] = await Promise.all([
    db.execute<Row>(sql`
    select p.id, p.full_name, p.avatar_key, p.location, p.bio, cp.specialty, cp.follower_count,
           cp.engagement_rate, cp.platforms, cp.instagram_handle, cp.tiktok_handle, cp.youtube_handle,
           cp.completeness, s.created_at as saved_at
      from saved_creators s
      join profiles p on p.id = s.creator_id
      left join creator_profiles cp on cp.id = s.creator_id
     where ${where}
     order by s.created_at desc, s.seq desc
     limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from saved_creators s where ${where}`),
  ]);
  const total = Number(counted.rows[0]?.n ?? 0);
  const items = result.rows.map((r) => ({ ...toCreatorCard(r, true), savedAt: new Date(r.saved_at).toISOString() }));
  return { items, total };
}
