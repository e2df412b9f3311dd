import v8 from "node:v8";
import vm from "node:vm";

// Each sample first collects garbage, so it counts what is held, not chunks already passed on and not yet freed.
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

/**
 * Runs `work` and returns its result with the peak growth of held memory over the start, in MB. `work` calls
 * `sample` as it makes progress (see `sampleEvery`), so the samples follow the bytes moved, not the clock: a
 * loaded machine takes as many as a fast one. One more sample is taken when `work` ends.
 */
export async function heldGrowthDuring<T>(
  work: (sample: () => void) => Promise<T>,
): Promise<{ result: T; growthMb: number }> {
  const baseline = heldBytes();
  let peak = baseline;
  const sample = () => {
    peak = Math.max(peak, heldBytes());
  };
  const result = await work(sample);
  sample();
  return { result, growthMb: (peak - baseline) / 1024 / 1024 };
}

/** Counts bytes as they pass and calls `sample` each time another `stepBytes` have (a full collection is not cheap). */
export function sampleEvery(stepBytes: number, sample: () => void): (bytes: number) => void {
  let sinceLast = 0;
  return (bytes) => {
    sinceLast += bytes;
    if (sinceLast < stepBytes) return;
    sinceLast = 0;
    sample();
  };
}
