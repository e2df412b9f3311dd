import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable.ts";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("recognises a lost or unreachable database, also wrapped by Drizzle", () => {
    expect(isDatabaseUnavailable(withCode("terminating connection due to administrator command", "57P01"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("the database system is starting up", "57P03"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("connection failure", "08006"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    const wrapped = new Error("Failed query: select 1", { cause: withCode("terminating connection", "57P01") });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it("leaves query errors alone (they are bugs or conflicts, not outages)", () => {
    expect(isDatabaseUnavailable(withCode("duplicate key value violates unique constraint", "23505"))).toBe(false);
    expect(isDatabaseUnavailable(withCode('relation "x" does not exist', "42P01"))).toBe(false);
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
    expect(isDatabaseUnavailable("not an error")).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
