import type { Application, ConversationSummary } from "@domain/applications.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { insertListing } from "../test/creator-fixtures.ts";
import { createTestContext, type TestClient, type TestContext } from "../test/harness.ts";
import { readSse } from "../test/sse.ts";
import { waitFor } from "../test/wait-for.ts";
import { createRealtimeHub } from "./hub.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

type Stream = ReturnType<typeof readSse>;
const streams: Stream[] = [];
afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
});

async function open(client: TestClient, query = "", headers: Record<string, string> = {}) {
  const res = await ctx.app.request(`/api/realtime${query}`, {
    headers: { cookie: client.cookieHeader(), ...headers },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const stream = readSse(res);
  streams.push(stream);
  await stream.waitFor((events) => events.some((e) => e.event === "ready"));
  return stream;
}

const appEvents = ["application.created", "application.status", "message.created", "message.read"];

describe("the realtime stream", () => {
  it("refuses visitors", async () => {
    expect((await ctx.app.request("/api/realtime")).status).toBe(401);
  });

  it("delivers each user only their own events, whatever they ask for", async () => {
    const host = await ctx.userClient("host");
    const creator = await ctx.userClient("creator");
    const stranger = await ctx.userClient("creator");
    const listing = await insertListing(ctx.db, host.id);
    const hostStream = await open(host.client);
    const creatorStream = await open(creator.client);
    // Asking for someone else's conversation or topic changes nothing: the stream is the caller's own.
    const strangerStream = await open(stranger.client, `?conversationId=${listing.id}&userId=${host.id}`);

    const applied = await creator.client.post("/api/applications", { listingId: listing.id, message: "Hi there" });
    const { application } = (await applied.json()) as { application: Application };
    await hostStream.waitFor((e) => e.some((x) => x.event === "application.created"));
    expect(JSON.parse(hostStream.of("application.created")[0]?.data ?? "{}")).toEqual({
      applicationId: application.id,
      listingId: listing.id,
    });

    await host.client.patch(`/api/applications/${application.id}`, { status: "accepted" });
    await creatorStream.waitFor((e) => e.some((x) => x.event === "application.status"));
    const { conversation } = (await (
      await host.client.post("/api/conversations", { applicationId: application.id })
    ).json()) as { conversation: ConversationSummary };

    await host.client.post(`/api/conversations/${conversation.id}/messages`, {
      content: "Welcome!",
      clientKey: crypto.randomUUID(),
    });
    await creatorStream.waitFor((e) => e.some((x) => x.event === "message.created"));
    const created = JSON.parse(creatorStream.of("message.created")[0]?.data ?? "{}") as Record<string, string>;
    expect(Object.keys(created).sort()).toEqual(["conversationId", "messageId"]);
    expect(created.conversationId).toBe(conversation.id);

    await creator.client.post(`/api/conversations/${conversation.id}/read`, {});
    await hostStream.waitFor((e) => e.some((x) => x.event === "message.read"));

    // Ids only: no event carries the message text.
    for (const event of [...hostStream.events, ...creatorStream.events]) expect(event.data).not.toContain("Welcome!");
    // The stranger's own later event (events reach a stream in the order they were stored) marks the stream as
    // read past everything above: by then it has nothing else for the stranger.
    expect((await stranger.client.post("/api/notifications/read-all", {})).status).toBe(200);
    await strangerStream.waitFor((e) => e.some((x) => x.event === "notification.read"));
    expect(strangerStream.of(...appEvents)).toEqual([]);
  });

  it("resumes after the last event id: what was missed while away is replayed, in order", async () => {
    const host = await ctx.userClient("host");
    const creator = await ctx.userClient("creator");
    const first = await open(host.client);
    const listing = await insertListing(ctx.db, host.id);
    await creator.client.post("/api/applications", { listingId: listing.id, message: "First" });
    await first.waitFor((e) => e.some((x) => x.event === "application.created"));
    const lastSeen = first.of("application.created")[0]?.id;
    await first.close();

    // While the host is away: two more applications.
    const second = await insertListing(ctx.db, host.id);
    const third = await insertListing(ctx.db, host.id);
    await creator.client.post("/api/applications", { listingId: second.id, message: "Second" });
    await creator.client.post("/api/applications", { listingId: third.id, message: "Third" });

    const resumed = await open(host.client, "", { "last-event-id": String(lastSeen) });
    const replayed = resumed.of("application.created").map((e) => JSON.parse(e.data).listingId);
    expect(replayed).toEqual([second.id, third.id]);
    const ids = resumed.of("application.created").map((e) => Number(e.id));
    expect(ids[0]).toBeGreaterThan(Number(lastSeen));
    expect(ids[1]).toBeGreaterThan(ids[0] ?? 0);

    // A fresh stream (no id) starts from now: no replay.
    const fresh = await open(host.client);
    expect(fresh.of(...appEvents)).toEqual([]);
  });
});

/** Two hubs stand for two processes on PostgreSQL; the embedded PGlite serves one process, one hub. */
async function hubs(publisherDb = ctx.db) {
  const url = ctx.services.database.url;
  const a = createRealtimeHub({ db: publisherDb, listenUrl: url, logger: ctx.services.logger });
  const b = url ? createRealtimeHub({ db: ctx.db, listenUrl: url, logger: ctx.services.logger }) : a;
  await Promise.all([a.ready, b.ready]);
  return { a, b, close: () => Promise.all([a.close(), b.close()]) };
}

/** Waits for the fan-out to arrive. */
const until = (done: () => boolean) => waitFor(done, { timeout: 5000, what: "the fan-out" });

describe("fan-out", () => {
  it("reaches the subscriber of another hub over LISTEN/NOTIFY on PostgreSQL (its own hub on PGlite), that user only", async () => {
    const { a, b, close } = await hubs();
    const alice = await ctx.userClient("creator");
    const bob = await ctx.userClient("host");
    const heardByAlice: string[] = [];
    const heardByBob: string[] = [];
    b.subscribe(alice.id, (e) => heardByAlice.push(e.data.messageId ?? ""));
    b.subscribe(bob.id, (e) => heardByBob.push(e.data.messageId ?? ""));
    await a.publish({ userIds: [alice.id], type: "message.created", data: { conversationId: "c1", messageId: "m1" } });
    await until(() => heardByAlice.length > 0);
    expect(heardByAlice).toEqual(["m1"]);
    expect(heardByBob).toEqual([]);
    await close();
  });

  it("a stopping process sends every fan-out it started before its database closes (settled)", async () => {
    // On PostgreSQL the fan-out NOTIFY is sent after the answer (decisions 0051, 0053); on PGlite it is in process.
    const url = ctx.services.database.url;
    const database = url ? await openDatabase({ databaseUrl: url }) : null;
    const { a, b, close } = await hubs(database?.db);
    const carol = await ctx.userClient("creator");
    const heard: string[] = [];
    b.subscribe(carol.id, (e) => heard.push(e.data.messageId ?? ""));
    const sent = Array.from({ length: 20 }, (_, i) => `m${i}`);
    // At once, as many requests finishing together: their fan-outs queue for the next batch.
    await Promise.all(
      sent.map((messageId) =>
        a.publish({ userIds: [carol.id], type: "message.created", data: { conversationId: "c2", messageId } }),
      ),
    );
    // As main.ts stops: the fan-outs settle, then the database closes.
    await a.settled();
    await database?.close();
    await until(() => heard.length >= sent.length);
    expect(heard.sort()).toEqual([...sent].sort());
    await close();
  });

  it("hands a subscriber the events in the order they were stored, however fast they come (decision 0053)", async () => {
    const { a, b, close } = await hubs();
    const dave = await ctx.userClient("creator");
    const heard: string[] = [];
    b.subscribe(dave.id, (e) => heard.push(e.data.messageId ?? ""));
    const sent = Array.from({ length: 40 }, (_, i) => `m${i}`);
    // One after another, as one person's sends are: each stored before the next, fanned out in batches.
    for (const messageId of sent) {
      await a.publish({ userIds: [dave.id], type: "message.created", data: { conversationId: "c3", messageId } });
    }
    await a.settled();
    await until(() => heard.length >= sent.length);
    expect(heard).toEqual(sent);
    await close();
  });
});

describe("closing the realtime hub (a stopping process)", () => {
  it("ends the streams open at the close, and a stream opened after it at once", async () => {
    const hub = createRealtimeHub({ db: ctx.db, logger: ctx.services.logger });
    const ended: string[] = [];
    hub.subscribe(
      "before",
      () => undefined,
      () => ended.push("before"),
    );
    await hub.close();
    expect(ended).toEqual(["before"]);
    // A request still answered on a kept-alive connection: without this it would hold the process to its deadline.
    const unsubscribe = hub.subscribe(
      "after",
      () => undefined,
      () => ended.push("after"),
    );
    expect(ended).toEqual(["before", "after"]);
    expect(hub.connections()).toBe(0);
    unsubscribe();
  });
});
