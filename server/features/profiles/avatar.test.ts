import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../../db/schema/index.ts";
import { fileForm, png, storedFiles } from "../../test/creator-fixtures.ts";
import { createTestContext, type TestContext } from "../../test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

type Answer = { avatarUrl: string; profile: { avatarUrl: string } };

describe("POST /api/profile/avatar", () => {
  it("is 401 for visitors", async () => {
    expect((await ctx.client().post("/api/profile/avatar", fileForm(await png(), "a.png", "image/png"))).status).toBe(
      401,
    );
  });

  it("stores a 400×400 JPEG for creators and hosts and removes the previous file", async () => {
    for (const role of ["creator", "host"] as const) {
      const { client, id } = await ctx.userClient(role);
      const first = await client.post("/api/profile/avatar", fileForm(await png(900, 600), "me.png", "image/png"));
      expect(first.status).toBe(200);
      const a = (await first.json()) as Answer;
      expect(a.avatarUrl).toMatch(new RegExp(`^/files/avatars/${id}/.+\\.jpg$`));
      expect(a.profile.avatarUrl).toBe(a.avatarUrl);
      const served = await ctx.app.request(a.avatarUrl);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 400, 400]);

      const second = (await (
        await client.post("/api/profile/avatar", fileForm(await png(), "again.png", "image/png"))
      ).json()) as Answer;
      expect(second.avatarUrl).not.toBe(a.avatarUrl);
      expect(await storedFiles(ctx.config.dataDir, `avatars/${id}`)).toHaveLength(1);
      const [row] = await ctx.db.select().from(profiles).where(eq(profiles.id, id));
      expect(`/files/${row?.avatarKey}`).toBe(second.avatarUrl);
    }
  });

  it("refuses a non-image renamed .jpg (415) and an 11 MB file (413) without touching the profile", async () => {
    const { client, id } = await ctx.userClient("creator");
    const ok = (await (
      await client.post("/api/profile/avatar", fileForm(await png(), "a.png", "image/png"))
    ).json()) as Answer;

    const fake = await client.post(
      "/api/profile/avatar",
      fileForm(Buffer.from("hello, not an image"), "me.jpg", "image/jpeg"),
    );
    expect(fake.status).toBe(415);
    expect(await fake.json()).toMatchObject({
      error: { code: "unsupported_media_type", title: "Invalid file type", message: "Please upload an image file" },
    });

    const big = Buffer.concat([await png(), Buffer.alloc(11 * 1024 * 1024)]);
    const tooBig = await client.post("/api/profile/avatar", fileForm(big, "big.png", "image/png"));
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({
      error: { title: "File too large", message: "Please upload an image smaller than 10MB" },
    });

    expect((await client.post("/api/profile/avatar", new FormData())).status).toBe(400);
    expect((await client.post("/api/profile/avatar", { file: "x" })).status).toBe(400);
    const [row] = await ctx.db.select().from(profiles).where(eq(profiles.id, id));
    expect(`/files/${row?.avatarKey}`).toBe(ok.avatarUrl);
    expect(await storedFiles(ctx.config.dataDir, `avatars/${id}`)).toHaveLength(1);
  });
});
