import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-env.ts";
import { HttpError } from "./errors.ts";

/** What a refused send says; the web client shows "Sending…" and sends again after `Retry-After`. */
export const busyMessage = "We're sending a lot of messages right now. Yours will go out in a moment.";

/**
 * Admission for a hot write (the chat send, decision 0070): at most `maxInFlight` of them are worked on in this
 * process at once; one more is refused at once with 429 `server_busy` and `Retry-After`, before it reads or writes
 * anything. Past the machine's capacity the requests otherwise wait in the database pool's queue, every send waits
 * longer, and the queue only grows (issue 39 measured p99 21 s at 1,500 conversations on one process). A refusal
 * costs the client one retry a second later with the same idempotency key, so the message is sent once, never lost.
 */
export function busyGate(maxInFlight: number, retryAfterSeconds = 1) {
  let inFlight = 0;
  return createMiddleware<AppEnv>(async (_c, next) => {
    if (inFlight >= maxInFlight) {
      throw new HttpError(429, "server_busy", busyMessage, undefined, undefined, {
        "Retry-After": String(retryAfterSeconds),
      });
    }
    inFlight++;
    try {
      await next();
    } finally {
      inFlight--;
    }
  });
}
