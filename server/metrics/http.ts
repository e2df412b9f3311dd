import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { routePath } from "hono/route";
import type { AppEnv } from "../lib/app-env.ts";
import { metricsText } from "./cluster.ts";
import { latencyBuckets, type MetricsRegistry } from "./registry.ts";

/**
 * Counts every request and its duration by method, route pattern (never the raw path: ids would make a series per
 * object) and status. Requests no route matched share the pattern of the catch-all that answered them.
 */
export function httpMetrics(metrics: MetricsRegistry) {
  const requests = metrics.counter(
    "http_requests_total",
    "HTTP requests answered, by method, route pattern and status.",
  );
  const duration = metrics.histogram(
    "http_request_duration_seconds",
    "Time to answer an HTTP request, by method, route pattern and status.",
    latencyBuckets,
  );
  // One labels object per series (method, route pattern and status are each from a small fixed set), so the
  // registry finds the series without building its key on every request.
  const labelSets = new Map<string, { method: string; route: string; status: string }>();
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    await next();
    const method = c.req.method;
    const route = routePath(c) || "unmatched";
    const status = String(c.res.status);
    const id = `${method} ${status} ${route}`;
    let labels = labelSets.get(id);
    if (!labels) {
      labels = { method, route, status };
      labelSets.set(id, labels);
    }
    requests.inc(labels);
    duration.observe(labels, (performance.now() - started) / 1000);
  });
}

const bearer = (header: string | undefined) => /^Bearer\s+(.+)$/i.exec(header?.trim() ?? "")?.[1] ?? "";

/**
 * `GET /metrics`. With METRICS_TOKEN: only with `Authorization: Bearer <token>` (401 otherwise). Without it: open
 * outside production (a local Prometheus or a look with curl), and not there at all in production (404), so a
 * default deploy publishes no traffic figures (docs/decisions/0014-metrics.md).
 */
export function metricsRoutes(metrics: MetricsRegistry, options: { token?: string; production: boolean }) {
  const app = new Hono<AppEnv>();
  const text = metricsText(metrics);
  app.get("/metrics", async (c) => {
    if (options.token) {
      const given = Buffer.from(bearer(c.req.header("authorization")));
      const expected = Buffer.from(options.token);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        c.header("WWW-Authenticate", 'Bearer realm="metrics"');
        return c.json({ error: { code: "unauthenticated", message: "The metrics token is missing or wrong." } }, 401);
      }
    } else if (options.production) {
      return c.json({ error: { code: "not_found", message: "Not found" } }, 404);
    }
    c.header("Cache-Control", "no-store");
    return c.body(await text(), 200, { "Content-Type": "text/plain; version=0.0.4; charset=utf-8" });
  });
  return app;
}
