import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../server/db/client.ts";
import { scratchPostgres } from "../../server/test/postgres.ts";
import { startServer } from "../../server/test/server-process.ts";
import { benchServerEnv, mixedWorkload, senders, signIn } from "./http.ts";
import { formatLoad, load } from "./load.ts";
import { processIds, readStat } from "./proc-cpu.ts";
import { chatAndStatusMix, extraListings, profileWriteMix } from "./writes.ts";

/**
 * Where a request's CPU goes: `npx tsx scripts/bench/profile-http.ts [health|session|mixed|<endpoint number>|writes|
 * write|chat-status]`, each optionally prefixed `uncached-` (READ_CACHE=off), starts one server with `--cpu-prof` on
 * a fresh PostgreSQL database (as `npm run bench -- http` does), runs that workload for 10 s, and prints the
 * statements (round trips) and CPU per request, then the functions with the most self time and the project's own
 * functions with the most total time. `writes` is issue 39's profile-edit cycle, `write` its PATCH alone,
 * `chat-status` the chat and application-status mix; BENCH_VACUUM=1 vacuums and analyzes the database first. A tool
 * for the HTTP budgets of issues 13 and 39, not a benchmark (the profiler itself costs ~10 %).
 */
type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

function summarise(profile: Profile, top = 30): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  for (const [i, id] of profile.samples.entries()) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  const label = (n: Node) => {
    const file = n.callFrame.url.replace(/^.*\/(node_modules\/)?/, "");
    return `${n.callFrame.functionName || "(anonymous)"} ${file}:${n.callFrame.lineNumber + 1}`;
  };
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  // Self time by where the code lives: a package, node's own modules, the project's files, or native work.
  const byPlace = new Map<string, number>();
  for (const [id, us] of self) {
    const url = byId.get(id)?.callFrame.url ?? "";
    const place = url.includes("node_modules/")
      ? (/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? "package")
      : url.startsWith("node:") || !url.includes("/")
        ? url
          ? "node"
          : `(native) ${byId.get(id)?.callFrame.functionName}`
        : "project";
    byPlace.set(place, (byPlace.get(place) ?? 0) + us);
  }
  const selfByLabel = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const [id, us] of self) {
    const node = byId.get(id);
    if (!node) continue;
    selfByLabel.set(label(node), (selfByLabel.get(label(node)) ?? 0) + us);
    // Each frame on the stack once (recursion counted once).
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at);
      if (!frame) break;
      if (!/\/(server|scripts)\//.test(frame.callFrame.url) || frame.callFrame.url.includes("node_modules")) continue;
      const name = label(frame);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + us);
    }
  }
  const pct = (us: number) => `${((us / total) * 100).toFixed(1).padStart(5)} %`;
  const rows = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => `  ${pct(us)}  ${name}`);
  return [
    `total sampled ${(total / 1e6).toFixed(1)} s`,
    "self time by place:",
    ...rows(byPlace).slice(0, 15),
    "self time:",
    ...rows(selfByLabel),
    "total time, project functions:",
    ...rows(inclusive),
  ].join("\n");
}

/** CPU time (in 1/100 s) used so far by each program name, from /proc (Linux). */
let serverPid = 0;
function cpuByProgram(): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (key: string, ticks: number) => totals.set(key, (totals.get(key) ?? 0) + ticks);
  for (const pid of processIds()) {
    try {
      const { name: program, userTicks, systemTicks } = readStat(`/proc/${pid}/stat`);
      const name = Number(pid) === serverPid ? "server" : program;
      add(name, userTicks + systemTicks);
      // The kernel's part (system time) apart: on loopback a socket write also runs the receiving side's TCP work.
      add(`${name} (kernel)`, systemTicks);
      if (Number(pid) === serverPid) {
        // The server's threads apart: its main thread, GC helpers, libuv's pool, the profiler.
        for (const task of readdirSync(`/proc/${pid}/task`)) {
          const thread = readStat(`/proc/${pid}/task/${task}/stat`);
          add(`server thread ${task === pid ? "main" : thread.name}`, thread.userTicks + thread.systemTicks);
        }
      }
    } catch {
      // the process ended meanwhile
    }
  }
  return totals;
}

const asked = process.argv[2] ?? "mixed";
const uncached = asked.startsWith("uncached-");
const which = asked.replace(/^uncached-/, "");
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const database = await scratchPostgres(serverUrl, "bench_profile");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "collabstay-profile-"));
const profDir = mkdtempSync(path.join(os.tmpdir(), "collabstay-cpuprof-"));
try {
  const countFile = path.join(profDir, "queries.txt");
  const server = await startServer(
    {
      ...benchServerEnv(database.url, dataDir),
      BENCH_QUERY_COUNT_FILE: countFile,
      ...(uncached ? { READ_CACHE: "off" } : {}),
    },
    90_000,
    ["--import", "./scripts/bench/count-queries.mjs", "--cpu-prof", `--cpu-prof-dir=${profDir}`],
  );
  serverPid = server.pid;
  const pairs = await senders(database.url);
  const statements = async () => {
    process.kill(server.pid, "SIGUSR2");
    for (let i = 0; i < 50; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      try {
        const n = Number(readFileSync(countFile, "utf8"));
        rmSync(countFile);
        return n;
      } catch {
        // not written yet
      }
    }
    return Number.NaN;
  };
  const cookies = await signIn(server);
  const mixed = await mixedWorkload(server, cookies, pairs);
  const database2 = await openDatabase({ databaseUrl: database.url });
  const extra = await extraListings(database2.db, pairs.slice(0, 64), [
    ...new Set(pairs.slice(0, 64).map((p) => p.hostId)),
  ])
    .then(async (made) => {
      // BENCH_VACUUM=1: the tables as autovacuum leaves them (statistics, GIN pending lists merged, visibility map),
      // as the listings and creators benchmarks do. The shared PostgreSQL runs with autovacuum off, so without it
      // every table is unanalyzed and every search filters all its rows (decision 0070, "the search's cost").
      if (process.env.BENCH_VACUUM === "1") await database2.db.execute(sql`vacuum analyze`);
      return made;
    })
    .finally(() => database2.close());
  const endpoints =
    which === "writes"
      ? profileWriteMix(server, pairs)
      : which === "write"
        ? profileWriteMix(server, pairs).slice(0, 1)
        : which === "chat-status"
          ? chatAndStatusMix(server, pairs, extra)
          : which === "health"
            ? [{ name: "GET /api/health", path: "/api/health" }]
            : which === "session"
              ? [
                  {
                    name: "GET /api/accounts/session",
                    path: "/api/accounts/session",
                    headers: { cookie: cookies.host },
                  },
                ]
              : which === "mixed"
                ? mixed
                : [mixed[Number(which)] ?? mixed[0]].filter((e) => e !== undefined);
  await load({ label: "warm-up", url: server.url, endpoints, connections: 32, seconds: 3 });
  const statementsBefore = await statements();
  const before = cpuByProgram();
  const figures = await load({ label: asked, url: server.url, endpoints, connections: 32, seconds: 10 });
  const after = cpuByProgram();
  const statementsAfter = await statements();
  console.log(formatLoad(figures));
  console.log(
    `statements (round trips) per request: ${((statementsAfter - statementsBefore) / (figures.rps * 10)).toFixed(2)} (node-postgres queries the server sent, all kinds)`,
  );
  const perRequest = (program: string) =>
    (((after.get(program) ?? 0) - (before.get(program) ?? 0)) * 10_000) / (figures.rps * 10);
  console.log(
    `CPU per request (µs): ${["postgres", "server", "node"].map((p) => `${p} ${Math.round(perRequest(p))} (kernel ${Math.round(perRequest(`${p} (kernel)`))})`).join(", ")} (node = this load generator)`,
  );
  const threads = [...after.keys()].filter((k) => k.startsWith("server thread "));
  console.log(
    `  server threads (µs per request): ${threads
      .map((k) => [k.slice("server thread ".length), Math.round(perRequest(k))] as const)
      .filter(([, us]) => us > 0)
      .sort((a, b) => b[1] - a[1])
      .map(([name, us]) => `${name} ${us}`)
      .join(", ")}`,
  );
  await server.stop("SIGINT");
  if (process.env.KEEP_PROFILE) rmSync(process.env.KEEP_PROFILE, { force: true });
  const file = readdirSync(profDir).find((f) => f.endsWith(".cpuprofile"));
  if (!file) throw new Error("no profile written");
  const text = readFileSync(path.join(profDir, file), "utf8");
  if (process.env.KEEP_PROFILE) writeFileSync(process.env.KEEP_PROFILE, text);
  console.log(summarise(JSON.parse(text) as Profile));
} finally {
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profDir, { recursive: true, force: true });
}
