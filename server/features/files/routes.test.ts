import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStorage, type Storage } from "../../storage/storage.ts";
import { fileRoutes } from "./routes.ts";

let dir: string;
let storage: Storage;
let app: ReturnType<typeof fileRoutes>;
const bytes = Buffer.from("RIFF\0\0\0\0WEBPVP8 fake image bytes 0123456789");

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "collabstay-files-"));
  storage = createDiskStorage(dir);
  app = fileRoutes({ storage });
  await storage.put("listings/l1/abc-card.webp", bytes, "image/webp");
  await storage.put("avatars/u1/a.jpg", Buffer.from("jpeg"), "image/jpeg");
  await storage.put("deliverables/app1/secret.jpg", Buffer.from("private"), "image/jpeg");
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("GET /files/*", () => {
  it("serves a stored file with its content type and immutable caching", async () => {
    const res = await app.request("/files/listings/l1/abc-card.webp");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("etag")).toMatch(/^".+"$/);
    expect(res.headers.get("content-length")).toBe(String(bytes.length));
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("answers 304 when the ETag matches", async () => {
    const first = await app.request("/files/avatars/u1/a.jpg");
    const etag = first.headers.get("etag") ?? "";
    const res = await app.request("/files/avatars/u1/a.jpg", { headers: { "If-None-Match": etag } });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe("");
  });

  it("serves a byte range", async () => {
    const res = await app.request("/files/listings/l1/abc-card.webp", { headers: { Range: "bytes=0-3" } });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes 0-3/${bytes.length}`);
    expect(await res.text()).toBe("RIFF");
    const bad = await app.request("/files/listings/l1/abc-card.webp", { headers: { Range: "bytes=999-" } });
    expect(bad.status).toBe(416);
  });

  it("answers 404 JSON for a missing key", async () => {
    const res = await app.request("/files/listings/l1/missing.webp");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "File not found" } });
  });

  it.each([
    "/files/listings/l1",
    "/files/listings/l1/abc-card.webp.meta.json",
    "/files/listings/l1/.hidden",
    "/files/listings//l1/abc-card.webp",
    "/files/",
    "/files/%E0%A4%A",
  ])("answers 404 for an unusable key %s", async (url) => {
    const res = await app.request(url);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "File not found" } });
  });

  it("never leaves the storage root through encoded dots", async () => {
    // URL parsing resolves %2e%2e before routing, so this never even reaches the files route.
    const res = await app.request("/files/listings/%2e%2e/%2e%2e/%2e%2e/etc/passwd");
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("root:");
  });

  it("does not serve private prefixes such as deliverables", async () => {
    const res = await app.request("/files/deliverables/app1/secret.jpg");
    expect(res.status).toBe(404);
  });

  it("answers HEAD without a body", async () => {
    const res = await app.request("/files/avatars/u1/a.jpg", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
  });
});
