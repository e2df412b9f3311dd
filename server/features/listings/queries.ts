import type { ContentExpectation, GalleryPhoto, Listing, ListingHost, ListingImage } from "@domain/listings.ts";
import { listingMessages } from "@domain/listings.ts";
import { and, asc, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { oncePerDatabase } from "../../db/once-per-database.ts";
import { applications, creatorListingImages, listingImages, listings, profiles } from "../../db/schema/index.ts";
import { fileUrl, variantKey } from "../../storage/storage.ts";
import { blockedBetween } from "../blocks/queries.ts";
import { unpublicationsOf } from "./unpublication-queries.ts";

export type ListingRow = typeof listings.$inferSelect;
export type ListingInsert = typeof listings.$inferInsert;
type ImageRow = typeof listingImages.$inferSelect;
type Executor = Db | Tx;

export const isoOf = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export function toImage(row: Pick<ImageRow, "id" | "storageKey" | "position" | "width" | "height">): ListingImage {
  return {
    id: row.id,
    url: fileUrl(row.storageKey),
    cardUrl: fileUrl(variantKey(row.storageKey, "card")),
    position: row.position,
    width: row.width,
    height: row.height,
  };
}

export function toListing(row: ListingRow, images: ListingImage[]): Listing {
  const { search: _search, facets: _facets, createdAt, updatedAt, contentExpectations, ...fields } = row;
  return {
    ...fields,
    contentExpectations: contentExpectations as ContentExpectation[],
    contentFormats: fields.contentFormats as Listing["contentFormats"],
    postPlatforms: fields.postPlatforms as Listing["postPlatforms"],
    postingTypes: fields.postingTypes as Listing["postingTypes"],
    inclusions: fields.inclusions as Listing["inclusions"],
    offerTypes: fields.offerTypes as Listing["offerTypes"],
    preferredNiches: fields.preferredNiches as Listing["preferredNiches"],
    createdAt: isoOf(createdAt),
    updatedAt: isoOf(updatedAt),
    images,
    coverUrl: images[0]?.url ?? null,
    coverCardUrl: images[0]?.cardUrl ?? null,
  };
}

export async function findListing(db: Executor, id: string): Promise<ListingRow | null> {
  const [row] = await db.select().from(listings).where(eq(listings.id, id));
  return row ?? null;
}

/** The row locked for the rest of the transaction: image uploads, deletes and archiving serialise on it. */
export async function lockListing(tx: Tx, id: string): Promise<ListingRow | null> {
  const [row] = await tx.select().from(listings).where(eq(listings.id, id)).for("update");
  return row ?? null;
}

export async function insertListing(db: Executor, values: ListingInsert): Promise<ListingRow> {
  const [row] = await db.insert(listings).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Changes the host's own listing (scoped by host: another host's id changes nothing, and that is a bug). */
export async function updateListing(
  db: Executor,
  target: { id: string; hostId: string },
  values: Partial<ListingInsert>,
): Promise<ListingRow> {
  const [row] = await db
    .update(listings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(listings.id, target.id), eq(listings.hostId, target.hostId)))
    .returning();
  if (!row) throw new Error("update returned no row");
  return row;
}

/** Deletes the host's own listing (scoped by host: another host's id deletes nothing). */
export async function deleteListingRow(tx: Tx, id: string, hostId: string): Promise<boolean> {
  const rows = await tx
    .delete(listings)
    .where(and(eq(listings.id, id), eq(listings.hostId, hostId)))
    .returning({ id: listings.id });
  return rows.length > 0;
}

/** Any application row, placeholders included: decides between deleting and archiving a listing. */
export async function applicationCount(db: Executor, listingId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(applications).where(eq(applications.listingId, listingId));
  return Number(row?.n ?? 0);
}

/**
 * The figure shown as "N application(s)": real applications only — not the placeholder a "Chat with Host"
 * makes (decision 0017), not withdrawn ones.
 */
const shownApplication = and(eq(applications.isPlaceholder, false), ne(applications.status, "withdrawn"));

async function applicationCounts(db: Executor, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ listingId: applications.listingId, n: count() })
    .from(applications)
    .where(and(inArray(applications.listingId, ids), shownApplication))
    .groupBy(applications.listingId);
  return new Map(rows.map((r) => [r.listingId, Number(r.n)]));
}

export async function imageRowsOf(db: Executor, listingId: string): Promise<ImageRow[]> {
  return db
    .select()
    .from(listingImages)
    .where(eq(listingImages.listingId, listingId))
    .orderBy(asc(listingImages.position), asc(listingImages.createdAt));
}

export async function imagesOf(db: Executor, listingId: string): Promise<ListingImage[]> {
  return (await imageRowsOf(db, listingId)).map(toImage);
}

async function imagesByListing(db: Executor, ids: string[]): Promise<Map<string, ListingImage[]>> {
  const out = new Map<string, ListingImage[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select()
    .from(listingImages)
    .where(inArray(listingImages.listingId, ids))
    .orderBy(asc(listingImages.listingId), asc(listingImages.position));
  for (const row of rows) {
    const list = out.get(row.listingId) ?? [];
    list.push(toImage(row));
    out.set(row.listingId, list);
  }
  return out;
}

/** A host's own listings, every status, newest first, with images and application counts. */
export async function hostListings(db: Db, hostId: string) {
  const rows = await db
    .select()
    .from(listings)
    .where(eq(listings.hostId, hostId))
    .orderBy(desc(listings.createdAt), desc(listings.seq));
  const ids = rows.map((r) => r.id);
  const unpublished = rows.filter((r) => r.status === "unpublished").map((r) => r.id);
  const [images, counts, unpublications] = await Promise.all([
    imagesByListing(db, ids),
    applicationCounts(db, ids),
    unpublicationsOf(db, unpublished),
  ]);
  return rows.map((row) => ({
    ...toListing(row, images.get(row.id) ?? []),
    applicationCount: counts.get(row.id) ?? 0,
    unpublication: unpublications.get(row.id) ?? null,
  }));
}

function toHostCard(
  hostId: string | null,
  row: {
    fullName: string;
    avatarKey: string | null;
    location: string | null;
    bio: string | null;
    createdAt: Date;
  } | null,
): ListingHost {
  return {
    id: hostId,
    fullName: row?.fullName.trim() || listingMessages.unknownHost,
    avatarUrl: fileUrl(row?.avatarKey),
    location: row?.location ?? null,
    bio: row?.bio ?? null,
    memberSince: row ? isoOf(row.createdAt) : new Date(0).toISOString(),
  };
}

/** Milliseconds since 1970 of a timestamp column, exact, for JSON built in SQL (JSON has no timestamp type). */
// Drizzle leaves a one-table select's columns unqualified, so the subqueries name the outer row in full.
const listingId = sql.raw(`"listings"."id"`);
const hostId = sql.raw(`"listings"."host_id"`);
const epochMs = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::bigint`);

type DetailExtras = {
  images: { id: string; storageKey: string; position: number; width: number; height: number }[];
  host: {
    fullName: string;
    avatarKey: string | null;
    location: string | null;
    bio: string | null;
    createdMs: number;
  } | null;
  applicationCount: number;
  hostActiveListings: number;
  /** A block stands between the viewer and the host (decision 0068). */
  blocked: boolean;
  gallery: (Omit<GalleryRow, "createdAt"> & { createdMs: number })[];
};

/**
 * A listing page's listing with everything around it in one statement (one round trip instead of six; issue 13):
 * its images, the host's card, the shown application count, the host's active listing count and the creators'
 * gallery. The caller decides visibility from the row before using any of it.
 */
export async function listingWithDetail(db: Db, id: string, viewerId: string) {
  const [row] = await listingDetailQuery(db).execute({ id, viewer: viewerId });
  if (!row) return null;
  const { extras } = row;
  return {
    row: row.listing,
    images: extras.images.map(toImage),
    host: toHostCard(
      row.listing.hostId,
      extras.host && { ...extras.host, createdAt: new Date(Number(extras.host.createdMs)) },
    ),
    applicationCount: Number(extras.applicationCount),
    hostActiveListings: Number(extras.hostActiveListings),
    blocked: extras.blocked === true,
    gallery: extras.gallery.map(({ createdMs, ...photo }) =>
      toGalleryPhoto({ ...photo, createdAt: new Date(Number(createdMs)) }, viewerId),
    ),
  };
}

const listingDetailQuery = oncePerDatabase((db) =>
  db
    .select({
      listing: listings,
      extras: sql<DetailExtras>`json_build_object(
        'images', coalesce((
          select json_agg(json_build_object('id', i.id, 'storageKey', i.storage_key, 'position', i.position,
                                            'width', i.width, 'height', i.height) order by i.position, i.created_at)
            from listing_images i where i.listing_id = ${listingId}), '[]'),
        'host', (select json_build_object('fullName', p.full_name, 'avatarKey', p.avatar_key, 'location', p.location,
                                          'bio', p.bio, 'createdMs', ${epochMs("p.created_at")})
                   from profiles p where p.id = ${hostId}),
        'applicationCount', (select count(*) from applications
                              where ${applications.listingId} = ${listingId} and ${shownApplication}),
        'hostActiveListings', (select count(*) from listings l2 where l2.host_id = ${hostId} and l2.status = 'active'),
        'blocked', ${blockedBetween(hostId, sql`${sql.placeholder("viewer")}::uuid`)},
        'gallery', coalesce((
          select json_agg(json_build_object('id', c.id, 'listingId', c.listing_id, 'creatorId', c.creator_id,
                                            'storageKey', c.storage_key, 'caption', c.caption,
                                            'createdMs', ${epochMs("c.created_at")}, 'creatorName', cp.full_name,
                                            'creatorAvatarKey', cp.avatar_key) order by c.created_at desc, c.seq desc)
            from creator_listing_images c left join profiles cp on cp.id = c.creator_id
           where c.listing_id = ${listingId}
             and not exists (select 1 from removed_items ri where ri.item_id = c.id)), '[]'))`,
    })
    .from(listings)
    .where(eq(listings.id, sql.placeholder("id")))
    .prepare("collabstay_listing_detail"),
);

// ---------------------------------------------------------------------------------------------------------------
// Listing images

export async function imageCount(db: Executor, listingId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(listingImages).where(eq(listingImages.listingId, listingId));
  return Number(row?.n ?? 0);
}

export async function insertImages(
  tx: Tx,
  rows: { listingId: string; storageKey: string; position: number; width: number; height: number; bytes: number }[],
): Promise<void> {
  if (rows.length) await tx.insert(listingImages).values(rows);
}

/**
 * Deletes one image of the host's listing: by image id AND listing id AND the listing's host, so an image id of
 * another listing (or another host's) deletes nothing whatever the service checked. The deleted row's storage
 * key, or null.
 */
export async function deleteImage(
  tx: Tx,
  target: { imageId: string; listingId: string; hostId: string },
): Promise<string | null> {
  const [row] = await tx
    .delete(listingImages)
    .where(
      and(
        eq(listingImages.id, target.imageId),
        eq(listingImages.listingId, target.listingId),
        sql`exists (select 1 from ${listings} where ${listings.id} = ${target.listingId} and ${listings.hostId} = ${target.hostId})`,
      ),
    )
    .returning({ storageKey: listingImages.storageKey });
  return row?.storageKey ?? null;
}

/** Writes positions 0..n-1 in the given order, touching only that listing's images. */
export async function setImagePositions(tx: Tx, listingId: string, orderedIds: string[]): Promise<void> {
  for (const [position, id] of orderedIds.entries()) {
    await tx
      .update(listingImages)
      .set({ position })
      .where(and(eq(listingImages.id, id), eq(listingImages.listingId, listingId)));
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Gallery ("Share Your Experience")

type GalleryRow = {
  id: string;
  listingId: string;
  creatorId: string;
  storageKey: string;
  caption: string | null;
  createdAt: Date;
  creatorName: string | null;
  creatorAvatarKey: string | null;
};

function toGalleryPhoto(row: GalleryRow, viewerId: string): GalleryPhoto {
  return {
    id: row.id,
    listingId: row.listingId,
    creatorId: row.creatorId,
    creatorName: row.creatorName?.trim() || "Unknown Creator",
    creatorAvatarUrl: fileUrl(row.creatorAvatarKey),
    url: fileUrl(row.storageKey),
    cardUrl: fileUrl(variantKey(row.storageKey, "card")),
    caption: row.caption,
    createdAt: isoOf(row.createdAt),
    canDelete: row.creatorId === viewerId,
  };
}

const galleryColumns = {
  id: creatorListingImages.id,
  listingId: creatorListingImages.listingId,
  creatorId: creatorListingImages.creatorId,
  storageKey: creatorListingImages.storageKey,
  caption: creatorListingImages.caption,
  createdAt: creatorListingImages.createdAt,
  creatorName: profiles.fullName,
  creatorAvatarKey: profiles.avatarKey,
};

export async function galleryOf(db: Db, listingId: string, viewerId: string): Promise<GalleryPhoto[]> {
  const rows = await db
    .select(galleryColumns)
    .from(creatorListingImages)
    .leftJoin(profiles, eq(profiles.id, creatorListingImages.creatorId))
    .where(
      and(
        eq(creatorListingImages.listingId, listingId),
        // A photo an operator removed after a report is kept for the record, shown to nobody (decision 0060).
        sql`not exists (select 1 from removed_items ri where ri.item_id = ${creatorListingImages.id})`,
      ),
    )
    .orderBy(desc(creatorListingImages.createdAt), desc(creatorListingImages.seq));
  return rows.map((r) => toGalleryPhoto(r, viewerId));
}

export async function galleryPhoto(db: Db, photoId: string, viewerId: string): Promise<GalleryPhoto | null> {
  const [row] = await db
    .select(galleryColumns)
    .from(creatorListingImages)
    .leftJoin(profiles, eq(profiles.id, creatorListingImages.creatorId))
    .where(eq(creatorListingImages.id, photoId));
  return row ? toGalleryPhoto(row, viewerId) : null;
}

export async function galleryRow(db: Db, photoId: string) {
  const [row] = await db.select().from(creatorListingImages).where(eq(creatorListingImages.id, photoId));
  return row ?? null;
}

export async function insertGalleryPhoto(
  db: Executor,
  values: { listingId: string; creatorId: string; storageKey: string; caption: string | null; bytes: number },
): Promise<string> {
  const [row] = await db.insert(creatorListingImages).values(values).returning({ id: creatorListingImages.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/** Deletes the creator's own photo on that listing (scoped: another creator's photo id deletes nothing). */
export async function deleteGalleryPhoto(
  db: Db,
  target: { photoId: string; listingId: string; creatorId: string },
): Promise<boolean> {
  const rows = await db
    .delete(creatorListingImages)
    .where(
      and(
        eq(creatorListingImages.id, target.photoId),
        eq(creatorListingImages.listingId, target.listingId),
        eq(creatorListingImages.creatorId, target.creatorId),
      ),
    )
    .returning({ id: creatorListingImages.id });
  return rows.length > 0;
}

export async function galleryCount(db: Db, listingId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(creatorListingImages)
    .where(eq(creatorListingImages.listingId, listingId));
  return Number(row?.n ?? 0);
}
