import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { idempotencyKeys } from "../db/schema/index.ts";
import { createTestContext, type TestContext } from "../test/harness.ts";
import type { AppEnv } from "./app-env.ts";
import { contract } from "./contract.ts";
import { errorBody, HttpError } from "./errors.ts";
import { idempotencyStore } from "./idempotency.ts";

/**
 * The two outcomes the API suite cannot reach quickly: a repeat that outlasts its wait (10 s in the app, 300 ms
 * here) and a 500 (which the app's routes do not give on purpose). A small app with one idempotent route whose
 * handler the test holds, on the real database.
 */

let ctx: TestContext;
let userId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  userId = (await ctx.userClient("host")).id;
});
afterAll(async () => ctx?.close());

function appWith(handler: () => Promise<Response>) {
  const app = new Hono<AppEnv>();
  app.onError((error, c) =>
    error instanceof HttpError
      ? c.json(errorBody(error), error.status)
      : c.json({ error: { code: "internal_error", message: "Something went wrong" } }, 500),
  );
  app.use("*", async (c, next) => {
    c.set("actor", { id: userId, email: "", name: "", userType: "host", operator: null, sessionId: "", profile: null });
    await next();
  });
  app.use("*", idempotencyStore(ctx.db, 300));
  const spec = contract({
    summary: "Make a thing",
    access: "signed-in",
    body: z.object({ name: z.string() }),
    responses: { 201: { description: "Made" } },
    idempotent: true,
  });
  app.post("/api/things", spec, handler);
  return app;
}

const post = (app: Hono<AppEnv>, key: string) =>
  app.request("/api/things", {
    method: "POST",
    headers: { "content-type": "application/json", "Idempotency-Key": key },
    body: JSON.stringify({ name: "one" }),
  });

const statusOf = async (key: string) =>
  (await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0]?.status;

describe("runOnce", () => {
  it("answers a repeat that outlasts its wait with 409 idempotency_key_in_progress, then replays the answer", async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    let runs = 0;
    const app = appWith(async () => {
      runs++;
      await gate;
      return Response.json({ made: runs }, { status: 201 });
    });
    const key = crypto.randomUUID();
    const first = post(app, key);
    while ((await statusOf(key)) !== "in_progress") await new Promise((resolve) => setTimeout(resolve, 10));
    const waited = await post(app, key);
    expect(waited.status).toBe(409);
    expect(((await waited.json()) as { error: { code: string } }).error.code).toBe("idempotency_key_in_progress");
    open();
    expect([(await first).status, await statusOf(key)]).toEqual([201, "done"]);
    const replay = await post(app, key);
    expect([replay.status, await replay.json(), runs]).toEqual([201, { made: 1 }, 1]);
  });

  it("keeps a 500, which may have failed after its commit: the retry replays it instead of running again", async () => {
    let runs = 0;
    const app = appWith(async () => {
      runs++;
      throw new Error("failed after the commit");
    });
    const key = crypto.randomUUID();
    expect((await post(app, key)).status).toBe(500);
    const retry = await post(app, key);
    expect([retry.status, retry.headers.get("idempotent-replayed"), runs]).toEqual([500, "true", 1]);
  });
});
