import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createSessionCache } from "../auth/session-cache.ts";
import { appDepsOf } from "../services.ts";
import { createWorld, type World } from "../test/contract-world.ts";
import { createTestContext, TestClient, type TestContext } from "../test/harness.ts";
import { createReadCache, dataChannel, forgetTopic, noticeTopic } from "./read-cache.ts";

/**
 * The app with a linked read cache, as main.ts makes it on PostgreSQL (decision 0051), listening to migration
 * 0013's notifications as a process does: a person sees their own change on their very next request, and a change
 * made anywhere else (another process, a job, plain SQL) reaches every cached answer through PostgreSQL.
 */
let ctx: TestContext;
let world: World;
let app: ReturnType<typeof createApp>;
const cache = createReadCache();
let stopListening: () => Promise<void> = async () => {};
/** Every topic announced on `collabstay_data` so far (without a process's mark). */
const heard: string[] = [];

/** Hears `collabstay_data` as a process does: PGlite in process, PostgreSQL over its own LISTEN connection. */
async function listen(context: TestContext): Promise<() => Promise<void>> {
  const onTopic = (notice: string) => {
    heard.push(noticeTopic(notice).topic);
    forgetTopic(cache, notice);
  };
  const { pglite, url } = context.services.database;
  if (pglite) return pglite.listen(dataChannel, onTopic);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  client.on("notification", (message) => onTopic(message.payload ?? ""));
  await client.query(`listen ${dataChannel}`);
  return () => client.end();
}

/** A person of the contract world on this app (their session cookie works on any app over the same database). */
const on = (person: keyof World["people"]) =>
  new TestClient(app, { cookie: world.people[person].client.cookieHeader() });
/** How many reads this app answered from its cache so far. */
const hitCount = async () => Number((await (await app.request("/metrics")).text()).match(/result="hit"\} (\d+)/)?.[1]);
const text = async (res: Response) => {
  expect(res.status).toBe(200);
  return res.text();
};

beforeAll(async () => {
  ctx = await createTestContext({ calendarFetchAllowPrivate: true });
  world = await createWorld(ctx);
  const sessionCache = createSessionCache();
  sessionCache.setLinked(true);
  cache.setLinked(true);
  const { metrics: _shared, ...deps } = appDepsOf(ctx.services);
  app = createApp({ ...deps, webDir: null, sessionCache, readCache: cache });
  stopListening = await listen(ctx);
}, 120_000);
afterAll(async () => {
  await stopListening();
  await ctx.close();
});

describe("read cache in the app", () => {
  it("answers a repeated read from the cache, and shows the person's own change on their next request", async () => {
    const host = on("hostA");
    const detail = `/api/listings/${world.objects.listingId}`;
    const firstResponse = await host.get(detail);
    const first = await text(firstResponse);
    const cachedBefore = cache.size();
    expect(cachedBefore).toBeGreaterThan(0);
    const again = await host.get(detail);
    expect(await text(again)).toBe(first);
    // The same headers too (content type, cache and security headers, nothing doubled); its own request id.
    const headers = (res: Response) => [...res.headers].filter(([name]) => name !== "x-request-id");
    expect(headers(again)).toEqual(headers(firstResponse));
    expect(again.headers.get("x-request-id")).not.toBe(firstResponse.headers.get("x-request-id"));
    expect(cache.size()).toBe(cachedBefore);
    const metrics = await (await app.request("/metrics")).text();
    expect(metrics).toMatch(/^read_cache_lookups_total\{result="hit"\} [1-9]/m);
    expect(metrics).toMatch(/^read_cache_lookups_total\{result="miss"\} [1-9]/m);
    expect(metrics).toMatch(new RegExp(`^read_cache_entries ${cachedBefore}$`, "m"));

    const title = `Renamed Villa ${randomUUID().slice(0, 6)}`;
    expect((await host.patch(detail, { title })).status).toBe(200);
    expect(await text(await host.get(detail))).toContain(title);
    expect(await text(await on("creatorA").get("/api/listings"))).toContain(title);
  });

  it("never gives one person's kept answer to another", async () => {
    const mine = await text(await on("hostA").get("/api/applications"));
    expect(await text(await on("hostA").get("/api/applications"))).toBe(mine);
    const theirs = await text(await on("hostB").get("/api/applications"));
    expect(theirs).not.toBe(mine);
    expect(theirs).not.toContain(world.objects.applicationId);
    expect(mine).toContain(world.objects.applicationId);
    // The creator of that application gets their own answer (the same applications, from a read of their own).
    const lookups = async () => (await (await app.request("/metrics")).text()).match(/result="miss"\} (\d+)/)?.[1];
    const missesBefore = Number(await lookups());
    expect(await text(await on("creatorA").get("/api/applications"))).toContain(world.objects.applicationId);
    expect(Number(await lookups())).toBe(missesBefore + 1);
  });

  it("any other change, even a refused one, empties this process's cache (deny by default)", async () => {
    const host = on("hostA");
    await text(await host.get("/api/invitations"));
    expect(cache.size()).toBeGreaterThan(0);
    expect((await host.patch(`/api/listings/${world.objects.listingId}`, { title: "" })).status).toBe(400);
    expect(cache.size()).toBe(0);
  });

  it("a change made elsewhere (plain SQL, as another process would) reaches the cached answers", async () => {
    const creator = on("creatorB");
    const before = await text(await creator.get("/api/listings"));
    const title = `Changed Elsewhere ${randomUUID().slice(0, 6)}`;
    expect(before).not.toContain(title);
    await ctx.db.execute(sql`update listings set title = ${title} where id = ${world.objects.listingId}`);
    await expect.poll(async () => text(await creator.get("/api/listings")), { timeout: 5_000 }).toContain(title);
  });

  it("a chat send keeps other people's answers, shows in the sender's inbox at once and in the other's soon after", async () => {
    const host = on("hostA");
    const creator = on("creatorA");
    const other = on("hostB");
    await text(await host.get("/api/conversations"));
    await text(await creator.get("/api/conversations"));
    await text(await other.get("/api/creators"));
    const kept = cache.size();
    heard.length = 0;
    const content = `Cache check ${randomUUID().slice(0, 8)}`;
    const sent = await creator.post(`/api/conversations/${world.objects.conversationId}/messages`, {
      content,
      clientKey: randomUUID(),
    });
    expect(sent.status).toBe(201);
    expect(await text(await creator.get("/api/conversations"))).toContain(content);
    await expect.poll(async () => text(await host.get("/api/conversations")), { timeout: 5_000 }).toContain(content);
    // The send did not empty the cache: once both chats were announced, reading the two inboxes again restores
    // the count (only they were dropped).
    const chats = [`chat:${world.people.hostA.id}`, `chat:${world.people.creatorA.id}`];
    await expect.poll(() => chats.every((topic) => heard.includes(topic)), { timeout: 5_000 }).toBe(true);
    await text(await host.get("/api/conversations"));
    await text(await creator.get("/api/conversations"));
    expect(cache.size()).toBe(kept);
  });

  it("a read receipt announces both participants' chats after its commit, as a send does", async () => {
    const host = on("hostA");
    const creator = on("creatorA");
    const { conversationId } = world.objects;
    const sent = await host.post(`/api/conversations/${conversationId}/messages`, {
      content: `Unread ${randomUUID().slice(0, 8)}`,
      clientKey: randomUUID(),
    });
    expect(sent.status).toBe(201);
    const chats = [`chat:${world.people.hostA.id}`, `chat:${world.people.creatorA.id}`];
    await expect.poll(() => chats.every((topic) => heard.includes(topic)), { timeout: 5_000 }).toBe(true);
    heard.length = 0;
    const read = await creator.post(`/api/conversations/${conversationId}/read`, {});
    expect(((await read.json()) as { updated: number }).updated).toBeGreaterThan(0);
    await expect.poll(() => chats.every((topic) => heard.includes(topic)), { timeout: 5_000 }).toBe(true);
  });

  it("a profile edit keeps other people's own answers, shows at once to the editor, and is announced per row", async () => {
    const editor = on("creatorA");
    const other = on("creatorB");
    const lookups = async (result: "hit" | "miss") =>
      Number((await (await app.request("/metrics")).text()).match(new RegExp(`result="${result}"\\} (\\d+)`))?.[1]);
    await text(await editor.get("/api/creators/me"));
    await text(await editor.get("/api/profile"));
    const othersAnswer = await text(await other.get("/api/creators/me"));
    heard.length = 0;
    const bio = `Edited bio ${randomUUID().slice(0, 8)}`;
    expect((await editor.patch("/api/profile", { bio })).status).toBe(200);
    // The editor's own answers show it on the very next request (no waiting for the notification).
    expect(await text(await editor.get("/api/creators/me"))).toContain(bio);
    expect(await text(await editor.get("/api/profile"))).toContain(bio);
    // Announced after the commit: the tables and the editor's own rows.
    const topics = ["profiles", `profiles:${world.people.creatorA.id}`, `creator_profiles:${world.people.creatorA.id}`];
    await expect.poll(() => topics.every((topic) => heard.includes(topic)), { timeout: 5_000 }).toBe(true);
    // Another person's answer read only their own rows: it is still kept (a hit), and unchanged.
    const hits = await lookups("hit");
    expect(await text(await other.get("/api/creators/me"))).toBe(othersAnswer);
    expect(await lookups("hit")).toBe(hits + 1);
  });

  it("a profile edit's answer is kept as the editor's profile: the next read costs nothing and is what the database holds", async () => {
    const editor = on("hostB");
    const id = world.people.hostB.id;
    heard.length = 0;
    const location = `Faro ${randomUUID().slice(0, 6)}, Portugal`;
    const edited = await editor.patch("/api/profile", { location });
    const answer = JSON.parse(await text(edited)) as { profile: { location: string } };
    expect(answer.profile.location).toBe(location);
    // The edit's own notifications have come back to this process (marked: it forgot them itself already)…
    const topics = ["profiles", `profiles:${id}`];
    await expect.poll(() => topics.every((topic) => heard.includes(topic)), { timeout: 5_000 }).toBe(true);
    // …and the editor's next read is still the kept answer: a hit, the very body and headers the edit answered.
    const hits = await hitCount();
    const read = await editor.get("/api/profile");
    expect(await text(read)).toBe(JSON.stringify(answer));
    expect(await hitCount()).toBe(hits + 1);
    // What the database holds, read afresh, is the same profile.
    cache.clear();
    expect(JSON.parse(await text(await editor.get("/api/profile")))).toEqual(answer);
    const headers = (res: Response) => [...res.headers].filter(([name]) => name !== "x-request-id");
    expect(headers(read)).toEqual(headers(await editor.get("/api/profile")));
  });

  it("a profile edit keeps no answer when another change to the person's rows came while it was made", async () => {
    const editor = on("hostB");
    const id = world.people.hostB.id;
    await text(await editor.get("/api/accounts/session"));
    // The profile row is held, so the edit waits; meanwhile a change elsewhere is announced (as another process's).
    const { edit } = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from profiles where id = ${id} for update`);
      const pending = editor.patch("/api/profile", { bio: `Bio ${randomUUID().slice(0, 6)}` });
      await new Promise((resolve) => setTimeout(resolve, 200));
      forgetTopic(cache, `profiles:${id}`);
      return { edit: pending };
    });
    expect((await edit).status).toBe(200);
    const hits = await hitCount();
    await text(await editor.get("/api/profile"));
    expect(await hitCount()).toBe(hits);
  });

  it("a change to a person's own row made elsewhere reaches that person's kept answer", async () => {
    const creator = on("creatorB");
    await text(await creator.get("/api/creators/me"));
    const bio = `Bio changed elsewhere ${randomUUID().slice(0, 6)}`;
    await ctx.db.execute(sql`update profiles set bio = ${bio} where id = ${world.people.creatorB.id}`);
    await expect.poll(async () => text(await creator.get("/api/creators/me")), { timeout: 5_000 }).toContain(bio);
  });

  it("keeps a person's own profile until their own rows change, here or anywhere else", async () => {
    const person = on("creatorB");
    const id = world.people.creatorB.id;
    const first = await text(await person.get("/api/profile"));
    const hits = await hitCount();
    expect(await text(await person.get("/api/profile"))).toBe(first);
    expect(await hitCount()).toBe(hits + 1);
    // Their profile row changed elsewhere (another process, a job, plain SQL): their next answers show it.
    const phone = `+351 91${randomUUID().replace(/\D/g, "").slice(0, 7).padEnd(7, "0")}`;
    await ctx.db.execute(sql`update profiles set phone = ${phone} where id = ${id}`);
    await expect.poll(async () => text(await person.get("/api/profile")), { timeout: 5_000 }).toContain(phone);
    // Their e-mail (the users row) too.
    const [before] = (await ctx.db.execute<{ email: string }>(sql`select email from users where id = ${id}`)).rows;
    const email = `moved-${randomUUID().slice(0, 8)}@example.com`;
    await ctx.db.execute(sql`update users set email = ${email} where id = ${id}`);
    try {
      await expect.poll(async () => text(await person.get("/api/profile")), { timeout: 5_000 }).toContain(email);
    } finally {
      await ctx.db.execute(sql`update users set email = ${before?.email ?? ""} where id = ${id}`);
    }
  });

  it("an application and its rejection forget the answers read from applications only, and show at once to both", async () => {
    const creator = on("creatorB");
    const host = on("hostA");
    const listingId = randomUUID();
    await ctx.db.execute(sql`
      insert into listings (id, host_id, title, location, description, collaboration_details)
      values (${listingId}, ${world.people.hostA.id}, 'Cache test listing', 'Porto, Portugal', 'A listing.', 'Two nights.')`);
    await text(await host.get("/api/applications"));
    await text(await creator.get("/api/applications"));
    const mine = await text(await creator.get("/api/creators/me"));
    const applied = await creator.post("/api/applications", { listingId, message: "Cache test application" });
    expect(applied.status).toBe(201);
    const { application } = (await applied.json()) as { application: { id: string } };
    // Both parties' lists show it on their very next request: this process forgot what was read from applications.
    expect(await text(await host.get("/api/applications"))).toContain(application.id);
    expect(await text(await creator.get("/api/applications"))).toContain(application.id);
    // An answer read from other tables is kept (a hit), unchanged.
    const hits = await hitCount();
    expect(await text(await creator.get("/api/creators/me"))).toBe(mine);
    expect(await hitCount()).toBe(hits + 1);
    expect((await host.patch(`/api/applications/${application.id}`, { status: "rejected" })).status).toBe(200);
    const page = JSON.parse(await text(await creator.get("/api/applications"))) as {
      items: { id: string; status: string }[];
    };
    expect(page.items.find((item) => item.id === application.id)?.status).toBe("rejected");
  });

  it("a profile edit keeps the editor's session unless it changes the name, which shows on the next request", async () => {
    const editor = on("creatorA");
    const name = `Renamed Creator ${randomUUID().slice(0, 6)}`;
    expect((await editor.patch("/api/profile", { location: "Porto, Portugal" })).status).toBe(200);
    expect((await editor.patch("/api/profile", { fullName: name })).status).toBe(200);
    expect(await text(await editor.get("/api/accounts/session"))).toContain(name);
    expect(await text(await editor.get("/api/creators/me"))).toContain(name);
  });
});
