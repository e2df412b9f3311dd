import v8 from "node:v8";
import vm from "node:vm";

// Each sample (every 250 ms: a full collection is not cheap) first collects garbage, so it counts what is held,
// not chunks already passed on and not yet freed.
v8.setFlagsFromString("--expose-gc");
const collectGarbage = vm.runInNewContext("gc") as () => void;

/**
 * What this process holds in JavaScript objects and buffers. A file read whole would show here in full (100 MB);
 * RSS would too, but it also moves with the allocator and the test's own streams (the real server process's RSS
 * is measured by `npm run bench -- uploads`).
 */
const heldBytes = () => {
  collectGarbage();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};

/** Runs `work` while sampling held memory; returns its result and the peak growth over the start, in MB. */
export async function heldGrowthDuring<T>(work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
  const baseline = heldBytes();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, heldBytes());
  }, 250);
  try {
    const result = await work();
    return { result, growthMb: (peak - baseline) / 1024 / 1024 };
  } finally {
    clearInterval(sampler);
  }
}
