import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Storage } from "../../storage/storage.ts";
import { releaseNights } from "../negotiations/queries.ts";
import type { Notice } from "../notifications/notify.ts";
import { rollUpPaymentStatus } from "../payments/service.ts";

/**
 * What an account deletion keeps for the other party, and what it removes with the person (issue 40 part 5,
 * decision 0063). A collaboration and what rests on it — the application, its conversation and terms, payments,
 * approved deliverables and their files, the deleted person's review of the other party — stay for the party who
 * stays, with the deleted side null ("Deleted user"). Everything else of theirs goes: open applications,
 * unapproved deliverables, listings no collaboration rests on, the images and calendars of the listings that stay.
 * Runs inside the deletion's transaction, before the user row goes (its foreign keys then null the kept rows).
 */

type Executor = Db | Tx;

/** Approved deliverables whose files move to keys that do not name the deleted creator (`deliverables/<id>/…`). */
export type MovedFile = { id: string; storageKey: string | null; previewKey: string | null };

export const cancelReasonAccountDeleted = "Account deleted";

/** Keeps the file's name and the application's folder; drops the creator's id (the first segment after the prefix). */
const keptKey = (key: string) => {
  const [prefix, _creator, ...rest] = key.split("/");
  return [prefix, "kept", ...rest].join("/");
};

/**
 * Before the transaction: the deleting creator's approved deliverables that a surviving collaboration keeps, with
 * their files copied to keys without the creator's id. Copy first, switch the row in the transaction, delete the
 * old files after commit: a failure at any point leaves an unused copy (the orphan sweep's), never a row without
 * its file.
 */
export async function copyKeptDeliverables(
  deps: { db: Db; storage: Storage },
  userId: string,
  copied: string[],
): Promise<{ moves: MovedFile[]; oldKeys: string[] }> {
  const { rows } = await deps.db.execute<{ id: string; storage_key: string | null; preview_key: string | null }>(sql`
    select d.id, d.storage_key, d.preview_key from collaboration_deliverables d
      join collaborations c on c.application_id = d.application_id
     where d.creator_id = ${userId} and d.status = 'approved' and c.host_id is not null`);
  const moves: MovedFile[] = [];
  const oldKeys: string[] = [];
  for (const row of rows) {
    const move: MovedFile = { id: row.id, storageKey: null, previewKey: null };
    for (const [from, field] of [
      [row.storage_key, "storageKey"],
      [row.preview_key, "previewKey"],
    ] as const) {
      if (!from) continue;
      const file = await deps.storage.openStream(from);
      if (!file) continue;
      const to = keptKey(from);
      copied.push(to);
      await deps.storage.putStream(to, file.body, file.contentType);
      move[field] = to;
      oldKeys.push(from);
    }
    moves.push(move);
  }
  return { moves, oldKeys };
}

async function keys(tx: Executor, query: ReturnType<typeof sql>): Promise<string[]> {
  const { rows } = await tx.execute<{ key: string | null }>(query);
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}

/** Files of the deliverables of these applications (originals and previews). */
const deliverableKeysOf = (applications: ReturnType<typeof sql>) => sql`
  select storage_key as key from collaboration_deliverables where application_id in (${applications})
  union all select preview_key from collaboration_deliverables where application_id in (${applications})`;

/**
 * In the deletion's transaction. Returns the stored files to remove after commit and the notices for the parties
 * who stay (their running collaborations were cancelled).
 */
export async function settleSharedRecords(
  tx: Executor,
  userId: string,
  moves: MovedFile[],
  logger: Logger,
): Promise<{ removeKeys: string[]; notices: Notice[]; cancelled: { id: string; userIds: (string | null)[] }[] }> {
  const removeKeys: string[] = [];
  const notices: Notice[] = [];
  const cancelled: { id: string; userIds: (string | null)[] }[] = [];

  // 0. Disputes on the person's collaborations go (decision 0069): with one side gone nothing is left to decide, and
  //    their threads and evidence are largely the person's own words and files (storageKeysOwnedBy lists the files).
  //    The collaboration is no longer held; the audit log keeps who opened and who decided, by id.
  await tx.execute(sql`
    delete from disputes
     where collaboration_id in (select id from collaborations where host_id = ${userId} or creator_id = ${userId})`);
  await tx.execute(sql`
    update collaborations set disputed_at = null
     where (host_id = ${userId} or creator_id = ${userId}) and disputed_at is not null`);

  // 1. A running collaboration cannot go on with one party gone: cancelled in the deleting party's name (nights
  //    reopen, pending payment requests end), whatever the stay's phase; the other party is told and keeps it.
  const running = await tx.execute<{ id: string; host_id: string | null; creator_id: string | null; title: string }>(
    sql`
    select c.id, c.host_id, c.creator_id, l.title from collaborations c join listings l on l.id = c.listing_id
     where (c.host_id = ${userId} or c.creator_id = ${userId}) and c.status in ('active', 'paused')
     for update of c`,
  );
  for (const row of running.rows) {
    const by = row.host_id === userId ? "host" : "creator";
    await tx.execute(sql`
      update collaborations
         set status = 'cancelled', cancel_reason = ${cancelReasonAccountDeleted}, cancelled_by = ${by},
             cancelled_at = now(), updated_at = now()
       where id = ${row.id}`);
    await releaseNights(tx as Db, row.id);
    await tx.execute(sql`update payments set status = 'cancelled', updated_at = now()
                          where collaboration_id = ${row.id} and status = 'pending'`);
    await rollUpPaymentStatus(tx as Db, row.id);
    await tx.execute(sql`update collaborations set payment_status = 'cancelled'
                          where id = ${row.id} and payment_status = 'pending'`);
    const other = by === "host" ? row.creator_id : row.host_id;
    cancelled.push({ id: row.id, userIds: [other] });
    notices.push({
      userId: other,
      type: "collaboration.cancelled",
      title: `Collaboration cancelled: ${row.title}`,
      body:
        by === "host"
          ? `The host deleted their account, so the collaboration for “${row.title}” was cancelled and pending payment requests with it. Your contract, messages and content stay under Contracts.`
          : `The creator deleted their account, so the collaboration for “${row.title}” was cancelled: its nights are open again on your calendar and pending payment requests are cancelled. The contract, messages and approved content stay under Contracts.`,
      link: `/contracts/${row.id}`,
      subjectId: row.id,
    });
  }

  // Terms still open between the two can no longer be answered by anyone: they expire now.
  await tx.execute(sql`update negotiation_terms t set status = 'expired', responded_at = now()
    from conversations c
   where c.id = t.conversation_id and (c.host_id = ${userId} or c.creator_id = ${userId})
     and t.status in ('proposed', 'counter_proposed')`);

  // 2. Collaborations whose other party is already gone are nobody's any more: they go whole (their applications,
  //    deliverables and files, payments, reviews), and so do conversations with nobody left on the other side.
  const orphaned = sql`select application_id from collaborations
    where application_id is not null
      and ((host_id = ${userId} and creator_id is null) or (creator_id = ${userId} and host_id is null))`;
  removeKeys.push(...(await keys(tx, deliverableKeysOf(orphaned))));
  await tx.execute(sql`delete from applications where id in (${orphaned})`);
  await tx.execute(sql`delete from collaborations
    where (host_id = ${userId} and creator_id is null) or (creator_id = ${userId} and host_id is null)`);
  await tx.execute(sql`delete from conversations
    where (host_id = ${userId} and creator_id is null) or (creator_id = ${userId} and host_id is null)`);

  // 3. As creator: applications no collaboration rests on go (a pending one is withdrawn by the deletion), with any
  //    files; deliverables the host never approved go (no rights were granted on them); approved ones stay for the
  //    host, their files under the keys copied before the transaction.
  const openApplications = sql`select a.id from applications a where a.creator_id = ${userId}
    and not exists (select 1 from collaborations c where c.application_id = a.id)`;
  removeKeys.push(...(await keys(tx, deliverableKeysOf(openApplications))));
  await tx.execute(sql`delete from applications where id in (${openApplications})`);
  removeKeys.push(
    ...(await keys(
      tx,
      sql`select storage_key as key from collaboration_deliverables where creator_id = ${userId} and status <> 'approved'
          union all select preview_key from collaboration_deliverables where creator_id = ${userId} and status <> 'approved'`,
    )),
  );
  await tx.execute(sql`delete from collaboration_deliverables where creator_id = ${userId} and status <> 'approved'`);
  for (const move of moves) {
    const { rows } = await tx.execute<{ id: string }>(sql`
      update collaboration_deliverables
         set storage_key = coalesce(${move.storageKey}, storage_key), preview_key = coalesce(${move.previewKey}, preview_key)
       where id = ${move.id} and status = 'approved' returning id`);
    // Changed meanwhile (it cannot be un-approved, but its row may have gone): the copies become orphans.
    if (rows.length === 0) logger.info(`kept deliverable ${move.id} is gone; its copied files are unused`);
  }
  // One approved after the copies were made (a race of moments) keeps its key, and its file, rather than lose it.

  // 4. As host: listings no collaboration rests on go whole (their applications, files, calendars). A listing a
  //    collaboration rests on stays for the creator's contract, archived (never public again), without its images,
  //    the creators' gallery photos on it, its calendar feeds, blocked nights, open applications or feed token.
  const gone = sql`select l.id from listings l where l.host_id = ${userId}
    and not exists (select 1 from collaborations c where c.listing_id = l.id)`;
  const kept = sql`select l.id from listings l where l.host_id = ${userId}
    and exists (select 1 from collaborations c where c.listing_id = l.id)`;
  const looseApplications = sql`select a.id from applications a where a.listing_id in (${kept})
    and not exists (select 1 from collaborations c where c.application_id = a.id)`;
  removeKeys.push(
    ...(await keys(
      tx,
      sql`select storage_key as key from listing_images where listing_id in (${gone}) or listing_id in (${kept})
          union all select storage_key from creator_listing_images where listing_id in (${gone}) or listing_id in (${kept})
          union all ${deliverableKeysOf(sql`select a.id from applications a where a.listing_id in (${gone})`)}
          union all ${deliverableKeysOf(looseApplications)}`,
    )),
  );
  await tx.execute(sql`delete from applications where id in (${looseApplications})`);
  await tx.execute(sql`delete from listing_images where listing_id in (${kept})`);
  await tx.execute(sql`delete from creator_listing_images where listing_id in (${kept})`);
  await tx.execute(sql`delete from listing_nights where listing_id in (${kept}) and collaboration_id is null`);
  await tx.execute(sql`delete from calendar_feeds where listing_id in (${kept})`);
  await tx.execute(sql`delete from listing_unpublications where listing_id in (${kept})`);
  await tx.execute(sql`update listings set status = 'archived', calendar_token = null, updated_at = now()
                        where id in (${kept})`);
  await tx.execute(sql`delete from listings where id in (${gone})`);

  return { removeKeys: [...new Set(removeKeys)], notices, cancelled };
}
