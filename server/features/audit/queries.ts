import type { AuditEntry } from "@domain/operators.ts";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { auditLog, users } from "../../db/schema/index.ts";

export const auditPageSize = 50;

export type AuditFilter = { action?: string; actorId?: string; targetId?: string; before?: string };

const actors = alias(users, "audit_actor");
const targets = alias(users, "audit_target");

/**
 * One page of the audit log, newest first, by the (at, seq) index: `before` is `<at as text>~<seq>` of the last row
 * seen. Names are joined in from accounts that still exist; a deleted account's rows show ids only.
 */
export async function auditPage(db: Db, filter: AuditFilter): Promise<{ entries: AuditEntry[]; next: string | null }> {
  const where: SQL[] = [];
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.actorId) where.push(eq(auditLog.actorId, filter.actorId));
  if (filter.targetId) where.push(eq(auditLog.targetId, filter.targetId));
  if (filter.before) {
    const [at, seq] = filter.before.split("~");
    where.push(sql`(${auditLog.at}, ${auditLog.seq}) < (${at}::timestamptz, ${Number(seq)})`);
  }
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      seq: auditLog.seq,
      // The cursor keeps the database's own microseconds: a JS Date would round them to milliseconds and skip rows.
      atText: sql<string>`${auditLog.at}::text`,
      action: auditLog.action,
      actorId: auditLog.actorId,
      actorName: actors.name,
      targetId: auditLog.targetId,
      targetKind: auditLog.targetKind,
      targetName: targets.name,
      reason: auditLog.reason,
      requestId: auditLog.requestId,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(actors, eq(actors.id, auditLog.actorId))
    .leftJoin(targets, eq(targets.id, auditLog.targetId))
    .where(and(...where))
    // `nulls last` as the audit indexes are built (never null, so the same order): a plain `desc` is `nulls first`,
    // which no index here can give, so each page sorted the whole log (decision 0057, bench).
    .orderBy(sql`${auditLog.at} desc nulls last`, sql`${auditLog.seq} desc nulls last`)
    .limit(auditPageSize + 1);
  const page = rows.slice(0, auditPageSize);
  const last = page.at(-1);
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      action: row.action,
      actor: { id: row.actorId, name: row.actorName },
      target: { id: row.targetId, kind: row.targetKind, name: row.targetName },
      reason: row.reason,
      requestId: row.requestId,
      details: row.details,
    })),
    next: rows.length > auditPageSize && last ? `${last.atText}~${last.seq}` : null,
  };
}
