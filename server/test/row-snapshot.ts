import { sql } from "drizzle-orm";
import type { TestContext } from "./harness.ts";

/** Every row of every table as a fingerprint (`md5` of the row's text), by table. */
export type RowSnapshot = { rows: Map<string, Set<string>> };

/** Counters that move on every request (throttle buckets) and Drizzle's own bookkeeping are no user data. */
const ignored = (table: string) => table === "rate_limits" || table === "auth_rate_limits" || table.startsWith("__");

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * One statement reads a fingerprint of every row in the public schema (the table list is read each time, so a
 * table a new migration adds is covered). The authorization matrix uses it to tell whether a call touched one of
 * A's objects: changed or removed one of its rows, or added a row that names it (a suspension, a review, a message
 * in its conversation). ~16 ms of CPU on PGlite at ~1,300 rows.
 */
export async function rowSnapshot(ctx: TestContext): Promise<RowSnapshot> {
  const { rows: tables } = await ctx.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = tables.map((row) => row.table_name).filter((name) => !ignored(name));
  const snapshot: RowSnapshot = { rows: new Map(names.map((name) => [name, new Set<string>()])) };
  if (!names.length) return snapshot;
  const union = names.map((name) => `select '${name}' as t, md5(r::text) as h from "${name}" r`).join(" union all ");
  const { rows } = await ctx.db.execute<{ t: string; h: string }>(sql.raw(union));
  for (const { t, h } of rows) snapshot.rows.get(t)?.add(h);
  return snapshot;
}

/** The tables where a row `now` has and `last` had not names one of `ids` (read as text, those rows only). */
async function tablesNaming(ctx: TestContext, last: RowSnapshot, now: RowSnapshot, ids: string[]): Promise<string[]> {
  const added: string[] = [];
  for (const [table, rows] of now.rows) {
    const had = last.rows.get(table);
    const fresh = [...rows].filter((row) => !had?.has(row));
    if (fresh.length)
      added.push(
        `select '${table}' as t, r::text as x from "${table}" r where md5(r::text) in (${fresh.map(literal).join(", ")})`,
      );
  }
  if (!added.length || !ids.length) return [];
  const { rows } = await ctx.db.execute<{ t: string; x: string }>(sql.raw(added.join(" union all ")));
  return [...new Set(rows.filter(({ x }) => ids.some((id) => x.includes(id))).map(({ t }) => t))];
}

/** The rows of `after` that `before` did not have (what a step in between added), by table. */
export function addedRows(before: RowSnapshot, after: RowSnapshot): Map<string, Set<string>> {
  const added = new Map<string, Set<string>>();
  for (const [table, rows] of after.rows) {
    const had = before.rows.get(table);
    added.set(table, new Set([...rows].filter((row) => !had?.has(row))));
  }
  return added;
}

/** The rows of `rows` that `now` still has (a row that changed is gone: its new version is another row). */
export function rowsStillIn(rows: Map<string, Set<string>>, now: RowSnapshot): Map<string, Set<string>> {
  const kept = new Map<string, Set<string>>();
  for (const [table, set] of rows) kept.set(table, new Set([...set].filter((row) => now.rows.get(table)?.has(row))));
  return kept;
}

/** Both sets of rows together. */
export function unionOf(a: Map<string, Set<string>>, b: Map<string, Set<string>>): Map<string, Set<string>> {
  const union = new Map(a);
  for (const [table, set] of b) union.set(table, new Set([...(a.get(table) ?? []), ...set]));
  return union;
}

/**
 * Why `now` says the watched objects were touched since `last`: tables where a row of `kept` is gone (changed or
 * deleted), and tables with a new row that names one of `ids`. Empty when nothing of them was touched.
 */
export async function touched(
  ctx: TestContext,
  kept: Map<string, Set<string>>,
  last: RowSnapshot,
  now: RowSnapshot,
  ids: string[],
): Promise<string[]> {
  const tables = new Set<string>();
  for (const [table, rows] of kept) {
    const present = now.rows.get(table);
    for (const row of rows) {
      if (!present?.has(row)) {
        tables.add(table);
        break;
      }
    }
  }
  for (const table of await tablesNaming(ctx, last, now, ids)) tables.add(table);
  return [...tables];
}
