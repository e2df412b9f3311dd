import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { accountMessages } from "@domain/accounts.ts";
import { afterAll, describe, expect, it } from "vitest";
import { pgliteDataDirFromTemplate } from "../test/harness.ts";
import { scratchPostgres } from "../test/postgres.ts";
import { browser, getFresh, type ServerProcess, startServer } from "../test/server-process.ts";

/**
 * SIGTERM on a real server process (server/main.ts): without a drain delay a request still arriving finishes, new
 * connections are refused at once, and the process exits 0 well within its 10 s deadline; with one, it answers
 * `/api/ready` 503 and every connection made during the delay, and an open event stream does not hold it to the
 * deadline. On the test engine (PGlite in a fresh data dir, or a fresh PostgreSQL database with TEST_DATABASE_URL).
 */
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startOnTestEngine(settings: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "collabstay-shutdown-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = { DATA_DIR: dataDir, DEMO_DATA: "off", LOG_LEVEL: "info", ...settings };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const database = await scratchPostgres(serverUrl, "shutdown");
    cleanups.push(database.drop);
    env.DATABASE_URL = database.url;
  } else {
    await pgliteDataDirFromTemplate(dataDir);
  }
  const server = await startServer(env);
  cleanups.push(async () => {
    await server.stop("SIGKILL");
  });
  return server;
}

/** Resolves with the error code of a new TCP connection (or "connected"). */
const connectOutcome = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

describe("graceful shutdown", () => {
  it("finishes a request in flight after SIGTERM, refuses new connections and exits 0", {
    timeout: 120_000,
  }, async () => {
    const server = await startOnTestEngine();
    const body = JSON.stringify({ role: "host", email: "nobody@example.test", password: "Wrong-Pass-2024!" });
    const agent = new http.Agent({ keepAlive: true });
    // Its own agent (one socket), so the slow request below cannot take the idle socket.
    const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        http
          .get(`${server.url}${path}`, { agent: idleAgent }, (res) => {
            res.resume();
            res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
          })
          .on("error", reject);
      });
    // A keep-alive connection that is idle when the stop begins: a request still sent on it is answered.
    expect((await get("/api/health")).status).toBe(200);
    // Another one that stays idle throughout: in normal operation the server keeps it for 65 s (longer than
    // clients keep theirs), but from the stop on it must not hold the process that long.
    const lingerAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
      http
        .get(`${server.url}/api/health`, { agent: lingerAgent }, (res) => {
          res.resume();
          res.on("end", () => resolve(String(res.headers["keep-alive"])));
        })
        .on("error", reject);
    });
    expect(keepAlive).toBe("timeout=65");
    let stoppedAt = 0;
    let newConnection = "";
    let onIdleSocket: { status: number; connection: string | undefined } | undefined;
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        `${server.url}/api/accounts/sign-in`,
        {
          method: "POST",
          agent,
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk: Buffer) => {
            text += chunk.toString();
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      // Half the body now, the rest only after the process was told to stop: the request is in flight.
      req.write(body.slice(0, 20));
      void pause(500).then(async () => {
        stoppedAt = Date.now();
        server.child.kill("SIGTERM");
        await pause(1500);
        newConnection = await connectOutcome(server.port);
        onIdleSocket = await get("/api/health");
        req.end(body.slice(20));
      });
    });

    const { status, text } = await answer;
    const answeredAt = Date.now();
    expect(newConnection).toBe("ECONNREFUSED");
    expect(onIdleSocket).toEqual({ status: 200, connection: "close" });
    expect(status).toBe(401);
    expect(JSON.parse(text).error.message).toBe(accountMessages.invalidCredentials);

    // The finished request's keep-alive socket does not hold the process until the deadline.
    const exit = await server.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - answeredAt).toBeLessThan(3_000);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    expect(server.output()).toContain("SIGTERM: not ready; taking new connections for 0 ms");
    agent.destroy();
    idleAgent.destroy();
    lingerAgent.destroy();
  });

  it("drains for SHUTDOWN_DELAY_MS: not ready, new connections answered, then exits at once despite an event stream", {
    timeout: 120_000,
  }, async () => {
    const delayMs = 2_000;
    const server = await startOnTestEngine({ SHUTDOWN_DELAY_MS: String(delayMs), EMAIL_CONFIRMATION: "off" });
    const person = browser().on(server);
    const account = { role: "creator", email: "drain@example.test", password: "Str0ng-Pass!" };
    expect((await person.post("/api/accounts/sign-up", { ...account, fullName: "Dana Drain" })).status).toBe(201);
    expect((await person.post("/api/accounts/sign-in", account)).status).toBe(200);
    expect((await getFresh(`${server.url}/api/ready`)).status).toBe(200);

    // A browser tab's event stream, open when the signal comes, on a connection the client would keep (as a
    // browser does) for as long as the server allows: read until it ends, noting when.
    const streamAgent = new http.Agent({ keepAlive: true });
    const { ended: streamEnded } = await new Promise<{ ended: Promise<number> }>((resolve, reject) => {
      http
        .get(
          `${server.url}/api/realtime`,
          { agent: streamAgent, headers: { cookie: person.cookieHeader() } },
          (res) => {
            expect(res.statusCode).toBe(200);
            let seen = "";
            const ended = new Promise<number>((done) => res.on("end", () => done(Date.now())));
            res.on("data", (chunk: Buffer) => {
              seen += chunk.toString();
              if (seen.includes("event: ready")) resolve({ ended });
            });
          },
        )
        .on("error", reject);
    });

    const stoppedAt = Date.now();
    server.child.kill("SIGTERM");
    await pause(300);
    const ready = await getFresh(`${server.url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.text).checks.shutdown).toMatchObject({ ok: false });
    // Connections a load balancer still sends while it notices: each on a new connection, ten at once, answered.
    for (const at of [500, 1_200]) {
      await pause(at - (Date.now() - stoppedAt));
      const answers = await Promise.all(Array.from({ length: 10 }, () => getFresh(`${server.url}/api/health`)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    }
    expect(Date.now() - stoppedAt).toBeLessThan(delayMs);

    // Then it stops listening, ends the stream (the browser reconnects elsewhere) and exits without waiting out
    // its deadline for the stream's connection.
    const exit = await server.exited;
    const exitedAt = Date.now();
    expect(exit).toEqual({ code: 0, signal: null });
    expect((await streamEnded) - stoppedAt).toBeGreaterThanOrEqual(delayMs - 100);
    expect(exitedAt - stoppedAt).toBeLessThan(delayMs + 4_000);
    expect(await connectOutcome(server.port)).toBe("ECONNREFUSED");
    expect(server.output()).toContain("SIGTERM: not ready");
    streamAgent.destroy();
  });
});
