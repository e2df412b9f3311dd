import { dataExportStaleMinutes, dataExportValidDays } from "@domain/data-export.ts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

export type ExportRow = {
  id: string;
  user_id: string;
  status: "running" | "ready" | "failed" | "expired";
  storage_key: string | null;
  bytes: number | string | null;
  requested_at: Date | string;
  ready_at: Date | string | null;
  expires_at: Date | string | null;
};

const columns = sql`id, user_id, status, storage_key, bytes, requested_at, ready_at, expires_at`;

/** A running export whose job was lost (older than the stale limit) no longer blocks a new one. */
export async function failStaleExports(db: Db, userId: string): Promise<void> {
  await db.execute(sql`update data_exports set status = 'failed'
    where user_id = ${userId} and status = 'running'
      and requested_at < now() - make_interval(mins => ${dataExportStaleMinutes})`);
}

/** Starts one; null when one is already running (the partial unique index, also against a racing request). */
export async function insertRunning(db: Db, userId: string): Promise<ExportRow | null> {
  const result = await db.execute<ExportRow>(sql`insert into data_exports (user_id) values (${userId})
    on conflict (user_id) where status = 'running' do nothing returning ${columns}`);
  return result.rows[0] ?? null;
}

export async function runningOf(db: Db, userId: string): Promise<ExportRow | null> {
  const result = await db.execute<ExportRow>(
    sql`select ${columns} from data_exports where user_id = ${userId} and status = 'running'`,
  );
  return result.rows[0] ?? null;
}

export async function latestOf(db: Db, userId: string): Promise<ExportRow | null> {
  const result = await db.execute<ExportRow>(sql`select ${columns} from data_exports where user_id = ${userId}
    order by requested_at desc, id limit 1`);
  return result.rows[0] ?? null;
}

export async function byId(db: Db, id: string): Promise<ExportRow | null> {
  const result = await db.execute<ExportRow>(sql`select ${columns} from data_exports where id = ${id}`);
  return result.rows[0] ?? null;
}

export async function deleteExport(db: Db, id: string): Promise<void> {
  await db.execute(sql`delete from data_exports where id = ${id}`);
}

/** The owner's e-mail, role and name, or null once the account is gone. */
export async function ownerOf(db: Db, userId: string) {
  const result = await db.execute<{ email: string; role: string; name: string }>(sql`
    select u.email, coalesce(r.role, 'creator') as role, coalesce(p.full_name, u.name) as name
      from users u left join user_roles r on r.user_id = u.id left join profiles p on p.id = u.id
     where u.id = ${userId}`);
  return result.rows[0] ?? null;
}

/** Marks a running export ready; null when it is no longer running (the account was deleted meanwhile). */
export async function markReady(
  db: Db,
  id: string,
  values: { key: string; bytes: number; fileCount: number; at: Date },
): Promise<ExportRow | null> {
  const result = await db.execute<ExportRow>(sql`update data_exports
       set status = 'ready', storage_key = ${values.key}, bytes = ${values.bytes}, file_count = ${values.fileCount},
           ready_at = ${values.at.toISOString()},
           expires_at = ${values.at.toISOString()}::timestamptz + make_interval(days => ${dataExportValidDays})
     where id = ${id} and status = 'running' returning ${columns}`);
  return result.rows[0] ?? null;
}

/** Removes the person's other exports (a new one replaces the old); returns their ZIPs' keys. */
export async function deleteOthers(db: Db, userId: string, keepId: string): Promise<string[]> {
  const result = await db.execute<{ storage_key: string | null }>(sql`delete from data_exports
    where user_id = ${userId} and id <> ${keepId} returning storage_key`);
  return result.rows.flatMap((r) => (r.storage_key ? [r.storage_key] : []));
}

export async function markFailed(db: Db, id: string): Promise<void> {
  await db.execute(sql`update data_exports set status = 'failed' where id = ${id} and status = 'running'`);
}

/** Ends a ready export whose week is over; returns its ZIP's key when it did. */
export async function expire(db: Db, id: string, now: Date): Promise<string | null> {
  const result = await db.execute<{ key: string | null }>(sql`
    with old as (select id, storage_key from data_exports
                  where id = ${id} and status = 'ready' and expires_at <= ${now.toISOString()} for update)
    update data_exports e set status = 'expired', storage_key = null from old where e.id = old.id
    returning old.storage_key as key`);
  return result.rows[0]?.key ?? null;
}

/** Every export ZIP of a person (account deletion removes them). */
export async function keysOf(db: Db, userId: string): Promise<string[]> {
  const result = await db.execute<{ storage_key: string }>(
    sql`select storage_key from data_exports where user_id = ${userId} and storage_key is not null`,
  );
  return result.rows.map((r) => r.storage_key);
}
