import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler, Next } from "hono";
import { createMiddleware } from "hono/factory";
import { routePath } from "hono/route";
import type { Db } from "../db/client.ts";
import type { AppEnv } from "./app-env.ts";
import { HttpError } from "./errors.ts";
import { type Claim, claimKey, keepAnswer, readKey, releaseKey } from "./idempotency-keys.ts";
import { operationId } from "./operation-id.ts";

/**
 * `Idempotency-Key` on creates (decision 0055): a contract with `idempotent: true` runs its handler through
 * `runOnce`. The key is scoped to the account and the operation and kept 24 hours. The first request with a key
 * claims it (one insert on a unique index, so of N concurrent ones exactly one wins on PGlite and PostgreSQL
 * alike) and runs; the others wait for its answer and replay it, status and body, with `Idempotent-Replayed: true`.
 * The same key with another request is a 422. Without the header the route behaves as it always did.
 */
export const idempotencyHeader = "Idempotency-Key";

/** 1–255 visible ASCII characters: a UUID, a ULID, or any opaque token a client makes. */
const keyPattern = /^[\x21-\x7e]{1,255}$/;

const messages = {
  badKey: "The Idempotency-Key header must be 1 to 255 visible ASCII characters (a UUID is a good key).",
  reused:
    "This Idempotency-Key was already used for a different request. Use a new key for a new request; a retry " +
    "must send the same body.",
  inProgress: "A request with this Idempotency-Key is still in progress. Try again in a moment.",
};

/** Where the keys are kept and how long a repeat waits: set once per request by `idempotencyStore`. */
type IdempotencyStore = { db: Db; waitLimitMs: number };

// Declared here rather than in app-env.ts, which imports nothing of the server (it would need the Db type).
declare module "hono" {
  interface ContextVariableMap {
    idempotency: IdempotencyStore;
  }
}

const pollDelays = [10, 20, 40, 80, 160, 250];

/**
 * Makes the keys' database reachable from every contract's middleware (mounted once in app.ts); `waitLimitMs` is
 * how long a repeat waits for the first request's answer before it gets the 409.
 */
export function idempotencyStore(db: Db, waitLimitMs = 10_000): MiddlewareHandler<AppEnv> {
  const store: IdempotencyStore = { db, waitLimitMs };
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set("idempotency", store);
    await next();
  });
}

/** The request as validated (path parameters, query, body) in one canonical JSON text, hashed. */
function fingerprint(c: Context<AppEnv>): string {
  const valid = (target: string) => (c.req.valid as (target: string) => unknown)(target) ?? null;
  const text = canonicalJson({ param: valid("param"), query: valid("query"), json: valid("json") });
  return createHash("sha256").update(text).digest("hex");
}

/** JSON with every object's keys sorted: the same body in another key order is the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * An answer is kept when the request may have changed something (2xx, and a 500 that may have failed after its
 * commit); a refusal that changed nothing (any 4xx, a 503) frees the key, so a retry with it runs again.
 */
const keeps = (status: number) => (status >= 200 && status < 300) || (status >= 500 && status !== 503);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `next` at most once per (account, operation, key); see the file's comment. */
export async function runOnce(c: Context<AppEnv>, next: Next): Promise<Response | undefined> {
  const key = c.req.header(idempotencyHeader);
  const actor = c.get("actor");
  if (key === undefined || !actor) {
    await next();
    return;
  }
  if (!keyPattern.test(key)) {
    throw new HttpError(400, "validation_failed", messages.badKey, { [idempotencyHeader]: messages.badKey });
  }
  const { db, waitLimitMs } = c.get("idempotency");
  const claim: Claim = {
    userId: actor.id,
    operation: operationId(c.req.method, routePath(c)),
    key,
    requestHash: fingerprint(c),
  };
  const deadline = Date.now() + waitLimitMs;
  for (let attempt = 0; ; attempt++) {
    if (await claimKey(db, claim)) {
      await runClaimed(c, next, db, claim);
      return;
    }
    // Read in a statement of its own: the claim's snapshot may predate the row it just waited for.
    const found = await readKey(db, claim);
    if (found && found.requestHash !== claim.requestHash) {
      throw new HttpError(422, "idempotency_key_reused", messages.reused);
    }
    if (found?.status === "done" && found.responseStatus !== null) {
      return c.body(found.responseBody ?? "", found.responseStatus as 200, {
        "content-type": "application/json",
        "idempotent-replayed": "true",
      });
    }
    // In progress elsewhere, or freed by a refusal just now (then the next claim takes it).
    if (found && Date.now() >= deadline) throw new HttpError(409, "idempotency_key_in_progress", messages.inProgress);
    if (found) await sleep(pollDelays[Math.min(attempt, pollDelays.length - 1)] ?? 250);
  }
}

async function runClaimed(c: Context<AppEnv>, next: Next, db: Db, claim: Claim) {
  // Hono turns a handler's error into its answer (onError), so `next` settles with `c.res` set. Should anything
  // here throw, the key stays claimed: a retry then gets a 409, never a second effect.
  await next();
  if (keeps(c.res.status)) await keepAnswer(db, claim, c.res.status, await c.res.clone().text());
  else await releaseKey(db, claim);
}
