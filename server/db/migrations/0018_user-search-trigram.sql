CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at") WHERE not is_placeholder;--> statement-breakpoint
-- hand-written: the console's user search (decision 0057) finds a fragment of a name or an e-mail (ILIKE '%q%')
-- through GIN trigram indexes. pg_trgm is a trusted extension (PostgreSQL 13+: a database owner may create it);
-- PGlite loads it from @electric-sql/pglite/contrib/pg_trgm (server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
