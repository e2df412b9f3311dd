import { describe, expect, it } from "vitest";
import {
  isProfileComplete,
  profileCompleteness,
  profileCompletenessWeights,
  profileCompleteThreshold,
} from "./profile-completeness.ts";

const full = {
  avatar: "avatars/u/a.jpg",
  fullName: "Alex Rivera",
  bio: "Travel creator",
  specialty: "Travel",
  platforms: ["instagram"],
  followerCount: 1200,
  instagramHandle: "https://instagram.com/alex",
  tiktokHandle: null,
  youtubeHandle: null,
};

describe("profileCompleteness", () => {
  it("weights add up to 100", () => {
    expect(Object.values(profileCompletenessWeights).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it("is 100 for a full profile and 0 for an empty one", () => {
    expect(profileCompleteness(full)).toBe(100);
    expect(profileCompleteness({})).toBe(0);
  });

  it.each([
    ["avatar", { avatar: null }, 80],
    ["full name", { fullName: "  " }, 85],
    ["bio", { bio: "" }, 85],
    ["specialty", { specialty: null }, 85],
    ["platforms", { platforms: [] }, 90],
    ["followers", { followerCount: 0 }, 90],
    ["handle", { instagramHandle: "" }, 85],
  ])("drops the %s weight", (_name, change, expected) => {
    expect(profileCompleteness({ ...full, ...change })).toBe(expected);
  });

  it("counts any one of the three handles", () => {
    const noHandles = { ...full, instagramHandle: null };
    expect(profileCompleteness({ ...noHandles, tiktokHandle: "https://tiktok.com/@a" })).toBe(100);
    expect(profileCompleteness({ ...noHandles, youtubeHandle: "https://youtube.com/@a" })).toBe(100);
  });

  it("treats 80 as complete and 79 as incomplete", () => {
    expect(profileCompleteThreshold).toBe(80);
    expect(isProfileComplete(80)).toBe(true);
    expect(isProfileComplete(79)).toBe(false);
    expect(isProfileComplete(profileCompleteness({ ...full, avatar: null }))).toBe(true);
    expect(isProfileComplete(profileCompleteness({ ...full, avatar: null, bio: null }))).toBe(false);
  });
});
