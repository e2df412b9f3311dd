import type { CreatorPage, CreatorPublicProfile, MyCreatorProfile } from "@domain/creators.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creatorProfiles } from "../../db/schema/index.ts";
import { validCreatorForm } from "../../test/creator-fixtures.ts";
import { createTestContext, type TestContext } from "../../test/harness.ts";

/**
 * Issue 12 items 5, 6 and 15 at the API: engagement is entered per platform with its date (unknown is null,
 * never 0), platform icons come from handles, follower boxes take "12,500" / "12.5k", and a website without
 * a scheme gets https://.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

type Me = { profile: MyCreatorProfile };
type Public = { creator: CreatorPublicProfile };

const tagged = () => `en${Math.random().toString(36).slice(2, 8)}`;

async function cardOf(creatorId: string, tag: string) {
  const host = await ctx.userClient("host");
  const page = (await (await host.client.get(`/api/creators?q=${tag}`)).json()) as CreatorPage;
  return page.items.find((c) => c.id === creatorId);
}

describe("engagement rate", () => {
  it("is unknown (null, not 0) for a creator who never entered one: own, public and card", async () => {
    const tag = tagged();
    const { client, id } = await ctx.userClient("creator");
    await client.request("PUT", "/api/creators/me", { ...validCreatorForm, bio: `Bio ${tag}` });
    const me = ((await (await client.get("/api/creators/me")).json()) as Me).profile;
    expect(me.engagementRate).toBeNull();
    expect(me.engagement).toEqual({ instagram: null, tiktok: null, youtube: null });
    const pub = ((await (await ctx.client().get(`/api/creators/${id}`)).json()) as Public).creator;
    expect(pub.engagementRate).toBeNull();
    expect((await cardOf(id, tag))?.engagementRate).toBeNull();
    const [row] = await ctx.db.select().from(creatorProfiles).where(eq(creatorProfiles.id, id));
    expect(row?.engagementRate).toBeNull();
  });

  it("stores per-platform rates with their dates and shows the follower-weighted figure", async () => {
    const tag = tagged();
    const { client, id } = await ctx.userClient("creator");
    const res = await client.request("PUT", "/api/creators/me", {
      ...validCreatorForm,
      bio: `Bio ${tag}`,
      tiktok: "alexr",
      instagramFollowers: "30,000",
      tiktokFollowers: "10k",
      youtubeFollowers: "",
      instagramEngagement: "4",
      instagramEngagementMeasuredOn: "2025-10-01",
      tiktokEngagement: "8,0 %",
      tiktokEngagementMeasuredOn: "2025-09-15",
    });
    expect(res.status).toBe(200);
    const { profile } = (await res.json()) as Me;
    expect(profile).toMatchObject({
      instagramFollowers: 30_000,
      tiktokFollowers: 10_000,
      youtubeFollowers: 0,
      followerCount: 40_000,
      engagementRate: 5,
      engagement: {
        instagram: { rate: 4, measuredOn: "2025-10-01" },
        tiktok: { rate: 8, measuredOn: "2025-09-15" },
        youtube: null,
      },
    });
    const pub = ((await (await ctx.client().get(`/api/creators/${id}`)).json()) as Public).creator;
    expect(pub.engagement.tiktok).toEqual({ rate: 8, measuredOn: "2025-09-15" });
    expect((await cardOf(id, tag))?.engagementRate).toBe(5);

    // Clearing the rates makes the figure unknown again, not 0.
    await client.request("PUT", "/api/creators/me", { ...validCreatorForm, bio: `Bio ${tag}` });
    expect((await cardOf(id, tag))?.engagementRate).toBeNull();
  });

  it("refuses a rate without its date or its account, a date without a rate, and bad values; nothing is written", async () => {
    const { client, id } = await ctx.userClient("creator");
    await client.request("PUT", "/api/creators/me", validCreatorForm);
    const before = await ctx.db.select().from(creatorProfiles).where(eq(creatorProfiles.id, id));
    const cases: [Record<string, unknown>, string][] = [
      [{ instagramEngagement: "4.2" }, "instagramEngagementMeasuredOn"],
      [{ tiktokEngagement: "4.2", tiktokEngagementMeasuredOn: "2025-01-01" }, "tiktokEngagement"],
      [{ youtubeEngagementMeasuredOn: "2025-01-01" }, "youtubeEngagement"],
      [{ instagramEngagement: "120", instagramEngagementMeasuredOn: "2025-01-01" }, "instagramEngagement"],
      [{ instagramEngagement: "4", instagramEngagementMeasuredOn: "2999-01-01" }, "instagramEngagementMeasuredOn"],
      [{ instagramEngagement: "4", instagramEngagementMeasuredOn: "01/02/2025" }, "instagramEngagementMeasuredOn"],
    ];
    for (const [patch, field] of cases) {
      const res = await client.request("PUT", "/api/creators/me", { ...validCreatorForm, ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      const body = (await res.json()) as { error: { code: string; fields?: Record<string, string> } };
      expect(body.error.code).toBe("validation_failed");
      expect(Object.keys(body.error.fields ?? {}), JSON.stringify(patch)).toContain(field);
    }
    expect(await ctx.db.select().from(creatorProfiles).where(eq(creatorProfiles.id, id))).toEqual(before);
  });
});

describe("platform icons come from handles, not skills", () => {
  it("lists the platforms with a handle on the card and the public profile", async () => {
    const tag = tagged();
    const withHandle = await ctx.userClient("creator");
    await withHandle.client.request("PUT", "/api/creators/me", {
      ...validCreatorForm,
      bio: `Bio ${tag}`,
      skills: "Travel, Food",
      instagram: "alexr",
      youtube: "",
    });
    const skillsOnly = await ctx.userClient("creator");
    await skillsOnly.client.request("PUT", "/api/creators/me", {
      ...validCreatorForm,
      bio: `Bio ${tag}`,
      skills: "Instagram, TikTok, YouTube",
      instagram: "",
      youtube: "",
    });
    expect((await cardOf(withHandle.id, tag))?.socialPlatforms).toEqual(["instagram"]);
    expect((await cardOf(skillsOnly.id, tag))?.socialPlatforms).toEqual([]);
    const pub = ((await (await ctx.client().get(`/api/creators/${skillsOnly.id}`)).json()) as Public).creator;
    expect(pub.socialPlatforms).toEqual([]);
    expect(pub.platforms).toEqual(["Instagram", "TikTok", "YouTube"]);

    // The saved list's cards follow the same rule.
    const host = await ctx.userClient("host");
    await host.client.post("/api/saved-creators", { creatorId: withHandle.id });
    const saved = (await (await host.client.get("/api/saved-creators")).json()) as {
      items: { id: string; socialPlatforms: string[]; engagementRate: number | null }[];
    };
    expect(saved.items.find((c) => c.id === withHandle.id)).toMatchObject({
      socialPlatforms: ["instagram"],
      engagementRate: null,
    });
  });
});

describe("profile form inputs", () => {
  it("takes follower counts as people type them and refuses junk with the field named", async () => {
    const { client } = await ctx.userClient("creator");
    const res = await client.request("PUT", "/api/creators/me", {
      ...validCreatorForm,
      instagramFollowers: "12,500",
      tiktokFollowers: "12.5k",
      youtubeFollowers: "",
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Me).profile).toMatchObject({
      instagramFollowers: 12_500,
      tiktokFollowers: 12_500,
      youtubeFollowers: 0,
      followerCount: 25_000,
    });
    const bad = await client.request("PUT", "/api/creators/me", { ...validCreatorForm, instagramFollowers: "lots" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      "instagramFollowers",
    );
  });

  it("adds https:// to a website typed without one", async () => {
    const { client } = await ctx.userClient("creator");
    const res = await client.request("PUT", "/api/creators/me", {
      ...validCreatorForm,
      portfolio: "alex.example/work",
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Me).profile.websiteUrl).toBe("https://alex.example/work");
    const ftp = await client.request("PUT", "/api/creators/me", {
      ...validCreatorForm,
      portfolio: "ftp://alex.example",
    });
    expect(ftp.status).toBe(400);
  });
});
