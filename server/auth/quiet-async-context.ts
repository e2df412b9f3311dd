import { AsyncLocalStorage } from "node:async_hooks";

/**
 * better-auth keeps its request, endpoint and adapter context in AsyncLocalStorage. On node 20 the first `run()`
 * of any AsyncLocalStorage turns on the process-wide async hooks, and they stay on: from the first sign-in onwards
 * every promise of every request (Hono, Drizzle, node-postgres: hundreds per request) paid an init hook and a
 * context copy, ~3 % of the server's time under the mixed HTTP load and ~10 % of an anonymous /api/health
 * (decision 0049). Our own code never reads that context, so the storages are switched off again whenever no
 * better-auth call is running; better-auth's next `run()` switches them on for its own duration.
 */
const betterAuthGlobal = Symbol.for("better-auth:global");
let running = 0;

/** better-auth's storages, wherever its copy in this process keeps them (`globalThis[Symbol.for(…)]`). */
export function betterAuthStorages(): AsyncLocalStorage<unknown>[] {
  const holder = (globalThis as { [betterAuthGlobal]?: { context?: Record<string, unknown> } })[betterAuthGlobal];
  return Object.values(holder?.context ?? {}).filter((v) => v instanceof AsyncLocalStorage);
}

function quiet() {
  for (const storage of betterAuthStorages()) storage.disable();
}

async function counted<T>(call: () => Promise<T>): Promise<T> {
  running++;
  try {
    return await call();
  } finally {
    running--;
    if (running === 0) quiet();
  }
}

type Callable = (...args: never[]) => unknown;

/**
 * The same better-auth instance, with every `api.*` endpoint and `handler` counted: when the last running call
 * settles, the storages are switched off. better-auth runs no work of its own after a call settles (no background
 * task runner is configured, so its "background" tasks are awaited within the call).
 */
export function withQuietAsyncContext<A extends { api: object; handler: Callable }>(auth: A): A {
  const wrapped = new Map<PropertyKey, Callable>();
  const api = new Proxy(auth.api, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== "function") return value;
      let fn = wrapped.get(key);
      if (!fn) {
        const endpoint = value as Callable;
        fn = (...args: never[]) => counted(async () => endpoint(...args));
        wrapped.set(key, fn);
      }
      return fn;
    },
  });
  const handler = ((...args: never[]) => counted(async () => auth.handler(...args))) as A["handler"];
  return new Proxy(auth, {
    get(target, key, receiver) {
      if (key === "api") return api;
      if (key === "handler") return handler;
      return Reflect.get(target, key, receiver);
    },
  });
}
