DROP INDEX "creator_profiles_region_idx";--> statement-breakpoint
DROP INDEX "creator_profiles_completeness_idx";--> statement-breakpoint
CREATE INDEX "creator_profiles_region_idx" ON "creator_profiles" USING btree ("region","completeness","follower_count","id");--> statement-breakpoint
CREATE INDEX "creator_profiles_completeness_idx" ON "creator_profiles" USING btree ("completeness","follower_count","id");--> statement-breakpoint
-- Every creator has a creator_profiles row from sign-up on; give the ones made before that theirs, so discovery
-- (which joins creator_profiles) lists them. Completeness from the profile fields they can already have.
INSERT INTO "creator_profiles" ("id", "completeness")
SELECT p."id",
       (CASE WHEN coalesce(btrim(p."avatar_key"), '') <> '' THEN 20 ELSE 0 END)
     + (CASE WHEN btrim(p."full_name") <> '' THEN 15 ELSE 0 END)
     + (CASE WHEN coalesce(btrim(p."bio"), '') <> '' THEN 15 ELSE 0 END)
  FROM "profiles" p
  JOIN "user_roles" r ON r."user_id" = p."id" AND r."role" = 'creator'
ON CONFLICT ("id") DO NOTHING;
