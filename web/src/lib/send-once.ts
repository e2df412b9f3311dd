import { ApiError } from "./api.ts";

export type IdempotencyHeader = { "Idempotency-Key": string };

/** Waits before the retries of one action (ms): a dropped connection often comes back within a second. */
const retryDelays = [300, 1000];

/**
 * Whether the create may have happened, or may still happen, without the caller hearing of it: no answer at all
 * (the connection dropped after the request left), the same key still running on the server, or a 503 that asks
 * for a retry. Every other answer is final.
 */
const worthRetrying = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 0 || error.status === 503 || error.code === "idempotency_key_in_progress");

/**
 * Sends a create with an `Idempotency-Key` (decision 0055): one fresh key per call — one user action — and the
 * same key on that action's retries, so a retry after a dropped connection replays the first answer instead of
 * making a second payment, application, proposal, invitation or review. The typed client requires the header on
 * every idempotent route, so a create cannot forget it.
 */
export async function sendOnce<R>(send: (header: IdempotencyHeader) => Promise<R>, delays = retryDelays): Promise<R> {
  const header = { "Idempotency-Key": crypto.randomUUID() };
  for (let attempt = 0; ; attempt++) {
    try {
      return await send(header);
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || !worthRetrying(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
