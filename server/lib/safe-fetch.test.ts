import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPrivateAddress, refusedAddressMessage, SafeFetchError, safeFetchText } from "./safe-fetch.ts";

/**
 * A real HTTP server on loopback: it serves a calendar, redirects to refused places, answers too much, or never.
 * The fetch is allowed to reach 127.0.0.1 only (the predicate), so every other private address stays refused.
 */
let server: http.Server;
let base = "";
const onlyOurLoopback = (address: string) => address === "127.0.0.1";

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const port = (server.address() as AddressInfo).port;
    if (req.url === "/cal.ics") return res.end("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
    if (req.url === "/to-metadata") return res.writeHead(302, { location: "http://169.254.169.254/latest" }).end();
    if (req.url === "/to-other-loopback")
      return res.writeHead(301, { location: `http://127.0.0.2:${port}/cal.ics` }).end();
    if (req.url === "/relative") return res.writeHead(302, { location: "/cal.ics" }).end();
    if (req.url === "/huge") {
      res.write("BEGIN:VCALENDAR\r\n");
      const chunk = "X".repeat(64 * 1024);
      for (let i = 0; i < 50; i++) res.write(chunk);
      return res.end();
    }
    if (req.url === "/silent") return; // never answers
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => "fetched",
    (e: unknown) => (e instanceof SafeFetchError ? e.message : `other error: ${String(e)}`),
  );

describe("safe fetch of calendar feeds", () => {
  it("knows private, loopback, link-local and mapped addresses", () => {
    for (const a of [
      "127.0.0.1",
      "10.1.2.3",
      "192.168.0.9",
      "172.20.0.1",
      "169.254.169.254",
      "::1",
      "fe80::1",
      "::ffff:127.0.0.1",
      "0.0.0.0",
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ["93.184.216.34", "1.1.1.1", "2606:4700:4700::1111"]) expect(isPrivateAddress(a), a).toBe(false);
  });

  it("fetches from the allowed test server, following a relative redirect", async () => {
    const opts = { allowPrivate: onlyOurLoopback };
    expect(await safeFetchText(`${base}/cal.ics`, opts)).toContain("BEGIN:VCALENDAR");
    expect(await safeFetchText(`${base}/relative`, opts)).toContain("BEGIN:VCALENDAR");
  });

  it("refuses loopback and the metadata address when private addresses are not allowed", async () => {
    expect(await refusal(safeFetchText(`${base}/cal.ics`))).toBe(refusedAddressMessage);
    expect(await refusal(safeFetchText("http://169.254.169.254/latest/meta-data"))).toBe(refusedAddressMessage);
    expect(await refusal(safeFetchText("http://[::1]/x"))).toBe(refusedAddressMessage);
  });

  it("checks the address a name resolves to, not the name", async () => {
    const port = new URL(base).port;
    expect(await refusal(safeFetchText(`http://localhost:${port}/cal.ics`))).toBe(refusedAddressMessage);
  });

  it("checks every redirect again", async () => {
    const opts = { allowPrivate: onlyOurLoopback };
    expect(await refusal(safeFetchText(`${base}/to-metadata`, opts))).toBe(refusedAddressMessage);
    expect(await refusal(safeFetchText(`${base}/to-other-loopback`, opts))).toBe(refusedAddressMessage);
  });

  it("refuses other schemes and credentials", async () => {
    expect(await refusal(safeFetchText("file:///etc/passwd"))).toContain("https://");
    expect(await refusal(safeFetchText("ftp://example.com/a.ics"))).toContain("https://");
    expect(await refusal(safeFetchText("https://user:pw@example.com/a.ics"))).toContain("user name or password");
  });

  it("stops a body over the size limit and a server that never answers", async () => {
    const opts = { allowPrivate: onlyOurLoopback };
    expect(await refusal(safeFetchText(`${base}/huge`, { ...opts, maxBytes: 2 * 1024 * 1024 }))).toBe(
      "The calendar is larger than 2 MB",
    );
    const started = Date.now();
    expect(await refusal(safeFetchText(`${base}/silent`, { ...opts, timeoutMs: 500 }))).toBe(
      "The calendar link did not answer within 0.5 s",
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
