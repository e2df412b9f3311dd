import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testConfig } from "../config.ts";
import {
  createDiskStorage,
  createStorage,
  fileUrl,
  isValidStorageKey,
  newKey,
  type Storage,
  variantKey,
} from "./storage.ts";

let dir: string;
let storage: Storage;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "collabstay-storage-"));
  storage = createDiskStorage(dir);
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("disk storage", () => {
  it("stores data with its content type and deletes it", async () => {
    await storage.put("avatars/u1/a.jpg", Buffer.from("x"), "image/jpeg");
    expect(await storage.get("avatars/u1/a.jpg")).toEqual({ data: Buffer.from("x"), contentType: "image/jpeg" });
    await storage.delete("avatars/u1/a.jpg");
    expect(await storage.get("avatars/u1/a.jpg")).toBeNull();
    await storage.delete("avatars/u1/a.jpg");
  });

  it("keeps a content type that the extension would not give", async () => {
    await storage.put("portfolio/u1/clip", Buffer.from("x"), "video/mp4");
    expect((await storage.get("portfolio/u1/clip"))?.contentType).toBe("video/mp4");
  });

  it("returns null for a missing key or a folder", async () => {
    await storage.put("listings/l1/a.webp", Buffer.from("x"), "image/webp");
    expect(await storage.get("listings/l2/a.webp")).toBeNull();
    expect(await storage.get("listings/l1")).toBeNull();
  });

  it("deletes by folder prefix and by name prefix", async () => {
    await storage.put("listings/l1/a.webp", Buffer.from("1"), "image/webp");
    await storage.put("listings/l1/a-card.webp", Buffer.from("2"), "image/webp");
    await storage.put("listings/l1/b.webp", Buffer.from("3"), "image/webp");
    await storage.put("listings/l2/a.webp", Buffer.from("4"), "image/webp");
    await storage.deletePrefix("listings/l1/a");
    expect(await storage.get("listings/l1/a.webp")).toBeNull();
    expect(await storage.get("listings/l1/a-card.webp")).toBeNull();
    expect(await storage.get("listings/l1/b.webp")).not.toBeNull();
    await storage.deletePrefix("listings/l1/");
    expect(await readdir(path.join(dir, "listings"))).toEqual(["l2"]);
    await storage.deletePrefix("listings/nope/");
    await expect(storage.deletePrefix("")).rejects.toThrow(/Invalid storage key/);
    await expect(storage.deletePrefix("../")).rejects.toThrow(/Invalid storage key/);
  });

  it.each([
    "../x",
    "/etc/passwd",
    "a/../../b",
    "a//b",
    "a/./b",
    ".env",
    "a/b c",
    "a\\b",
    "a/b.meta.json",
    "é/x",
    "",
    `a/${"n".repeat(300)}.mp4`,
    "_journal/x",
  ])("rejects the key %j", async (key) => {
    expect(isValidStorageKey(key)).toBe(false);
    await expect(storage.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow(/Invalid storage key/);
  });

  it("makes keys, variant keys and URLs", () => {
    const key = newKey("listings/l1", "webp");
    expect(key).toMatch(/^listings\/l1\/[0-9a-f-]{36}\.webp$/);
    expect(variantKey("listings/l1/abc.webp", "card")).toBe("listings/l1/abc-card.webp");
    expect(fileUrl("avatars/u/a.jpg")).toBe("/files/avatars/u/a.jpg");
    expect(fileUrl(null)).toBeNull();
  });

  it("createStorage roots the disk driver at DATA_DIR/storage", async () => {
    const configured = createStorage(testConfig({ dataDir: dir }));
    await configured.put("avatars/u/a.jpg", Buffer.from("x"), "image/jpeg");
    expect(await readdir(path.join(dir, "storage", "avatars", "u"))).toContain("a.jpg");
  });
});
