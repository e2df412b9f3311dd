import pg from "pg";
import { benchCreators } from "./creators.ts";
import { benchListings } from "./listings.ts";

/**
 * `npm run bench`: the discovery benchmarks of DESIGN.md §6 on a PostgreSQL server (each makes and
 * drops its own database). BENCH_DATABASE_URL picks the server; default the local one.
 */
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const probe = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
try {
  await probe.connect();
} catch {
  console.error(`No PostgreSQL server at ${new URL(serverUrl).host}: set BENCH_DATABASE_URL.`);
  process.exit(1);
} finally {
  await probe.end().catch(() => {});
}

const only = process.argv[2];
if (!only || only === "listings") console.log(await benchListings({ databaseUrl: serverUrl }));
if (!only || only === "creators") console.log(await benchCreators({ databaseUrl: serverUrl }));
