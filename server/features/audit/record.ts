import type { AuditAction } from "@domain/operators.ts";
import type { Db, Tx } from "../../db/client.ts";
import { auditLog } from "../../db/schema/index.ts";

export type { AuditAction };

export type AuditEntry = {
  action: AuditAction;
  /** Who did it (an operator, or the person themselves for their own security event); null for the system. */
  actorId: string | null;
  targetId?: string | null;
  targetKind?: "user" | "listing" | "support_message" | "report_case" | "dispute" | null;
  reason?: string | null;
  requestId?: string | null;
  details?: Record<string, unknown>;
};

/**
 * Appends one row. Pass the transaction of the change it records, so the action and its record are one write;
 * ids only — names and e-mails are joined in when read, so a deleted account's rows name nobody.
 */
export async function recordAudit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorId: entry.actorId,
    targetId: entry.targetId ?? null,
    targetKind: entry.targetKind ?? null,
    reason: entry.reason ?? null,
    requestId: entry.requestId ?? null,
    details: entry.details ?? {},
  });
}
