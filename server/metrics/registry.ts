/**
 * A small Prometheus registry (text exposition format 0.0.4) without a dependency: counters, histograms and
 * gauges read when scraped. Other parts add their own figures with `gauge(name, help, read)` (realtime connections,
 * job queue depth). docs/decisions/0014-metrics.md says why not prom-client.
 */
export type Labels = Record<string, string>;
type Sample = { labels: Labels; value: number };

const namePattern = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;

const escapeLabel = (value: string) => value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
const labelText = (labels: Labels) => {
  const parts = Object.entries(labels).map(([k, v]) => `${k}="${escapeLabel(v)}"`);
  return parts.length ? `{${parts.join(",")}}` : "";
};
const numberText = (n: number) => (Number.isFinite(n) ? String(n) : n > 0 ? "+Inf" : n < 0 ? "-Inf" : "NaN");
// Label names are plain ASCII identifiers, so code-unit order is enough (localeCompare went through ICU on every
// request, twice). A caller that passes the same labels object again (httpMetrics keeps one per series) gets
// its key without sorting and serialising anew.
const keys = new WeakMap<Labels, string>();
const keyOf = (labels: Labels) => {
  let key = keys.get(labels);
  if (key === undefined) {
    key = JSON.stringify(Object.entries(labels).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    keys.set(labels, key);
  }
  return key;
};

/** One metric with its samples at collection time (`name` of a sample carries a histogram's _bucket/_sum/_count). */
export type FamilySnapshot = {
  name: string;
  help: string;
  type: "counter" | "gauge" | "histogram";
  samples: { name: string; labels: Labels; value: number }[];
};
type Family = Omit<FamilySnapshot, "samples"> & { samples: () => Promise<FamilySnapshot["samples"]> };

export type Counter = { inc: (labels?: Labels, by?: number) => void };
export type Histogram = { observe: (labels: Labels, value: number) => void };
export type GaugeRead = () => number | Sample[] | Promise<number | Sample[]>;

export type MetricsRegistry = {
  counter: (name: string, help: string) => Counter;
  histogram: (name: string, help: string, buckets: number[]) => Histogram;
  /** A value read at scrape time: one number, or one sample per label set. */
  gauge: (name: string, help: string, read: GaugeRead) => void;
  /** Every family's samples now (what a cluster primary merges, server/metrics/cluster.ts). */
  collect: () => Promise<FamilySnapshot[]>;
  render: () => Promise<string>;
};

/** The text exposition format of a set of families. */
export function formatMetrics(families: FamilySnapshot[]): string {
  const lines: string[] = [];
  for (const family of families) {
    lines.push(`# HELP ${family.name} ${family.help.replace(/\n/g, " ")}`, `# TYPE ${family.name} ${family.type}`);
    for (const sample of family.samples)
      lines.push(`${sample.name}${labelText(sample.labels)} ${numberText(sample.value)}`);
  }
  return `${lines.join("\n")}\n`;
}

/** Request latency buckets in seconds: loopback API requests sit in the low milliseconds, uploads in seconds. */
export const latencyBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetricsRegistry(): MetricsRegistry {
  const families = new Map<string, Family>();
  const add = (family: Family) => {
    if (!namePattern.test(family.name)) throw new Error(`metric name ${family.name} is not a Prometheus name`);
    if (families.has(family.name)) throw new Error(`metric ${family.name} is registered twice`);
    families.set(family.name, family);
  };

  return {
    counter(name, help) {
      const values = new Map<string, Sample>();
      add({
        name,
        help,
        type: "counter",
        samples: async () => [...values.values()].map((s) => ({ name, labels: s.labels, value: s.value })),
      });
      return {
        inc(labels = {}, by = 1) {
          const key = keyOf(labels);
          const sample = values.get(key);
          if (sample) sample.value += by;
          else values.set(key, { labels, value: by });
        },
      };
    },

    histogram(name, help, buckets) {
      const bounds = [...buckets].sort((a, b) => a - b);
      const series = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();
      add({
        name,
        help,
        type: "histogram",
        samples: async () =>
          [...series.values()].flatMap((s) => {
            let cumulative = 0;
            const rows: FamilySnapshot["samples"] = bounds.map((bound, i) => {
              cumulative += s.counts[i] ?? 0;
              return { name: `${name}_bucket`, labels: { ...s.labels, le: String(bound) }, value: cumulative };
            });
            rows.push({ name: `${name}_bucket`, labels: { ...s.labels, le: "+Inf" }, value: s.count });
            rows.push({ name: `${name}_sum`, labels: s.labels, value: s.sum });
            rows.push({ name: `${name}_count`, labels: s.labels, value: s.count });
            return rows;
          }),
      });
      return {
        observe(labels, value) {
          const key = keyOf(labels);
          let s = series.get(key);
          if (!s) {
            s = { labels, counts: bounds.map(() => 0), sum: 0, count: 0 };
            series.set(key, s);
          }
          const i = bounds.findIndex((bound) => value <= bound);
          if (i >= 0) s.counts[i] = (s.counts[i] ?? 0) + 1;
          s.sum += value;
          s.count += 1;
        },
      };
    },

    gauge(name, help, read) {
      add({
        name,
        help,
        type: "gauge",
        samples: async () => {
          const value = await read();
          const samples = typeof value === "number" ? [{ labels: {}, value }] : value;
          return samples.map((s) => ({ name, labels: s.labels, value: s.value }));
        },
      });
    },

    async collect() {
      const out: FamilySnapshot[] = [];
      for (const family of families.values()) out.push({ ...family, samples: await family.samples() });
      return out;
    },

    async render() {
      return formatMetrics(await this.collect());
    },
  };
}
