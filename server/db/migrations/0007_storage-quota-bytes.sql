ALTER TABLE "portfolio_media" DROP CONSTRAINT "portfolio_media_size_check";--> statement-breakpoint
ALTER TABLE "portfolio_media" ADD COLUMN "stored_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_listing_images" ADD COLUMN "bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_images" ADD COLUMN "bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "avatar_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "creator_listing_images_creator_idx" ON "creator_listing_images" USING btree ("creator_id");--> statement-breakpoint
ALTER TABLE "portfolio_media" ADD CONSTRAINT "portfolio_media_size_check" CHECK ("portfolio_media"."file_size" >= 0 and "portfolio_media"."stored_bytes" >= 0);--> statement-breakpoint
-- Files stored before the quota existed: portfolio items know their file's size (the card variant is small and
-- unknown here); listing images, gallery photos and avatars start at 0 (docs/decisions/0012-search-storage-quota-and-paging.md).
UPDATE "portfolio_media" SET "stored_bytes" = "file_size";
