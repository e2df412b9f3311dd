import { categories, collaborationTypes, durations, genders, listingStatuses, regions } from "@domain/constants.ts";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, inList, seq, tsvector, updatedAt } from "./columns.ts";
import { partyRef, profileRef } from "./profiles.ts";

export type ContentExpectation = {
  selected: boolean;
  quantity: number;
  type: string;
  customType?: string;
  description?: string;
};

/** A host's collaboration offer (spec 001 §3 listings). Only `active` rows are public. */
export const listings = pgTable(
  "listings",
  {
    id: id(),
    seq: seq(),
    /**
     * Null once the host deleted their account and a collaboration still rests on the listing: it is kept archived,
     * without images or calendar feed, for the creator's contract (decision 0063), and never shown publicly.
     */
    hostId: partyRef("host_id"),
    title: text("title").notNull(),
    location: text("location").notNull(),
    region: text("region", { enum: regions }),
    country: text("country"),
    description: text("description").notNull(),
    collaborationDetails: text("collaboration_details").notNull(),
    propertyType: text("property_type", { enum: categories }).notNull().default("Hotel"),
    category: text("category", { enum: categories }).notNull().default("Hotel"),
    maxGuests: integer("max_guests").notNull().default(2),
    amenities: text("amenities").array().notNull().default(sql`'{}'::text[]`),
    offerTypes: text("offer_types").array().notNull().default(sql`'{}'::text[]`),
    discountPercent: integer("discount_percent"),
    minFollowerCount: integer("min_follower_count").notNull().default(0),
    minFollowerCountInstagram: integer("min_follower_count_instagram").notNull().default(0),
    minFollowerCountTiktok: integer("min_follower_count_tiktok").notNull().default(0),
    preferredLanguages: text("preferred_languages").array().notNull().default(sql`'{}'::text[]`),
    preferredNiches: text("preferred_niches").array().notNull().default(sql`'{}'::text[]`),
    preferredGender: text("preferred_gender", { enum: genders }).notNull().default("any"),
    preferredAgeMin: integer("preferred_age_min").notNull().default(18),
    preferredAgeMax: integer("preferred_age_max").notNull().default(65),
    contentExpectations: jsonb("content_expectations").$type<ContentExpectation[]>().notNull().default([]),
    externalPropertyUrl: text("external_property_url"),
    collaborationType: text("collaboration_type", { enum: collaborationTypes }),
    contentFormats: text("content_formats").array().notNull().default(sql`'{}'::text[]`),
    postPlatforms: text("post_platforms").array().notNull().default(sql`'{}'::text[]`),
    postingTypes: text("posting_types").array().notNull().default(sql`'{}'::text[]`),
    expectedDuration: text("expected_duration", { enum: durations }),
    inclusions: text("inclusions").array().notNull().default(sql`'{}'::text[]`),
    creatorExtras: text("creator_extras").array().notNull().default(sql`'{}'::text[]`),
    discussExtras: boolean("discuss_extras").notNull().default(false),
    exceptions: text("exceptions"),
    status: text("status", { enum: listingStatuses }).notNull().default("active"),
    /**
     * Stay dates (decision 0035): "Flexible dates" lets creators propose any dates the calendar has free and the
     * host confirm; otherwise creators must pick free nights within the rules below.
     */
    flexibleDates: boolean("flexible_dates").notNull().default(true),
    minNights: integer("min_nights").notNull().default(1),
    maxNights: integer("max_nights").notNull().default(30),
    /** How far ahead a check-out may be, in months from the listing's today. */
    bookingHorizonMonths: integer("booking_horizon_months").notNull().default(12),
    /** The IANA time zone whose dates are the listing's nights ("today" and the past are judged there). */
    timeZone: text("time_zone").notNull().default("UTC"),
    /** Secret of the listing's `.ics` export feed; null when the host has none or revoked it. */
    calendarToken: text("calendar_token"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Words of title, location and description, accent-folded by fold_search() (domain/search-fold.ts, installed
     * by migration 0006) so "Sao Lourenco" finds "São Lourenço"; the query side folds with the same table.
     */
    search: tsvector("search").generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, fold_search(coalesce(title, '') || ' ' || coalesce(location, '') || ' ' || coalesce(description, '')))`,
    ),
    /**
     * Category and region as array entries ('c:Hotel', 'r:Europe'), so one multicolumn GIN index answers
     * "these words in this category and region" without visiting rows of other categories (no btree_gin
     * extension needed, which PGlite lacks).
     */
    facets: text("facets").array().generatedAlwaysAs(sql`array['c:' || category, 'r:' || coalesce(region, '')]`),
  },
  (t) => [
    check("listings_status_check", sql`${t.status} in ${inList(listingStatuses)}`),
    check("listings_category_check", sql`${t.category} in ${inList(categories)}`),
    check("listings_property_type_check", sql`${t.propertyType} in ${inList(categories)}`),
    check("listings_region_check", sql`${t.region} is null or ${t.region} in ${inList(regions)}`),
    check("listings_gender_check", sql`${t.preferredGender} in ${inList(genders)}`),
    check(
      "listings_collaboration_type_check",
      sql`${t.collaborationType} is null or ${t.collaborationType} in ${inList(collaborationTypes)}`,
    ),
    check(
      "listings_duration_check",
      sql`${t.expectedDuration} is null or ${t.expectedDuration} in ${inList(durations)}`,
    ),
    check("listings_max_guests_check", sql`${t.maxGuests} between 1 and 20`),
    check(
      "listings_nights_rules_check",
      sql`${t.minNights} between 1 and 365 and ${t.maxNights} between ${t.minNights} and 365 and ${t.bookingHorizonMonths} between 1 and 24`,
    ),
    uniqueIndex("listings_calendar_token_idx").on(t.calendarToken).where(sql`calendar_token is not null`),
    check(
      "listings_age_check",
      sql`${t.preferredAgeMin} between 18 and 65 and ${t.preferredAgeMax} between 18 and 65 and ${t.preferredAgeMin} <= ${t.preferredAgeMax}`,
    ),
    check(
      "listings_followers_check",
      sql`${t.minFollowerCount} >= 0 and ${t.minFollowerCountInstagram} >= 0 and ${t.minFollowerCountTiktok} >= 0`,
    ),
    check("listings_discount_check", sql`${t.discountPercent} is null or ${t.discountPercent} between 1 and 100`),
    index("listings_host_idx").on(t.hostId, t.createdAt.desc()),
    // Discovery reads active listings only, newest first (created_at desc, seq desc); partial indexes keep
    // paused and archived rows out and match that order exactly, so a page can stop after `limit` rows.
    index("listings_active_newest_idx").on(t.createdAt.desc(), t.seq.desc()).where(sql`status = 'active'`),
    index("listings_active_category_idx")
      .on(t.category, t.createdAt.desc(), t.seq.desc())
      .where(sql`status = 'active'`),
    index("listings_active_region_idx").on(t.region, t.createdAt.desc(), t.seq.desc()).where(sql`status = 'active'`),
    index("listings_active_category_region_idx")
      .on(t.category, t.region, t.createdAt.desc(), t.seq.desc())
      .where(sql`status = 'active'`),
    index("listings_search_facets_idx").using("gin", t.search, t.facets).where(sql`status = 'active'`),
    // The operator console searches every listing, whatever its status (decision 0057): words of the title (and
    // place and description) by this index, newest first by the next one.
    index("listings_search_all_idx").using("gin", t.search),
    index("listings_newest_idx").on(t.createdAt.desc(), t.seq.desc()),
  ],
);

/** A required reference to a listing: the row goes when the listing goes. */
export const listingRef = <N extends string>(name: N) =>
  uuid(name)
    .notNull()
    .references(() => listings.id, { onDelete: "cascade" });

/** Ordered images of a listing; position 0 is the cover. Variants are stored under the same key prefix. */
export const listingImages = pgTable(
  "listing_images",
  {
    id: id(),
    listingId: listingRef("listing_id"),
    storageKey: text("storage_key").notNull(),
    position: integer("position").notNull(),
    width: integer("width"),
    height: integer("height"),
    /** Bytes in storage (full + card variant), counted against the host's quota. */
    bytes: integer("bytes").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("listing_images_listing_idx").on(t.listingId, t.position),
    check("listing_images_position_check", sql`${t.position} between 0 and 9`),
  ],
);

/** Photos creators add to a listing's "Share Your Experience" gallery. */
export const creatorListingImages = pgTable(
  "creator_listing_images",
  {
    id: id(),
    seq: seq(),
    listingId: listingRef("listing_id"),
    creatorId: profileRef("creator_id"),
    storageKey: text("storage_key").notNull(),
    caption: text("caption"),
    /** Bytes in storage (full + card variant), counted against the creator's quota. */
    bytes: integer("bytes").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("creator_listing_images_listing_idx").on(t.listingId, t.createdAt.desc()),
    // The creator's storage usage sums their gallery photos.
    index("creator_listing_images_creator_idx").on(t.creatorId),
    check("creator_listing_images_caption_check", sql`${t.caption} is null or char_length(${t.caption}) <= 200`),
  ],
);
