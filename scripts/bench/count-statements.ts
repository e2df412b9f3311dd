import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../../server/db/client.ts";
import { scratchPostgres } from "../../server/test/postgres.ts";
import { startServer } from "../../server/test/server-process.ts";
import { benchServerEnv, mixedWorkload, senders, signIn } from "./http.ts";
import type { Endpoint } from "./load.ts";
import { chatAndStatusMix, extraListings, profileWriteMix } from "./writes.ts";

/**
 * What each endpoint of the mixed HTTP workload (or, given `writes` or `chat-status`, of issue 39's write mixes) sends
 * to PostgreSQL: `npx tsx scripts/bench/count-statements.ts [mixed|writes|chat-status]`
 * starts one server on a fresh database (as `npm run bench -- http` does), warms every endpoint up, then turns on
 * PostgreSQL's statement log (log_min_duration_statement = 0, reset afterwards) and sends each endpoint once,
 * printing the statements PostgreSQL saw for it. A tool for the round trips per request of issue 13 (on this kind
 * of machine each round trip costs two process wake-ups, the largest single cost of a request). Needs to run as a
 * user that may read the server's log (`BENCH_PG_LOG`, default Debian's PostgreSQL 15 log).
 */
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const logFile = process.env.BENCH_PG_LOG ?? "/var/log/postgresql/postgresql-15-main.log";
const database = await scratchPostgres(serverUrl, "bench_count");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "collabstay-count-"));
const admin = new pg.Client({ connectionString: serverUrl });
try {
  const server = await startServer(benchServerEnv(database.url, dataDir), 90_000);
  const cookies = await signIn(server);
  const pairs = await senders(database.url);
  const which = process.argv[2] ?? "mixed";
  const listingsDb = await openDatabase({ databaseUrl: database.url });
  const extra = await extraListings(listingsDb.db, pairs.slice(0, 64), [
    ...new Set(pairs.slice(0, 64).map((p) => p.hostId)),
  ]).finally(() => listingsDb.close());
  const mixed =
    which === "writes"
      ? profileWriteMix(server, pairs)
      : which === "chat-status"
        ? chatAndStatusMix(server, pairs, extra)
        : await mixedWorkload(server, cookies, pairs);
  // One context per cycle, as a load connection keeps it: a write mix's later steps act for the same person.
  let context: Record<string, unknown> = {};
  const send = async (e: Endpoint) => {
    if (e === mixed[0]) context = {};
    const made = e.next?.(context);
    const res = await fetch(`${server.url}${made?.path ?? e.path}`, {
      method: made ? (made.method ?? "POST") : "GET",
      headers: made?.headers ?? e.headers ?? {},
      body: made?.body,
    });
    // Told the answer as a load connection tells it (the reject step needs the application the apply step made).
    e.onResponse?.(res.status, await res.text(), context);
    return res.status;
  };
  // Named statements are prepared from their second use on (decision 0044): warm up past that.
  for (const e of mixed) for (let i = 0; i < 3; i++) await send(e);
  await admin.connect();
  const from = statSync(logFile).size;
  await admin.query("alter system set log_min_duration_statement = 0");
  await admin.query("select pg_reload_conf()");
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const e of mixed) {
    const name = e.name.replace(/'/g, "");
    await admin.query(`select 'MARK ${name}'`);
    const status = await send(e);
    await admin.query(`select 'MARK ${name}: answered ${status}'`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await admin.query("alter system reset log_min_duration_statement");
  await admin.query("select pg_reload_conf()");
  const log = readFileSync(logFile).subarray(from).toString();
  for (const line of log.split("\n")) {
    const marked = /statement: select 'MARK (.*)'/.exec(line);
    const answered = marked && /^(.*): answered (\d+)$/.exec(marked[1] ?? "");
    if (answered) console.log(`  -- answered ${answered[2]}; below: what ran after the answer was read`);
    else if (marked) console.log(`\n${marked[1]}`);
    else {
      const seen = /duration: ([\d.]+ ms) +(.*)/.exec(line);
      if (seen && !seen[2]?.includes("log_min_duration") && !seen[2]?.includes("pg_reload_conf"))
        console.log(`  ${seen[1]}  ${seen[2]?.slice(0, 110)}`);
    }
  }
  await server.stop("SIGINT");
} finally {
  await admin.query("alter system reset log_min_duration_statement").catch(() => undefined);
  await admin.query("select pg_reload_conf()").catch(() => undefined);
  await admin.end().catch(() => undefined);
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
