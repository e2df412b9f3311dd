/**
 * Waits until `check` gives a value (anything but undefined, null or false) and returns it; fails after `timeout`
 * ms, naming what it waited for. Tests wait for the thing itself, never for a fixed time: a loaded machine only
 * makes them slower, and a thing that never happens still fails them.
 *
 * For "nothing happened", wait first for a later marker that proves the system has processed past the point (a
 * later event arrived, the job finished), then assert the absence.
 */
export async function waitFor<T>(
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  {
    timeout = 15_000,
    interval = 25,
    what = "the condition",
  }: { timeout?: number; interval?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() >= deadline) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
