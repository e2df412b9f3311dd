import { ApiError } from "@/lib/api";

/** How many times a send the server was too busy for is tried again before it shows "Not sent — Retry". */
export const busyRetriesMax = 8;

/**
 * Sends, and while the server answers 429 `server_busy` (it is working on as many sends as it can; decision 0070)
 * waits its `Retry-After`, doubled on each refusal up to 30 s and spread by a random part so the refused clients do
 * not all return in the same instant, then sends again — the same request, so the same idempotency key: the message
 * is stored once. Meanwhile the message stays "Sending…". Any other error (the per-person rate limit included) goes
 * to the caller at once. `wait` and `random` are the timer and the jitter (tests pass their own).
 */
export async function sendWithBackoff<T>(
  send: () => Promise<T>,
  options: { wait?: (ms: number) => Promise<void>; random?: () => number } = {},
): Promise<T> {
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = options.random ?? Math.random;
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== "server_busy" || attempt >= busyRetriesMax) throw error;
      const base = (error.retryAfterSeconds ?? 1) * 1000 * 2 ** Math.min(attempt, 5);
      await wait(Math.min(30_000, base) * (1 + random() / 2));
    }
  }
}
