import { randomUUID } from "node:crypto";
import { accountMessages } from "@domain/accounts.ts";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CREATOR_EMAIL, DEMO_CREATOR_NAME, DEMO_HOST_EMAIL, DEMO_PASSWORD } from "../db/seed/demo-accounts.ts";
import { DEMO_OPERATOR_EMAIL } from "../db/seed/demo-operators.ts";
import { loginLimits } from "../features/accounts/login-throttle.ts";
import { type ProcessPair, startProcessPair } from "../test/process-pair.ts";
import { browser, getFresh, type ServerProcess, spawnServer } from "../test/server-process.ts";
import { startSmtpPeer } from "../test/smtp-peer.ts";
import { readSse } from "../test/sse.ts";
import { totpCode } from "../test/totp.ts";
import { waitFor } from "../test/wait-for.ts";

/**
 * Real server processes. Sharing state between processes means sharing PostgreSQL, so the cross-process checks
 * are defined only when TEST_DATABASE_URL names a PostgreSQL server (the PostgreSQL run of `npm test`); the PGlite
 * run checks that the embedded database refuses a multi-process start.
 */
describe("one process on the embedded database", () => {
  it("refuses WEB_CONCURRENCY=2 without DATABASE_URL, naming the setting", async () => {
    const server = await spawnServer({ WEB_CONCURRENCY: "2", PORT: "0", DATA_DIR: "/nonexistent-collabstay" });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.output()).toContain("WEB_CONCURRENCY: more than one worker process needs DATABASE_URL");
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  describe("two processes on one PostgreSQL database (postgres)", { timeout: 120_000 }, () => {
    let pair: ProcessPair;
    let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
    beforeAll(async () => {
      // Mail goes out through the job queue when SMTP is set: both processes work that queue.
      smtp = await startSmtpPeer();
      pair = await startProcessPair(serverUrl, { SMTP_URL: smtp.url });
    }, 180_000);
    afterAll(async () => {
      await pair?.close();
      await smtp?.close();
    });

    it("seeded the demo data once although both started together", () => {
      const logs = pair.a.output() + pair.b.output();
      expect(logs.match(/Demo data created/g)).toHaveLength(1);
    });

    it("a job queued on one process runs once although both processes work the queue (a reset mail)", async () => {
      const res = await browser().on(pair.a).post("/api/accounts/password-reset/request", { email: DEMO_HOST_EMAIL });
      expect(res.status).toBe(200);
      // Only the reset mail: the timers job may also mail the demo host reminders about the seeded data.
      const toHost = () =>
        smtp.received.filter(
          (m) => m.to.includes(DEMO_HOST_EMAIL) && m.raw.includes("Subject: Reset your CollabStay password"),
        );
      await expect.poll(() => toHost().length, { timeout: 20_000, interval: 100 }).toBe(1);
      // The job finished at its first fetch (pg-boss counts a second fetch in retry_count): nothing is left that
      // could deliver it again.
      const resetJobs = async () => {
        const admin = new pg.Client({ connectionString: pair.databaseUrl });
        await admin.connect();
        try {
          const { rows } = await admin.query<{ state: string; retry_count: number }>(
            `select state, retry_count from pgboss.job
              where name = 'mail' and data->>'to' = $1 and data->>'subject' = 'Reset your CollabStay password'`,
            [DEMO_HOST_EMAIL],
          );
          return rows;
        } finally {
          await admin.end();
        }
      };
      const [job] = await waitFor(
        async () => {
          const jobs = await resetJobs();
          return jobs.length > 0 && jobs.every((j) => j.state === "completed") && jobs;
        },
        { timeout: 20_000, what: "the reset mail's job to complete" },
      );
      expect(job).toMatchObject({ state: "completed", retry_count: 0 });
      expect(await resetJobs()).toHaveLength(1);
      expect(toHost()).toHaveLength(1);
    });

    it("a session made on one process works on the other, and signing out on it ends it on both", async () => {
      const host = browser();
      const signIn = await host
        .on(pair.a)
        .post("/api/accounts/sign-in", { role: "host", email: DEMO_HOST_EMAIL, password: DEMO_PASSWORD });
      expect(signIn.status).toBe(200);

      const onB = await host.on(pair.b).get("/api/accounts/session");
      expect(onB.status).toBe(200);
      expect(((await onB.json()) as { user: { email: string } | null }).user?.email).toBe(DEMO_HOST_EMAIL);
      expect((await host.on(pair.b).get("/api/creators/me")).status).not.toBe(401);

      // Process A now holds the session in its cache (decision 0045): the sign-out on B must still end it there.
      expect((await host.on(pair.a).get("/api/accounts/session")).status).toBe(200);
      const cookie = host.on(pair.a).cookieHeader();
      expect((await host.on(pair.b).post("/api/accounts/sign-out")).status).toBe(204);
      const stale = await fetch(`${pair.a.url}/api/accounts/session`, { headers: { cookie } });
      expect(((await stale.json()) as { user: unknown }).user).toBeNull();
    });

    it("a realtime event published on one process reaches a client of the other (a chat message), and so do changes to answers the other keeps in its read cache", async () => {
      // Before the sign-in limit test below, which throttles the demo creator's account for unknown browsers.
      const host = browser();
      const creator = browser();
      const credentials = { email: DEMO_HOST_EMAIL, password: DEMO_PASSWORD };
      expect((await host.on(pair.a).post("/api/accounts/sign-in", { role: "host", ...credentials })).status).toBe(200);
      expect(
        (
          await creator
            .on(pair.b)
            .post("/api/accounts/sign-in", { role: "creator", email: DEMO_CREATOR_EMAIL, password: DEMO_PASSWORD })
        ).status,
      ).toBe(200);
      const response = await fetch(`${pair.b.url}/api/realtime`, {
        headers: { cookie: creator.on(pair.b).cookieHeader(), accept: "text/event-stream" },
      });
      const stream = readSse(response);
      try {
        await stream.waitFor((events) => events.some((e) => e.event === "ready"), 10_000);
        const inbox = (await (await host.on(pair.a).get("/api/conversations")).json()) as {
          items: { id: string; other: { name: string } | null }[];
        };
        const withCreator = inbox.items.find((c) => c.other?.name === DEMO_CREATOR_NAME);
        expect(withCreator).toBeDefined();
        // B keeps the creator's inbox (decision 0051); the message sent on A must still show there.
        const creatorInbox = async () => (await creator.on(pair.b).get("/api/conversations")).text();
        expect(await creatorInbox()).not.toContain("Sent on A");
        expect(await creatorInbox()).not.toContain("Sent on A");
        const sent = await host
          .on(pair.a)
          .post(`/api/conversations/${withCreator?.id}/messages`, { content: "Sent on A", clientKey: randomUUID() });
        expect(sent.status).toBe(201);
        const { message } = (await sent.json()) as { message: { id: string } };
        await stream.waitFor(
          (events) => events.some((e) => e.event === "message.created" && JSON.parse(e.data).messageId === message.id),
          10_000,
        );
        await expect.poll(creatorInbox, { timeout: 5_000, interval: 50 }).toContain("Sent on A");

        // A listing the host renames on A, while B keeps its answer for the creator.
        const mine = (await (await host.on(pair.a).get("/api/listings/mine")).json()) as {
          listings: { id: string; status: string }[];
        };
        const listingId = mine.listings.find((listing) => listing.status === "active")?.id;
        expect(listingId).toBeDefined();
        const detailOnB = async () => (await creator.on(pair.b).get(`/api/listings/${listingId}`)).text();
        const title = `Renamed on A ${randomUUID().slice(0, 6)}`;
        expect(await detailOnB()).not.toContain(title);
        expect(await detailOnB()).not.toContain(title);
        expect((await host.on(pair.a).patch(`/api/listings/${listingId}`, { title })).status).toBe(200);
        await expect.poll(detailOnB, { timeout: 5_000, interval: 50 }).toContain(title);
      } finally {
        await stream.close();
      }
    });

    it("a sign-in limit counted on one process holds on the other", async () => {
      const guesser = browser();
      const guess = { role: "creator", email: DEMO_CREATOR_EMAIL, password: "Wrong-Pass-2024!" };
      for (let i = 0; i < loginLimits.perAccount; i++) {
        const res = await guesser.on(pair.a).post("/api/accounts/sign-in", guess);
        expect(res.status).toBe(401);
      }
      const refused = await guesser.on(pair.b).post("/api/accounts/sign-in", guess);
      expect(refused.status).toBe(429);
      const { message } = ((await refused.json()) as { error: { message: string } }).error;
      expect(message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
      expect(message).toBe(accountMessages.tooManyAttemptsWait(message.replace(/^.*wait (.+) and try.*$/, "$1")));
    });

    it("an operator on one process suspends a person signed in on the other: their next request is refused", async () => {
      // A seeded host no other check here signs in as (decision 0057).
      const personEmail = "youssef.amrani@demo.collabstay.test";
      const person = browser();
      const signIn = { role: "host", email: personEmail, password: DEMO_PASSWORD };
      expect((await person.on(pair.b).post("/api/accounts/sign-in", signIn)).status).toBe(200);
      // Read twice on b: the second answer comes from b's session cache.
      for (let i = 0; i < 2; i++) expect((await person.on(pair.b).get("/api/listings/mine")).status).toBe(200);
      const operator = browser();
      const opSignIn = { email: DEMO_OPERATOR_EMAIL, password: DEMO_PASSWORD };
      expect((await operator.on(pair.a).post("/api/operator/sign-in", opSignIn)).status).toBe(200);
      const setup = await operator.on(pair.a).post("/api/operator/two-factor/setup", { password: DEMO_PASSWORD });
      const { totpURI } = (await setup.json()) as { totpURI: string };
      const confirm = await operator
        .on(pair.a)
        .post("/api/operator/two-factor/confirm", { code: await totpCode(totpURI) });
      expect(confirm.status).toBe(200);
      const found = await operator.on(pair.a).get(`/api/operator/users?q=${encodeURIComponent(personEmail)}`);
      const [target] = ((await found.json()) as { users: { id: string }[] }).users;
      const suspended = await operator.on(pair.a).post(`/api/operator/users/${target?.id}/suspension`, {
        category: "spam",
        message: "Two-process suspension check.",
        code: await totpCode(totpURI, Date.now() + 30_000),
      });
      expect(suspended.status).toBe(200);
      await expect
        .poll(async () => (await person.on(pair.b).get("/api/listings/mine")).status, { timeout: 5_000, interval: 100 })
        .toBe(401);
    });

    describe("WEB_CONCURRENCY=2: one more process on the same database, with two workers on one port", () => {
      let primary: ServerProcess;
      beforeAll(async () => {
        primary = await pair.startAnother({ WEB_CONCURRENCY: "2" });
        await waitFor(() => new Set(workerPids()).size >= 2, { timeout: 60_000, interval: 250, what: "two workers" });
      }, 120_000);

      const workerPids = () => [...primary.output().matchAll(/worker (\d+), ready/g)].map((m) => Number(m[1]));

      it("serves from two workers and /metrics adds up both", async () => {
        expect(new Set(workerPids()).size).toBe(2);
        for (let i = 0; i < 6; i++)
          expect((await getFresh(`${primary.url}/api/listings/${randomUUID()}`)).status).toBe(401);
        const text = await (await getFresh(`${primary.url}/metrics`)).text;
        expect(text).toContain('http_requests_total{method="GET",route="/api/listings/:id",status="401"} 6');
        expect(new Set([...text.matchAll(/^nodejs_heap_used_bytes\{worker="(\d+)"\}/gm)].map((m) => m[1])).size).toBe(
          2,
        );
      });

      it("replaces a worker that was killed while the other keeps serving", async () => {
        const [victim] = workerPids();
        process.kill(victim as number, "SIGKILL");
        // A connection handed to the victim in the instant before the primary saw it die is lost with it (like
        // its requests in flight); from then on every connection goes to the living worker.
        await expect
          .poll(() => primary.output().includes(`Worker ${victim} stopped (SIGKILL); starting another.`), {
            timeout: 10_000,
            interval: 20,
          })
          .toBe(true);
        for (let i = 0; i < 5; i++) expect((await getFresh(`${primary.url}/api/health`)).status).toBe(200);
        await expect.poll(() => new Set(workerPids()).size, { timeout: 30_000, interval: 250 }).toBe(3);
        for (let i = 0; i < 5; i++) expect((await getFresh(`${primary.url}/api/health`)).status).toBe(200);
      });

      it("passes SIGTERM on to the workers and exits 0 once they stopped", async () => {
        const exit = await primary.stop("SIGTERM");
        expect(exit).toEqual({ code: 0, signal: null });
        expect(primary.output()).toContain("All workers stopped.");
        // Each worker drains for the default delay of several workers (SHUTDOWN_DELAY_MS) before it stops.
        expect(primary.output().match(/SIGTERM: not ready; taking new connections for 5000 ms/g)).toHaveLength(2);
      });
    });

    describe("faults", () => {
      it("a request caught by terminated PostgreSQL backends answers 503 with a clear message, and the next ones succeed", async () => {
        const host = browser();
        expect(
          (
            await host
              .on(pair.b)
              .post("/api/accounts/sign-in", { role: "host", email: DEMO_HOST_EMAIL, password: DEMO_PASSWORD })
          ).status,
        ).toBe(200);
        const admin = new pg.Client({ connectionString: pair.databaseUrl });
        await admin.connect();
        try {
          // Hold the sessions table so the next signed-in request is still waiting in PostgreSQL when its backend dies.
          await admin.query("begin");
          await admin.query("lock table sessions in access exclusive mode");
          const caught = host.on(pair.b).get("/api/accounts/session");
          await expect
            .poll(
              async () =>
                (
                  await admin.query(
                    "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
                  )
                ).rows[0].n,
              { timeout: 10_000, interval: 50 },
            )
            .toBeGreaterThan(0);
          await admin.query(
            "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
          );
          const res = await caught;
          expect(res.status).toBe(503);
          expect(res.headers.get("retry-after")).toBe("1");
          const body = (await res.json()) as { error: { code: string; message: string; requestId: string } };
          expect(body.error.code).toBe("database_unavailable");
          expect(body.error.message).toBe(
            "The service is briefly unavailable. Nothing was changed; please try again in a moment.",
          );
          expect(body.error.requestId).toBe(res.headers.get("x-request-id"));
          await admin.query("rollback");
        } finally {
          await admin.end();
        }
        // Same processes, no restart: the pools open new connections on demand.
        for (const server of [pair.b, pair.a]) {
          const again = await host.on(server).get("/api/accounts/session");
          expect(again.status).toBe(200);
          expect(((await again.json()) as { user: { email: string } }).user.email).toBe(DEMO_HOST_EMAIL);
          expect((await host.on(server).get("/api/health")).status).toBe(200);
        }
      });

      it("kill -9 of one process leaves the other serving the same users; their realtime streams resume on it", async () => {
        // The creator's account is throttled for unknown browsers by the sign-in limit test above: the host signs in.
        const host = browser();
        const signIn = await host
          .on(pair.a)
          .post("/api/accounts/sign-in", { role: "host", email: DEMO_HOST_EMAIL, password: DEMO_PASSWORD });
        expect(signIn.status).toBe(200);
        // The host's realtime stream is on A, and has seen everything up to `seen`.
        const onA = await fetch(`${pair.a.url}/api/realtime`, { headers: { cookie: host.on(pair.a).cookieHeader() } });
        const streamA = readSse(onA);
        await streamA.waitFor((events) => events.some((e) => e.event === "ready"), 10_000);
        const seen = (JSON.parse(streamA.of("ready")[0]?.data ?? "{}") as { lastEventId: number }).lastEventId;
        expect(await pair.a.stop("SIGKILL")).toEqual({ code: null, signal: "SIGKILL" });
        await expect(streamA.waitFor(() => false, 10_000)).rejects.toThrow(/stream ended/);

        // While the host is disconnected, a message is sent on B; reconnecting to B after `seen` replays it.
        const inbox = (await (await host.on(pair.b).get("/api/conversations")).json()) as { items: { id: string }[] };
        const conversationId = inbox.items[0]?.id;
        const sent = await host.on(pair.b).post(`/api/conversations/${conversationId}/messages`, {
          content: "While you were away",
          clientKey: randomUUID(),
        });
        expect(sent.status).toBe(201);
        const { message } = (await sent.json()) as { message: { id: string } };
        const onB = await fetch(`${pair.b.url}/api/realtime?after=${seen}`, {
          headers: { cookie: host.on(pair.b).cookieHeader() },
        });
        const streamB = readSse(onB);
        try {
          await streamB.waitFor(
            (events) =>
              events.some((e) => e.event === "message.created" && JSON.parse(e.data).messageId === message.id),
            10_000,
          );
        } finally {
          await streamB.close();
        }
        for (let i = 0; i < 5; i++) {
          const res = await host.on(pair.b).get("/api/accounts/session");
          expect(res.status).toBe(200);
          expect(((await res.json()) as { user: { email: string } }).user.email).toBe(DEMO_HOST_EMAIL);
        }
        expect((await host.on(pair.b).get("/api/invitations")).status).toBe(200);
      });
    });
  });
}
