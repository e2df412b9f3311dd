import cluster, { type Worker } from "node:cluster";
import { randomUUID } from "node:crypto";
import { type FamilySnapshot, formatMetrics, type MetricsRegistry } from "./registry.ts";

/**
 * With WEB_CONCURRENCY workers one port is one service, so a scrape must see all of them, not whichever worker the
 * connection landed on. The worker that got the scrape asks the primary; the primary asks every worker for its
 * samples and merges them: counters and histograms are summed (as if one process had answered everything), gauges
 * stay one series per worker with a `worker` label (memory and pool use are per process; `sum()` adds them up).
 */
type Message =
  | { cs: "metrics:gather"; id: string }
  | { cs: "metrics:snapshot"; id: string }
  | { cs: "metrics:snapshot-reply"; id: string; families: FamilySnapshot[] }
  | { cs: "metrics:gathered"; id: string; families: FamilySnapshot[] };

const isMessage = (value: unknown): value is Message =>
  typeof value === "object" && value !== null && String((value as { cs?: unknown }).cs).startsWith("metrics:");

/** A worker that does not answer within this time is left out of the scrape instead of stalling it. */
const gatherTimeoutMs = 2_000;

export function mergeFamilies(perWorker: { worker: string; families: FamilySnapshot[] }[]): FamilySnapshot[] {
  const merged = new Map<string, FamilySnapshot & { index: Map<string, number> }>();
  for (const { worker, families } of perWorker) {
    for (const family of families) {
      let into = merged.get(family.name);
      if (!into) {
        into = { ...family, samples: [], index: new Map() };
        merged.set(family.name, into);
      }
      for (const sample of family.samples) {
        const labels = family.type === "gauge" ? { ...sample.labels, worker } : sample.labels;
        const key = `${sample.name}${JSON.stringify(Object.entries(labels).sort(([a], [b]) => a.localeCompare(b)))}`;
        const at = into.index.get(key);
        const existing = at === undefined ? undefined : into.samples[at];
        if (existing) existing.value += sample.value;
        else {
          into.index.set(key, into.samples.length);
          into.samples.push({ name: sample.name, labels, value: sample.value });
        }
      }
    }
  }
  return [...merged.values()].map(({ index: _index, ...family }) => family);
}

/** Run in the primary: answers a worker's gather request with every worker's merged samples. */
export function relayMetricsInPrimary(): void {
  const waiting = new Map<string, { replies: Map<string, FamilySnapshot[]>; expected: number; done: () => void }>();
  cluster.on("message", (from: Worker, message: unknown) => {
    if (!isMessage(message)) return;
    if (message.cs === "metrics:gather") {
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w?.isConnected()));
      const replies = new Map<string, FamilySnapshot[]>();
      const done = () => {
        if (!waiting.delete(message.id)) return;
        const families = mergeFamilies([...replies].map(([worker, f]) => ({ worker, families: f })));
        if (from.isConnected()) from.send({ cs: "metrics:gathered", id: message.id, families } satisfies Message);
      };
      waiting.set(message.id, { replies, expected: workers.length, done });
      setTimeout(done, gatherTimeoutMs).unref();
      for (const worker of workers) worker.send({ cs: "metrics:snapshot", id: message.id } satisfies Message);
    } else if (message.cs === "metrics:snapshot-reply") {
      const entry = waiting.get(message.id);
      if (!entry) return;
      entry.replies.set(String(from.id), message.families);
      if (entry.replies.size >= entry.expected) entry.done();
    }
  });
}

/**
 * The text of GET /metrics for this process: its own registry, or — in a cluster worker — every worker's, merged by
 * the primary. Also answers the primary's snapshot requests.
 */
export function metricsText(metrics: MetricsRegistry): () => Promise<string> {
  if (!cluster.isWorker) return () => metrics.render();
  const pending = new Map<string, (families: FamilySnapshot[]) => void>();
  process.on("message", (message: unknown) => {
    if (!isMessage(message)) return;
    if (message.cs === "metrics:snapshot") {
      void metrics.collect().then((families) => {
        process.send?.({ cs: "metrics:snapshot-reply", id: message.id, families } satisfies Message);
      });
    } else if (message.cs === "metrics:gathered") {
      pending.get(message.id)?.(message.families);
      pending.delete(message.id);
    }
  });
  return () =>
    new Promise<string>((resolve) => {
      const id = randomUUID();
      // The primary answers within its own timeout; should it not, this worker's figures are better than none.
      const fallback = setTimeout(() => {
        pending.delete(id);
        void metrics.collect().then((families) => resolve(formatMetrics(families)));
      }, gatherTimeoutMs + 1_000);
      pending.set(id, (families) => {
        clearTimeout(fallback);
        resolve(formatMetrics(families));
      });
      process.send?.({ cs: "metrics:gather", id } satisfies Message);
    });
}
