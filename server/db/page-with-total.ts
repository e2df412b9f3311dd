import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "./client.ts";

/**
 * A page of rows and the total of all matches in one statement, so a paged list costs one round trip instead of
 * two (issue 13). The total's single row is joined to the page's rows, so a page past the end still brings the
 * total. `count` answers `n`; `page` is the page's own select (with its limit and offset); `order` orders the page
 * again over its output columns, as `p.<column>`.
 */
export async function pageWithTotal<R extends Record<string, unknown>>(
  db: Db | Tx,
  parts: { count: SQL; page: SQL; order: SQL },
): Promise<{ rows: R[]; total: number }> {
  const result = await db.execute<{ total: number; page_row: boolean | null } & R>(sql`
    select t.n as total, p.*
      from (${parts.count}) t
      left join lateral (select true as page_row, q.* from (${parts.page}) q) p on true
     order by ${parts.order}`);
  return {
    total: Number(result.rows[0]?.total ?? 0),
    rows: result.rows.filter((r) => r.page_row === true) as R[],
  };
}
