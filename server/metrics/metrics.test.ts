import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/harness.ts";
import { readSse } from "../test/sse.ts";
import { mergeFamilies } from "./cluster.ts";
import { createMetricsRegistry, formatMetrics } from "./registry.ts";

const contexts: TestContext[] = [];
afterAll(async () => {
  for (const ctx of contexts) await ctx.close();
});
async function context(overrides: Parameters<typeof createTestContext>[0] = {}) {
  const ctx = await createTestContext(overrides);
  contexts.push(ctx);
  return ctx;
}

describe("metrics registry", () => {
  it("writes counters, histograms and gauges in the Prometheus text format", async () => {
    const metrics = createMetricsRegistry();
    const jobs = metrics.counter("jobs_total", "Jobs run.");
    jobs.inc({ kind: 'say "hi"\\now' });
    jobs.inc({ kind: 'say "hi"\\now' }, 2);
    const latency = metrics.histogram("work_seconds", "Work time.", [0.1, 1]);
    latency.observe({ kind: "a" }, 0.05);
    latency.observe({ kind: "a" }, 0.5);
    latency.observe({ kind: "a" }, 3);
    metrics.gauge("queue_depth", "Jobs waiting.", () => 7);
    metrics.gauge("connections", "Open connections by kind.", async () => [{ labels: { kind: "ws" }, value: 2 }]);

    expect(await metrics.render()).toBe(
      [
        "# HELP jobs_total Jobs run.",
        "# TYPE jobs_total counter",
        'jobs_total{kind="say \\"hi\\"\\\\now"} 3',
        "# HELP work_seconds Work time.",
        "# TYPE work_seconds histogram",
        'work_seconds_bucket{kind="a",le="0.1"} 1',
        'work_seconds_bucket{kind="a",le="1"} 2',
        'work_seconds_bucket{kind="a",le="+Inf"} 3',
        'work_seconds_sum{kind="a"} 3.55',
        'work_seconds_count{kind="a"} 3',
        "# HELP queue_depth Jobs waiting.",
        "# TYPE queue_depth gauge",
        "queue_depth 7",
        "# HELP connections Open connections by kind.",
        "# TYPE connections gauge",
        'connections{kind="ws"} 2',
        "",
      ].join("\n"),
    );
  });

  it("refuses a name Prometheus cannot read and a name registered twice", () => {
    const metrics = createMetricsRegistry();
    expect(() => metrics.counter("bad-name", "x")).toThrow(/not a Prometheus name/);
    metrics.gauge("once", "x", () => 1);
    expect(() => metrics.gauge("once", "x", () => 1)).toThrow(/registered twice/);
  });
});

describe("metrics of a cluster's workers", () => {
  it("sums counters and histograms over workers and keeps gauges per worker", async () => {
    const worker = async (requests: number, heap: number) => {
      const metrics = createMetricsRegistry();
      const counter = metrics.counter("http_requests_total", "Requests.");
      const latency = metrics.histogram("http_request_duration_seconds", "Latency.", [0.01]);
      for (let i = 0; i < requests; i++) {
        counter.inc({ route: "/api/health" });
        latency.observe({ route: "/api/health" }, 0.001);
      }
      metrics.gauge("nodejs_heap_used_bytes", "Heap.", () => heap);
      return metrics.collect();
    };
    const merged = mergeFamilies([
      { worker: "1", families: await worker(2, 100) },
      { worker: "2", families: await worker(3, 200) },
    ]);
    const text = formatMetrics(merged);
    expect(text).toContain('http_requests_total{route="/api/health"} 5');
    expect(text).toContain('http_request_duration_seconds_bucket{route="/api/health",le="0.01"} 5');
    expect(text).toContain('http_request_duration_seconds_count{route="/api/health"} 5');
    expect(text).toContain('nodejs_heap_used_bytes{worker="1"} 100');
    expect(text).toContain('nodejs_heap_used_bytes{worker="2"} 200');
    expect(text.match(/# TYPE http_requests_total counter/g)).toHaveLength(1);
  });
});

describe("GET /metrics", () => {
  it("counts requests by method, route pattern and status, with latency, memory and (PostgreSQL) pool figures", async () => {
    const ctx = await context();
    const visitor = ctx.client();
    expect((await visitor.get("/api/health")).status).toBe(200);
    expect((await visitor.get("/api/health")).status).toBe(200);
    expect((await visitor.get(`/api/listings/${randomUUID()}`)).status).toBe(401);

    const res = await visitor.get("/metrics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    const text = await res.text();
    expect(text).toContain('http_requests_total{method="GET",route="/api/health",status="200"} 2');
    expect(text).toContain('http_requests_total{method="GET",route="/api/listings/:id",status="401"} 1');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{method="GET",route="\/api\/health",status="200",le="\+Inf"\} 2/,
    );
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} 2/);
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
    expect(text).toMatch(/^nodejs_heap_used_bytes \d+$/m);
    expect(text).toMatch(/^job_queue_depth\{queue="mail"\} 0$/m);
    if (ctx.services.database.kind === "postgres") {
      expect(text).toMatch(/^db_pool_connections\{state="total"\} [1-9]\d*$/m);
      expect(text).toMatch(/^db_pool_connections\{state="idle"\} \d+$/m);
      expect(text).toMatch(/^db_pool_waiting_requests \d+$/m);
    } else {
      expect(text).not.toContain("db_pool_connections");
    }
  });

  it("counts the realtime streams this process serves, down again when one closes", async () => {
    const ctx = await context();
    const gauge = async () =>
      Number((await (await ctx.client().get("/metrics")).text()).match(/^realtime_connections (\d+)$/m)?.[1]);
    expect(await gauge()).toBe(0);
    const { client } = await ctx.userClient("creator");
    const response = await ctx.app.request("/api/realtime", { headers: { cookie: client.cookieHeader() } });
    const stream = readSse(response);
    await stream.waitFor((events) => events.some((e) => e.event === "ready"));
    expect(await gauge()).toBe(1);
    await stream.close();
    await expect.poll(gauge).toBe(0);
  });

  it("asks for METRICS_TOKEN as a Bearer token when it is set", async () => {
    const token = "metrics-token-0123456789abcdef";
    const ctx = await context({ metricsToken: token });
    const visitor = ctx.client();
    const missing = await visitor.get("/metrics");
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
    expect((await missing.json()).error.code).toBe("unauthenticated");
    expect((await visitor.request("GET", "/metrics", undefined, { authorization: "Bearer wrong" })).status).toBe(401);
    const ok = await visitor.request("GET", "/metrics", undefined, { authorization: `Bearer ${token}` });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("# TYPE http_requests_total counter");
  });

  it("is not there in production unless METRICS_TOKEN is set", async () => {
    const ctx = await context({ production: true });
    expect((await ctx.client().get("/metrics")).status).toBe(404);
  });
});
