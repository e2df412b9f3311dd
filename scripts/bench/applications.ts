import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { applicationPage } from "../../server/features/applications/queries.ts";
import { inboxPage } from "../../server/features/conversations/queries.ts";
import { percentile, withScratchDatabase } from "./harness.ts";

/**
 * Issue 9's speed items on PostgreSQL: the host Applications tab with 10,000 applications on the host's listings
 * (p95 ≤ 25 ms per page: the page and its total, as the route runs them) and the inbox with 1,000 conversations
 * (p95 ≤ 25 ms: last message and unread counts in one query, plus the unread total).
 */
const applicationCount = 10_000;
const conversationCount = 1_000;
const budgetP95Ms = 25;
const rounds = 300;

async function fill(db: Db) {
  const host = "00000000-0000-4000-8000-000000000001";
  await db.execute(
    sql`insert into users (id, name, email, email_verified) values (${host}, 'Bench Host', 'host@bench.test', true)`,
  );
  await db.execute(sql`insert into profiles (id, full_name) values (${host}, 'Bench Host')`);
  await db.execute(sql`insert into user_roles (user_id, role) values (${host}, 'host')`);
  // Creators, one application each, over 25 listings; statuses spread like a live marketplace.
  await db.execute(sql`
    insert into users (id, name, email, email_verified)
    select md5('c' || g)::uuid, 'Creator ' || g, 'c' || g || '@bench.test', true from generate_series(1, ${applicationCount}) g`);
  await db.execute(sql`
    insert into profiles (id, full_name) select md5('c' || g)::uuid, 'Creator ' || g from generate_series(1, ${applicationCount}) g`);
  await db.execute(sql`
    insert into listings (id, host_id, title, location, description, collaboration_details)
    select md5('l' || g)::uuid, ${host}, 'Listing ' || g, 'Lisbon, Portugal', 'A listing.', 'Two nights.'
      from generate_series(1, 25) g`);
  await db.execute(sql`
    insert into applications (id, listing_id, creator_id, message, status, created_at)
    select md5('a' || g)::uuid, md5('l' || (1 + g % 25))::uuid, md5('c' || g)::uuid, 'I would love to visit.',
           (array['pending','accepted','rejected','negotiation','contract','active','completed'])[1 + g % 7],
           now() - (g || ' minutes')::interval
      from generate_series(1, ${applicationCount}) g`);
  // 1,000 of them with a conversation of five messages; the newest of each unread by the host.
  await db.execute(sql`
    insert into conversations (id, application_id, host_id, creator_id, updated_at)
    select md5('v' || g)::uuid, md5('a' || g)::uuid, ${host}, md5('c' || g)::uuid, now() - (g || ' minutes')::interval
      from generate_series(1, ${conversationCount}) g`);
  await db.execute(sql`
    insert into messages (conversation_id, sender_id, content, created_at, read_at)
    select md5('v' || g)::uuid, case when m % 2 = 0 then ${host}::uuid else md5('c' || g)::uuid end,
           'Message ' || m || ' of conversation ' || g, now() - ((g * 10 - m) || ' minutes')::interval,
           case when m = 5 then null else now() end
      from generate_series(1, ${conversationCount}) g, generate_series(1, 5) m`);
  await db.execute(sql`analyze`);
  return host;
}

async function measure(fn: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

const line = (label: string, sorted: number[]) => {
  const p95 = percentile(sorted, 95);
  return `${label.padEnd(44)} p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (budget ${budgetP95Ms}) ${p95 <= budgetP95Ms ? "ok" : "OVER"}`;
};

export async function benchApplications(options: { databaseUrl: string }): Promise<string> {
  return withScratchDatabase(options.databaseUrl, "applications", async ({ db }) => {
    const host = await fill(db);
    const pages = applicationCount / 20;
    let n = 0;
    const page = (filter: Parameters<typeof applicationPage>[1]) => async () => {
      const p = { page: 1 + ((n++ * 37) % pages), pageSize: 20 };
      await applicationPage(db, filter, p);
    };
    const listingId = "f5d6c3f5-0000-0000-0000-000000000000";
    const firstListing =
      (await db.execute<{ id: string }>(sql`select id from listings limit 1`)).rows[0]?.id ?? listingId;
    return [
      `Applications tab and inbox (${applicationCount.toLocaleString("en-US")} applications, ${conversationCount.toLocaleString("en-US")} conversations, PostgreSQL)`,
      line("host applications, any page", await measure(page({ hostId: host }))),
      line(
        "host applications, one listing, pending",
        await measure(page({ hostId: host, listingId: firstListing, status: "pending" })),
      ),
      line("inbox page + unread total", await measure(() => inboxPage(db, host, { limit: 50, offset: 0 }))),
    ].join("\n");
  });
}
