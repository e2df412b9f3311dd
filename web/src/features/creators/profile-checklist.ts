import type { CreatorPublicProfile } from "@domain/creators.ts";
import { isProfileComplete, profileCompleteness, profileCompletenessWeights } from "@domain/profile-completeness.ts";

export type ChecklistItem = {
  key: keyof typeof profileCompletenessWeights;
  label: string;
  weight: number;
  done: boolean;
};

const labels: Record<keyof typeof profileCompletenessWeights, string> = {
  picture: "Add a profile picture",
  fullName: "Add your full name",
  bio: "Write a short bio",
  specialty: "Choose your specialty (your first skill)",
  platforms: "List your skills",
  followers: "Add your follower counts",
  handle: "Link an Instagram, TikTok or YouTube account",
};

const filled = (v: string | null | undefined) => typeof v === "string" && v.trim().length > 0;

/**
 * The profile-completion card's figures (spec 001 §5 weights, §9 threshold and reminders): the rounded percentage,
 * whether it counts as complete, each checklist item, whether the checklist and the amber reminder show.
 */
export function profileCompletion(p: CreatorPublicProfile) {
  const percent = profileCompleteness({
    avatar: p.avatarUrl,
    fullName: p.name,
    bio: p.bio,
    specialty: p.specialty,
    platforms: p.platforms,
    followerCount: p.followerCount,
    instagramHandle: p.instagramUrl,
    tiktokHandle: p.tiktokUrl,
    youtubeHandle: p.youtubeUrl,
  });
  const done: Record<keyof typeof profileCompletenessWeights, boolean> = {
    picture: filled(p.avatarUrl),
    fullName: filled(p.name),
    bio: filled(p.bio),
    specialty: filled(p.specialty),
    platforms: p.platforms.some(filled),
    followers: p.followerCount > 0,
    handle: filled(p.instagramUrl) || filled(p.tiktokUrl) || filled(p.youtubeUrl),
  };
  const items: ChecklistItem[] = (Object.keys(profileCompletenessWeights) as ChecklistItem["key"][]).map((key) => ({
    key,
    label: labels[key],
    weight: profileCompletenessWeights[key],
    done: done[key],
  }));
  const complete = isProfileComplete(percent);
  return { percent, complete, items, showChecklist: !complete, showReminder: !complete && percent > 20 };
}
