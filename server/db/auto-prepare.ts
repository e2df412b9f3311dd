import { createHash } from "node:crypto";
import pg from "pg";

/**
 * A node-postgres client that sends every repeated parameterised statement as a named prepared statement, named
 * after its text (decision 0044). PostgreSQL then parses and analyses each statement once per connection instead of
 * on every call: under the mixed HTTP load that work was most of the database's time per request, and the app's
 * statements are few and fixed by the code (Drizzle writes values as $n parameters, never into the text).
 *
 * Bounds: a text is named from its second use on (a one-off statement is never kept), and each connection keeps at
 * most `perConnection` named statements (later ones run unnamed, as before). Statements without parameters (begin,
 * commit, migrations, several statements in one text) always run as before.
 */
const perConnection = 300;
/** Texts seen once, waiting for a second use; emptied when it grows past its bound. */
const seenOnce = new Set<string>();
const seenOnceLimit = 5_000;
/** Text → statement name, for texts used twice or more. */
const names = new Map<string, string>();
const namesLimit = 20_000;

/** A statement's name: its text's hash, the same in every process (also used by prepared.ts). */
export const statementName = (text: string) => `cs_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;

function nameFor(text: string): string | undefined {
  const known = names.get(text);
  if (known) return known;
  if (!seenOnce.has(text)) {
    if (seenOnce.size >= seenOnceLimit) seenOnce.clear();
    seenOnce.add(text);
    return undefined;
  }
  seenOnce.delete(text);
  if (names.size >= namesLimit) return undefined;
  const name = statementName(text);
  names.set(text, name);
  return name;
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

export class AutoPreparingClient extends pg.Client {
  /** Names this connection has been asked to prepare (its own statements live as long as it does). */
  private readonly prepared = new Set<string>();

  // biome-ignore lint/suspicious/noExplicitAny: pg.Client#query has many overloads; this forwards them all unchanged.
  override query(config: any, values?: any, callback?: any): any {
    const named = this.withName(config, values);
    return super.query(named ?? config, values, callback);
  }

  private withName(config: unknown, values: unknown): QueryConfig | undefined {
    if (typeof config === "string") return this.withName({ text: config }, values);
    if (typeof config !== "object" || config === null) return undefined;
    const query = config as QueryConfig;
    // Only plain configs: a Submittable (cursor, stream) or an already named statement is left alone.
    if (typeof query.text !== "string" || query.name !== undefined || "submit" in query) return undefined;
    const params = Array.isArray(values) ? values : query.values;
    if (!Array.isArray(params) || params.length === 0) return undefined;
    const name = nameFor(query.text);
    if (!name) return undefined;
    if (!this.prepared.has(name)) {
      if (this.prepared.size >= perConnection) return undefined;
      this.prepared.add(name);
    }
    return { ...query, name };
  }
}
