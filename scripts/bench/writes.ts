import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import type { ServerProcess } from "../../server/test/server-process.ts";
import type { Pair } from "./chat-fixtures.ts";
import type { Endpoint } from "./load.ts";

/**
 * The write-heavy workloads of issue 39. Each connection repeats a person's cycle: a write, then the reads that
 * person makes next (their own answers, which must show the write). The person changes with every cycle (round
 * the `pairs`, bench-made hosts and creators with live sessions), so writes spread over many rows as real edits do.
 */
const people = 64;

/** A cycle's person: chosen at its first step and kept in the connection's context for the steps after it. */
const personOf = (pairs: Pair[], context: Record<string, unknown>, turn: () => number): Pair => {
  if (context.person === undefined) context.person = turn() % Math.min(people, pairs.length);
  return pairs[context.person as number] as Pair;
};

/**
 * One request in four is a write: a creator edits their profile (PATCH /api/profile, the account form's fields),
 * then reads their profile, their creator profile and their session — what the account screen asks next.
 */
export function profileWriteMix(server: ServerProcess, pairs: Pair[]): Endpoint[] {
  let turns = 0;
  const turn = () => turns++;
  const read = (name: string, path: string): Endpoint => ({
    name,
    path,
    next: (context) => ({ method: "GET", path, headers: { cookie: personOf(pairs, context, turn).creatorCookie } }),
  });
  return [
    {
      name: "PATCH /api/profile",
      path: "/api/profile",
      next: (context) => {
        const pair = personOf(pairs, context, turn);
        return {
          method: "PATCH",
          path: "/api/profile",
          headers: { cookie: pair.creatorCookie, "content-type": "application/json", origin: server.url },
          body: JSON.stringify({ location: "Lisbon, Portugal", bio: `Bench bio ${turns} ${randomUUID()}` }),
        };
      },
    },
    read("GET /api/profile", "/api/profile"),
    read("GET /api/creators/me", "/api/creators/me"),
    read("GET /api/accounts/session", "/api/accounts/session"),
  ];
}

/**
 * Chat sends and application status changes: a creator applies to a listing (POST /api/applications), the
 * listing's host rejects it (PATCH /api/applications/:id), the creator sends a chat message in their conversation,
 * the host reads the inbox and the creator their applications. Each creator applies to the bench's extra listings
 * in turn, so no application repeats (a rejection closes a listing to that creator).
 */
export function chatAndStatusMix(server: ServerProcess, pairs: Pair[], extra: ExtraListings): Endpoint[] {
  let turns = 0;
  const turn = () => turns++;
  const applied = new Map<number, number>();
  const json = (cookie: string) => ({ cookie, "content-type": "application/json", origin: server.url });
  return [
    {
      name: "POST /api/applications",
      path: "/api/applications",
      next: (context) => {
        const pair = personOf(pairs, context, turn);
        const me = context.person as number;
        const n = applied.get(me) ?? 0;
        applied.set(me, n + 1);
        const listing = extra.listings[(me + n) % extra.listings.length] as ExtraListing;
        context.host = listing.hostCookie;
        return {
          path: "/api/applications",
          headers: { ...json(pair.creatorCookie), "idempotency-key": randomUUID() },
          body: JSON.stringify({ listingId: listing.id, message: `Bench application ${n}` }),
        };
      },
      onResponse: (status, body, context) => {
        if (status === 201) context.application = (JSON.parse(body) as { application: { id: string } }).application.id;
      },
    },
    {
      name: "PATCH /api/applications/:id (reject)",
      path: "/api/applications/-",
      next: (context) => ({
        method: "PATCH",
        path: `/api/applications/${String(context.application ?? "00000000-0000-4000-8000-000000000000")}`,
        headers: json(String(context.host)),
        body: JSON.stringify({ status: "rejected" }),
      }),
    },
    {
      name: "POST /api/conversations/:id/messages",
      path: "/api/conversations/-/messages",
      next: (context) => {
        const pair = personOf(pairs, context, turn);
        return {
          path: `/api/conversations/${pair.conversationId}/messages`,
          headers: json(pair.creatorCookie),
          body: JSON.stringify({ content: `Bench message ${turns}`, clientKey: randomUUID() }),
        };
      },
    },
    {
      name: "GET /api/conversations (host)",
      path: "/api/conversations",
      next: (context) => ({
        method: "GET",
        path: "/api/conversations",
        headers: { cookie: personOf(pairs, context, turn).hostCookie },
      }),
    },
    {
      name: "GET /api/applications (creator)",
      path: "/api/applications",
      next: (context) => ({
        method: "GET",
        path: "/api/applications",
        headers: { cookie: personOf(pairs, context, turn).creatorCookie },
      }),
    },
  ];
}

type ExtraListing = { id: string; hostCookie: string };
export type ExtraListings = { listings: ExtraListing[] };

/** `count` more active listings spread over the pairs' hosts: what the status-change mix applies to. */
export async function extraListings(db: Db, pairs: Pair[], hostIds: string[], count = 2_000): Promise<ExtraListings> {
  const ids = Array.from({ length: count }, () => randomUUID());
  const hosts = ids.map((_, i) => hostIds[i % hostIds.length] as string);
  await db.execute(sql`
    insert into listings (id, host_id, title, location, description, collaboration_details)
    select l.id, l.host_id, 'Bench extra listing', 'Porto, Portugal', 'A bench listing.', 'Two nights.'
      from unnest(${sql.param(ids)}::uuid[], ${sql.param(hosts)}::uuid[]) l (id, host_id)`);
  return {
    listings: ids.map((id, i) => ({ id, hostCookie: (pairs[i % hostIds.length] as Pair).hostCookie })),
  };
}

/** The write floor's cycle, the same shape: one committed UPDATE of a person's row, then three reads of it. */
export function floorWriteMix(): Endpoint[] {
  let turns = 0;
  const person = (context: Record<string, unknown>) => {
    if (context.person === undefined) context.person = turns++ % people;
    return `/people/${String(context.person)}`;
  };
  const read = (n: number): Endpoint => ({
    name: `GET /people/:n (${n})`,
    path: "/people/0",
    next: (context) => ({ method: "GET", path: person(context), headers: {} }),
  });
  return [
    {
      name: "PATCH /people/:n",
      path: "/people/0",
      next: (context) => ({
        method: "PATCH",
        path: person(context),
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ bio: `Bench bio ${turns} ${randomUUID()}` }),
      }),
    },
    read(1),
    read(2),
    read(3),
  ];
}
