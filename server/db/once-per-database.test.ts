import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { oncePerDatabase } from "./once-per-database.ts";

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

describe("oncePerDatabase", () => {
  it("builds a query once per database and answers each call with that call's values", async () => {
    const [a, b] = await Promise.all([openDatabase({ dataDir: null }), openDatabase({ dataDir: null })]);
    closers.push(a.close, b.close);
    let builds = 0;
    const echo = oncePerDatabase((db) => {
      builds++;
      return db
        .select({ value: sql<string>`${sql.placeholder("value")}::text`.as("value") })
        .from(sql`(select 1) one`)
        .prepare("collabstay_test_echo");
    });
    expect(await echo(a.db).execute({ value: "first" })).toEqual([{ value: "first" }]);
    expect(await echo(a.db).execute({ value: "second" })).toEqual([{ value: "second" }]);
    expect(builds).toBe(1);
    expect(echo(a.db)).toBe(echo(a.db));
    expect(await echo(b.db).execute({ value: "other" })).toEqual([{ value: "other" }]);
    expect(builds).toBe(2);
  });
});
