import type { Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/harness.ts";

/**
 * A request refused before its body has all arrived must not take the next request on its connection down
 * (issue 32): the app on a real listening socket, driven by a raw TCP client (exactly what goes over the wire) and
 * by fetch (undici's keep-alive pool, a well-behaved client).
 */
let ctx: TestContext;
let server: Server;
let port = 0;
let cookie = "";
const origin = "http://localhost:3000"; // the test app's PUBLIC_URL

beforeAll(async () => {
  ctx = await createTestContext();
  server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
  cookie = (await ctx.userClient("creator")).client.cookieHeader();
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await ctx?.close();
});

type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/** One connection: writes requests, reads answers one at a time, and says whether the server closed it. */
function rawConnection() {
  const socket = net.connect(port, "127.0.0.1");
  let buffered = Buffer.alloc(0);
  let closed = false;
  let wake = () => {};
  socket.on("data", (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    wake();
  });
  socket.on("error", () => undefined); // a reset shows as `closed`
  socket.on("close", () => {
    closed = true;
    wake();
  });
  const waitFor = <T>(ready: () => T | undefined, ms = 5_000) =>
    new Promise<T | undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), ms);
      wake = () => {
        const value = ready();
        if (value !== undefined || closed) {
          clearTimeout(timer);
          resolve(value);
        }
      };
      wake();
    });
  return {
    write: (data: string | Buffer) => socket.write(data),
    /** The next answer, or undefined when the connection closed (or nothing came) first. */
    answer: () =>
      waitFor<RawAnswer>(() => {
        const end = buffered.indexOf("\r\n\r\n");
        if (end < 0) return undefined;
        const [statusLine = "", ...lines] = buffered.toString("latin1", 0, end).split("\r\n");
        const headers = Object.fromEntries(
          lines.map((line) => [
            line.slice(0, line.indexOf(":")).toLowerCase(),
            line.slice(line.indexOf(":") + 1).trim(),
          ]),
        );
        const length = Number(headers["content-length"] ?? 0);
        if (buffered.length < end + 4 + length) return undefined;
        const body = buffered.toString("utf8", end + 4, end + 4 + length);
        buffered = buffered.subarray(end + 4 + length);
        return { status: Number(statusLine.split(" ")[1]), headers, body };
      }),
    /** Resolves true once the server has closed the connection (false if it is still open after `ms`). */
    closedWithin: (ms: number) => waitFor(() => (closed ? true : undefined), ms).then(() => closed),
    destroy: () => socket.destroy(),
  };
}

const patchProfile = (body: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `PATCH /api/profile HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${origin}\r\nCookie: ${cookie}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    ),
    body,
  ]);
const getHealth = "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
const twoMegabytes = () => Buffer.from(JSON.stringify({ bio: "x".repeat(2 * 1024 * 1024) }));

describe("a refusal and the connection it came on", () => {
  it("answers a body refused while it streams with Connection: close, and then closes", async () => {
    const connection = rawConnection();
    connection.write(patchProfile(twoMegabytes()));
    const refused = await connection.answer();
    expect(refused?.status).toBe(413);
    expect(JSON.parse(refused?.body ?? "{}").error.code).toBe("payload_too_large");
    // Said before it happens: the client knows not to send its next request here.
    expect(refused?.headers.connection).toBe("close");
    expect(await connection.closedWithin(5_000)).toBe(true);
    connection.destroy();
  });

  it("keeps the connection when the body arrived whole, refused or not: the next request on it is answered", async () => {
    const connection = rawConnection();
    connection.write(patchProfile(Buffer.from(JSON.stringify({ bio: 42 }))));
    const invalid = await connection.answer();
    expect(invalid?.status).toBe(400);
    expect(invalid?.headers.connection).toBe("keep-alive");
    connection.write(getHealth);
    expect((await connection.answer())?.status).toBe(200);
    connection.destroy();
  });

  it("loses no request of a client that reuses its connections (fetch): refusal, next request, refusal…", async () => {
    for (let round = 0; round < 5; round++) {
      const refused = await fetch(`http://127.0.0.1:${port}/api/profile`, {
        method: "PATCH",
        headers: { origin, cookie, "content-type": "application/json" },
        body: twoMegabytes(),
      });
      expect(refused.status).toBe(413);
      expect(refused.headers.get("connection")).toBe("close");
      await refused.text();
      const next = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(next.status).toBe(200);
      await next.text();
    }
  });
});
