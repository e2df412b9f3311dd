import type { Overview } from "@domain/operators.ts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/** Applications of the last `days` days (a placeholder that only carries a conversation is none), how many were accepted, and how many collaborations completed. */
const funnelSql = (days: number) => sql`
  select count(*)::int as applications,
         count(*) filter (where a.status in ('accepted', 'negotiation', 'contract', 'active', 'completed'))::int as accepted,
         count(c.id) filter (where c.status = 'completed')::int as completed
    from applications a
    left join collaborations c on c.application_id = a.id
   where not a.is_placeholder and a.created_at > now() - make_interval(days => ${days})`;

/**
 * The host's first answer to each application sent in the last `days` days (decision 0057): the earliest of its
 * acceptance (the collaboration is made in the accepting transaction), its rejection (rejected is final, so the
 * row's last change is the rejection) and the listing host's first message in its conversation after it was sent.
 * The median is over the answered ones; the unanswered are counted apart (`sent` − `answered`).
 */
const firstAnswerSql = (days: number) => sql`
  with sent as (
    select a.id, a.created_at as sent_at,
           least(
             (select c.created_at from collaborations c where c.application_id = a.id),
             case when a.status = 'rejected' then a.updated_at end,
             (select min(m.created_at)
                from conversations cv join messages m on m.conversation_id = cv.id
               where cv.application_id = a.id and m.sender_id = l.host_id and m.created_at >= a.created_at)
           ) as answered_at
      from applications a join listings l on l.id = a.listing_id
     where not a.is_placeholder and a.created_at > now() - make_interval(days => ${days})
  )
  select count(*)::int as sent,
         count(answered_at)::int as answered,
         (percentile_cont(0.5) within group (order by extract(epoch from answered_at - sent_at)))::float8 as median
    from sent`;

async function firstAnswer(db: Db, days: number) {
  const [row] = (await db.execute<{ sent: number; answered: number; median: number | null }>(firstAnswerSql(days)))
    .rows;
  const median = row?.median;
  return {
    sent: Number(row?.sent ?? 0),
    answered: Number(row?.answered ?? 0),
    medianSeconds: median === null || median === undefined ? null : Math.max(0, Math.round(Number(median))),
  };
}

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
    await db.execute<{ listings: number; support: number; suspended: number }>(sql`
    select (select count(*)::int from listings where status = 'active') as listings,
           (select count(*)::int from contact_messages where status = 'open') as support,
           (select count(*)::int from account_suspensions) as suspended`)
  ).rows;
  const [last30] = (await db.execute<Overview["funnel"]["last30"]>(funnelSql(30))).rows;
  const [last90] = (await db.execute<Overview["funnel"]["last90"]>(funnelSql(90))).rows;
  const empty = { applications: 0, accepted: 0, completed: 0 };
  return {
    firstAnswer: { last30: await firstAnswer(db, 30), last90: await firstAnswer(db, 90) },
    signUpsByWeek: weeks.rows.map((w) => ({ week: w.week, creators: Number(w.creators), hosts: Number(w.hosts) })),
    activeListings: Number(counts?.listings ?? 0),
    funnel: { last30: last30 ?? empty, last90: last90 ?? empty },
    openSupportMessages: Number(counts?.support ?? 0),
    suspendedAccounts: Number(counts?.suspended ?? 0),
  };
}
