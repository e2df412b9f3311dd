import type { SQL } from "drizzle-orm";
import { NodePgSession } from "drizzle-orm/node-postgres";
import { PgDialect } from "drizzle-orm/pg-core";
import type { QueryResult, QueryResultRow } from "pg";
import { statementName } from "./auto-prepare.ts";
import type { Db, Tx } from "./client.ts";

const dialect = new PgDialect();
/** Statement text → its name; the texts come from code, so this stays as small as the set of hot statements. */
const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = statementName(text);
    names.set(text, name);
  }
  return name;
}

/**
 * `db.execute` for the statements on the hottest paths (a chat send, the realtime publish). On PostgreSQL the
 * statement is sent as a named prepared statement, named after its text: node-postgres prepares it once per pooled
 * connection and PostgreSQL parses and plans it once instead of on every call — for the send path's common-table
 * expressions that planning was more than half of the database's time per message (decision 0019). The result is
 * exactly `db.execute`'s (same type parsers). On PGlite it is `db.execute`.
 *
 * Only for statements whose text is fixed by the code (values as parameters, never inlined), so the number of
 * prepared statements per connection stays small; and none may answer `select *` of a table, whose result type a
 * later migration could change under a cached plan.
 */
export async function executePrepared<T extends QueryResultRow>(db: Db | Tx, query: SQL): Promise<QueryResult<T>> {
  const session = db._.session;
  if (!(session instanceof NodePgSession)) return (await db.execute<T>(query)) as QueryResult<T>;
  const built = dialect.sqlToQuery(query);
  const prepared = session.prepareQuery(built, undefined, nameOf(built.sql), false);
  return (await prepared.execute()) as QueryResult<T>;
}
