import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";

/** The bench's auth secret: the servers it starts sign session cookies with it, so rows it writes are sessions. */
export const benchSecret = "bench-secret-for-the-chat-benchmark-0123456789";

export type Pair = {
  conversationId: string;
  hostCookie: string;
  creatorCookie: string;
  hostId: string;
  creatorId: string;
};

/** better-auth's signed cookie: `<token>.<base64 HMAC-SHA256(secret, token)>`, URL-encoded. */
const cookieFor = (token: string) =>
  `better-auth.session_token=${encodeURIComponent(`${token}.${createHmac("sha256", benchSecret).update(token).digest("base64")}`)}`;

/**
 * `pairs` hosts and creators, each with a live session, one listing per host, and an accepted application with its
 * conversation per pair — written straight into the database (signing up 400 people through the password hash would
 * take minutes). Everything else (the sends, the streams) goes through the real HTTP API.
 */
export async function chatPairs(db: Db, pairs: number): Promise<Pair[]> {
  const result: Pair[] = [];
  const tag = randomBytes(3).toString("hex");
  for (let i = 0; i < pairs; i++) {
    const hostId = randomUUID();
    const creatorId = randomUUID();
    const hostToken = randomBytes(24).toString("base64url");
    const creatorToken = randomBytes(24).toString("base64url");
    const listingId = randomUUID();
    const applicationId = randomUUID();
    const conversationId = randomUUID();
    await db.execute(sql`
      with u as (
        insert into users (id, name, email, email_verified) values
          (${hostId}, ${`Bench Host ${i}`}, ${`host${i}.${tag}@bench.test`}, true),
          (${creatorId}, ${`Bench Creator ${i}`}, ${`creator${i}.${tag}@bench.test`}, true)
        returning id
      ), p as (
        insert into profiles (id, full_name) values (${hostId}, ${`Bench Host ${i}`}), (${creatorId}, ${`Bench Creator ${i}`})
        returning id
      ), r as (
        insert into user_roles (user_id, role) values (${hostId}, 'host'), (${creatorId}, 'creator') returning user_id
      )
      -- Sessions as a sign-in makes them (30 days), so none is due for its daily slide during a run.
      insert into sessions (id, token, user_id, expires_at) values
        (${randomUUID()}, ${hostToken}, ${hostId}, now() + interval '30 days'),
        (${randomUUID()}, ${creatorToken}, ${creatorId}, now() + interval '30 days')`);
    await db.execute(sql`
      with l as (
        insert into listings (id, host_id, title, location, description, collaboration_details)
        values (${listingId}, ${hostId}, ${`Bench listing ${i}`}, 'Lisbon, Portugal', 'A bench listing.', 'Two nights.')
        returning id
      ), a as (
        insert into applications (id, listing_id, creator_id, message, status)
        values (${applicationId}, ${listingId}, ${creatorId}, 'Bench application', 'accepted') returning id
      )
      insert into conversations (id, application_id, host_id, creator_id)
      values (${conversationId}, ${applicationId}, ${hostId}, ${creatorId})`);
    result.push({
      conversationId,
      hostCookie: cookieFor(hostToken),
      creatorCookie: cookieFor(creatorToken),
      hostId,
      creatorId,
    });
  }
  return result;
}
