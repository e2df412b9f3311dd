import { agreedDeliverablesText } from "@domain/collaborations.ts";
import { disputeCategories, disputeEffects, disputeOutcomes, type TimelineEvent } from "@domain/disputes.ts";
import { formatCents } from "@domain/money.ts";
import { stayLabel, type TermsFigures, termsChanges } from "@domain/negotiation.ts";
import { formatNight } from "@domain/stay-dates.ts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { DisputeRow } from "./queries.ts";

type Actor = TimelineEvent["actor"];
const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();
const clip = (text: string | null, max = 600) =>
  text === null ? null : text.length > max ? `${text.slice(0, max - 1)}…` : text;

type TermsRow = {
  proposed_by: string | null;
  content_deliverables: { posts?: number; stories?: number; videos?: number };
  compensation_type: string;
  payment_amount_cents: number;
  additional_nights: number;
  usage_rights: string;
  usage_duration_months: number;
  special_requirements: string | null;
  check_in: string | null;
  check_out: string | null;
  content_due_days: number;
  status: string;
  created_at: string | Date;
  responded_at: string | Date | null;
};

const figuresOf = (t: TermsRow): TermsFigures => ({
  posts: t.content_deliverables.posts ?? 0,
  stories: t.content_deliverables.stories ?? 0,
  videos: t.content_deliverables.videos ?? 0,
  additionalNights: t.additional_nights,
  compensationType: t.compensation_type,
  paymentAmountCents: t.payment_amount_cents,
  usageRights: t.usage_rights,
  usageDurationMonths: t.usage_duration_months,
  specialRequirements: t.special_requirements,
  checkIn: t.check_in,
  checkOut: t.check_out,
  contentDueDays: t.content_due_days,
});

/**
 * The operator's one timeline (issue 37 part 3), read from the record itself — never a copy: the application, every
 * round of terms with what changed, the collaboration's messages, its nights and stay phase, each deliverable
 * version and its feedback, the payment records, status changes, and the dispute's own events. Oldest first.
 */
export async function timelineOf(db: Db, d: DisputeRow): Promise<TimelineEvent[]> {
  const events: TimelineEvent[] = [];
  const roleOf = (id: string | null): Actor =>
    id === null ? null : id === d.host_id ? "host" : id === d.creator_id ? "creator" : null;
  const add = (e: Omit<TimelineEvent, "changes" | "at"> & { at: string | Date; changes?: string[] }) =>
    events.push({ changes: [], ...e, at: iso(e.at) });
  const appId = d.application_id;

  if (appId) {
    const { rows: apps } = await db.execute<{
      message: string;
      created_at: string;
      check_in: string | null;
      check_out: string | null;
      guest_count: number;
      content_deliverables: unknown;
    }>(sql`select message, created_at, check_in::text as check_in, check_out::text as check_out, guest_count,
                  content_deliverables from applications where id = ${appId}`);
    const app = apps[0];
    if (app) {
      add({
        at: app.created_at,
        kind: "application",
        actor: "creator",
        title: `Applied for ${stayLabel(app.check_in, app.check_out)}, ${app.guest_count} guest${app.guest_count === 1 ? "" : "s"}`,
        detail: clip(app.message),
      });
    }

    const { rows: terms } = await db.execute<TermsRow>(sql`
      select t.proposed_by, t.content_deliverables, t.compensation_type, t.payment_amount_cents, t.additional_nights,
             t.usage_rights, t.usage_duration_months, t.special_requirements, t.check_in::text as check_in,
             t.check_out::text as check_out, t.content_due_days, t.status, t.created_at, t.responded_at
        from negotiation_terms t join conversations cv on cv.id = t.conversation_id
       where cv.application_id = ${appId} order by t.created_at, t.seq`);
    terms.forEach((t, i) => {
      const f = figuresOf(t);
      add({
        at: t.created_at,
        kind: "terms",
        actor: roleOf(t.proposed_by),
        title: `Terms round ${i + 1} proposed`,
        detail:
          `${stayLabel(f.checkIn, f.checkOut)}; ${f.posts} posts, ${f.stories} stories, ${f.videos} videos; ` +
          `${t.compensation_type.replace(/_/g, " ")} ${formatCents(f.paymentAmountCents)}; usage ${f.usageRights} ` +
          `for ${f.usageDurationMonths} months; content due ${f.contentDueDays} days after check-out` +
          (f.specialRequirements ? `; requirements: ${clip(f.specialRequirements, 200)}` : ""),
        changes: i > 0 ? termsChanges(figuresOf(terms[i - 1] as TermsRow), f) : [],
      });
      if (t.responded_at && t.status !== "proposed") {
        const other = roleOf(t.proposed_by) === "host" ? "creator" : "host";
        add({
          at: t.responded_at,
          kind: "terms",
          actor: t.status === "expired" ? "system" : other,
          title: `Terms round ${i + 1} ${t.status}`,
          detail: null,
        });
      }
    });

    const { rows: messages } = await db.execute<{
      sender_id: string | null;
      content: string;
      message_type: string;
      created_at: string;
      removed: boolean;
    }>(sql`
      select m.sender_id, m.content, m.message_type, m.created_at,
             exists (select 1 from removed_items r where r.item_kind = 'message' and r.item_id = m.id) as removed
        from messages m join conversations cv on cv.id = m.conversation_id
       where cv.application_id = ${appId} order by m.created_at, m.seq limit 1000`);
    for (const m of messages) {
      add({
        at: m.created_at,
        kind: "message",
        actor: roleOf(m.sender_id),
        title: m.message_type === "text" ? "Message" : `Message (${m.message_type.replace(/_/g, " ")})`,
        detail: m.removed ? "[removed by CollabStay after a report]" : clip(m.content, 1000),
      });
    }

    const { rows: versions } = await db.execute<{
      id: string;
      kind: string;
      version: number;
      file_name: string | null;
      caption: string | null;
      status: string;
      created_at: string;
      approved_at: string | null;
      auto_approved_at: string | null;
    }>(sql`
      select id, kind, version, file_name, caption, status, created_at, approved_at, auto_approved_at
        from collaboration_deliverables where application_id = ${appId} order by created_at, seq`);
    for (const v of versions) {
      add({
        at: v.created_at,
        kind: "deliverable",
        actor: "creator",
        title: `${v.kind[0]?.toUpperCase()}${v.kind.slice(1)} version ${v.version} uploaded${v.file_name ? `: ${v.file_name}` : ""} (now ${v.status.replace(/_/g, " ")})`,
        detail: clip(v.caption, 300),
      });
      if (v.auto_approved_at) {
        add({
          at: v.auto_approved_at,
          kind: "deliverable",
          actor: "system",
          title: `${v.kind} version ${v.version} approved automatically (approval window)`,
          detail: null,
        });
      }
    }
    const { rows: feedback } = await db.execute<{
      feedback_type: string;
      comment: string | null;
      rating: number | null;
      created_at: string;
      kind: string;
      version: number;
    }>(sql`
      select f.feedback_type, f.comment, f.rating, f.created_at, d.kind, d.version
        from content_feedback f join collaboration_deliverables d on d.id = f.deliverable_id
       where d.application_id = ${appId} order by f.created_at, f.seq`);
    for (const f of feedback) {
      add({
        at: f.created_at,
        kind: "feedback",
        actor: "host",
        title: `${f.feedback_type.replace(/_/g, " ")} on ${f.kind} version ${f.version}${f.rating ? ` (${f.rating}/5)` : ""}`,
        detail: clip(f.comment),
      });
    }
  }

  const { rows: collab } = await db.execute<{
    created_at: string;
    agreed_deliverables: unknown;
    start_date: string | null;
    total_nights: number | null;
    arrived_at: string | null;
    departed_at: string | null;
    no_show_at: string | null;
    no_show_note: string | null;
    contested_at: string | null;
    contest_note: string | null;
    cancelled_at: string | null;
    cancel_reason: string | null;
    cancelled_by: string | null;
    payment_amount_cents: number;
    nights: number;
    first_night: string | null;
    last_night: string | null;
  }>(sql`
    select c.created_at, c.agreed_deliverables, c.start_date::text as start_date, c.total_nights, c.arrived_at,
           c.departed_at, c.no_show_at, c.no_show_note, c.contested_at, c.contest_note, c.cancelled_at, c.cancel_reason,
           c.cancelled_by, c.payment_amount_cents,
           (select count(*)::int from listing_nights n where n.collaboration_id = c.id) as nights,
           (select min(night)::text from listing_nights n where n.collaboration_id = c.id) as first_night,
           (select max(night)::text from listing_nights n where n.collaboration_id = c.id) as last_night
      from collaborations c where c.id = ${d.collaboration_id}`);
  const c = collab[0];
  if (c) {
    add({
      at: c.created_at,
      kind: "status",
      actor: null,
      title: "Collaboration agreed (active)",
      detail: `${agreedDeliverablesText(c.agreed_deliverables)}; ${formatCents(c.payment_amount_cents)}`,
    });
    if (c.nights > 0 && c.first_night && c.last_night) {
      add({
        at: c.created_at,
        kind: "nights",
        actor: null,
        title: `${c.nights} night${c.nights === 1 ? "" : "s"} held on the calendar`,
        detail: `${formatNight(c.first_night)} – ${formatNight(c.last_night)} (nights of stay)`,
      });
    } else if (c.start_date && c.total_nights) {
      add({
        at: c.cancelled_at ?? c.created_at,
        kind: "nights",
        actor: null,
        title: `No nights held now (agreed: ${c.total_nights} from ${formatNight(c.start_date)})`,
        detail: c.cancelled_at ? "Released when the collaboration was cancelled." : null,
      });
    }
    if (c.arrived_at) add({ at: c.arrived_at, kind: "stay", actor: "host", title: "Arrival recorded", detail: null });
    if (c.departed_at) add({ at: c.departed_at, kind: "stay", actor: null, title: "Departure", detail: null });
    if (c.no_show_at) {
      add({ at: c.no_show_at, kind: "stay", actor: "host", title: "No-show recorded", detail: c.no_show_note });
    }
    if (c.contested_at) {
      add({ at: c.contested_at, kind: "stay", actor: "creator", title: "No-show contested", detail: c.contest_note });
    }
    if (c.cancelled_at) {
      add({
        at: c.cancelled_at,
        kind: "status",
        actor: c.cancelled_by === "host" || c.cancelled_by === "creator" ? c.cancelled_by : "operator",
        title: "Cancelled",
        detail: c.cancel_reason,
      });
    }
  }

  const { rows: changes } = await db.execute<{ type: string; user_id: string | null; at: string; n: number }>(sql`
    select type, min(user_id::text) as user_id, date_trunc('second', created_at) as at, count(*)::int as n
      from notifications
     where subject_id = ${d.collaboration_id}
       and type in ('collaboration.paused', 'collaboration.resumed', 'collaboration.completed')
     group by type, date_trunc('second', created_at) order by 3`);
  for (const s of changes) {
    // The notice goes to the other party; both at once means the timers did it.
    const actor: Actor = s.n > 1 ? "system" : s.user_id === d.host_id ? "creator" : "host";
    add({ at: s.at, kind: "status", actor, title: s.type.replace("collaboration.", "Status: "), detail: null });
  }

  const { rows: payments } = await db.execute<{
    amount_cents: number;
    description: string | null;
    payment_type: string;
    requested_by: string | null;
    status: string;
    created_at: string;
    approved_at: string | null;
    paid_at: string | null;
  }>(sql`select amount_cents, description, payment_type, requested_by, status, created_at, approved_at, paid_at
           from payments where collaboration_id = ${d.collaboration_id} order by created_at, seq`);
  for (const p of payments) {
    add({
      at: p.created_at,
      kind: "payment",
      actor: roleOf(p.requested_by),
      title: `Payment requested: ${formatCents(p.amount_cents)} (${p.payment_type.replace(/_/g, " ")}), now ${p.status}`,
      detail: clip(p.description),
    });
    if (p.approved_at)
      add({ at: p.approved_at, kind: "payment", actor: "host", title: "Payment approved", detail: null });
    if (p.paid_at) add({ at: p.paid_at, kind: "payment", actor: "host", title: "Payment marked paid", detail: null });
  }

  const { rows: own } = await db.execute<{
    id: string;
    opened_at: string;
    opener_role: "host" | "creator";
    category: keyof typeof disputeCategories;
    description: string;
    status: string;
  }>(sql`select id, opened_at, opener_role, category, description, status from disputes
          where collaboration_id = ${d.collaboration_id} order by opened_at, seq`);
  for (const o of own) {
    add({
      at: o.opened_at,
      kind: "dispute",
      actor: o.opener_role,
      title: `${o.id === d.id ? "This dispute" : "An earlier dispute"} opened: ${disputeCategories[o.category]}`,
      detail: clip(o.description, 1000),
    });
  }
  const { rows: disputeEvents } = await db.execute<{
    kind: string;
    actor_role: Actor;
    detail: string | null;
    created_at: string;
  }>(sql`select e.kind, e.actor_role, e.detail, e.created_at from dispute_events e
           join disputes ds on ds.id = e.dispute_id
          where ds.collaboration_id = ${d.collaboration_id} order by e.created_at, e.seq`);
  for (const e of disputeEvents) {
    add({ at: e.created_at, kind: "dispute", actor: e.actor_role, title: eventTitle(e.kind), detail: e.detail });
  }
  return events.sort((a, b) => a.at.localeCompare(b.at));
}

function eventTitle(kind: string): string {
  if (kind === "evidence") return "Evidence added";
  if (kind === "contest") return "No-show contested (added to the dispute)";
  if (kind === "withdrawn") return "Dispute withdrawn by its opener";
  if (kind.startsWith("resolved:")) {
    const [, outcome, effect] = kind.split(":");
    return `Dispute decided: ${disputeOutcomes[outcome as keyof typeof disputeOutcomes] ?? outcome} — ${
      disputeEffects[effect as keyof typeof disputeEffects] ?? effect
    }`;
  }
  return kind;
}
