import type pg from "pg";
import { createMetricsRegistry, type MetricsRegistry } from "./registry.ts";

/** The figures every process reports: its memory and start time, and (on PostgreSQL) its connection pool. */
export function standardMetrics(options: { pool?: pg.Pool } = {}): MetricsRegistry {
  const metrics = createMetricsRegistry();
  const startSeconds = Math.round(Date.now() / 1000 - process.uptime());
  metrics.gauge(
    "process_start_time_seconds",
    "Start time of the process since the Unix epoch, in seconds.",
    () => startSeconds,
  );
  metrics.gauge("process_resident_memory_bytes", "Resident memory size in bytes.", () => process.memoryUsage().rss);
  metrics.gauge("nodejs_heap_used_bytes", "V8 heap in use, in bytes.", () => process.memoryUsage().heapUsed);
  metrics.gauge("nodejs_heap_total_bytes", "V8 heap allocated, in bytes.", () => process.memoryUsage().heapTotal);
  metrics.gauge(
    "nodejs_external_memory_bytes",
    "Memory of C++ objects bound to JavaScript (buffers), in bytes.",
    () => process.memoryUsage().external,
  );
  const pool = options.pool;
  if (pool) {
    metrics.gauge("db_pool_connections", "PostgreSQL pool connections, by state (total, idle).", () => [
      { labels: { state: "total" }, value: pool.totalCount },
      { labels: { state: "idle" }, value: pool.idleCount },
    ]);
    metrics.gauge(
      "db_pool_waiting_requests",
      "Queries waiting for a free PostgreSQL pool connection.",
      () => pool.waitingCount,
    );
  }
  return metrics;
}
