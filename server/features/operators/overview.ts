import type { Overview } from "@domain/operators.ts";
import { desc, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { backupRuns } from "../../db/schema/index.ts";

const accepted = sql.raw(`('accepted', 'negotiation', 'contract', 'active', 'completed')`);

/**
 * Applications of the last 30 and 90 days (a placeholder that only carries a conversation is none), how many were
 * accepted, and how many collaborations completed: one pass over the 90 days, the 30 days by `filter`.
 */
const funnelSql = sql`
  select count(*) filter (where recent)::int as applications30,
         count(*) filter (where recent and a.status in ${accepted})::int as accepted30,
         count(c.id) filter (where recent and c.status = 'completed')::int as completed30,
         count(*)::int as applications90,
         count(*) filter (where a.status in ${accepted})::int as accepted90,
         count(c.id) filter (where c.status = 'completed')::int as completed90
    from (select a.*, a.created_at > now() - interval '30 days' as recent from applications a
           where not a.is_placeholder and a.created_at > now() - interval '90 days') a
    left join collaborations c on c.application_id = a.id`;

type FunnelRow = Record<`${"applications" | "accepted" | "completed"}${30 | 90}`, number>;

/**
 * The host's first answer to each application sent in the last 90 days (decision 0057): the earliest of its
 * acceptance (the collaboration is made in the accepting transaction), its rejection (rejected is final, so the
 * row's last change is the rejection) and the listing host's first message in its conversation after it was sent.
 * The median is over the answered ones; the unanswered are counted apart (`sent` − `answered`). One pass, joined
 * as sets (not three look-ups per application), the last 30 days by `filter`.
 */
const firstAnswerSql = sql`
  with sent as (
    select a.id, a.created_at as sent_at, a.status, a.updated_at, l.host_id,
           a.created_at > now() - interval '30 days' as recent
      from applications a join listings l on l.id = a.listing_id
     where not a.is_placeholder and a.created_at > now() - interval '90 days'
  ),
  host_first as (
    select s.id, min(m.created_at) as at
      from sent s
      join conversations cv on cv.application_id = s.id
      join messages m on m.conversation_id = cv.id and m.sender_id = s.host_id and m.created_at >= s.sent_at
     group by s.id
  ),
  answered as (
    select s.recent, s.sent_at,
           least(c.created_at, case when s.status = 'rejected' then s.updated_at end, h.at) as answered_at
      from sent s
      left join collaborations c on c.application_id = s.id
      left join host_first h on h.id = s.id
  )
  select count(*) filter (where recent)::int as sent30,
         count(answered_at) filter (where recent)::int as answered30,
         (percentile_cont(0.5) within group (order by extract(epoch from answered_at - sent_at))
            filter (where recent))::float8 as median30,
         count(*)::int as sent90,
         count(answered_at)::int as answered90,
         (percentile_cont(0.5) within group (order by extract(epoch from answered_at - sent_at)))::float8 as median90
    from answered`;

type FirstAnswerRow = Record<`${"sent" | "answered"}${30 | 90}`, number> & Record<`median${30 | 90}`, number | null>;

function firstAnswer(row: FirstAnswerRow | undefined, days: 30 | 90) {
  const median = row?.[`median${days}`];
  return {
    sent: Number(row?.[`sent${days}`] ?? 0),
    answered: Number(row?.[`answered${days}`] ?? 0),
    medianSeconds: median === null || median === undefined ? null : Math.max(0, Math.round(Number(median))),
  };
}

const funnel = (row: FunnelRow | undefined, days: 30 | 90) => ({
  applications: Number(row?.[`applications${days}`] ?? 0),
  accepted: Number(row?.[`accepted${days}`] ?? 0),
  completed: Number(row?.[`completed${days}`] ?? 0),
});

/**
 * Marketplace health from real data, computed per request from indexes (no precomputed table: `npm run bench --
 * operators` measures it at 100k accounts, decision 0057).
 */
export async function overview(db: Db): Promise<Overview> {
  const weeks = await db.execute<{ week: string; creators: number; hosts: number }>(sql`
    select to_char(date_trunc('week', u.created_at), 'YYYY-MM-DD') as week,
           count(*) filter (where r.role = 'creator')::int as creators,
           count(*) filter (where r.role in ('host', 'admin'))::int as hosts
      from users u join user_roles r on r.user_id = u.id
     where u.created_at > date_trunc('week', now()) - interval '7 weeks'
     group by 1 order by 1`);
  const [counts] = (
    await db.execute<{ listings: number; support: number; requests: number; suspended: number }>(sql`
    select (select count(*)::int from listings where status = 'active') as listings,
           (select count(*)::int from contact_messages where status = 'open') as support,
           (select count(*)::int from listing_unpublications where requested_at is not null) as requests,
           (select count(*)::int from account_suspensions) as suspended`)
  ).rows;
  const [funnels] = (await db.execute<FunnelRow>(funnelSql)).rows;
  const [answers] = (await db.execute<FirstAnswerRow>(firstAnswerSql)).rows;
  const [backup] = await db
    .select({ finishedAt: backupRuns.finishedAt, bytes: backupRuns.bytes })
    .from(backupRuns)
    .orderBy(desc(backupRuns.finishedAt))
    .limit(1);
  return {
    firstAnswer: { last30: firstAnswer(answers, 30), last90: firstAnswer(answers, 90) },
    signUpsByWeek: weeks.rows.map((w) => ({ week: w.week, creators: Number(w.creators), hosts: Number(w.hosts) })),
    activeListings: Number(counts?.listings ?? 0),
    funnel: { last30: funnel(funnels, 30), last90: funnel(funnels, 90) },
    openSupportMessages: Number(counts?.support ?? 0),
    republicationRequests: Number(counts?.requests ?? 0),
    suspendedAccounts: Number(counts?.suspended ?? 0),
    lastBackup: backup ? { finishedAt: backup.finishedAt.toISOString(), bytes: Number(backup.bytes) } : null,
  };
}
