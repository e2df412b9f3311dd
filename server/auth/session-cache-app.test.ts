import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createAccount } from "../features/accounts/service.ts";
import { appDepsOf } from "../services.ts";
import { createTestContext, TestClient, type TestContext, testPassword, uniqueEmail } from "../test/harness.ts";
import { waitFor } from "../test/wait-for.ts";
import { authChannel, createSessionCache } from "./session-cache.ts";

/**
 * The app with a linked session cache (as main.ts makes it on PostgreSQL; decision 0045): what a person changes is
 * visible to their very next request on the same process, without waiting for any notification.
 */
let ctx: TestContext;
const cache = createSessionCache();
let person: TestClient;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  ctx = await createTestContext();
  cache.setLinked(true);
  // A second app on the same services: its own metrics registry (the first app registered the shared one).
  const { metrics: _shared, ...deps } = appDepsOf(ctx.services);
  app = createApp({ ...deps, webDir: null, sessionCache: cache });
  const email = uniqueEmail("cached");
  await createAccount(ctx.services.auth, ctx.db, {
    email,
    password: testPassword,
    fullName: "Cleo Cached",
    role: "creator",
    emailVerified: true,
  });
  person = new TestClient(app);
  expect((await person.post("/api/accounts/sign-in", { role: "creator", email, password: testPassword })).status).toBe(
    200,
  );
});
afterAll(async () => {
  await ctx.close();
});

const sessionUser = async () =>
  ((await (await person.get("/api/accounts/session")).json()) as { user: { fullName?: string } | null }).user;

describe("session cache in the app", () => {
  it("keeps the session cached after a chat send or read receipt, and forgets it after any other change", async () => {
    expect(await sessionUser()).not.toBeNull();
    expect(cache.size()).toBe(1);
    const unknown = "00000000-0000-4000-8000-000000000000";
    const send = await person.post(`/api/conversations/${unknown}/messages`, {
      content: "Hello",
      clientKey: "7d1f0a4e-2f7b-4c55-9a63-0d6c2b1f9e10",
    });
    expect(send.status).toBe(404);
    expect((await person.post(`/api/conversations/${unknown}/read`, {})).status).toBe(404);
    expect(cache.size()).toBe(1);
    // Any other change, even one refused, forgets the person's cached session (deny by default).
    expect((await person.patch("/api/profile", { fullName: "" })).status).toBe(400);
    expect(cache.size()).toBe(0);
    expect(await sessionUser()).not.toBeNull();
    expect(cache.size()).toBe(1);
  });

  it("serves the session from the cache, shows a name change at once and ends at sign-out", async () => {
    expect(await sessionUser()).not.toBeNull();
    expect(cache.size()).toBe(1);
    const before = JSON.stringify(await sessionUser());
    expect(before).toContain("Cleo Cached");

    expect((await person.patch("/api/profile", { fullName: "Cleo Renamed" })).status).toBe(200);
    expect(JSON.stringify(await sessionUser())).toContain("Cleo Renamed");

    // The old cookie, kept as a thief would keep it: the sign-out ends it although the cache held the session.
    const cookie = person.cookieHeader();
    expect(JSON.stringify(await sessionUser())).toContain("Cleo Renamed");
    expect(cache.size()).toBe(1);
    expect((await person.post("/api/accounts/sign-out")).status).toBe(204);
    const stale = await app.request("/api/accounts/session", { headers: { cookie } });
    expect(((await stale.json()) as { user: unknown }).user).toBeNull();
    expect((await app.request("/api/creators/me", { headers: { cookie } })).status).toBe(401);
  });

  // The other processes learn of a change from PostgreSQL (migration 0012's triggers); PGlite has one process.
  if (process.env.TEST_DATABASE_URL) {
    it("announces a change of a user's profile, role, account or sessions on collabstay_auth (postgres)", async () => {
      const listener = new pg.Client({ connectionString: ctx.services.database.url });
      await listener.connect();
      try {
        const heard: string[] = [];
        listener.on("notification", (message) => heard.push(`${message.channel}:${message.payload}`));
        await listener.query(`listen ${authChannel}`);
        // PostgreSQL delivers notifications in commit order: once a marker sent after a change has arrived, every
        // announcement of that change has arrived too, and nothing more is on its way.
        let markers = 0;
        const heardUpToNow = async () => {
          const marker = `${authChannel}:marker-${++markers}`;
          await listener.query("select pg_notify($1, $2)", [authChannel, `marker-${markers}`]);
          await waitFor(() => heard.includes(marker), { timeout: 10_000, what: marker });
          return heard.splice(0).filter((h) => h !== marker);
        };
        const { client, id } = await ctx.userClient("host", "Hugo Heard");
        await heardUpToNow();
        expect((await client.patch("/api/profile", { fullName: "Hugo Renamed" })).status).toBe(200);
        expect(await heardUpToNow()).toEqual([`${authChannel}:${id}`]);
        expect((await client.post("/api/accounts/sign-out")).status).toBe(204);
        expect(await heardUpToNow()).toContain(`${authChannel}:${id}`);
      } finally {
        await listener.end();
      }
    });
  }
});
