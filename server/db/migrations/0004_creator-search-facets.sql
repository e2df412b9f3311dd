ALTER TABLE "creator_profiles" ADD COLUMN "search" "tsvector";--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "facets" text[] GENERATED ALWAYS AS (array['r:' || coalesce(region, ''), case when completeness >= 80 then 'complete' else 'incomplete' end]) STORED;--> statement-breakpoint
-- Backfill the copy of profiles.search for the creators that exist already (new writes keep it in step through
-- refreshCreatorDerived). Before the index is built, so the index is made once from the final values.
UPDATE "creator_profiles" cp SET "search" = p."search" FROM "profiles" p WHERE p."id" = cp."id";--> statement-breakpoint
CREATE INDEX "creator_profiles_search_facets_idx" ON "creator_profiles" USING gin ("search","facets");