import { randomUUID } from "node:crypto";
import type { SocialPlatform } from "@domain/creator-messages.ts";
import { overallEngagement } from "@domain/engagement.ts";
import { eq } from "drizzle-orm";
import type { ProcessedImage } from "../../storage/images.ts";
import { newKey, type Storage, variantKey } from "../../storage/storage.ts";
import type { Db } from "../client.ts";
import { refreshCreatorDerived } from "../creator-derived.ts";
import {
  creatorProfiles,
  hostInvitations,
  listingImages,
  listings,
  portfolioMedia,
  profiles,
  savedCreators,
  users,
} from "../schema/index.ts";
import { DEMO_HOST_EMAIL, DEMO_PASSWORD } from "./demo-accounts.ts";
import { seedDemoApplications } from "./demo-applications.ts";
import { seedDemoBlocks } from "./demo-blocks.ts";
import { seedDemoCalendars } from "./demo-calendars.ts";
import { type DemoCreator, type DemoHost, demoCreators, demoHosts, demoListings } from "./demo-data.ts";
import { seedDemoDeliverables } from "./demo-deliverables.ts";
import { seedDemoDisputes } from "./demo-disputes.ts";
import { seedDemoDueDates } from "./demo-due-dates.ts";
import { type Artwork, artworkKey, renderArtworks, renderAvatar } from "./demo-images.ts";
import { seedDemoReputation } from "./demo-reputation.ts";
import { seedDemoStays } from "./demo-stays.ts";

/**
 * Demo data for a fresh install (DECISIONS.md: only on an empty database, only when DEMO_DATA is on).
 *
 * Storage keys → URLs: a stored key `k` is served at `/files/k` (see `fileUrl` in server/storage/storage.ts).
 *  - avatars:   `avatars/<userId>/<uuid>.jpg`                      → profiles.avatar_key
 *  - listings:  `listings/<listingId>/<uuid>.webp` (full, ≤1600 px) → listing_images.storage_key
 *               `listings/<listingId>/<uuid>-card.webp` (≤640 px)   = variantKey(storage_key, "card")
 *  - portfolio: `portfolio/<userId>/<uuid>.webp`                    → portfolio_media.storage_key
 */

export type DemoUserInput = {
  email: string;
  password: string;
  fullName: string;
  role: "creator" | "host";
  emailVerified: boolean;
};

export type SeedDeps = {
  db: Db;
  storage: Storage;
  /** Creates the account through the auth layer (hashed password, `profiles` and `user_roles` rows). */
  createUser: (input: DemoUserInput) => Promise<{ id: string }>;
};

/** Spreads creation times so "newest first" lists have a stable, believable order. */
const hoursAgo = (now: number, hours: number) => new Date(now - hours * 3_600_000);

/**
 * A demo creator's entered rates as the profile form stores them: each with a measured-on date a few weeks
 * before the seed ran, and the card's figure derived by the same rule as a real save.
 */
function demoEngagement(c: DemoCreator) {
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  const column = (platform: SocialPlatform, offsetDays: number) => {
    const rate = c.engagement[platform];
    return rate === undefined
      ? { rate: null, measuredOn: null }
      : { rate: rate.toFixed(2), measuredOn: daysAgo(offsetDays) };
  };
  const [ig, tt, yt] = [column("instagram", 12), column("tiktok", 19), column("youtube", 26)];
  const overall = overallEngagement([
    { rate: c.engagement.instagram ?? null, followers: c.instagramFollowers },
    { rate: c.engagement.tiktok ?? null, followers: c.tiktokFollowers },
    { rate: c.engagement.youtube ?? null, followers: c.youtubeFollowers },
  ]);
  return {
    engagementRate: overall === null ? null : overall.toFixed(2),
    instagramEngagementRate: ig.rate,
    instagramEngagementMeasuredOn: ig.measuredOn,
    tiktokEngagementRate: tt.rate,
    tiktokEngagementMeasuredOn: tt.measuredOn,
    youtubeEngagementRate: yt.rate,
    youtubeEngagementMeasuredOn: yt.measuredOn,
  };
}

export async function seedDemoData(deps: SeedDeps): Promise<void> {
  const { db, storage, createUser } = deps;

  // A second run (or a database where someone already signed up as the demo host) must not duplicate anything.
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_HOST_EMAIL)).limit(1);
  if (existing) return;

  // Start the image work first: sharp runs on libuv threads while password hashing keeps the JS thread busy.
  const scenesPromise = renderArtworks([
    ...demoListings.flatMap((l) => l.images),
    ...demoCreators.flatMap((c) => c.portfolio.map((p) => p.art)),
  ]);
  const people: (DemoHost | DemoCreator)[] = [...demoHosts, ...demoCreators];
  const avatarsPromise = Promise.all(
    people.map((p) => (p.avatar === null ? null : renderAvatar(p.fullName, p.avatar))),
  );
  // Don't leave an unhandled rejection behind if user creation fails first.
  scenesPromise.catch(() => {});
  avatarsPromise.catch(() => {});

  // Sequential: the auth layer's sign-up is several statements and PGlite serves one connection anyway.
  const ids = new Map<string, string>();
  for (const host of demoHosts) {
    const { id } = await createUser({
      email: host.email,
      password: DEMO_PASSWORD,
      fullName: host.fullName,
      role: "host",
      emailVerified: true,
    });
    ids.set(host.key, id);
  }
  for (const creator of demoCreators) {
    const { id } = await createUser({
      email: creator.email,
      password: DEMO_PASSWORD,
      fullName: creator.fullName,
      role: "creator",
      emailVerified: true,
    });
    ids.set(creator.key, id);
  }
  const idOf = (key: string) => {
    const id = ids.get(key);
    if (!id) throw new Error(`Demo data refers to unknown person "${key}"`);
    return id;
  };

  const [scenes, avatars] = await Promise.all([scenesPromise, avatarsPromise]);
  const scene = (art: Artwork): ProcessedImage => {
    const image = scenes.get(artworkKey(art));
    if (!image) throw new Error(`Artwork ${artworkKey(art)} was not rendered`);
    return image;
  };

  // Files first, rows after: a row never points at a file that isn't there.
  const puts: Promise<void>[] = [];

  const avatarKeys = new Map<string, string>();
  const avatarBytes = new Map<string, number>();
  people.forEach((person, i) => {
    const avatar = avatars[i];
    if (!avatar) return;
    const key = newKey(`avatars/${idOf(person.key)}`, "jpg");
    avatarKeys.set(person.key, key);
    avatarBytes.set(person.key, avatar.data.length);
    puts.push(storage.put(key, avatar.data, avatar.contentType));
  });

  const now = Date.now();
  const listingRows: (typeof listings.$inferInsert)[] = [];
  const imageRows: (typeof listingImages.$inferInsert)[] = [];
  demoListings.forEach((demo, i) => {
    const { host, images, category, ...fields } = demo;
    const listingId = randomUUID();
    const createdAt = hoursAgo(now, 2 + i * 9);
    listingRows.push({
      ...fields,
      id: listingId,
      hostId: idOf(host),
      category,
      propertyType: category,
      createdAt,
      updatedAt: createdAt,
    });
    images.forEach((art, position) => {
      const image = scene(art);
      const key = newKey(`listings/${listingId}`, "webp");
      puts.push(storage.put(key, image.full.data, image.full.contentType));
      puts.push(storage.put(variantKey(key, "card"), image.card.data, image.card.contentType));
      imageRows.push({
        listingId,
        storageKey: key,
        position,
        width: image.full.width,
        height: image.full.height,
        bytes: image.full.data.length + image.card.data.length,
        createdAt,
      });
    });
  });

  const portfolioRows: (typeof portfolioMedia.$inferInsert)[] = [];
  for (const creator of demoCreators) {
    const userId = idOf(creator.key);
    creator.portfolio.forEach((item, position) => {
      const { full: image, card } = scene(item.art);
      const key = newKey(`portfolio/${userId}`, "webp");
      // Same layout as an upload: the full image plus its card variant (the gallery's thumbnail).
      puts.push(storage.put(key, image.data, image.contentType));
      puts.push(storage.put(variantKey(key, "card"), card.data, card.contentType));
      portfolioRows.push({
        userId,
        storageKey: key,
        fileName: item.fileName,
        caption: item.caption,
        fileType: image.contentType,
        fileSize: image.data.length,
        storedBytes: image.data.length + card.data.length,
        mediaType: "image",
        tags: item.tags,
        position,
      });
    });
  }

  await Promise.all(puts);

  // One transaction for every row we own, so a failure leaves no half-seeded profiles or listings.
  await db.transaction(async (tx) => {
    for (const person of people) {
      await tx
        .update(profiles)
        .set({
          bio: person.bio,
          location: person.location,
          phone: "phone" in person ? person.phone : null,
          avatarKey: avatarKeys.get(person.key) ?? null,
          avatarBytes: avatarBytes.get(person.key) ?? 0,
        })
        .where(eq(profiles.id, idOf(person.key)));
    }

    // Completeness, region and the search copy are derived from these rows and the profile by the function
    // every other write path uses, so the demo creators are found by discovery exactly as real ones are.
    const creatorRows = demoCreators.map((c) => ({
      id: idOf(c.key),
      specialty: c.specialty,
      platforms: c.platforms,
      followerCount: c.instagramFollowers + c.tiktokFollowers + c.youtubeFollowers,
      instagramFollowers: c.instagramFollowers,
      tiktokFollowers: c.tiktokFollowers,
      youtubeFollowers: c.youtubeFollowers,
      ...demoEngagement(c),
      portfolioDescription: c.portfolioDescription,
      instagramHandle: c.instagramHandle,
      tiktokHandle: c.tiktokHandle,
      youtubeHandle: c.youtubeHandle,
      websiteUrl: c.websiteUrl,
      ratesDescription: c.ratesDescription,
    }));
    for (const row of creatorRows) {
      // The sign-up path already made a creator_profiles row; fill it (or make it, should it be missing).
      const { id: _id, ...update } = row;
      await tx.insert(creatorProfiles).values(row).onConflictDoUpdate({ target: creatorProfiles.id, set: update });
      await refreshCreatorDerived(tx, row.id);
    }

    await tx.insert(listings).values(listingRows);
    await tx.insert(listingImages).values(imageRows);
    if (portfolioRows.length > 0) await tx.insert(portfolioMedia).values(portfolioRows);

    // The demo host has saved two creators and sent three invitations (one per state the creator can reach),
    // so the saved list, the host's sent list and the creator dashboard's Applications tab are not empty.
    const sofia = idOf("sofia");
    const sofiaListings = listingRows.filter((l) => l.hostId === sofia && (l.status ?? "active") === "active");
    await tx.insert(savedCreators).values([
      { hostId: sofia, creatorId: idOf("mia"), createdAt: hoursAgo(now, 30) },
      { hostId: sofia, creatorId: idOf("alex"), createdAt: hoursAgo(now, 5) },
    ]);
    const invitations: (typeof hostInvitations.$inferInsert)[] = [
      { creatorKey: "alex", listing: 0, status: "pending" as const, hours: 4, message: "We would love to host you." },
      { creatorKey: "mia", listing: 1, status: "accepted" as const, hours: 28, message: null },
      { creatorKey: "lucas", listing: 0, status: "declined" as const, hours: 60, message: "Autumn dates are open." },
    ].flatMap((i) => {
      const listingId = sofiaListings[i.listing % Math.max(1, sofiaListings.length)]?.id;
      if (!listingId) return [];
      const at = hoursAgo(now, i.hours);
      return [
        {
          hostId: sofia,
          creatorId: idOf(i.creatorKey),
          listingId,
          message: i.message,
          status: i.status,
          createdAt: at,
          updatedAt: at,
        },
      ];
    });
    if (invitations.length > 0) await tx.insert(hostInvitations).values(invitations);

    await seedDemoApplications(tx, { idOf, listingRows, now });
    await seedDemoStays(tx, { idOf, listingRows, now });
    await seedDemoReputation(tx, { idOf, listingRows, now });
    await seedDemoCalendars(tx, { listingRows, now });
    await seedDemoDeliverables(tx, storage, { idOf, now });
    await seedDemoDueDates(tx, { idOf, listingRows, now });
    await seedDemoBlocks(tx, { idOf, now });
    await seedDemoDisputes(tx, { idOf, now });
  });
}
