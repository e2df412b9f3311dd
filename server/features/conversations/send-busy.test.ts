import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { busyMessage } from "../../lib/busy-gate.ts";
import { appDepsOf } from "../../services.ts";
import { createWorld, type World } from "../../test/contract-world.ts";
import { createTestContext, TestClient, type TestContext } from "../../test/harness.ts";

/**
 * Overload is answered early and loses nothing (issue 39, decision 0070): a process already working on as many chat
 * sends as it may refuses the next one at once with 429 `server_busy` and `Retry-After`, having stored nothing; the
 * client's retry with the same key stores the message once, and the other party gets its event (live or replayed).
 * The refusing process is the same app with no room at all (CHAT_SENDS_IN_FLIGHT reached), so no timing is involved.
 */
let ctx: TestContext;
let world: World;
let busy: ReturnType<typeof createApp>;
let calm: ReturnType<typeof createApp>;

beforeAll(async () => {
  ctx = await createTestContext({ calendarFetchAllowPrivate: true });
  world = await createWorld(ctx);
  const { metrics: _shared, ...deps } = appDepsOf(ctx.services);
  busy = createApp({ ...deps, config: { ...deps.config, chatSendsInFlight: 0 }, webDir: null });
  calm = createApp({ ...deps, webDir: null });
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

const as = (app: ReturnType<typeof createApp>, person: keyof World["people"]) =>
  new TestClient(app, { cookie: world.people[person].client.cookieHeader() });

describe("chat sends past the server's capacity", () => {
  it("are refused at once with 429 and Retry-After, nothing stored; the retry with the same key is sent once and delivered", async () => {
    const { conversationId } = world.objects;
    const clientKey = randomUUID();
    const content = `Sent under load ${clientKey.slice(0, 8)}`;
    const path = `/api/conversations/${conversationId}/messages`;

    const refused = await as(busy, "creatorA").post(path, { content, clientKey });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("1");
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error).toMatchObject({ code: "server_busy", message: busyMessage });
    const stored = async () =>
      (
        await ctx.db.execute<{ n: number }>(
          sql`select count(*)::int as n from messages where client_key = ${clientKey}`,
        )
      ).rows[0]?.n;
    expect(await stored()).toBe(0);

    // The client sends it again after Retry-After with the same key: stored once, answered 201, then 200.
    const sent = await as(calm, "creatorA").post(path, { content, clientKey });
    expect(sent.status).toBe(201);
    const { message } = (await sent.json()) as { message: { id: string } };
    const again = await as(calm, "creatorA").post(path, { content, clientKey });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { message: { id: string } }).message.id).toBe(message.id);
    expect(await stored()).toBe(1);

    // The other party's thread shows it, and their event log (what a stream replays on resume) holds its event.
    const thread = (await (await as(calm, "hostA").get(`/api/conversations/${conversationId}`)).json()) as {
      messages: { id: string; content: string }[];
    };
    expect(thread.messages.filter((m) => m.id === message.id)).toEqual([expect.objectContaining({ content })]);
    const events = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from realtime_events
           where user_id = ${world.people.hostA.id} and type = 'message.created' and data ->> 'messageId' = ${message.id}`,
    );
    expect(events.rows[0]?.n).toBe(1);
  });
});
