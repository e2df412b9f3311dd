ALTER TABLE "creator_profiles" ALTER COLUMN "engagement_rate" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "creator_profiles" ALTER COLUMN "engagement_rate" DROP NOT NULL;--> statement-breakpoint
-- No one could enter a rate before this migration: a stored 0 was the column default, not a measurement.
UPDATE "creator_profiles" SET "engagement_rate" = NULL WHERE "engagement_rate" = 0;--> statement-breakpoint
ALTER TABLE "portfolio_media" ADD COLUMN "caption" text;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "instagram_engagement_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "instagram_engagement_measured_on" date;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "tiktok_engagement_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "tiktok_engagement_measured_on" date;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "youtube_engagement_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "youtube_engagement_measured_on" date;--> statement-breakpoint
ALTER TABLE "portfolio_media" ADD CONSTRAINT "portfolio_media_caption_check" CHECK ("portfolio_media"."caption" is null or char_length("portfolio_media"."caption") <= 200);--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_profiles_platform_engagement_check" CHECK (("creator_profiles"."instagram_engagement_rate" is null) = ("creator_profiles"."instagram_engagement_measured_on" is null)
        and ("creator_profiles"."tiktok_engagement_rate" is null) = ("creator_profiles"."tiktok_engagement_measured_on" is null)
        and ("creator_profiles"."youtube_engagement_rate" is null) = ("creator_profiles"."youtube_engagement_measured_on" is null)
        and coalesce("creator_profiles"."instagram_engagement_rate", 0) between 0 and 100
        and coalesce("creator_profiles"."tiktok_engagement_rate", 0) between 0 and 100
        and coalesce("creator_profiles"."youtube_engagement_rate", 0) between 0 and 100);--> statement-breakpoint
-- SMS switched on without a number to text never reached anyone: switch it off before the rule holds.
UPDATE "profiles" SET "sms_notifications" = false WHERE "sms_notifications" AND "phone" IS NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_sms_needs_phone_check" CHECK (not "profiles"."sms_notifications" or "profiles"."phone" is not null);