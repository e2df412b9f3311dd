import { AsyncLocalStorage } from "node:async_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext, testPassword } from "../test/harness.ts";
import { betterAuthStorages, withQuietAsyncContext } from "./quiet-async-context.ts";

// better-auth's context holder, where the second test puts a storage of its own for the wrapper to find.
const holderKey = Symbol.for("better-auth:global");
const betterAuthContext = () =>
  (globalThis as { [holderKey]?: { context: Record<string, unknown> } })[holderKey]?.context ?? {};
// node 20's AsyncLocalStorage says in `enabled` whether it holds the process's async hooks on.
const storages = () => betterAuthStorages() as (AsyncLocalStorage<unknown> & { enabled: boolean })[];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe("better-auth's async context is switched off between its calls", () => {
  it("after sign-ins, a sign-out and a password-reset request every better-auth storage is off", async () => {
    const roles = ["creator", "host", "creator"] as const;
    const people = await Promise.all(roles.map((role) => ctx.userClient(role)));
    // Sign-ins side by side: each one's end finds the others still running.
    const answers = await Promise.all(
      people.map(({ email }, i) =>
        ctx.client().post("/api/accounts/sign-in", { role: roles[i], email, password: testPassword }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await people[0]?.client.post("/api/accounts/sign-out"))?.status).toBe(204);
    const reset = await ctx.client().post("/api/accounts/password-reset/request", { email: people[1]?.email });
    expect(reset.status).toBe(200);
    expect(storages().length).toBeGreaterThan(0);
    expect(storages().map((s) => s.enabled)).toEqual(storages().map(() => false));
  });

  it("keeps a storage on while another call is still running, and its context intact", async () => {
    const storage = new AsyncLocalStorage<string>();
    const context = betterAuthContext();
    context.quietTestStorage = storage;
    try {
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const fake = withQuietAsyncContext({
        api: {
          slow: () =>
            storage.run("slow", async () => {
              await gate;
              return storage.getStore();
            }),
          quick: () => storage.run("quick", async () => storage.getStore()),
        },
        handler: async () => new Response(null),
      });
      const slow = fake.api.slow();
      expect(await fake.api.quick()).toBe("quick");
      // The quick call ended while the slow one runs: the storage stays on and the slow call still sees its value.
      expect((storage as unknown as { enabled: boolean }).enabled).toBe(true);
      release();
      expect(await slow).toBe("slow");
      expect((storage as unknown as { enabled: boolean }).enabled).toBe(false);
    } finally {
      delete context.quietTestStorage;
    }
  });
});
