import {
  type CreatorPage,
  type CreatorProfileUpdate,
  type CreatorSearch,
  creatorMessages,
  overallEngagement,
  specialtyFromSkills,
} from "@domain/creators.ts";
import type { Db } from "../../db/client.ts";
import { refreshCreatorDerived } from "../../db/creator-derived.ts";
import { requireAccess } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { notFound } from "../../lib/errors.ts";
import { blockedEitherWay, hiddenPeople } from "../blocks/queries.ts";
import { findOwnCreator, findPublicCreator, saveCreatorProfile, searchCreators } from "./queries.ts";

const creatorNotFound = () => notFound(creatorMessages.creatorNotFound);

export async function getOwnCreatorProfile(db: Db, actor: Actor | null) {
  const me = requireAccess(actor, "creator");
  const profile = await findOwnCreator(db, me.id);
  if (!profile) throw notFound("Profile not found");
  return { profile };
}

const rateText = (rate: number | null) => (rate === null ? null : rate.toFixed(2));

/** Per-platform rates with their dates, and the card's figure derived from them (null when none entered). */
function engagementColumns(form: CreatorProfileUpdate) {
  const overall = overallEngagement([
    { rate: form.instagramEngagement, followers: form.instagramFollowers },
    { rate: form.tiktokEngagement, followers: form.tiktokFollowers },
    { rate: form.youtubeEngagement, followers: form.youtubeFollowers },
  ]);
  return {
    engagementRate: rateText(overall),
    instagramEngagementRate: rateText(form.instagramEngagement),
    instagramEngagementMeasuredOn: form.instagramEngagementMeasuredOn,
    tiktokEngagementRate: rateText(form.tiktokEngagement),
    tiktokEngagementMeasuredOn: form.tiktokEngagementMeasuredOn,
    youtubeEngagementRate: rateText(form.youtubeEngagement),
    youtubeEngagementMeasuredOn: form.youtubeEngagementMeasuredOn,
  };
}

/** The spec's upsert (001 §7) plus what it leaves to us: follower total, completeness and region, atomically. */
export async function updateOwnCreatorProfile(db: Db, actor: Actor | null, form: CreatorProfileUpdate) {
  const me = requireAccess(actor, "creator");
  await saveCreatorProfile(
    db,
    me.id,
    {
      fullName: form.name,
      bio: form.bio,
      location: form.location,
      creator: {
        specialty: specialtyFromSkills(form.skills),
        platforms: form.skills,
        websiteUrl: form.portfolio,
        instagramHandle: form.instagram,
        tiktokHandle: form.tiktok,
        youtubeHandle: form.youtube,
        ratesDescription: form.otherLinks,
        instagramFollowers: form.instagramFollowers,
        tiktokFollowers: form.tiktokFollowers,
        youtubeFollowers: form.youtubeFollowers,
        followerCount: form.instagramFollowers + form.tiktokFollowers + form.youtubeFollowers,
        ...engagementColumns(form),
      },
    },
    (tx) => refreshCreatorDerived(tx, me.id),
  );
  return getOwnCreatorProfile(db, actor);
}

/** Public: anyone may see a creator (DECISIONS.md); `id` is a UUID (the route's contract). */
export async function getPublicCreator(db: Db, id: string, actor: Actor | null = null) {
  const [creator, blocked] = await Promise.all([
    findPublicCreator(db, id),
    // A block between a signed-in viewer and the creator, either way round: not found to each other (0068).
    actor && actor.id !== id ? blockedEitherWay(db, actor.id, id) : false,
  ]);
  if (!creator || blocked) throw creatorNotFound();
  return { creator };
}

/** Discovery is for hosts (DECISIONS.md route table). */
export async function discoverCreators(db: Db, actor: Actor | null, search: CreatorSearch): Promise<CreatorPage> {
  const host = requireAccess(actor, "host");
  const { items, total, totalCapped } = await searchCreators(db, host.id, search, await hiddenPeople(db, host.id));
  return { items, total, totalCapped, page: search.page, pageSize: search.pageSize };
}
