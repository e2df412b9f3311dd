import { verifyPassword } from "@better-auth/utils/password";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { accounts } from "../db/schema/index.ts";
import { createTestContext, type TestContext, testPassword, uniqueEmail } from "../test/harness.ts";

/**
 * The other API suites use a cheap scrypt (test-password-hashing.ts); this one runs the production hasher, so the
 * accounts people make are hashed and checked the way the running app does it.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ passwordHashing: "standard", trustProxy: true });
});
afterAll(async () => ctx?.close());

const signIn = (client: ReturnType<TestContext["client"]>, email: string, password: string) =>
  client.post("/api/accounts/sign-in", { role: "creator", email, password });

const storedHash = async (userId: string) =>
  (await ctx.db.select({ password: accounts.password }).from(accounts).where(eq(accounts.userId, userId)))[0]
    ?.password ?? "";

describe("password hashing", () => {
  it("is better-auth's scrypt in every configuration the environment can make", () => {
    expect(loadConfig({}).passwordHashing).toBe("standard");
    expect(loadConfig({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(40) }).passwordHashing).toBe("standard");
    expect(loadConfig({ PASSWORD_HASHING: "fast", passwordHashing: "fast" }).passwordHashing).toBe("standard");
  });

  it("stores a hash the production check accepts, signs in with the password and refuses a wrong one", async () => {
    const { id, email } = await ctx.userClient("creator");
    const hash = await storedHash(id);
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword(hash, testPassword)).toBe(true);
    expect(await verifyPassword(hash, "Wrong-Pass-1!")).toBe(false);
    expect((await signIn(ctx.client(), email, testPassword)).status).toBe(200);
    expect((await signIn(ctx.client(), email, "Wrong-1!")).status).toBe(401);
  });
});

describe("sign-in timing", () => {
  it("spends as long on an unknown address as on a wrong password (no account discovery by timing)", async () => {
    const { email } = await ctx.userClient("creator");
    // CPU time of this test process (the hash runs on libuv's threads, which count too), not wall-clock time: a
    // busy machine stretches wall time for both kinds alike but at random, while the work done stays the same.
    const time = async (address: string, i: number) => {
      const client = ctx.client({ "x-forwarded-for": `192.0.2.${100 + i}` });
      const started = process.cpuUsage();
      expect((await signIn(client, address, "Wrong-Pass-2024!")).status).toBe(401);
      const spent = process.cpuUsage(started);
      return (spent.user + spent.system) / 1000;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i++) {
      known.push(await time(email, i));
      unknown.push(await time(uniqueEmail("nobody"), i));
    }
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
    // Both hash a password (better-auth hashes one for an unknown address); without that the unknown one would
    // cost a millisecond or two of CPU against tens for the hash.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });
});
