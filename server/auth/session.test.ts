import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../db/schema/index.ts";
import { createTestContext, type TestContext } from "../test/harness.ts";
import { sessionMaxAgeSeconds } from "./auth.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const sessionUser = async (res: Response) => ((await res.json()) as { user: { id: string } | null }).user;

describe("the session read on every request", () => {
  it("recognises a valid cookie and nobody with a tampered one", async () => {
    const { client, id } = await ctx.userClient("host");
    expect((await sessionUser(await client.get("/api/accounts/session")))?.id).toBe(id);
    const cookie = client.cookieHeader();
    const [name, value = ""] = cookie.split("=");
    const decoded = decodeURIComponent(value);
    const token = decoded.slice(0, decoded.lastIndexOf("."));
    const forged = [
      `${name}=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}`,
      `${name}=${encodeURIComponent(token)}`,
      `${name}=${encodeURIComponent(`${token}x.${decoded.slice(decoded.lastIndexOf(".") + 1)}`)}`,
      `${name}=%E0%A4%A`,
    ];
    for (const header of forged) {
      const res = await ctx.client().request("GET", "/api/profile", undefined, { cookie: header });
      expect(res.status, header).toBe(401);
    }
  });

  it("ends an expired session at once", async () => {
    const { client, id } = await ctx.userClient("creator");
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, id));
    expect((await client.get("/api/profile")).status).toBe(401);
  });

  it("slides the expiry forward once a day, as better-auth does", async () => {
    const { client, id } = await ctx.userClient("creator");
    const tenDays = new Date(Date.now() + 10 * 24 * 3600 * 1000);
    await ctx.db.update(sessions).set({ expiresAt: tenDays }).where(eq(sessions.userId, id));
    expect((await client.get("/api/profile")).status).toBe(200);
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + (sessionMaxAgeSeconds - 3600) * 1000);
  });

  it("takes the role from the database on every request", async () => {
    const { client } = await ctx.userClient("creator");
    const res = await client.get("/api/creators/me");
    expect(res.status).toBe(200);
    expect((await client.get("/api/listings/mine")).status).toBe(403);
  });
});
