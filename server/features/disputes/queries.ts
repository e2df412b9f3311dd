import type { DisputeCategory, DisputeEffect, DisputeOutcome, DisputeSource, DisputeStatus } from "@domain/disputes.ts";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";

type Executor = Db | Tx;
export type Role = "host" | "creator" | "operator";

export type DisputeRow = {
  id: string;
  collaboration_id: string;
  application_id: string | null;
  opened_by: string | null;
  opener_role: "host" | "creator";
  category: DisputeCategory;
  description: string;
  source: DisputeSource;
  status: DisputeStatus;
  status_before: string;
  outcome: DisputeOutcome | null;
  effect: DisputeEffect | null;
  reasons: string | null;
  opened_at: string | Date;
  closed_at: string | Date | null;
  host_id: string;
  creator_id: string;
  host_name: string | null;
  creator_name: string | null;
  title: string;
  collaboration_status: string;
  stay_phase: string;
};

const disputeRows = sql`
  select d.id, d.collaboration_id, c.application_id, d.opened_by, d.opener_role, d.category, d.description, d.source,
         d.status, d.status_before, d.outcome, d.effect, d.reasons, d.opened_at, d.closed_at,
         c.host_id, c.creator_id, h.full_name as host_name, cr.full_name as creator_name, l.title,
         c.status as collaboration_status, c.stay_phase
    from disputes d
    join collaborations c on c.id = d.collaboration_id
    join listings l on l.id = c.listing_id
    left join profiles h on h.id = c.host_id
    left join profiles cr on cr.id = c.creator_id`;

/** One dispute; `partyId` narrows it to a party of its collaboration (anyone else finds nothing: 404). */
export async function disputeById(db: Executor, id: string, partyId?: string): Promise<DisputeRow | null> {
  const { rows } = await db.execute<DisputeRow>(sql`
    ${disputeRows} where d.id = ${id}
      ${partyId ? sql`and (c.host_id = ${partyId} or c.creator_id = ${partyId})` : sql``}`);
  return rows[0] ?? null;
}

/**
 * Puts the collaboration in dispute: the compare-and-set on `disputed_at` (running, not already in dispute) that
 * the status changes also check. Null when it is not running or already disputed (nothing written).
 */
export async function holdCollaboration(tx: Executor, collaborationId: string): Promise<{ status: string } | null> {
  const { rows } = await tx.execute<{ status: string }>(sql`
    update collaborations set disputed_at = now(), updated_at = now()
     where id = ${collaborationId} and disputed_at is null and status in ('active', 'paused')
     returning status`);
  return rows[0] ?? null;
}

export async function insertDispute(
  tx: Executor,
  input: {
    collaborationId: string;
    openedBy: string;
    openerRole: "host" | "creator";
    category: DisputeCategory;
    description: string;
    source: DisputeSource;
    statusBefore: string;
  },
): Promise<string> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    insert into disputes (collaboration_id, opened_by, opener_role, category, description, source, status_before)
    values (${input.collaborationId}, ${input.openedBy}, ${input.openerRole}, ${input.category}, ${input.description},
            ${input.source}, ${input.statusBefore})
    returning id`);
  const id = rows[0]?.id;
  if (!id) throw new Error("dispute insert returned nothing");
  return id;
}

export async function openDisputeOf(db: Executor, collaborationId: string): Promise<{ id: string } | null> {
  const { rows } = await db.execute<{ id: string }>(
    sql`select id from disputes where collaboration_id = ${collaborationId} and status = 'open'`,
  );
  return rows[0] ?? null;
}

export async function addEvent(
  tx: Executor,
  input: {
    disputeId: string;
    kind: string;
    actorId: string | null;
    actorRole: Role | "system";
    detail?: string | null;
  },
) {
  await tx.execute(sql`
    insert into dispute_events (dispute_id, kind, actor_id, actor_role, detail)
    values (${input.disputeId}, ${input.kind}, ${input.actorId}, ${input.actorRole}, ${input.detail ?? null})`);
}

export async function addMessage(
  tx: Executor,
  input: { disputeId: string; senderId: string; senderRole: Role; body: string },
): Promise<string> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    insert into dispute_messages (dispute_id, sender_id, sender_role, body)
    values (${input.disputeId}, ${input.senderId}, ${input.senderRole}, ${input.body}) returning id`);
  return rows[0]?.id ?? "";
}

export type ThreadRow = {
  id: string;
  sender_role: Role;
  sender_name: string | null;
  body: string;
  created_at: string | Date;
};

export async function threadOf(db: Executor, disputeId: string): Promise<ThreadRow[]> {
  const { rows } = await db.execute<ThreadRow>(sql`
    select m.id, m.sender_role, coalesce(p.full_name, u.name) as sender_name, m.body, m.created_at
      from dispute_messages m
      left join profiles p on p.id = m.sender_id
      left join users u on u.id = m.sender_id
     where m.dispute_id = ${disputeId}
     order by m.created_at, m.seq
     limit 500`);
  return rows;
}

export type EvidenceRow = {
  id: string;
  added_role: Role;
  file_key: string;
  file_name: string;
  content_type: string;
  bytes: number;
  created_at: string | Date;
};

export async function evidenceOf(db: Executor, disputeId: string): Promise<EvidenceRow[]> {
  const { rows } = await db.execute<EvidenceRow>(sql`
    select id, added_role, file_key, file_name, content_type, bytes, created_at from dispute_evidence
     where dispute_id = ${disputeId} order by created_at, seq`);
  return rows;
}

/**
 * Adds an evidence row while the dispute is open and holds fewer than `max` files (one statement: the count and the
 * status are read under the dispute's row lock). False when it is closed or full.
 */
export async function insertEvidence(
  tx: Executor,
  input: {
    disputeId: string;
    addedBy: string;
    addedRole: Role;
    key: string;
    name: string;
    contentType: string;
    bytes: number;
    max: number;
  },
): Promise<"ok" | "closed" | "full"> {
  const { rows } = await tx.execute<{ status: string }>(
    sql`select status from disputes where id = ${input.disputeId} for update`,
  );
  if (rows[0]?.status !== "open") return "closed";
  const { rows: counted } = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from dispute_evidence where dispute_id = ${input.disputeId}`,
  );
  if (Number(counted[0]?.n ?? 0) >= input.max) return "full";
  await tx.execute(sql`
    insert into dispute_evidence (dispute_id, added_by, added_role, file_key, file_name, content_type, bytes)
    values (${input.disputeId}, ${input.addedBy}, ${input.addedRole}, ${input.key}, ${input.name},
            ${input.contentType}, ${input.bytes})`);
  await addEvent(tx, {
    disputeId: input.disputeId,
    kind: "evidence",
    actorId: input.addedBy,
    actorRole: input.addedRole,
    detail: input.name,
  });
  return "ok";
}

/**
 * Closes an open dispute (compare-and-set on `open`) and lets go of the collaboration; false when it was closed
 * meanwhile (a withdrawal and a decision at once: one wins, nothing half-written).
 */
export async function closeDispute(
  tx: Executor,
  input: {
    id: string;
    status: "resolved" | "withdrawn";
    outcome: DisputeOutcome;
    effect: DisputeEffect | null;
    reasons: string | null;
    operatorId: string | null;
  },
): Promise<boolean> {
  const { rows } = await tx.execute<{ collaboration_id: string }>(sql`
    update disputes
       set status = ${input.status}, outcome = ${input.outcome}, effect = ${input.effect}, reasons = ${input.reasons},
           operator_id = ${input.operatorId}, closed_at = now()
     where id = ${input.id} and status = 'open'
     returning collaboration_id`);
  const row = rows[0];
  if (!row) return false;
  await tx.execute(sql`
    update collaborations set disputed_at = null, updated_at = now() where id = ${row.collaboration_id}`);
  return true;
}

/** The operator's "back to active" (and a withdrawal of a paused one stays paused): active from paused too. */
export async function setStatusAfterDispute(tx: Executor, collaborationId: string, status: "active" | "completed") {
  const { rows } = await tx.execute<{ id: string }>(sql`
    update collaborations set status = ${status}, updated_at = now()
     where id = ${collaborationId} and status in ('active', 'paused') and disputed_at is null
     returning id`);
  return rows.length > 0;
}

/**
 * The operator's cancellation after a dispute: like a party's before arrival (decision 0056) but at any phase —
 * the operator has read the record. The nights and payments follow in the caller (`cancelAfterDispute`).
 */
export async function cancelByOperator(tx: Executor, collaborationId: string, reason: string): Promise<boolean> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    update collaborations
       set status = 'cancelled', cancel_reason = ${reason}, cancelled_by = 'collabstay', cancelled_at = now(),
           updated_at = now()
     where id = ${collaborationId} and status in ('active', 'paused') and disputed_at is null
     returning id`);
  return rows.length > 0;
}

export type QueueRow = {
  id: string;
  status: DisputeStatus;
  category: DisputeCategory;
  opener_role: "host" | "creator";
  opened_at: string | Date;
  closed_at: string | Date | null;
  source: DisputeSource;
  title: string;
  host_name: string | null;
  creator_name: string | null;
  messages: number;
  total: number;
  open_total: number;
};

/** The console's queue: open ones oldest first, or closed ones newest first; 20 a page with the totals. */
export async function queuePage(
  db: Executor,
  filter: { status: "open" | "closed"; page: number; size: number },
): Promise<QueueRow[]> {
  const open = filter.status === "open";
  const { rows } = await db.execute<QueueRow>(sql`
    select d.id, d.status, d.category, d.opener_role, d.opened_at, d.closed_at, d.source, l.title,
           h.full_name as host_name, cr.full_name as creator_name,
           (select count(*)::int from dispute_messages m where m.dispute_id = d.id) as messages,
           count(*) over ()::int as total,
           (select count(*)::int from disputes o where o.status = 'open') as open_total
      from disputes d
      join collaborations c on c.id = d.collaboration_id
      join listings l on l.id = c.listing_id
      left join profiles h on h.id = c.host_id
      left join profiles cr on cr.id = c.creator_id
     where ${open ? sql`d.status = 'open'` : sql`d.status <> 'open'`}
     order by ${open ? sql`d.opened_at, d.seq` : sql`d.closed_at desc, d.seq desc`}
     limit ${filter.size} offset ${(filter.page - 1) * filter.size}`);
  return rows;
}

export async function openCount(db: Executor): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from disputes where status = 'open'`);
  return Number(rows[0]?.n ?? 0);
}
