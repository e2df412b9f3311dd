import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { scratchPostgres } from "../test/postgres.ts";
import { AutoPreparingClient } from "./auto-prepare.ts";
import { openDatabase } from "./client.ts";

/**
 * Repeated parameterised statements become named prepared statements (server/db/auto-prepare.ts, decision 0044):
 * checked on one pooled connection by asking PostgreSQL which statements that session has prepared.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe("auto-prepared statements", () => {
  if (!serverUrl) {
    it("leaves PGlite as it was: repeated statements answer as before", async () => {
      const database = await openDatabase({ dataDir: null });
      cleanups.push(database.close);
      for (const n of [1, 2, 3]) {
        const result = await database.db.execute<{ n: number }>(sql`select ${n}::int + 1 as n`);
        expect(result.rows[0]?.n).toBe(n + 1);
      }
      expect(database.pool).toBeUndefined();
    });
    return;
  }

  async function onePool() {
    const scratch = await scratchPostgres(serverUrl as string, "autoprep");
    const pool = new pg.Pool({ connectionString: scratch.url, max: 1, Client: AutoPreparingClient });
    cleanups.push(async () => {
      await pool.end();
      await scratch.drop();
    });
    const prepared = async (text: string) => {
      const rows = await pool.query<{ n: number }>(
        "select count(*)::int as n from pg_prepared_statements where statement = $1 and from_sql = false",
        [text],
      );
      return rows.rows[0]?.n ?? 0;
    };
    return { pool, prepared };
  }

  it("prepares a parameterised statement from its second use on, once per connection (postgres)", async () => {
    const { pool, prepared } = await onePool();
    const text = "select $1::int * 2 as doubled";
    expect((await pool.query(text, [3])).rows[0]?.doubled).toBe(6);
    expect(await prepared(text)).toBe(0);
    expect((await pool.query(text, [4])).rows[0]?.doubled).toBe(8);
    expect(await prepared(text)).toBe(1);
    expect((await pool.query({ text, values: [5] })).rows[0]?.doubled).toBe(10);
    expect(await prepared(text)).toBe(1);
  });

  it("never prepares a statement without parameters (begin, commit, several statements in one text) (postgres)", async () => {
    const { pool, prepared } = await onePool();
    const text = "select 41 + 1 as answer";
    for (let i = 0; i < 3; i++) expect((await pool.query(text)).rows[0]?.answer).toBe(42);
    expect(await prepared(text)).toBe(0);
    await pool.query("create table t (n int); insert into t values (1)");
    expect((await pool.query("select n from t")).rows).toEqual([{ n: 1 }]);
  });

  it("keeps working after a prepared statement fails and after a rolled-back transaction (postgres)", async () => {
    const { pool, prepared } = await onePool();
    const text = "select 10 / $1::int as q";
    await pool.query(text, [5]);
    await pool.query(text, [2]);
    expect(await prepared(text)).toBe(1);
    await expect(pool.query(text, [0])).rejects.toThrow(/division by zero/);
    expect((await pool.query(text, [10])).rows[0]?.q).toBe(1);

    const client = await pool.connect();
    try {
      await client.query("begin");
      await expect(client.query(text, [0])).rejects.toThrow(/division by zero/);
      await client.query("rollback");
      expect((await client.query(text, [1])).rows[0]?.q).toBe(10);
    } finally {
      client.release();
    }
  });

  it("answers statements the app's pool runs through Drizzle, prepared (postgres)", async () => {
    const scratch = await scratchPostgres(serverUrl, "autoprep_app");
    const database = await openDatabase({ databaseUrl: scratch.url });
    cleanups.push(async () => {
      await database.close();
      await scratch.drop();
    });
    await database.db.transaction(async (tx) => {
      for (const n of [1, 2, 3]) {
        const result = await tx.execute<{ n: number }>(sql`select ${n}::int + 1 as n`);
        expect(result.rows[0]?.n).toBe(n + 1);
      }
      const own = await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_prepared_statements where statement like 'select $1::int + 1%'`,
      );
      expect(own.rows[0]?.n).toBe(1);
    });
  });
});
