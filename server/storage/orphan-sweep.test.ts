import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileForm, png } from "../test/creator-fixtures.ts";
import { createTestContext, type TestContext } from "../test/harness.ts";
import { orphanAgeSeconds, sweepOrphanUploads } from "./orphan-sweep.ts";
import { variantKey } from "./storage.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const later = () => new Date(Date.now() + (orphanAgeSeconds + 60) * 1000);
const sweep = (now: Date) => sweepOrphanUploads(ctx.db, ctx.services.storage, ctx.services.logger, now);
const unsettled = () => ctx.services.storage.unsettled(later());

describe("write journal and orphan sweep (a crash between a file and its row)", () => {
  it("removes a stored file that no row took up, once it is old enough, and keeps fresh ones", async () => {
    const key = `portfolio/${randomUUID()}/${randomUUID()}.webp`;
    // What a process killed after storage.put and before its insert leaves behind:
    await ctx.services.storage.put(key, Buffer.from("orphan"), "image/webp");
    expect(await unsettled()).toContain(key);

    expect(await sweep(new Date())).not.toContain(key);
    expect(await ctx.services.storage.get(key)).not.toBeNull();

    expect(await sweep(later())).toContain(key);
    expect(await ctx.services.storage.get(key)).toBeNull();
    expect(await unsettled()).not.toContain(key);
  });

  it("keeps every file a row uses (and its variants), and settles their journal entries", async () => {
    const creator = await ctx.userClient("creator");
    const res = await creator.client.post("/api/portfolio", fileForm(await png(), "a.png", "image/png"));
    expect(res.status).toBe(201);
    const { item } = (await res.json()) as { item: { url: string } };
    const key = item.url.replace(/^\/files\//, "");
    expect(await unsettled()).toEqual(expect.arrayContaining([key, variantKey(key, "card")]));

    expect(await sweep(later())).toEqual([]);
    expect(await ctx.services.storage.get(key)).not.toBeNull();
    expect(await ctx.services.storage.get(variantKey(key, "card"))).not.toBeNull();
    expect(await unsettled()).toEqual([]);
  });

  it("forgets the journal entry of a file that is deleted", async () => {
    const key = `avatars/${randomUUID()}/${randomUUID()}.jpg`;
    await ctx.services.storage.put(key, Buffer.from("x"), "image/jpeg");
    await ctx.services.storage.delete(key);
    expect(await unsettled()).not.toContain(key);
  });
});
