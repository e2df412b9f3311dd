DROP INDEX "listings_search_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "facets" text[] GENERATED ALWAYS AS (array['c:' || category, 'r:' || coalesce(region, '')]) STORED;--> statement-breakpoint
CREATE INDEX "listings_search_facets_idx" ON "listings" USING gin ("search","facets") WHERE status = 'active';