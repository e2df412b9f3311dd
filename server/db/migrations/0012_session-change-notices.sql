-- Each process keeps a short-lived cache of verified sessions (decision 0045). Any change to what a session read
-- answers (the session itself, the user, the role, the profile's name and avatar) announces the user's id on the
-- collabstay_auth channel, and every process forgets that user's cached sessions. Triggers catch every writer,
-- better-auth's own included. The notification goes out when the writing transaction commits.
CREATE FUNCTION "collabstay_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_id text := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) ->> TG_ARGV[0] END;
  after_id text := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) ->> TG_ARGV[0] END;
BEGIN
  IF before_id IS NOT NULL THEN PERFORM pg_notify('collabstay_auth', before_id); END IF;
  IF after_id IS NOT NULL AND after_id IS DISTINCT FROM before_id THEN PERFORM pg_notify('collabstay_auth', after_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "collabstay_auth_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE OF "email", "name" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "collabstay_auth_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "user_roles_auth_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_roles"
  FOR EACH ROW EXECUTE FUNCTION "collabstay_auth_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "profiles_auth_changed" AFTER INSERT OR UPDATE OF "full_name", "avatar_key" OR DELETE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "collabstay_auth_changed"('id');
