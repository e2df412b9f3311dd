import { regions, roles } from "@domain/constants.ts";
import { profileCompleteThreshold } from "@domain/profile-completeness.ts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { createdAt, inList, tsvector, updatedAt } from "./columns.ts";

/** One role per account (DECISIONS.md); stored `admin` means host. */
export const userRoles = pgTable(
  "user_roles",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: roles }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId] }), check("user_roles_role_check", sql`${t.role} in ${inList(roles)}`)],
);

/** Public and private profile fields of every account; id equals the user id. E-mail lives on `users`. */
export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    phone: text("phone"),
    location: text("location"),
    bio: text("bio"),
    avatarKey: text("avatar_key"),
    /** Bytes of the stored avatar file, counted against the account's storage quota. */
    avatarBytes: integer("avatar_bytes").notNull().default(0),
    emailUpdates: boolean("email_updates").notNull().default(true),
    smsNotifications: boolean("sms_notifications").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Accent-folded as listings.search (fold_search, domain/search-fold.ts).
    search: tsvector("search").generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, fold_search(coalesce(full_name, '') || ' ' || coalesce(location, '') || ' ' || coalesce(bio, '')))`,
    ),
  },
  (t) => [
    index("profiles_search_idx").using("gin", t.search),
    // SMS needs a number to text: the notifications route asks for one, this keeps every path honest.
    check("profiles_sms_needs_phone_check", sql`not ${t.smsNotifications} or ${t.phone} is not null`),
  ],
);

/** A required reference to a profile (owner, host, creator, recipient): the row goes when the profile goes. */
export const profileRef = <N extends string>(name: N) =>
  uuid(name)
    .notNull()
    .references(() => profiles.id, { onDelete: "cascade" });

/**
 * A party of a record that outlives them (issue 40 part 5, decision 0063): deleting the account leaves null here,
 * shown as "Deleted user", and the other party keeps the record.
 */
export const partyRef = <N extends string>(name: N) =>
  uuid(name).references(() => profiles.id, { onDelete: "set null" });

/** Creator-only fields; id equals the profile id. `completeness` is kept by the service for the discovery filter. */
export const creatorProfiles = pgTable(
  "creator_profiles",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => profiles.id, { onDelete: "cascade" }),
    specialty: text("specialty"),
    platforms: text("platforms").array().notNull().default(sql`'{}'::text[]`),
    followerCount: integer("follower_count").notNull().default(0),
    instagramFollowers: integer("instagram_followers").notNull().default(0),
    tiktokFollowers: integer("tiktok_followers").notNull().default(0),
    youtubeFollowers: integer("youtube_followers").notNull().default(0),
    /**
     * The card's figure: follower-weighted mean of the per-platform rates below, written with them by the
     * profile service; null when the creator entered none (shown as no figure, never 0.0 %).
     */
    engagementRate: numeric("engagement_rate", { precision: 5, scale: 2 }),
    instagramEngagementRate: numeric("instagram_engagement_rate", { precision: 5, scale: 2 }),
    instagramEngagementMeasuredOn: date("instagram_engagement_measured_on", { mode: "string" }),
    tiktokEngagementRate: numeric("tiktok_engagement_rate", { precision: 5, scale: 2 }),
    tiktokEngagementMeasuredOn: date("tiktok_engagement_measured_on", { mode: "string" }),
    youtubeEngagementRate: numeric("youtube_engagement_rate", { precision: 5, scale: 2 }),
    youtubeEngagementMeasuredOn: date("youtube_engagement_measured_on", { mode: "string" }),
    portfolioDescription: text("portfolio_description"),
    instagramHandle: text("instagram_handle"),
    tiktokHandle: text("tiktok_handle"),
    youtubeHandle: text("youtube_handle"),
    websiteUrl: text("website_url"),
    ratesDescription: text("rates_description"),
    region: text("region", { enum: regions }),
    completeness: integer("completeness").notNull().default(0),
    updatedAt: updatedAt(),
    /**
     * A copy of profiles.search (name, location, bio), so creator discovery answers words, region and
     * completeness from ONE index on this table instead of fetching word matches from profiles first and
     * filtering them afterwards. It cannot be generated (the fields live in profiles); refreshCreatorDerived
     * (server/db/creator-derived.ts) rewrites it in the transaction of every change to those fields.
     */
    search: tsvector("search"),
    /**
     * Region and completeness as array entries ('r:Europe', 'complete'), searched together with `search` by
     * the multicolumn GIN index below (as listings.facets; no btree_gin extension, which PGlite lacks). The
     * 80 is domain/profile-completeness.ts profileCompleteThreshold, interpolated at schema time: changing
     * the threshold there changes this expression and makes `npm run db:generate` emit the migration.
     */
    facets: text("facets")
      .array()
      .generatedAlwaysAs(
        sql.raw(
          `array['r:' || coalesce(region, ''), case when completeness >= ${profileCompleteThreshold} then 'complete' else 'incomplete' end]`,
        ),
      ),
  },
  (t) => [
    check(
      "creator_profiles_counts_check",
      sql`${t.followerCount} >= 0 and ${t.instagramFollowers} >= 0 and ${t.tiktokFollowers} >= 0 and ${t.youtubeFollowers} >= 0`,
    ),
    check("creator_profiles_engagement_check", sql`${t.engagementRate} >= 0 and ${t.engagementRate} <= 100`),
    // Each platform's rate is a percentage and comes with the day it was measured.
    check(
      "creator_profiles_platform_engagement_check",
      sql`(${t.instagramEngagementRate} is null) = (${t.instagramEngagementMeasuredOn} is null)
        and (${t.tiktokEngagementRate} is null) = (${t.tiktokEngagementMeasuredOn} is null)
        and (${t.youtubeEngagementRate} is null) = (${t.youtubeEngagementMeasuredOn} is null)
        and coalesce(${t.instagramEngagementRate}, 0) between 0 and 100
        and coalesce(${t.tiktokEngagementRate}, 0) between 0 and 100
        and coalesce(${t.youtubeEngagementRate}, 0) between 0 and 100`,
    ),
    check("creator_profiles_completeness_check", sql`${t.completeness} between 0 and 100`),
    check("creator_profiles_region_check", sql`${t.region} is null or ${t.region} in ${inList(regions)}`),
    // Discovery order is completeness, followers, id (all descending): both indexes end in that order, so a
    // page without a search walks the index and stops at the LIMIT (scripts/bench/creators.ts).
    index("creator_profiles_region_idx").on(t.region, t.completeness, t.followerCount, t.id),
    index("creator_profiles_completeness_idx").on(t.completeness, t.followerCount, t.id),
    // Discovery with search words: words + region + complete-only in one GIN scan (creatorSearchSql).
    index("creator_profiles_search_facets_idx").using("gin", t.search, t.facets),
  ],
);

/** Tier looked up (and created on first use) for a creator; figures from DECISIONS.md. */
export const creatorTiers = pgTable(
  "creator_tiers",
  {
    creatorId: uuid("creator_id")
      .primaryKey()
      .references(() => profiles.id, { onDelete: "cascade" }),
    tierLevel: text("tier_level", { enum: ["nano", "micro", "mid", "macro", "mega"] }).notNull(),
    baseRatePerNightCents: integer("base_rate_per_night_cents").notNull(),
    premiumMultiplier: numeric("premium_multiplier", { precision: 4, scale: 2 }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("creator_tiers_level_check", sql`${t.tierLevel} in ('nano', 'micro', 'mid', 'macro', 'mega')`),
    check("creator_tiers_rate_check", sql`${t.baseRatePerNightCents} >= 0 and ${t.premiumMultiplier} > 0`),
  ],
);

/** Our own fixed-window counters (login throttle, contact form), shared by every process through Postgres. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});
