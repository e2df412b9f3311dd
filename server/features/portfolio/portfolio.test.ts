import type { PortfolioItem } from "@domain/creators.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Tx } from "../../db/client.ts";
import { portfolioMedia } from "../../db/schema/index.ts";
import { fileForm, mp4, png, storedFiles } from "../../test/creator-fixtures.ts";
import { createTestContext, type TestContext } from "../../test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

type Created = { item: PortfolioItem };
const upload = async (client: Awaited<ReturnType<TestContext["userClient"]>>["client"], tags: string[] = []) => {
  const res = await client.post(
    "/api/portfolio",
    fileForm(await png(), "beach.png", "image/png", { tags: JSON.stringify(tags) }),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as Created).item;
};

describe("portfolio upload", () => {
  it("is for creators: visitor 401, host 403", async () => {
    const host = await ctx.userClient("host");
    const form = () => fileForm(Buffer.from("x"), "a.png", "image/png");
    expect((await ctx.client().post("/api/portfolio", form())).status).toBe(401);
    expect((await host.client.post("/api/portfolio", form())).status).toBe(403);
  });

  it("re-encodes images with a card variant, appends at the end and takes tags both ways", async () => {
    const { client, id } = await ctx.userClient("creator");
    const first = await upload(client, ["Beach", "Summer"]);
    expect(first).toMatchObject({ type: "image", fileName: "beach.png", fileType: "image/webp", position: 0 });
    expect(first.tags).toEqual(["Beach", "Summer"]);
    expect(first.url).toMatch(new RegExp(`^/files/portfolio/${id}/.+\\.webp$`));
    expect(first.thumbnailUrl).toBe(first.url.replace(/\.webp$/, "-card.webp"));
    const file = await ctx.app.request(first.thumbnailUrl ?? "");
    expect(file.status).toBe(200);

    const repeated = await client.post(
      "/api/portfolio",
      fileForm(await png(), "b.png", "image/png", { tags: ["One", "Two"] }),
    );
    expect(((await repeated.json()) as Created).item).toMatchObject({ tags: ["One", "Two"], position: 1 });

    const video = await client.post("/api/portfolio", fileForm(mp4(), "clip.mp4", "video/mp4"));
    expect(video.status).toBe(201);
    const clip = ((await video.json()) as Created).item;
    expect(clip).toMatchObject({ type: "video", fileType: "video/mp4", thumbnailUrl: null, position: 2 });
    expect((await ctx.app.request(clip.url)).headers.get("content-type")).toBe("video/mp4");
  });

  it("refuses what is not JPEG/PNG/WebP/MP4 by its bytes, bad tags, and stores nothing", async () => {
    const { client, id } = await ctx.userClient("creator");
    const filesBefore = await storedFiles(ctx.config.dataDir);
    const cases: [FormData, number][] = [
      [fileForm(Buffer.from("not a video at all, just text"), "fake.mp4", "video/mp4"), 415],
      [fileForm(Buffer.from("GIF89a...."), "x.gif", "image/gif"), 415],
      [fileForm(Buffer.from("%PDF-1.4 something"), "doc.jpg", "image/jpeg"), 415],
      [fileForm(await png(), "a.png", "image/png", { tags: JSON.stringify(["a", "A"]) }), 400],
      [fileForm(await png(), "a.png", "image/png", { tags: JSON.stringify([" "]) }), 400],
      [fileForm(await png(), "a.png", "image/png", { tags: JSON.stringify(["x".repeat(31)]) }), 400],
      [fileForm(await png(), "a.png", "image/png", { tags: "[broken" }), 400],
    ];
    for (const [form, status] of cases) {
      const res = await client.post("/api/portfolio", form);
      expect(res.status).toBe(status);
      if (status === 415) {
        expect(await res.json()).toMatchObject({
          error: {
            title: "Invalid file format",
            message: "Please upload JPG, PNG, WebP images or MP4 videos only",
          },
        });
      }
    }
    const noFile = new FormData();
    noFile.append("tags", "[]");
    expect((await client.post("/api/portfolio", noFile)).status).toBe(400);
    expect((await client.post("/api/portfolio", { file: "x" })).status).toBe(400);
    expect(await ctx.db.select().from(portfolioMedia).where(eq(portfolioMedia.userId, id))).toEqual([]);
    // The whole storage, not only portfolio/<id>: nothing may have been written anywhere.
    expect(await storedFiles(ctx.config.dataDir)).toEqual(filesBefore);
  });

  it("refuses an image over 10 MB with 413", async () => {
    const { client } = await ctx.userClient("creator");
    const filesBefore = await storedFiles(ctx.config.dataDir);
    // A valid PNG header followed by padding: the type is right, the size is not.
    const big = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await client.post("/api/portfolio", fileForm(big, "big.png", "image/png"));
    expect(res.status).toBe(413);
    expect(await storedFiles(ctx.config.dataDir)).toEqual(filesBefore);
  });

  it("removes the stored files when the database insert fails", async () => {
    const { client } = await ctx.userClient("creator");
    const filesBefore = await storedFiles(ctx.config.dataDir);
    // The row is inserted inside the upload's transaction (after the quota check and the file writes): make
    // that transaction's insert fail.
    const transaction = ctx.db.transaction.bind(ctx.db);
    const spy = vi.spyOn(ctx.db, "transaction").mockImplementationOnce(((work: (tx: Tx) => Promise<unknown>) =>
      transaction(async (tx) => {
        vi.spyOn(tx, "insert").mockImplementationOnce(() => {
          throw new Error("simulated insert failure");
        });
        return work(tx);
      })) as typeof ctx.db.transaction);
    const res = await client.post("/api/portfolio", fileForm(await png(), "a.png", "image/png"));
    spy.mockRestore();
    expect(res.status).toBe(500);
    expect(await storedFiles(ctx.config.dataDir)).toEqual(filesBefore);
  });
});

describe("public portfolio", () => {
  it("is readable by everyone in saved order; non-creators are 'Creator Not Found'", async () => {
    const owner = await ctx.userClient("creator");
    const a = await upload(owner.client);
    const b = await upload(owner.client);
    const host = await ctx.userClient("host");
    const other = await ctx.userClient("creator");
    for (const viewer of [ctx.client(), host.client, other.client, owner.client]) {
      const res = await viewer.get(`/api/creators/${owner.id}/portfolio`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { items: PortfolioItem[] }).items.map((i) => i.id)).toEqual([a.id, b.id]);
    }
    for (const id of [host.id, crypto.randomUUID(), "nope"]) {
      const res = await ctx.client().get(`/api/creators/${id}/portfolio`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: { message: "Creator Not Found" } });
    }
  });
});

describe("owner-only changes", () => {
  it("saves the order (it survives a reload) and only as a permutation of own items", async () => {
    const owner = await ctx.userClient("creator");
    const items = [await upload(owner.client), await upload(owner.client), await upload(owner.client)];
    const [a, b, c] = items.map((i) => i.id) as [string, string, string];
    const res = await owner.client.request("PUT", "/api/portfolio/order", { ids: [c, a, b] });
    expect(res.status).toBe(200);
    const reloaded = (await (await ctx.client().get(`/api/creators/${owner.id}/portfolio`)).json()) as {
      items: PortfolioItem[];
    };
    expect(reloaded.items.map((i) => [i.id, i.position])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);

    const other = await ctx.userClient("creator");
    const foreign = await upload(other.client);
    const bad = [{ ids: [c, a] }, { ids: [c, a, b, foreign.id] }, { ids: [c, a, a] }, { ids: [c, a, "x"] }, {}];
    for (const body of bad) {
      expect((await owner.client.request("PUT", "/api/portfolio/order", body)).status).toBe(400);
    }
    // Another creator cannot reorder someone else's items; a host or visitor cannot reorder at all.
    expect((await other.client.request("PUT", "/api/portfolio/order", { ids: [c, a, b] })).status).toBe(400);
    const host = await ctx.userClient("host");
    expect((await host.client.request("PUT", "/api/portfolio/order", { ids: [c, a, b] })).status).toBe(403);
    expect((await ctx.client().request("PUT", "/api/portfolio/order", { ids: [c, a, b] })).status).toBe(401);
    const still = (await (await ctx.client().get(`/api/creators/${owner.id}/portfolio`)).json()) as {
      items: PortfolioItem[];
    };
    expect(still.items.map((i) => i.id)).toEqual([c, a, b]);
  });

  it("edits tags for the owner only", async () => {
    const owner = await ctx.userClient("creator");
    const item = await upload(owner.client, ["Old"]);
    const res = await owner.client.patch(`/api/portfolio/${item.id}`, { tags: [" New ", "Beach"] });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Created).item.tags).toEqual(["New", "Beach"]);
    expect((await owner.client.patch(`/api/portfolio/${item.id}`, { tags: ["a", "a"] })).status).toBe(400);
    const other = await ctx.userClient("creator");
    expect((await other.client.patch(`/api/portfolio/${item.id}`, { tags: ["x"] })).status).toBe(404);
    const host = await ctx.userClient("host");
    expect((await host.client.patch(`/api/portfolio/${item.id}`, { tags: ["x"] })).status).toBe(403);
    expect((await ctx.client().patch(`/api/portfolio/${item.id}`, { tags: ["x"] })).status).toBe(401);
    expect((await owner.client.patch("/api/portfolio/not-a-uuid", { tags: ["x"] })).status).toBe(404);
  });

  it("deletes for the owner only and removes the files", async () => {
    const owner = await ctx.userClient("creator");
    const item = await upload(owner.client);
    const other = await ctx.userClient("creator");
    const host = await ctx.userClient("host");
    expect((await ctx.client().delete(`/api/portfolio/${item.id}`)).status).toBe(401);
    expect((await host.client.delete(`/api/portfolio/${item.id}`)).status).toBe(403);
    expect((await other.client.delete(`/api/portfolio/${item.id}`)).status).toBe(404);
    expect(await storedFiles(ctx.config.dataDir, `portfolio/${owner.id}`)).toHaveLength(2);
    expect((await owner.client.delete(`/api/portfolio/${item.id}`)).status).toBe(204);
    expect(await storedFiles(ctx.config.dataDir, `portfolio/${owner.id}`)).toEqual([]);
    expect((await owner.client.delete(`/api/portfolio/${item.id}`)).status).toBe(404);
  });
});
