// Loaded into a bench server with `--import` (scripts/bench/profile-http.ts): counts the statements the process
// sends to PostgreSQL (node-postgres Client#query calls: one round trip each, node-postgres does not pipeline) and
// writes the count so far to BENCH_QUERY_COUNT_FILE on SIGUSR2. pg_stat_statements would count them on the database's
// side, but it needs shared_preload_libraries (a restart of the shared PostgreSQL server), which a bench must not do.
import { writeFileSync } from "node:fs";
import pg from "pg";

let count = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(...args) {
  count++;
  return query.apply(this, args);
};
process.on("SIGUSR2", () => {
  if (process.env.BENCH_QUERY_COUNT_FILE) writeFileSync(process.env.BENCH_QUERY_COUNT_FILE, String(count));
});
