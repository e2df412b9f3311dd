-- Issue 39 (decision 0070). Two changes to the change announcements of migrations 0012 and 0013:
-- 1. Profiles, creator profiles and users are also announced per row, as '<table>:<id>' on collabstay_data, so an
--    answer that reads only the asker's own row (GET /api/creators/me) depends on that row alone and one person's
--    edit no longer drops everyone's. A statement that changes more than 100 rows announces '*' (everything).
-- 2. A writer that announces its change itself right after its commit (the profile edit: a NOTIFY inside the
--    transaction holds PostgreSQL's one notification lock through the commit's WAL flush, so every such write
--    waited in line for the others' disk flushes) marks its transaction with collabstay.data_announced, and the
--    triggers leave it out, as migration 0013 does for chat sends.
CREATE OR REPLACE FUNCTION "collabstay_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'TRUNCATE' AND current_setting('collabstay.data_announced', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM pg_notify('collabstay_data', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "collabstay_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_id text := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) ->> TG_ARGV[0] END;
  after_id text := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) ->> TG_ARGV[0] END;
BEGIN
  IF current_setting('collabstay.data_announced', true) = 'on' THEN RETURN NULL; END IF;
  IF before_id IS NOT NULL THEN PERFORM pg_notify('collabstay_auth', before_id); END IF;
  IF after_id IS NOT NULL AND after_id IS DISTINCT FROM before_id THEN PERFORM pg_notify('collabstay_auth', after_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "collabstay_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  IF current_setting('collabstay.data_announced', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT r.id::text) INTO ids FROM new_rows r;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT r.id::text) INTO ids FROM old_rows r;
  ELSE
    SELECT array_agg(DISTINCT r.id::text) INTO ids FROM (SELECT id FROM old_rows UNION ALL SELECT id FROM new_rows) r;
  END IF;
  IF ids IS NULL THEN RETURN NULL; END IF;
  IF cardinality(ids) > 100 THEN
    PERFORM pg_notify('collabstay_data', '*');
  ELSE
    PERFORM pg_notify('collabstay_data', TG_TABLE_NAME || ':' || i) FROM unnest(ids) i;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "collabstay_everything_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('collabstay_data', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['creator_profiles', 'profiles', 'users'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION "collabstay_rows_changed"()', t || '_rows_inserted', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION "collabstay_rows_changed"()', t || '_rows_updated', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION "collabstay_rows_changed"()', t || '_rows_deleted', t);
    -- A TRUNCATE already announces the table (migration 0013); the row topics go with everything.
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION "collabstay_everything_changed"()', t || '_rows_truncated', t);
  END LOOP;
END $$;
