import type { ListedRoute } from "../lib/route-list.ts";
import type { AlsoNotify } from "../realtime/events.ts";
import { dataChannel } from "./read-cache.ts";

/**
 * The signed-in reads whose answers a process keeps (read-cache.ts, decision 0051), each with every table its
 * answer is read from: a change to any of them drops the answer. The list is checked against the statements each
 * route really runs (cached-routes.test.ts), and migration 0013 puts a change trigger on every table named here.
 * Only the lists people open most and come back to are here; every other route reads the database each time.
 */
export type CachedRoute = {
  name: string;
  path: RegExp;
  tables: readonly string[];
  /**
   * Tables the answer reads only the asker's own row of (keyed by their user id): it depends on that row's topic
   * (`<table>:<user id>`, ownRowTopic) instead of the whole table's, so one person's edit does not drop everyone's
   * answer (issue 39). Migration 0029's triggers announce the row topics of these tables.
   */
  ownRows?: readonly string[];
};

/** The tables whose changes are also announced per row (migration 0029): `<table>:<id>` with the row's user id. */
export const ownRowTables: readonly string[] = ["creator_profiles", "profiles", "users"];
export const ownRowTopic = (table: string, userId: string) => `${table}:${userId}`;

const uuid = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

export const cachedRoutes: readonly CachedRoute[] = [
  {
    name: "GET /api/listings",
    path: /^\/api\/listings\/?$/,
    tables: ["blocks", "listings", "listing_images", "listing_nights", "profiles"],
  },
  {
    name: "GET /api/listings/:id",
    path: new RegExp(`^/api/listings/${uuid}/?$`),
    tables: [
      "blocks",
      "listings",
      "listing_images",
      "creator_listing_images",
      "applications",
      "profiles",
      "removed_items",
    ],
  },
  {
    name: "GET /api/creators",
    path: /^\/api\/creators\/?$/,
    tables: ["account_suspensions", "blocks", "creator_profiles", "profiles", "saved_creators"],
  },
  {
    name: "GET /api/creators/me",
    path: /^\/api\/creators\/me\/?$/,
    tables: [],
    ownRows: ["creator_profiles", "profiles", "users"],
  },
  {
    // The account's own profile: its `profiles` and `users` rows only (the user type comes from the session).
    name: "GET /api/profile",
    path: /^\/api\/profile\/?$/,
    tables: [],
    ownRows: ["profiles", "users"],
  },
  {
    name: "GET /api/invitations",
    path: /^\/api\/invitations\/?$/,
    tables: ["host_invitations", "listings", "profiles"],
  },
  {
    name: "GET /api/conversations",
    path: /^\/api\/conversations\/?$/,
    tables: [
      "account_suspensions",
      "blocks",
      "collaborations",
      "conversations",
      "messages",
      "applications",
      "listings",
      "profiles",
      "removed_items",
    ],
  },
  {
    name: "GET /api/applications",
    path: /^\/api\/applications\/?$/,
    tables: ["applications", "collaborations", "conversations", "creator_profiles", "listings", "profiles"],
  },
];

export const cachedRouteOf = (path: string) => cachedRoutes.find((route) => route.path.test(path));

/**
 * Chats change all the time (every message), so their changes are announced per participant, not per table:
 * topic `chat:<user id>` for the host and the creator of the conversation (migration 0013). That is enough because
 * a cached answer only ever reads the conversations and messages of the person asking (their inbox, the
 * conversation of each of their applications).
 */
export const perParticipantTables: readonly string[] = ["conversations", "messages"];
export const chatTopic = (userId: string) => `chat:${userId}`;

/** The notifications a chat writer that announces itself sends after its commit (see migration 0013). */
export const chatChanged = (userIds: readonly (string | null)[]): AlsoNotify =>
  [...new Set(userIds)].flatMap((id) => (id ? [[dataChannel, chatTopic(id)] as const] : []));

/** The topics of `tables` as seen by `userId`: what an answer to them depends on, or what a change of theirs changes. */
export function topicsOf(tables: readonly string[], userId: string): string[] {
  const topics = tables.map((table) => (perParticipantTables.includes(table) ? chatTopic(userId) : table));
  return [...new Set(topics)];
}

/** What a cached answer to `route` for `userId` depends on: its tables' topics and its own rows' topics. */
export function answerTopics(route: CachedRoute, userId: string): string[] {
  return [...topicsOf(route.tables, userId), ...(route.ownRows ?? []).map((table) => ownRowTopic(table, userId))];
}

/**
 * What a change by `userId` to `tables` makes this process forget at once: each table's topic, and for the tables
 * announced per row, the person's own row topic too (their own answers must show their change on the next request;
 * a change to someone else's row is heard through the triggers' notifications).
 */
export function changedTopics(tables: readonly string[], userId: string): string[] {
  const rows = tables.filter((table) => ownRowTables.includes(table)).map((table) => ownRowTopic(table, userId));
  return [...topicsOf(tables, userId), ...rows];
}

/**
 * The most frequent changes, with the topics they change for the person making them: after one of these the
 * process forgets only those (a chat send must not empty every list of every person). Any other change empties
 * this process's cache (deny by default). The other party, and every other process, hear of the change through
 * the triggers' notifications.
 */
export const narrowChanges: readonly (ListedRoute & { tables: readonly string[] })[] = [
  { method: "POST", path: /^\/api\/conversations\/[^/]+\/messages\/?$/, tables: ["messages", "conversations"] },
  { method: "POST", path: /^\/api\/conversations\/[^/]+\/read\/?$/, tables: ["messages"] },
];
