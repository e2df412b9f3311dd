import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Password hashing for the API tests only (the harness sets `passwordHashing: "fast"`; no setting or environment
 * variable can): the same scrypt from node:crypto and the same `salt:key` layout as better-auth's default, with a
 * work factor of 1,024 instead of 16,384. The real cost (~170 ms of CPU per hash or check on our 2-core machines)
 * is the point in production, but the API suites make and sign in about a thousand accounts per engine, and that
 * cost was a fifth of their time. The production hasher still runs in the e2e journeys, the benchmarks and
 * `server/auth/password-hashing.test.ts`. (better-auth's own test instance swaps its hasher the same way.)
 */
const cost = { N: 1024, r: 8, p: 1 };
const keyLength = 64;

const derive = (password: string, salt: string) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, keyLength, cost, (error, key) => (error ? reject(error) : resolve(key))),
  );

export const fastTestPasswordHashing = {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16).toString("hex");
    return `${salt}:${(await derive(password, salt)).toString("hex")}`;
  },
  async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    const [salt, key] = hash.split(":");
    if (!salt || !key) return false;
    const expected = Buffer.from(key, "hex");
    const actual = await derive(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};
