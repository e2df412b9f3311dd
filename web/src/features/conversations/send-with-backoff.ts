import { ApiError } from "@/lib/api";

/** How many times a send the server was too busy for is tried again before it shows "Not sent — Retry". */
export const busyRetriesMax = 8;
/**
 * How many times a send that got no answer at all (the connection dropped: an overloaded server may close it
 * rather than read a refused request's body, and phones lose connections) is tried again. Few: offline, the person
 * should soon see "Not sent — Retry".
 */
export const droppedRetriesMax = 2;

/**
 * Sends, and while the server answers 429 `server_busy` (it is working on as many sends as it can; decision 0070)
 * waits its `Retry-After`, doubled on each refusal up to 30 s and spread by a random part so the refused clients do
 * not all return in the same instant, then sends again — the same request, so the same idempotency key: the message
 * is stored once. Meanwhile the message stays "Sending…". A send that got no answer is sent again the same way a
 * couple of times (whether or not the server stored it, the key makes it one message). Any other error (the
 * per-person rate limit included) goes to the caller at once. `wait` and `random` are the timer and the jitter
 * (tests pass their own).
 */
export async function sendWithBackoff<T>(
  send: () => Promise<T>,
  options: { wait?: (ms: number) => Promise<void>; random?: () => number } = {},
): Promise<T> {
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = options.random ?? Math.random;
  let busy = 0;
  let dropped = 0;
  for (;;) {
    try {
      return await send();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      let base: number;
      if (error.code === "server_busy" && busy < busyRetriesMax) {
        base = (error.retryAfterSeconds ?? 1) * 1000 * 2 ** Math.min(busy++, 5);
      } else if (error.status === 0 && dropped < droppedRetriesMax) {
        base = 1000 * 2 ** dropped++;
      } else {
        throw error;
      }
      await wait(Math.min(30_000, base) * (1 + random() / 2));
    }
  }
}
