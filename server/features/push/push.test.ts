import type { Application, ConversationSummary } from "@domain/applications.ts";
import { pushDevicesMax, pushMessages, tooManyDevices } from "@domain/push.ts";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../config.ts";
import { notifications, pushSubscriptions } from "../../db/schema/index.ts";
import { pushSendDeps } from "../../services.ts";
import { insertListing } from "../../test/creator-fixtures.ts";
import { createTestContext, type TestClient, type TestContext } from "../../test/harness.ts";
import { startPushPeer } from "../../test/push-peer.ts";
import { readSse } from "../../test/sse.ts";
import { waitFor } from "../../test/wait-for.ts";
import { pushQueue, workPush } from "./deliver.ts";
import { dispatchPendingPushes } from "./dispatch.ts";

let ctx: TestContext;
let peer: Awaited<ReturnType<typeof startPushPeer>>;
beforeAll(async () => {
  // The test setting: the push service of this test is on 127.0.0.1 over plain http.
  ctx = await createTestContext({ push: { ...testConfig().push, allowPrivate: true } });
  peer = await startPushPeer();
  // A silent push service fails the attempt after 1 s here (10 s in production), so the retry comes soon.
  await workPush(ctx.services.jobs, { ...pushSendDeps(ctx.services), timeoutMs: 1000 });
});
afterAll(async () => {
  await ctx?.close();
  await peer?.close();
});

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const subscribe = (client: TestClient, body: unknown) => client.post("/api/push/subscriptions", body);

async function conversationBetween() {
  const host = await ctx.userClient("host", "Sofia Host");
  const creator = await ctx.userClient("creator", "Cora Creator");
  const listing = await insertListing(ctx.db, host.id);
  const applied = await creator.client.post("/api/applications", { listingId: listing.id, message: "Hello there!" });
  const { application } = (await applied.json()) as { application: Application };
  const opened = await creator.client.post("/api/conversations", { applicationId: application.id });
  const { conversation } = (await opened.json()) as { conversation: ConversationSummary };
  return { host, creator, conversation };
}

const say = (client: TestClient, id: string, content: string) =>
  client.post(`/api/conversations/${id}/messages`, { content, clientKey: crypto.randomUUID() });

describe("web push", () => {
  it("sends a message as an encrypted push the device can read, and none while a tab shows that conversation", async () => {
    const { host, creator, conversation } = await conversationBetween();
    const phone = peer.device(`/ok/${creator.id}`);
    const res = await subscribe(creator.client, phone.subscription);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ device: { current: true }, message: pushMessages.turnedOn });
    const config = (await (await creator.client.get("/api/push")).json()) as { publicKey: string; devices: unknown[] };
    expect(config.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(config.devices).toHaveLength(1);

    expect((await say(host.client, conversation.id, "Check-in is from 3 pm, see you Friday!")).status).toBe(201);
    const [request] = await waitFor(() => peer.at(`/ok/${creator.id}`).length > 0 && peer.at(`/ok/${creator.id}`), {
      what: "the push to arrive",
    });
    if (!request) throw new Error("no push");
    expect(request.headers["content-encoding"]).toBe("aes128gcm");
    expect(request.headers.authorization).toMatch(/^vapid t=.+, k=/);
    expect(request.headers.ttl).toBe("900");
    expect(request.headers.urgency).toBe("high");
    expect(request.headers.topic).toBe(conversation.id.replaceAll("-", ""));
    // What the person sees on the lock screen, and where a tap takes them.
    expect(phone.read(request)).toEqual({
      title: "New message from Sofia Host",
      body: expect.stringContaining("Check-in is from 3 pm"),
      url: expect.stringContaining(conversation.id),
      tag: conversation.id,
    });

    // The creator's tab shows the conversation: the tab tells the server over its event stream, no push follows.
    const stream = readSse(await creator.client.get("/api/realtime"));
    await stream.waitFor((events) => events.some((e) => e.event === "ready"));
    const hello = JSON.parse(stream.events.find((e) => e.event === "hello")?.data ?? "{}") as { stream: string };
    const told = await creator.client.post("/api/realtime/viewing", {
      stream: hello.stream,
      conversationId: conversation.id,
    });
    expect(told.status).toBe(204);
    expect((await say(host.client, conversation.id, "One more thing: parking is free.")).status).toBe(201);
    await waitFor(() =>
      stream.events.some((e) => e.event === "message.created" && stream.of("message.created").length >= 1),
    );
    const pushState = async () =>
      (
        await ctx.db
          .select({ state: notifications.pushState })
          .from(notifications)
          .where(and(eq(notifications.userId, creator.id), eq(notifications.type, "message.received")))
      )[0]?.state;
    expect(await waitFor(async () => ((await pushState()) === "skipped" ? "skipped" : null))).toBe("skipped");
    expect(peer.at(`/ok/${creator.id}`)).toHaveLength(1);
    await stream.close();
  });

  it("keeps the per-type push choice apart from the e-mail one", async () => {
    const host = await ctx.userClient("host");
    const creator = await ctx.userClient("creator");
    expect((await subscribe(host.client, peer.device(`/ok/${host.id}/desk`).subscription)).status).toBe(201);
    const saved = await host.client.request("PUT", "/api/notifications/preferences", {
      types: [{ type: "application.created", push: false }],
    });
    expect(saved.status).toBe(200);
    const { preferences } = (await saved.json()) as {
      preferences: { types: { type: string; email: boolean; push: boolean }[] };
    };
    expect(preferences.types.find((t) => t.type === "application.created")).toMatchObject({ email: true, push: false });
    expect(preferences.types.find((t) => t.type === "message.received")).toMatchObject({ email: true, push: true });

    const listing = await insertListing(ctx.db, host.id);
    expect((await creator.client.post("/api/applications", { listingId: listing.id, message: "Hi!" })).status).toBe(
      201,
    );
    const [note] = await ctx.db
      .select({ push: notifications.pushState, mail: notifications.mailState })
      .from(notifications)
      .where(and(eq(notifications.userId, host.id), eq(notifications.type, "application.created")));
    expect(note).toEqual({ push: "none", mail: "pending" });
  });

  it("removes a subscription the push service says is gone (410), and takes a test notification", async () => {
    const person = await ctx.userClient("creator");
    const phone = peer.device(`/gone/${person.id}`);
    expect((await subscribe(person.client, phone.subscription)).status).toBe(201);
    const sent = await person.client.post("/api/push/test");
    expect(sent.status).toBe(202);
    await waitFor(() => peer.at(`/gone/${person.id}`)[0], { what: "the test push" });
    const request = peer.at(`/gone/${person.id}`)[0];
    if (!request) throw new Error("no push");
    expect(phone.read(request)).toMatchObject({ title: pushMessages.testTitle, body: pushMessages.testBody });
    await waitFor(
      async () =>
        (await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, person.id))).length === 0,
      { what: "the subscription to go" },
    );
    expect(await errorOf(await person.client.post("/api/push/test"))).toMatchObject({ message: pushMessages.noDevice });
  });

  it("retries a push service that never answers, while requests go on", async () => {
    const person = await ctx.userClient("host");
    expect((await subscribe(person.client, peer.device(`/hang/${person.id}`).subscription)).status).toBe(201);
    expect((await person.client.post("/api/push/test")).status).toBe(202);
    await waitFor(() => peer.at(`/hang/${person.id}`).length > 0, { what: "the first attempt" });
    // The push service holds the first attempt open: the API answers meanwhile.
    expect((await person.client.get("/api/push")).status).toBe(200);
    // The attempt fails after its time limit and the job is retried (backoff from 5 s).
    await waitFor(() => peer.at(`/hang/${person.id}`).length >= 2, { what: "the retry", timeout: 30_000 });
  });

  it("a dispatch that fails between its claim and its jobs leaves the push pending; the next one sends it", async () => {
    const person = await ctx.userClient("creator");
    const phone = peer.device(`/ok/${person.id}`);
    expect((await subscribe(person.client, phone.subscription)).status).toBe(201);
    // A notification waiting for its push, as notify() leaves it before the dispatch (nothing announced it here).
    const [row] = await ctx.db
      .insert(notifications)
      .values({
        userId: person.id,
        type: "application.accepted",
        title: "Your application was accepted",
        body: "Sunny Loft",
        link: "/applications",
        pushState: "pending",
      })
      .returning({ id: notifications.id });
    const stateOf = async () =>
      (
        await ctx.db
          .select()
          .from(notifications)
          .where(eq(notifications.id, row?.id as string))
      )[0]?.pushState;
    // The process "dies" after the claim, at the first job it queues: the database refuses that insert.
    await ctx.db.execute(
      sql.raw(`create function test_push_job_dies() returns trigger language plpgsql as $$
        begin if new.name = '${pushQueue.name}' then raise exception 'the process died here'; end if; return new; end $$`),
    );
    await ctx.db.execute(
      sql.raw(
        "create trigger test_push_job_dies before insert on pgboss.job for each row execute function test_push_job_dies()",
      ),
    );
    try {
      await expect(dispatchPendingPushes({ jobs: ctx.services.jobs })).rejects.toThrow(/the process died here/);
      expect(await stateOf()).toBe("pending");
    } finally {
      await ctx.db.execute(sql.raw("drop trigger test_push_job_dies on pgboss.job"));
      await ctx.db.execute(sql.raw("drop function test_push_job_dies()"));
    }
    expect(peer.at(`/ok/${person.id}`)).toHaveLength(0);
    // The next dispatch (any announced notification, or a process starting its workers) claims and sends it.
    ctx.services.push.pump.kick();
    await ctx.services.push.pump.settled();
    expect(await stateOf()).toBe("queued");
    const [request] = await waitFor(() => peer.at(`/ok/${person.id}`).length > 0 && peer.at(`/ok/${person.id}`), {
      what: "the push to arrive",
    });
    if (!request) throw new Error("no push");
    expect(phone.read(request)).toMatchObject({ title: "Your application was accepted", body: "Sunny Loft" });
  });

  it("refuses bad subscriptions with a clear 4xx and writes nothing", async () => {
    const a = await ctx.userClient("creator");
    const b = await ctx.userClient("creator");
    const good = peer.device(`/ok/${a.id}`).subscription;
    const cases: [unknown, number, string][] = [
      [{ ...good, keys: { ...good.keys, p256dh: "not-a-key" } }, 400, "keys.p256dh is not a push key"],
      [{ ...good, keys: { ...good.keys, auth: "AAAA" } }, 400, "keys.auth is not a push key"],
      [{ ...good, endpoint: "not a url" }, 400, "The push endpoint must be a URL"],
      [{ ...good, endpoint: `https://push.example/${"x".repeat(100_000)}` }, 400, "The push endpoint is too long"],
    ];
    for (const [body, status, message] of cases) {
      const res = await subscribe(a.client, body);
      expect(res.status).toBe(status);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
    expect(await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, a.id))).toHaveLength(0);

    // Another person's device: 404 like a missing one, and it stays.
    const saved = (await (await subscribe(b.client, peer.device(`/ok/${b.id}`).subscription)).json()) as {
      device: { id: string };
    };
    const other = await a.client.delete(`/api/push/subscriptions/${saved.device.id}`);
    expect(other.status).toBe(404);
    expect(await errorOf(other)).toMatchObject({ message: pushMessages.notFound });
    expect((await b.client.delete(`/api/push/subscriptions/${saved.device.id}`)).status).toBe(200);

    // A sane cap per account: the next device is refused until one is turned off.
    for (let i = 0; i < pushDevicesMax; i++)
      expect((await subscribe(a.client, peer.device(`/ok/${a.id}/${i}`).subscription)).status).toBe(201);
    const over = await subscribe(a.client, peer.device(`/ok/${a.id}/over`).subscription);
    expect(over.status).toBe(409);
    expect(await errorOf(over)).toMatchObject({ message: tooManyDevices });
  });

  it("removes this device's subscription on sign-out and all of them with the account", async () => {
    const person = await ctx.userClient("creator");
    const laptop = await ctx.userClient("creator");
    expect((await subscribe(person.client, peer.device(`/ok/${person.id}/phone`).subscription)).status).toBe(201);
    const rows = () => ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, person.id));
    expect(await rows()).toHaveLength(1);
    expect((await person.client.post("/api/accounts/sign-out")).status).toBe(204);
    expect(await rows()).toHaveLength(0);

    expect((await subscribe(laptop.client, peer.device(`/ok/${laptop.id}/a`).subscription)).status).toBe(201);
    expect((await subscribe(laptop.client, peer.device(`/ok/${laptop.id}/b`).subscription)).status).toBe(201);
    expect((await laptop.client.delete("/api/accounts/me")).status).toBe(204);
    expect(await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, laptop.id))).toHaveLength(
      0,
    );
  });
});

describe("push endpoints without the test setting", () => {
  let strict: TestContext;
  beforeAll(async () => {
    strict = await createTestContext();
  });
  afterAll(async () => strict?.close());

  it("refuses private, loopback and plain-http endpoints", async () => {
    const person = await strict.userClient("creator");
    const good = peer.device("/ok/strict").subscription;
    for (const [endpoint, message] of [
      [good.endpoint, pushMessages.httpsOnly],
      ["https://127.0.0.1/push", pushMessages.refusedAddress],
      ["https://localhost/push", pushMessages.refusedAddress],
      ["https://10.1.2.3/push", pushMessages.refusedAddress],
      ["https://169.254.169.254/latest", pushMessages.refusedAddress],
      ["https://[::1]/push", pushMessages.refusedAddress],
    ] as const) {
      const res = await person.client.post("/api/push/subscriptions", { ...good, endpoint });
      expect(res.status).toBe(422);
      expect(await errorOf(res)).toMatchObject({ message });
    }
    expect(await strict.db.select().from(pushSubscriptions)).toHaveLength(0);
  });
});
