import type { CreatorPublicProfile } from "@domain/creators.ts";
import { describe, expect, it } from "vitest";
import { profileCompletion } from "./profile-checklist.ts";

const empty: CreatorPublicProfile = {
  id: "c1",
  name: "",
  avatarUrl: null,
  bio: null,
  location: null,
  region: null,
  specialty: null,
  platforms: [],
  followerCount: 0,
  instagramFollowers: 0,
  tiktokFollowers: 0,
  youtubeFollowers: 0,
  engagementRate: null,
  engagement: { instagram: null, tiktok: null, youtube: null },
  socialPlatforms: [],
  websiteUrl: null,
  instagramUrl: null,
  tiktokUrl: null,
  youtubeUrl: null,
  portfolioDescription: null,
  otherLinks: null,
  completeness: 0,
  isProfileComplete: false,
};

describe("profileCompletion", () => {
  it("a new profile with a name is 15 % with no reminder", () => {
    const c = profileCompletion({ ...empty, name: "Eli" });
    expect(c.percent).toBe(15);
    expect(c.complete).toBe(false);
    expect(c.showChecklist).toBe(true);
    expect(c.showReminder).toBe(false);
    expect(c.items.filter((i) => !i.done)).toHaveLength(6);
  });

  it("shows the amber reminder above 20 % while incomplete", () => {
    const c = profileCompletion({ ...empty, name: "Eli", bio: "Hi" });
    expect(c.percent).toBe(30);
    expect(c.showReminder).toBe(true);
  });

  it("is complete at 80 % and hides checklist and reminder", () => {
    const c = profileCompletion({
      ...empty,
      name: "Eli",
      bio: "Hi",
      specialty: "Travel",
      platforms: ["Travel"],
      followerCount: 10,
      instagramUrl: "https://instagram.com/eli",
    });
    expect(c.percent).toBe(80);
    expect(c.complete).toBe(true);
    expect(c.showChecklist).toBe(false);
    expect(c.showReminder).toBe(false);
    expect(c.items.find((i) => i.key === "picture")?.done).toBe(false);
  });

  it("reaches 100 % with a picture", () => {
    const c = profileCompletion({
      ...empty,
      name: "Eli",
      avatarUrl: "/files/a.jpg",
      bio: "Hi",
      specialty: "Travel",
      platforms: ["Travel"],
      followerCount: 10,
      tiktokUrl: "https://tiktok.com/@eli",
    });
    expect(c.percent).toBe(100);
    expect(c.items.every((i) => i.done)).toBe(true);
  });
});
