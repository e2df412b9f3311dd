import { z } from "zod";
import {
  type CreatorPage,
  type CreatorProfileUpdate,
  creatorMessages,
  creatorProfileFormSchema,
  creatorSearchSchema,
  overallEngagement,
  specialtyFromSkills,
} from "../../../domain/creators.ts";
import { type Actor, requireRole } from "../../auth/session.ts";
import type { Db } from "../../db/client.ts";
import { refreshCreatorDerived } from "../../db/creator-derived.ts";
import { notFound } from "../../lib/errors.ts";
import { parseWith } from "../../lib/validate.ts";
import { findOwnCreator, findPublicCreator, saveCreatorProfile, searchCreators } from "./queries.ts";

const creatorNotFound = () => notFound(creatorMessages.creatorNotFound);

/** Ids come from the URL: anything that is not a UUID cannot be a creator (and must not reach Postgres). */
export function creatorIdOrNotFound(id: string): string {
  if (!z.uuid().safeParse(id).success) throw creatorNotFound();
  return id;
}

export async function getOwnCreatorProfile(db: Db, actor: Actor | null) {
  const me = requireRole(actor, "creator");
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
export async function updateOwnCreatorProfile(db: Db, actor: Actor | null, body: unknown) {
  const me = requireRole(actor, "creator");
  const form = parseWith(creatorProfileFormSchema, body);
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

export async function getPublicCreator(db: Db, id: string) {
  const creator = await findPublicCreator(db, creatorIdOrNotFound(id));
  if (!creator) throw creatorNotFound();
  return { creator };
}

const searchKeys = ["q", "region", "completeOnly", "savedOnly", "page", "pageSize"] as const;

/** Discovery is for hosts (DECISIONS.md route table); unknown query keys are ignored, known ones validated. */
export async function discoverCreators(
  db: Db,
  actor: Actor | null,
  query: Record<string, string>,
): Promise<CreatorPage> {
  const host = requireRole(actor, "host");
  const picked = Object.fromEntries(searchKeys.filter((k) => k in query).map((k) => [k, query[k]]));
  const search = parseWith(creatorSearchSchema, picked);
  const { items, total, totalCapped } = await searchCreators(db, host.id, search);
  return { items, total, totalCapped, page: search.page, pageSize: search.pageSize };
}
