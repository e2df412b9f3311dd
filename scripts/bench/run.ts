import pg from "pg";
import { benchApplications } from "./applications.ts";
import { benchBackup } from "./backup.ts";
import { benchChat } from "./chat.ts";
import { benchCreators } from "./creators.ts";
import { benchExports } from "./exports.ts";
import { benchHttp } from "./http.ts";
import { benchLighthouse } from "./lighthouse.ts";
import { benchListings } from "./listings.ts";
import { benchOperators } from "./operators.ts";
import { benchUploads } from "./uploads.ts";

/**
 * `npm run bench [-- http|listings|creators|applications|operators|chat|lighthouse|uploads|backup|exports]`: the budgets of DESIGN.md §6 that need a
 * benchmark. The discovery benchmarks run on a PostgreSQL server (each makes and drops its own
 * database; BENCH_DATABASE_URL picks the server, default the local one); Lighthouse runs against a
 * fresh server on its embedded database, so it needs no PostgreSQL; so do `uploads` (scripts/bench/uploads.ts), `backup` (scripts/bench/backup.ts) and `exports` (scripts/bench/exports.ts). `http` is the load benchmark (scripts/bench/http.ts).
 */
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const only = process.argv[2];
const runs = (name: string) => !only || only === name;

async function requirePostgres(): Promise<void> {
  const probe = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await probe.connect();
  } catch {
    console.error(`No PostgreSQL server at ${new URL(serverUrl).host}: set BENCH_DATABASE_URL.`);
    process.exit(1);
  } finally {
    await probe.end().catch(() => {});
  }
}

if (["http", "listings", "creators", "applications", "operators", "chat"].some(runs)) await requirePostgres();
if (runs("http")) console.log(await benchHttp({ databaseUrl: serverUrl }));
if (runs("listings")) console.log(await benchListings({ databaseUrl: serverUrl }));
if (runs("creators")) console.log(await benchCreators({ databaseUrl: serverUrl }));
if (runs("applications")) console.log(await benchApplications({ databaseUrl: serverUrl }));
if (runs("operators")) console.log(await benchOperators({ databaseUrl: serverUrl }));
if (runs("chat")) console.log(await benchChat({ databaseUrl: serverUrl }));
if (runs("lighthouse")) console.log(await benchLighthouse());
if (runs("uploads")) console.log(await benchUploads());
if (runs("backup")) console.log(await benchBackup());
if (runs("exports")) console.log(await benchExports());
