import type { ApplicationStatus } from "@domain/application-states.ts";
import type { TermsStatus } from "@domain/negotiation-states.ts";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import type { AgreedTermsRow, StayRulesRow } from "../../db/row-types.ts";
import {
  applications,
  type ContentDeliverables,
  collaborations,
  listingNights,
  negotiationTerms,
} from "../../db/schema/index.ts";

type Executor = Db | Tx;

/** The application as one of its two parties sees it (null for anyone else: the caller answers 404). */
export async function negotiationContext(db: Executor, applicationId: string, userId: string) {
  const result = await db.execute<
    {
      id: string;
      status: ApplicationStatus;
      is_placeholder: boolean;
      /** Null once that party deleted their account (decision 0063). */
      creator_id: string | null;
      host_id: string | null;
      title: string;
      location: string;
      conversation_id: string | null;
      collaboration_id: string | null;
      listing_id: string;
      check_in: string | null;
      check_out: string | null;
      guest_count: number;
      content_deliverables: unknown;
    } & StayRulesRow
  >(sql`
    select a.id, a.status, a.is_placeholder, a.creator_id, l.host_id, l.title, l.location, c.id as conversation_id,
           (select co.id from collaborations co where co.application_id = a.id) as collaboration_id, a.listing_id, to_char(a.check_in, 'YYYY-MM-DD') as check_in, to_char(a.check_out, 'YYYY-MM-DD') as check_out,
           a.guest_count, a.content_deliverables, l.flexible_dates, l.min_nights, l.max_nights, l.booking_horizon_months, l.time_zone
      from applications a
      join listings l on l.id = a.listing_id
      left join conversations c on c.application_id = a.id
     where a.id = ${applicationId} and (a.creator_id = ${userId} or l.host_id = ${userId})`);
  return result.rows[0] ?? null;
}

export type TermsRow = AgreedTermsRow & {
  id: string;
  proposed_by: string | null;
  proposer_name: string | null;
  content_deliverables: { posts?: number; stories?: number; videos?: number };
  check_in: string | null;
  check_out: string | null;
  content_due_days: number;
  status: TermsStatus;
  expires_at: string | Date;
  responded_at: string | Date | null;
  created_at: string | Date;
};

/** Every proposal of a conversation, oldest first (the service diffs each against the one before it). */
export async function termsOf(db: Executor, conversationId: string): Promise<TermsRow[]> {
  const result = await db.execute<TermsRow>(sql`
    select t.id, t.proposed_by, p.full_name as proposer_name, t.content_deliverables, t.compensation_type,
           t.payment_amount_cents, t.additional_nights, t.usage_rights, t.usage_duration_months,
           t.special_requirements, to_char(t.check_in, 'YYYY-MM-DD') as check_in,
           to_char(t.check_out, 'YYYY-MM-DD') as check_out, t.content_due_days, t.status, t.expires_at, t.responded_at, t.created_at
      from negotiation_terms t left join profiles p on p.id = t.proposed_by
     where t.conversation_id = ${conversationId}
     order by t.created_at, t.seq`);
  return result.rows;
}

export type NewTerms = {
  conversationId: string;
  proposedBy: string;
  posts: number;
  stories: number;
  videos: number;
  compensationType: (typeof negotiationTerms.$inferInsert)["compensationType"];
  paymentAmountCents: number;
  additionalNights: number;
  usageRights: (typeof negotiationTerms.$inferInsert)["usageRights"];
  usageDurationMonths: number;
  specialRequirements: string | null;
  checkIn: string | null;
  checkOut: string | null;
  contentDueDays: number;
  lifetimeDays: number;
};

/**
 * A new proposal in one transaction: the open one (if any) becomes `counter_proposed`, then the new row is
 * added with its expiry on the server's clock. The conversation row is locked first, so two proposals at once
 * are put one after the other and each open proposal is countered exactly once.
 */
export async function insertProposal(db: Db, row: NewTerms): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from conversations where id = ${row.conversationId} for update`);
    await tx
      .update(negotiationTerms)
      .set({ status: "counter_proposed", respondedAt: sql`now()` })
      .where(and(eq(negotiationTerms.conversationId, row.conversationId), eq(negotiationTerms.status, "proposed")));
    const [inserted] = await tx
      .insert(negotiationTerms)
      .values({
        conversationId: row.conversationId,
        proposedBy: row.proposedBy,
        contentDeliverables: { posts: row.posts, stories: row.stories, videos: row.videos },
        compensationType: row.compensationType,
        paymentAmountCents: row.paymentAmountCents,
        additionalNights: row.additionalNights,
        usageRights: row.usageRights,
        usageDurationMonths: row.usageDurationMonths,
        specialRequirements: row.specialRequirements,
        checkIn: row.checkIn,
        checkOut: row.checkOut,
        contentDueDays: row.contentDueDays,
        expiresAt: sql`now() + make_interval(days => ${row.lifetimeDays})`,
      })
      .returning({ id: negotiationTerms.id });
    if (!inserted) throw new Error("proposal not inserted");
    return inserted.id;
  });
}

/**
 * Compare-and-set on the proposal (still `proposed`, not expired by the database's clock): of concurrent answers
 * one wins and gets the terms; the loser gets null with nothing written.
 */
export async function answerProposal(
  db: Executor,
  input: { termsId: string; conversationId: string; status: "accepted" | "rejected" },
) {
  const [terms] = await db
    .update(negotiationTerms)
    .set({ status: input.status, respondedAt: sql`now()` })
    .where(
      and(
        eq(negotiationTerms.id, input.termsId),
        eq(negotiationTerms.conversationId, input.conversationId),
        eq(negotiationTerms.status, "proposed"),
        gt(negotiationTerms.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return terms ?? null;
}

/**
 * Writes accepted terms onto the application's collaboration: deliverables, payment and either the new stay or,
 * for undated terms, the extra nights (kept when the collaboration already has a stay). Its id and listing.
 */
export async function setCollaborationTerms(
  db: Executor,
  applicationId: string,
  terms: {
    deliverables: ContentDeliverables;
    paymentAmountCents: number;
    contentDueDays: number;
    stay: { startDate: string; totalNights: number } | { additionalNights: number };
  },
) {
  const [collaboration] = await db
    .update(collaborations)
    .set({
      agreedDeliverables: terms.deliverables,
      paymentAmountCents: terms.paymentAmountCents,
      contentDueDays: terms.contentDueDays,
      ...("startDate" in terms.stay
        ? terms.stay
        : {
            totalNights: sql`case when ${collaborations.startDate} is null then ${terms.stay.additionalNights}
                                  else ${collaborations.totalNights} end`,
          }),
      updatedAt: sql`now()`,
    })
    .where(eq(collaborations.applicationId, applicationId))
    .returning({ id: collaborations.id, listingId: collaborations.listingId });
  return collaboration ?? null;
}

/** Gives back every night a collaboration holds (its stay is about to be replaced). */
export async function releaseNights(db: Executor, collaborationId: string) {
  await db.delete(listingNights).where(eq(listingNights.collaborationId, collaborationId));
}

/** An accepted application whose terms are agreed moves to contract (DECISIONS.md). */
export async function moveToContract(db: Executor, applicationId: string) {
  await db
    .update(applications)
    .set({ status: "contract", updatedAt: sql`now()` })
    .where(and(eq(applications.id, applicationId), eq(applications.status, "accepted")));
}

export type DueTermsRow = {
  id: string;
  status: TermsStatus;
  expires_at: string | Date;
  conversation_id: string;
  application_id: string | null;
  host_id: string | null;
  creator_id: string | null;
  title: string | null;
};

/**
 * Terms in one of `statuses` whose expiry has passed at `now` (oldest first, 200 a round), with what the expiry
 * notices name: the parties, the application and its listing's title.
 */
export async function dueTerms(db: Executor, statuses: readonly TermsStatus[], now: Date): Promise<DueTermsRow[]> {
  if (statuses.length === 0) return [];
  const result = await db.execute<DueTermsRow>(sql`
    select t.id, t.status, t.expires_at, t.conversation_id, c.application_id, c.host_id, c.creator_id, l.title
      from negotiation_terms t
      join conversations c on c.id = t.conversation_id
      left join applications a on a.id = c.application_id
      left join listings l on l.id = a.listing_id
     where t.status in (${sql.join(
       statuses.map((s) => sql`${s}`),
       sql`, `,
     )}) and t.expires_at <= ${now}
     order by t.expires_at, t.id
     limit 200`);
  return result.rows;
}

/**
 * Moves one proposal from `from` to `to` (a compare-and-set: false when it is no longer `from`, so of two ticks
 * at once one moves it), stamping `responded_at` with the mover's clock.
 */
export async function moveTerms(
  db: Executor,
  move: { id: string; from: TermsStatus; to: TermsStatus; at: Date },
): Promise<boolean> {
  const moved = await db
    .update(negotiationTerms)
    .set({ status: move.to, respondedAt: move.at })
    .where(and(eq(negotiationTerms.id, move.id), eq(negotiationTerms.status, move.from)))
    .returning({ id: negotiationTerms.id });
  return moved.length > 0;
}
