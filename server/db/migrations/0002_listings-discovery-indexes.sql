DROP INDEX "listings_discovery_idx";--> statement-breakpoint
DROP INDEX "listings_category_idx";--> statement-breakpoint
DROP INDEX "listings_region_idx";--> statement-breakpoint
DROP INDEX "listings_search_idx";--> statement-breakpoint
CREATE INDEX "listings_active_newest_idx" ON "listings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_category_idx" ON "listings" USING btree ("category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_region_idx" ON "listings" USING btree ("region","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_category_region_idx" ON "listings" USING btree ("category","region","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search") WHERE status = 'active';