import { describe, expect, it } from "vitest";
import {
  addTag,
  createInvitationSchema,
  creatorProfileFormSchema,
  creatorProfileToForm,
  creatorSearchSchema,
  handleToUrl,
  mediaTitle,
  normalizeTags,
  socialPlatformsOf,
  specialtyFromSkills,
  splitSkills,
  tagsSchema,
  urlToHandle,
  withHttpsScheme,
} from "./creators.ts";

describe("handle ↔ URL", () => {
  it("stores bare usernames as full profile URLs, stripping a leading @", () => {
    expect(handleToUrl("instagram", "alex")).toBe("https://instagram.com/alex");
    expect(handleToUrl("instagram", "@alex")).toBe("https://instagram.com/alex");
    expect(handleToUrl("tiktok", "@alex.r")).toBe("https://tiktok.com/@alex.r");
    expect(handleToUrl("youtube", " alex_r ")).toBe("https://youtube.com/@alex_r");
    expect(handleToUrl("tiktok", "")).toBeNull();
    expect(handleToUrl("youtube", null)).toBeNull();
  });

  it("takes a pasted profile URL as its username", () => {
    expect(handleToUrl("instagram", "https://www.instagram.com/alex/")).toBe("https://instagram.com/alex");
    expect(handleToUrl("tiktok", "tiktok.com/@alex")).toBe("https://tiktok.com/@alex");
  });

  it("gives the bare username back for the form", () => {
    expect(urlToHandle("instagram", "https://instagram.com/alex")).toBe("alex");
    expect(urlToHandle("tiktok", "https://tiktok.com/@alex")).toBe("alex");
    expect(urlToHandle("youtube", "https://youtube.com/@alex")).toBe("alex");
    expect(urlToHandle("youtube", "@legacy")).toBe("legacy");
    expect(urlToHandle("instagram", null)).toBe("");
  });

  it("round-trips", () => {
    for (const p of ["instagram", "tiktok", "youtube"] as const) {
      expect(urlToHandle(p, handleToUrl(p, "some.name_1"))).toBe("some.name_1");
    }
  });
});

describe("social platforms", () => {
  it("come from the handles, not from the skills", () => {
    expect(
      socialPlatformsOf({
        instagramUrl: "https://instagram.com/a",
        tiktokUrl: null,
        youtubeUrl: "https://youtube.com/@a",
      }),
    ).toEqual(["instagram", "youtube"]);
    expect(socialPlatformsOf({ instagramUrl: null, tiktokUrl: "  ", youtubeUrl: null })).toEqual([]);
  });
});

describe("tags", () => {
  it("trims, drops empties and case-insensitive duplicates, and caps length and count", () => {
    expect(normalizeTags([" Hotel ", "", "hotel", "Beach", "  "])).toEqual(["Hotel", "Beach"]);
    expect(normalizeTags(["x".repeat(31), "ok"])).toEqual(["ok"]);
    expect(normalizeTags(Array.from({ length: 15 }, (_, i) => `t${i}`))).toHaveLength(10);
  });

  it("says why a typed tag is not added", () => {
    expect(addTag(["Hotel"], " beach ")).toEqual({ tags: ["Hotel", "beach"], error: null });
    expect(addTag(["Hotel"], "HOTEL").error).toMatch(/already/);
    expect(addTag(["Hotel"], "   ").error).toMatch(/empty/);
  });

  it("is strict on the server: duplicates and empties are refused", () => {
    expect(tagsSchema.safeParse(["a", "b"]).success).toBe(true);
    expect(tagsSchema.safeParse(["a", "A"]).success).toBe(false);
    expect(tagsSchema.safeParse(["a", " "]).success).toBe(false);
    expect(tagsSchema.safeParse(Array.from({ length: 11 }, (_, i) => `t${i}`)).success).toBe(false);
  });
});

describe("creator profile form", () => {
  const valid = {
    name: " Alex Rivera ",
    bio: "Travel creator",
    skills: "Travel, Food , ,Hotels",
    portfolio: "https://alex.example",
    instagram: "@alex",
    tiktok: "",
    youtube: "alex",
    otherLinks: "",
    location: "Lisbon, Portugal",
    instagramFollowers: 1200,
    tiktokFollowers: 0,
    youtubeFollowers: 30,
    instagramEngagement: "4,2 %",
    instagramEngagementMeasuredOn: "2025-11-03",
    tiktokEngagement: "",
    tiktokEngagementMeasuredOn: "",
  };

  it("maps the form to what is stored", () => {
    const out = creatorProfileFormSchema.parse(valid);
    expect(out).toEqual({
      name: "Alex Rivera",
      bio: "Travel creator",
      skills: ["Travel", "Food", "Hotels"],
      portfolio: "https://alex.example",
      instagram: "https://instagram.com/alex",
      tiktok: null,
      youtube: "https://youtube.com/@alex",
      otherLinks: null,
      location: "Lisbon, Portugal",
      instagramFollowers: 1200,
      tiktokFollowers: 0,
      youtubeFollowers: 30,
      instagramEngagement: 4.2,
      instagramEngagementMeasuredOn: "2025-11-03",
      tiktokEngagement: null,
      tiktokEngagementMeasuredOn: null,
      youtubeEngagement: null,
      youtubeEngagementMeasuredOn: null,
    });
    // Parsing the output again changes nothing.
    expect(creatorProfileFormSchema.parse(out)).toEqual(out);
    expect(specialtyFromSkills(out.skills)).toBe("Travel");
    expect(specialtyFromSkills([])).toBe("Content Creator");
  });

  it("requires name, bio, skills and a portfolio URL", () => {
    for (const key of ["name", "bio", "skills", "portfolio"] as const) {
      expect(creatorProfileFormSchema.safeParse({ ...valid, [key]: "  " }).success).toBe(false);
    }
    expect(creatorProfileFormSchema.safeParse({ ...valid, skills: " , ," }).success).toBe(false);
    expect(creatorProfileFormSchema.safeParse({ ...valid, portfolio: "not a url" }).success).toBe(false);
    expect(creatorProfileFormSchema.safeParse({ ...valid, portfolio: "javascript:alert(1)" }).success).toBe(false);
  });

  it("takes follower counts as typed: empty is 0, 12,500 and 12.5k are counts, junk is refused", () => {
    const followers = (v: unknown) => {
      const r = creatorProfileFormSchema.safeParse({ ...valid, instagramFollowers: v });
      return r.success ? r.data.instagramFollowers : "refused";
    };
    expect(followers("")).toBe(0);
    expect(followers(null)).toBe(0);
    expect(followers("12,500")).toBe(12_500);
    expect(followers("12.5k")).toBe(12_500);
    expect(followers("048200")).toBe(48_200);
    expect(followers(1500)).toBe(1500);
    for (const bad of [-1, 1.5, "abc", "-5", "12.5"]) expect(followers(bad)).toBe("refused");
    const junk = creatorProfileFormSchema.safeParse({ ...valid, instagramFollowers: "lots" });
    expect(junk.error?.issues[0]).toMatchObject({
      path: ["instagramFollowers"],
      message: expect.stringMatching(/12\.5k/),
    });
  });

  it("adds https:// to a website typed without a scheme, and still refuses other schemes", () => {
    expect(withHttpsScheme("alex.example")).toBe("https://alex.example");
    expect(withHttpsScheme(" http://alex.example ")).toBe("http://alex.example");
    expect(withHttpsScheme("")).toBe("");
    expect(creatorProfileFormSchema.parse({ ...valid, portfolio: "alex.example/work" }).portfolio).toBe(
      "https://alex.example/work",
    );
    expect(creatorProfileFormSchema.safeParse({ ...valid, portfolio: "ftp://alex.example" }).success).toBe(false);
  });

  it("keeps an engagement rate only with its date and its account", () => {
    const issue = (patch: Record<string, unknown>) =>
      creatorProfileFormSchema
        .safeParse({ ...valid, ...patch })
        .error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issue({ instagramEngagementMeasuredOn: "" })).toEqual([
      ["instagramEngagementMeasuredOn", "Add the date you measured this rate"],
    ]);
    expect(issue({ tiktokEngagementMeasuredOn: "2025-10-01" })).toEqual([
      ["tiktokEngagement", "Enter the rate you measured, or clear the date"],
    ]);
    expect(issue({ tiktokEngagement: "5", tiktokEngagementMeasuredOn: "2025-10-01" })).toEqual([
      ["tiktokEngagement", "Add your TikTok username first"],
    ]);
    expect(issue({ instagramEngagement: "140" })?.[0]?.[0]).toBe("instagramEngagement");
    expect(issue({ instagramEngagementMeasuredOn: "2999-01-01" })?.[0]?.[0]).toBe("instagramEngagementMeasuredOn");
  });

  it("refuses usernames with other characters", () => {
    expect(creatorProfileFormSchema.safeParse({ ...valid, instagram: "alex rivera" }).success).toBe(false);
    expect(creatorProfileFormSchema.safeParse({ ...valid, tiktok: "<script>" }).success).toBe(false);
  });

  it("splits skills on commas", () => {
    expect(splitSkills("a, b,,c ")).toEqual(["a", "b", "c"]);
    expect(splitSkills(["x", " x "])).toEqual(["x"]);
  });

  it("builds the form's starting values from a profile", () => {
    const form = creatorProfileToForm({
      id: "1",
      name: "Alex",
      avatarUrl: null,
      bio: null,
      location: null,
      region: null,
      specialty: "Travel",
      platforms: ["Travel", "Food"],
      followerCount: 10,
      instagramFollowers: 10,
      tiktokFollowers: 0,
      youtubeFollowers: 0,
      engagementRate: null,
      engagement: { instagram: { rate: 4.2, measuredOn: "2025-11-03" }, tiktok: null, youtube: null },
      socialPlatforms: ["instagram", "tiktok"],
      websiteUrl: null,
      instagramUrl: "https://instagram.com/alex",
      tiktokUrl: "https://tiktok.com/@alex",
      youtubeUrl: null,
      portfolioDescription: null,
      otherLinks: null,
      completeness: 40,
      isProfileComplete: false,
    });
    expect(form).toMatchObject({ skills: "Travel, Food", instagram: "alex", tiktok: "alex", youtube: "", bio: "" });
    // Follower boxes start empty for 0 (typing into "0" gave "048200"), grouped otherwise.
    expect(form).toMatchObject({ instagramFollowers: "10", tiktokFollowers: "", youtubeFollowers: "" });
    expect(form).toMatchObject({
      instagramEngagement: "4.2",
      instagramEngagementMeasuredOn: "2025-11-03",
      tiktokEngagement: "",
      tiktokEngagementMeasuredOn: "",
    });
  });
});

describe("discovery query and invitation body", () => {
  it("reads query strings with defaults", () => {
    expect(creatorSearchSchema.parse({})).toEqual({
      q: undefined,
      region: undefined,
      completeOnly: false,
      savedOnly: false,
      page: 1,
      pageSize: 12,
    });
    expect(creatorSearchSchema.parse({ q: " lis ", region: "Europe", completeOnly: "true", page: "2" })).toMatchObject({
      q: "lis",
      region: "Europe",
      completeOnly: true,
      page: 2,
    });
    expect(creatorSearchSchema.safeParse({ region: "Mars" }).success).toBe(false);
    expect(creatorSearchSchema.safeParse({ page: "0" }).success).toBe(false);
    expect(creatorSearchSchema.safeParse({ pageSize: "1000" }).success).toBe(false);
  });

  it("stores an empty invitation message as null", () => {
    const ids = { creatorId: crypto.randomUUID(), listingId: crypto.randomUUID() };
    expect(createInvitationSchema.parse({ ...ids, message: "  " }).message).toBeNull();
    expect(createInvitationSchema.parse(ids).message).toBeNull();
    expect(createInvitationSchema.parse({ ...ids, message: " Hi " }).message).toBe("Hi");
  });
});

describe("mediaTitle", () => {
  it("prefers a human caption over the file name, then the tags", () => {
    const base = { fileName: "riad-fountain.webp", tags: ["Hotel"], type: "image" };
    expect(mediaTitle({ ...base, caption: "Morning tea by the fountain" })).toBe("Morning tea by the fountain");
    expect(mediaTitle({ ...base, caption: null })).toBe("riad-fountain.webp");
    expect(mediaTitle({ ...base, caption: " ", fileName: "" })).toBe("Hotel");
  });
});
