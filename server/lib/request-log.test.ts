import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env.ts";
import type { LogFields, Logger } from "./logger.ts";
import { requestLog, userHash } from "./request-log.ts";

/** A logger that keeps its lines (the sink is the only thing replaced; the middleware runs for real). */
function keepingLogger() {
  const lines: { message: string; fields?: LogFields }[] = [];
  const logger: Logger = {
    info: (message, fields) => lines.push({ message, fields }),
    error: (message, fields) => lines.push({ message, fields }),
  };
  return { logger, lines };
}

function appWith(logger: Logger, actorId: string | null = null) {
  const app = new Hono<AppEnv>();
  app.use("*", requestLog(logger));
  app.use("*", async (c, next) => {
    c.set(
      "actor",
      actorId
        ? { id: actorId, email: "", name: "", userType: "host", operator: null, sessionId: "s", profile: null }
        : null,
    );
    await next();
  });
  app.get("/api/things/:id", (c) => c.json({ id: c.req.param("id"), requestId: c.get("requestId") }));
  app.get("/assets/x.js", (c) => c.text("x"));
  return app;
}

describe("request log", () => {
  it("logs one line per API request with the route pattern, status, duration, user hash and request id", async () => {
    const { logger, lines } = keepingLogger();
    const res = await appWith(logger, "user-1").request("/api/things/42");
    const body = (await res.json()) as { requestId: string };
    expect(res.headers.get("x-request-id")).toBe(body.requestId);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.fields).toMatchObject({
      method: "GET",
      route: "/api/things/:id",
      status: 200,
      user: userHash("user-1"),
      requestId: body.requestId,
    });
    expect(typeof lines[0]?.fields?.ms).toBe("number");
    expect(JSON.stringify(lines)).not.toContain("user-1");
  });

  it("keeps a proxy's request id when it looks like one, and makes its own otherwise", async () => {
    const { logger } = keepingLogger();
    const app = appWith(logger);
    const kept = await app.request("/api/things/1", { headers: { "x-request-id": "edge-abc123-XYZ" } });
    expect(kept.headers.get("x-request-id")).toBe("edge-abc123-XYZ");
    const replaced = await app.request("/api/things/1", { headers: { "x-request-id": "bad id <script>" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("does not log static files", async () => {
    const { logger, lines } = keepingLogger();
    await appWith(logger).request("/assets/x.js");
    expect(lines).toEqual([]);
  });
});
