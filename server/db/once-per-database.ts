import type { Db } from "./client.ts";

/**
 * A query built once per database instead of on every call: for the hottest reads, written with
 * `sql.placeholder(…)` and ended with `.prepare("collabstay_…")`. Building a Drizzle query walks every column and
 * condition (Drizzle's `is()` checks were a tenth of a signed-in request's JavaScript under load, issue 13); a
 * prepared one is built once and then only fills in its values. On PostgreSQL the name also makes node-postgres
 * prepare the statement once per pooled connection. Each name must belong to exactly one query.
 */
export function oncePerDatabase<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
