import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("config: processes and metrics", () => {
  it("runs one process by default and N with DATABASE_URL", () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    const config = loadConfig({ WEB_CONCURRENCY: "4", DATABASE_URL: "postgres://db.example.test/collabstay" });
    expect(config.webConcurrency).toBe(4);
  });

  it("refuses more than one worker on the embedded database, and nonsense counts, naming the setting", () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: "2" })).toThrow(
      /WEB_CONCURRENCY: more than one worker process needs DATABASE_URL/,
    );
    for (const value of ["0", "-1", "two", "65", "1.5"]) {
      expect(() => loadConfig({ WEB_CONCURRENCY: value, DATABASE_URL: "postgres://db.example.test/x" }), value).toThrow(
        /WEB_CONCURRENCY/,
      );
    }
  });

  it("takes a METRICS_TOKEN of at least 16 characters", () => {
    expect(loadConfig({ METRICS_TOKEN: "0123456789abcdef" }).metricsToken).toBe("0123456789abcdef");
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
  });

  it("keeps the read cache on unless READ_CACHE=off, and names the setting when its value is wrong", () => {
    expect(loadConfig({}).readCache).toBe(true);
    expect(loadConfig({ READ_CACHE: "off" }).readCache).toBe(false);
    expect(() => loadConfig({ READ_CACHE: "sometimes" })).toThrow(/READ_CACHE/);
  });

  it("drains a few seconds on SIGTERM where traffic is routed to the process, none for one started by hand", () => {
    const postgres = "postgres://db.example.test/collabstay";
    expect(loadConfig({}).shutdownDelayMs).toBe(0);
    expect(loadConfig({ NODE_ENV: "production", AUTH_SECRET: "s".repeat(32) }).shutdownDelayMs).toBe(5000);
    expect(loadConfig({ WEB_CONCURRENCY: "2", DATABASE_URL: postgres }).shutdownDelayMs).toBe(5000);
    expect(loadConfig({ SHUTDOWN_DELAY_MS: "1500" }).shutdownDelayMs).toBe(1500);
    for (const value of ["-1", "8001", "1.5", "soon"]) {
      expect(() => loadConfig({ SHUTDOWN_DELAY_MS: value }), value).toThrow(/SHUTDOWN_DELAY_MS/);
    }
  });
});
