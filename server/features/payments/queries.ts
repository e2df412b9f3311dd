import type { PaymentStatus } from "@domain/payment-states.ts";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { collaborations, payments } from "../../db/schema/index.ts";

type Executor = Db | Tx;

export type PaymentRow = {
  id: string;
  collaboration_id: string;
  title: string;
  amount_cents: number;
  description: string | null;
  payment_type: "additional" | "bonus" | "base";
  status: PaymentStatus;
  requested_by: string | null;
  requester_name: string | null;
  host_id: string;
  creator_id: string;
  approved_at: string | Date | null;
  paid_at: string | Date | null;
  created_at: string | Date;
};

/**
 * Payments of the collaborations the user takes part in, newest first — only those: the spec's app selected
 * every payment, which must not happen here. `id` narrows to one.
 */
export async function paymentsOf(db: Executor, userId: string, id?: string): Promise<PaymentRow[]> {
  const result = await db.execute<PaymentRow>(sql`
    select p.id, p.collaboration_id, l.title, p.amount_cents, p.description, p.payment_type, p.status,
           p.requested_by, r.full_name as requester_name, c.host_id, c.creator_id, p.approved_at, p.paid_at,
           p.created_at
      from payments p
      join collaborations c on c.id = p.collaboration_id
      join listings l on l.id = c.listing_id
      left join profiles r on r.id = p.requested_by
     where (c.host_id = ${userId} or c.creator_id = ${userId})
       ${id ? sql`and p.id = ${id}` : sql``}
     order by p.created_at desc, p.seq desc
     limit 500`);
  return result.rows;
}

/** The collaboration when the user takes part in it. */
export async function collaborationFor(db: Executor, id: string, userId: string) {
  const [row] = await db
    .select({
      id: collaborations.id,
      status: collaborations.status,
      title: sql<string>`(select l.title from listings l where l.id = ${collaborations.listingId})`,
      hostId: collaborations.hostId,
      creatorId: collaborations.creatorId,
    })
    .from(collaborations)
    .where(
      and(
        eq(collaborations.id, id),
        sql`(${collaborations.hostId} = ${userId} or ${collaborations.creatorId} = ${userId})`,
      ),
    );
  return row ?? null;
}

/** The collaboration's status, its row locked until the caller's transaction ends (payment requests serialise on it). */
export async function lockCollaborationStatus(db: Executor, collaborationId: string): Promise<string | null> {
  const locked = await db.execute<{ status: string }>(
    sql`select status from collaborations where id = ${collaborationId} for update`,
  );
  return locked.rows[0]?.status ?? null;
}

export async function insertPayment(
  db: Executor,
  row: {
    collaborationId: string;
    amountCents: number;
    description: string | null;
    paymentType: "additional" | "bonus" | "base";
    requestedBy: string;
    /** A payment the host adds is approved by its maker at creation (decision 0059). */
    approvedByMaker: boolean;
  },
): Promise<string> {
  const { approvedByMaker, ...values } = row;
  const approval = approvedByMaker
    ? { status: "approved" as const, approvedBy: row.requestedBy, approvedAt: sql`now()` }
    : {};
  const [inserted] = await db
    .insert(payments)
    .values({ ...values, ...approval })
    .returning({ id: payments.id });
  if (!inserted) throw new Error("payment not inserted");
  return inserted.id;
}

/** Compare-and-set on the payment's status (stamping who approved and when); the loser of a race gets false. */
export async function setPaymentStatus(
  db: Executor,
  input: { id: string; from: PaymentStatus; to: PaymentStatus; userId: string },
): Promise<boolean> {
  const stamp =
    input.to === "approved"
      ? { approvedBy: input.userId, approvedAt: sql`now()` }
      : input.to === "paid"
        ? { paidAt: sql`now()` }
        : {};
  const [row] = await db
    .update(payments)
    .set({ status: input.to, updatedAt: sql`now()`, ...stamp })
    .where(and(eq(payments.id, input.id), eq(payments.status, input.from)))
    .returning({ id: payments.id });
  return row !== undefined;
}

/** The statuses of every payment of a collaboration. */
export async function paymentStatusesOf(db: Executor, collaborationId: string): Promise<PaymentStatus[]> {
  const rows = await db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.collaborationId, collaborationId));
  return rows.map((r) => r.status);
}

export async function setCollaborationPaymentStatus(db: Executor, collaborationId: string, status: PaymentStatus) {
  await db
    .update(collaborations)
    .set({ paymentStatus: status, updatedAt: sql`now()` })
    .where(eq(collaborations.id, collaborationId));
}
