-- Each process keeps the answers of a few signed-in reads for a short while (decision 0051). A change to a table
-- those answers are read from announces the table's name on the collabstay_data channel, and every process drops
-- the answers read from it. Chats change all the time, so their changes are announced per participant instead
-- ('chat:' || user id, for the conversation's host and creator). Triggers catch every writer; the notification goes
-- out when the writing transaction commits, and PostgreSQL sends one per distinct payload per transaction.
-- A NOTIFY inside a transaction holds PostgreSQL's notification lock through that commit's WAL flush; for the rare
-- changes to these tables that costs nothing, but a chat send and a read receipt (hundreds a second) announce
-- themselves right after their commit instead (server/features/conversations, with their realtime fan-out).
CREATE FUNCTION "collabstay_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('collabstay_data', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  -- The tables the cached answers are read from (server/cache/cached-routes.ts), chats apart (below).
  FOREACH t IN ARRAY ARRAY['applications', 'collaborations', 'creator_listing_images', 'creator_profiles',
      'host_invitations', 'listing_images', 'listing_nights', 'listings', 'profiles', 'saved_creators', 'users'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION "collabstay_data_changed"()', t || '_data_changed', t);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION "collabstay_chat_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  participants uuid[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('collabstay_data', '*');
    RETURN NULL;
  END IF;
  -- A chat send or read receipt announces its change itself once it has committed (without holding the
  -- notification lock through its commit); it says so for its own transaction.
  IF current_setting('collabstay.chat_announced', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_TABLE_NAME = 'conversations' THEN
    participants := ARRAY[
      CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.host_id END,
      CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.creator_id END,
      CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.host_id END,
      CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.creator_id END];
  ELSE
    -- A message: its conversation's participants (a conversation deleted with its messages announced itself).
    SELECT array_agg(v.id) INTO participants
      FROM conversations c CROSS JOIN LATERAL (VALUES (c.host_id), (c.creator_id)) v (id)
     WHERE c.id IN (CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.conversation_id END,
                    CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.conversation_id END);
  END IF;
  PERFORM pg_notify('collabstay_data', 'chat:' || p) FROM unnest(participants) p WHERE p IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "conversations_chat_changed" AFTER INSERT OR UPDATE OR DELETE ON "conversations"
  FOR EACH ROW EXECUTE FUNCTION "collabstay_chat_changed"();
--> statement-breakpoint
CREATE TRIGGER "conversations_chat_truncated" AFTER TRUNCATE ON "conversations"
  FOR EACH STATEMENT EXECUTE FUNCTION "collabstay_chat_changed"();
--> statement-breakpoint
CREATE TRIGGER "messages_chat_changed" AFTER INSERT OR UPDATE OR DELETE ON "messages"
  FOR EACH ROW EXECUTE FUNCTION "collabstay_chat_changed"();
--> statement-breakpoint
CREATE TRIGGER "messages_chat_truncated" AFTER TRUNCATE ON "messages"
  FOR EACH STATEMENT EXECUTE FUNCTION "collabstay_chat_changed"();
