import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../../server/db/client.ts";
import { DEMO_CREATOR_EMAIL, DEMO_HOST_EMAIL, DEMO_PASSWORD } from "../../server/db/seed/demo-accounts.ts";
import { projectRoot } from "../../server/lib/paths.ts";
import { scratchPostgres } from "../../server/test/postgres.ts";
import { browser, freePort, type ServerProcess, startServer } from "../../server/test/server-process.ts";
import { benchSecret, chatPairs, type Pair } from "./chat-fixtures.ts";
import { type Endpoint, formatLoad, type LoadFigures, load, politeLoad } from "./load.ts";
import { chatAndStatusMix, extraListings, floorWriteMix, profileWriteMix } from "./writes.ts";

/**
 * The HTTP budgets of DESIGN.md §6 on loopback against a fresh PostgreSQL database, all in one run so the figures
 * share one machine state: the floor (a bare node:http + node-postgres `select 1` server), then the app as one
 * process and as two (WEB_CONCURRENCY=2): anonymous /api/health, the signed-in session read, and a mixed signed-in
 * workload; then a rolling restart (SIGTERM to one of the two workers mid-run) and a crash (kill -9) under load.
 */
const connections = 32;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startFloor(databaseUrl: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/bench/floor-server.ts"], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("floor ready") && resolve());
    child.on("exit", (code) => reject(new Error(`floor server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill("SIGTERM") };
}

/** Signs in the demo host and creator; returns the Cookie header of each. */
export async function signIn(server: ServerProcess) {
  const cookie = async (role: "host" | "creator", email: string) => {
    const person = browser();
    const res = await person.on(server).post("/api/accounts/sign-in", { role, email, password: DEMO_PASSWORD });
    if (res.status !== 200) throw new Error(`sign-in as ${email} failed: ${res.status}`);
    return person.on(server).cookieHeader();
  };
  return { host: await cookie("host", DEMO_HOST_EMAIL), creator: await cookie("creator", DEMO_CREATOR_EMAIL) };
}

/**
 * The mixed signed-in workload: listing discovery with search, a listing, creator discovery, own profile,
 * invitations, session, the inbox, both roles' application lists and sending a chat message.
 */
export async function mixedWorkload(
  server: ServerProcess,
  cookies: { host: string; creator: string },
  pairs: Pair[],
): Promise<Endpoint[]> {
  const host = { cookie: cookies.host };
  const creator = { cookie: cookies.creator };
  const page = (await (await fetch(`${server.url}/api/listings`, { headers: host })).json()) as {
    items: { id: string }[];
  };
  const listingId = page.items[0]?.id;
  if (!listingId) throw new Error("the demo data has no listing");
  return [
    { name: "GET /api/listings?q=coast (host)", path: "/api/listings?q=coast", headers: host },
    { name: "GET /api/listings/:id (creator)", path: `/api/listings/${listingId}`, headers: creator },
    { name: "GET /api/creators (host)", path: "/api/creators", headers: host },
    { name: "GET /api/creators/me (creator)", path: "/api/creators/me", headers: creator },
    { name: "GET /api/invitations (host)", path: "/api/invitations", headers: host },
    { name: "GET /api/accounts/session (creator)", path: "/api/accounts/session", headers: creator },
    { name: "GET /api/conversations (host inbox)", path: "/api/conversations", headers: host },
    { name: "GET /api/applications (host)", path: "/api/applications", headers: host },
    { name: "GET /api/applications (creator)", path: "/api/applications", headers: creator },
    sendMessage(server, pairs),
  ];
}

/**
 * A creator sends a message in their conversation (a fresh idempotency key each time). People send at most 30 a
 * minute (the rate limit), so the sends go round `pairs` (bench-made hosts and creators with live sessions): each
 * sender stays far below the limit while the server stores and fans out every message.
 */
function sendMessage(server: ServerProcess, pairs: Pair[]): Endpoint {
  let turn = 0;
  return {
    name: "POST /api/conversations/:id/messages",
    path: "/api/conversations/-/messages",
    next: () => {
      const pair = pairs[turn++ % pairs.length] as Pair;
      return {
        path: `/api/conversations/${pair.conversationId}/messages`,
        headers: { cookie: pair.creatorCookie, "content-type": "application/json", origin: server.url },
        body: JSON.stringify({ content: `Bench message ${turn}`, clientKey: randomUUID() }),
      };
    },
  };
}

type AppFigures = { health: LoadFigures; session: LoadFigures; mixed: LoadFigures; cacheHitShare: number | null };

const benchMetricsToken = "bench-metrics-token-0123456789";

/** The read cache's lookups so far (all workers), from /metrics. */
async function cacheLookups(server: ServerProcess): Promise<{ hit: number; miss: number }> {
  const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${benchMetricsToken}` } });
  const text = await res.text();
  const sum = (result: string) =>
    [...text.matchAll(new RegExp(`^read_cache_lookups_total\\{[^}]*result="${result}"[^}]*\\} (\\d+)`, "gm"))]
      .map((m) => Number(m[1]))
      .reduce((a, b) => a + b, 0);
  return { hit: sum("hit"), miss: sum("miss") };
}

async function appScenarios(label: string, server: ServerProcess, seconds: number, pairs: Pair[]): Promise<AppFigures> {
  const cookies = await signIn(server);
  const mixed = await mixedWorkload(server, cookies, pairs);
  // Warm up (JIT, pool connections, PostgreSQL caches) before anything is measured.
  await load({ label: "warm-up", url: server.url, endpoints: mixed, connections, seconds: 3 });
  const run = (name: string, endpoints: Endpoint[]) =>
    load({ label: `${label}: ${name}`, url: server.url, endpoints, connections, seconds });
  const health = await run("anonymous /api/health", [{ name: "GET /api/health", path: "/api/health" }]);
  console.log(formatLoad(health));
  const session = await run("signed-in /api/accounts/session", [
    { name: "GET /api/accounts/session", path: "/api/accounts/session", headers: { cookie: cookies.host } },
  ]);
  console.log(formatLoad(session));
  const before = await cacheLookups(server);
  const mixedFigures = await run(`mixed signed-in workload (${connections} connections)`, mixed);
  console.log(formatLoad(mixedFigures));
  const after = await cacheLookups(server);
  const looked = after.hit + after.miss - before.hit - before.miss;
  const cacheHitShare = looked > 0 ? (after.hit - before.hit) / looked : null;
  if (cacheHitShare !== null) {
    console.log(
      `  read cache: ${Math.round(cacheHitShare * 1000) / 10} % of ${looked} cacheable reads answered from it`,
    );
  }
  // BENCH_HTTP_SOLO=1: each endpoint of the mix on its own (3 s each), to see which ones cost the most.
  if (process.env.BENCH_HTTP_SOLO === "1") {
    for (const endpoint of mixed) {
      const solo = await load({
        label: `${label}: alone: ${endpoint.name}`,
        url: server.url,
        endpoints: [endpoint],
        connections,
        seconds: 3,
      });
      console.log(formatLoad(solo).split("\n")[0]);
    }
  }
  return { health, session, mixed: mixedFigures, cacheHitShare };
}

/** Worker pids as the primary's workers report ready (watched live: the kept output is only the log's tail). */
const workerSets = new WeakMap<ServerProcess, Set<number>>();
function watchWorkers(server: ServerProcess) {
  const pids = new Set([...server.output().matchAll(/worker (\d+), ready/g)].map((m) => Number(m[1])));
  let partial = "";
  server.child.stdout?.on("data", (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      const pid = /worker (\d+), ready/.exec(line)?.[1];
      if (pid) pids.add(Number(pid));
    }
  });
  workerSets.set(server, pids);
}
const workerPids = (server: ServerProcess) => [...(workerSets.get(server) ?? [])];

async function waitForWorkers(server: ServerProcess, count: number) {
  const until = Date.now() + 60_000;
  while (workerPids(server).length < count && Date.now() < until) await pause(200);
  if (workerPids(server).length < count) throw new Error(`only ${workerPids(server).length} workers started`);
}

/** Senders for the mixed workload's chat step, written into the server's (migrated) database. */
export async function senders(databaseUrl: string): Promise<Pair[]> {
  const database = await openDatabase({ databaseUrl });
  try {
    return await chatPairs(database.db, 1_000);
  } finally {
    await database.close();
  }
}

/** The app as the HTTP bench runs it: production mode, demo data, on the given database and data dir. */
export const benchServerEnv = (databaseUrl: string, dataDir: string) => ({
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  NODE_ENV: "production",
  // The bench-made senders' cookies are signed with it (chat-fixtures.ts).
  AUTH_SECRET: benchSecret,
  DEMO_DATA: "on",
  LOG_LEVEL: "info",
  // The bench reads the read cache's hit counts from /metrics.
  METRICS_TOKEN: benchMetricsToken,
  // Bench fixtures may create many listings, applications or conversations per account (decision 0061).
  ABUSE_LIMIT_FACTOR: "1000",
});

const ratio = (a: number, b: number) => (b === 0 ? 0 : Math.round((a / b) * 100) / 100);

/** The mixed workload with READ_CACHE=off (one process): every read goes to the database (decision 0051). */
async function uncachedReads(
  env: Record<string, string>,
  pairs: Pair[],
  seconds: number,
  servers: ServerProcess[],
): Promise<LoadFigures> {
  const uncachedServer = await startServer({ ...env, READ_CACHE: "off" });
  servers.push(uncachedServer);
  const uncachedMix = await mixedWorkload(uncachedServer, await signIn(uncachedServer), pairs);
  await load({ label: "warm-up", url: uncachedServer.url, endpoints: uncachedMix, connections, seconds: 3 });
  const uncached = await load({
    label: `one process, READ_CACHE=off: mixed signed-in workload (${connections} connections)`,
    url: uncachedServer.url,
    endpoints: uncachedMix,
    connections,
    seconds,
  });
  console.log(formatLoad(uncached));
  await uncachedServer.stop();
  return uncached;
}

type WriteFigures = { profile: LoadFigures; profileTwo: LoadFigures; chatStatus: LoadFigures };

/**
 * Issue 39's write-heavy mixes on the app: the profile-edit cycle (one PATCH in four requests, 64 people) on one
 * process and on two, and chat sends with application status changes (apply, reject, send, inbox, list).
 */
async function writeScenarios(
  env: Record<string, string>,
  databaseUrl: string,
  seconds: number,
  servers: ServerProcess[],
): Promise<{ writes: WriteFigures; pairs: Pair[] }> {
  // The first server migrates the fresh database and seeds the demo data; the bench's people come after. (A
  // generous start-up time: on a machine shared with other work the seed alone has taken over a minute.)
  const single = await startServer(env, 240_000);
  servers.push(single);
  const pairs = await senders(databaseUrl);
  const database = await openDatabase({ databaseUrl });
  const hostIds = [...new Set(pairs.slice(0, 64).map((p) => p.hostId))];
  const extra = await extraListings(database.db, pairs.slice(0, 64), hostIds).finally(() => database.close());
  const run = async (label: string, server: ServerProcess, endpoints: Endpoint[]) => {
    await load({ label: "warm-up", url: server.url, endpoints, connections, seconds: 3 });
    const figures = await load({ label, url: server.url, endpoints, connections, seconds });
    console.log(formatLoad(figures));
    return figures;
  };
  const profile = await run(
    "one process: write-heavy mix (PATCH /api/profile in four)",
    single,
    profileWriteMix(single, pairs),
  );
  const chatStatus = await run(
    "one process: chat sends and application status changes",
    single,
    chatAndStatusMix(single, pairs, extra),
  );
  await single.stop();
  const pair = await startServer({ ...env, WEB_CONCURRENCY: "2" }, 240_000);
  servers.push(pair);
  const profileTwo = await run("two processes: write-heavy mix", pair, profileWriteMix(pair, pairs));
  await pair.stop();
  return { writes: { profile, profileTwo, chatStatus }, pairs };
}

const writeRatios = (writes: WriteFigures, floorWrites: LoadFigures, floor: LoadFigures) => [
  `  write mix / write floor rate ${ratio(writes.profile.rps, floorWrites.rps)}, p99 ${ratio(writes.profile.p99, floorWrites.p99)}×, ${writes.profile.errors} errors  (aim ≥ 0.3, ≤ 4×, 0; two processes: rate ${ratio(writes.profileTwo.rps, floorWrites.rps)}, p99 ${ratio(writes.profileTwo.p99, floorWrites.p99)}×, ${writes.profileTwo.errors} errors)`,
  `  chat + status mix / write floor rate ${ratio(writes.chatStatus.rps, floorWrites.rps)}, p99 ${ratio(writes.chatStatus.p99, floorWrites.p99)}×, ${writes.chatStatus.errors} errors (read floor: rate ${ratio(writes.chatStatus.rps, floor.rps)})`,
];

export async function benchHttp(options: { databaseUrl: string; seconds?: number }): Promise<string> {
  const seconds = options.seconds ?? 10;
  const database = await scratchPostgres(options.databaseUrl, "bench_http");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "collabstay-bench-"));
  const env = benchServerEnv(database.url, dataDir);
  const servers: ServerProcess[] = [];
  try {
    console.log(`\nHTTP load (autocannon, loopback, ${connections} connections, ${seconds} s each, PostgreSQL)`);
    const floorServer = await startFloor(database.url);
    await load({
      label: "warm-up",
      url: floorServer.url,
      endpoints: [{ name: "/", path: "/" }],
      connections,
      seconds: 2,
    });
    const floor = await load({
      label: "floor: node:http + one node-postgres `select 1`",
      url: floorServer.url,
      endpoints: [{ name: "GET /", path: "/" }],
      connections,
      seconds,
    });
    console.log(formatLoad(floor));
    // Issue 39's write floor: one committed UPDATE in four requests, then reads of the same row.
    const floorWrites = await load({
      label: "write floor: node:http + node-postgres, PATCH (one UPDATE, committed) then three GETs of that row",
      url: floorServer.url,
      endpoints: floorWriteMix(),
      connections,
      seconds,
    });
    floorServer.stop();
    console.log(formatLoad(floorWrites));

    const { writes, pairs } = await writeScenarios(env, database.url, seconds, servers);
    if (process.env.BENCH_HTTP_PARTS === "writes") {
      const uncached = await uncachedReads(env, pairs, seconds, servers);
      return [
        "",
        "ratios (issue 39)",
        ...writeRatios(writes, floorWrites, floor),
        `  READ_CACHE=off mix / floor rate ${ratio(uncached.rps, floor.rps)}, p99 ${ratio(uncached.p99, floor.p99)}×  (aim ≥ 0.3)`,
      ].join("\n");
    }

    const single = await startServer(env);
    servers.push(single);
    const one = await appScenarios("one process", single, seconds, pairs);
    await single.stop();

    const uncached = await uncachedReads(env, pairs, seconds, servers);

    const pair = await startServer({ ...env, WEB_CONCURRENCY: "2" });
    servers.push(pair);
    watchWorkers(pair);
    await waitForWorkers(pair, 2);
    const two = await appScenarios("two processes (WEB_CONCURRENCY=2)", pair, seconds, pairs);

    // Rolling restart: one of the two workers gets SIGTERM halfway; the primary stops handing it connections, its
    // requests in flight finish, and a new worker takes its place.
    const cookies = await signIn(pair);
    const mixed = await mixedWorkload(pair, cookies, pairs);
    const restart = async (signal: NodeJS.Signals) => {
      await pause((seconds * 1000) / 2);
      const victim = workerPids(pair).at(-1);
      if (!victim) throw new Error("no worker to stop");
      process.kill(victim, signal);
    };
    const rolling = await load({
      label: "rolling restart: SIGTERM to one of two workers mid-run, mixed workload",
      url: pair.url,
      endpoints: mixed,
      connections,
      seconds,
      during: () => restart("SIGTERM"),
    });
    console.log(formatLoad(rolling));
    await waitForWorkers(pair, 3);
    const crash = await load({
      label: "crash: kill -9 of one of two workers mid-run, mixed workload",
      url: pair.url,
      endpoints: mixed,
      connections,
      seconds,
      during: () => restart("SIGKILL"),
    });
    console.log(formatLoad(crash));
    await waitForWorkers(pair, 4);
    const polite = await politeLoad({
      label: "rolling restart, client that honours Connection: close (Node keep-alive agent)",
      url: pair.url,
      endpoints: mixed,
      connections,
      seconds,
      during: () => restart("SIGTERM"),
    });
    const politeKinds = Object.entries(polite.lost).map(([kind, n]) => `${n} ${kind}`);
    console.log(
      `${polite.label}: ${polite.requests} requests, ${polite.errors} errors${politeKinds.length ? ` (no answer: ${politeKinds.join(", ")})` : ""}`,
    );
    await pair.stop();

    const lines = [
      "",
      "ratios (budgets from DESIGN.md §6)",
      `  mixed / floor rate           ${ratio(one.mixed.rps, floor.rps)}  (budget ≥ 0.15)`,
      `  mixed p99 / floor p99        ${ratio(one.mixed.p99, floor.p99)}  (budget ≤ 4)`,
      `  mixed errors                 ${one.mixed.errors}  (budget 0)`,
      `  read cache hits in the mix   ${one.cacheHitShare === null ? "–" : `${Math.round(one.cacheHitShare * 1000) / 10} %`}; READ_CACHE=off: rate ${ratio(uncached.rps, floor.rps)}, p99 ${ratio(uncached.p99, floor.p99)}×`,
      `  session / health rate        ${ratio(one.session.rps, one.health.rps)}  (budget ≥ 0.5)`,
      ...writeRatios(writes, floorWrites, floor),
      `  two / one process: health ${ratio(two.health.rps, one.health.rps)}, session ${ratio(two.session.rps, one.session.rps)}, mixed ${ratio(two.mixed.rps, one.mixed.rps)}`,
      `  rolling restart (autocannon): ${rolling.errors} errors of ${rolling.endpoints.reduce((n, e) => n + e.requests, 0) + rolling.errors} requests; with a client honouring Connection: close: ${polite.errors} of ${polite.requests}; crash (kill -9): ${crash.errors} errors`,
    ];
    return lines.join("\n");
  } finally {
    for (const server of servers) await server.stop("SIGKILL");
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
