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
CREATE TRIGGER "applications_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "applications"
  FOR EACH STATEMENT EXECUTE FUNCTION "collabstay_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "collaborations_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collaborations"
  FOR EACH STATEMENT EXECUTE FUNCTION "collabstay_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "creator_listing_images_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "creator_listing_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "collabstay_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "creator_profiles_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "creator_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "collabstay_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "host_invitations_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "host_invitations"
  FOR EACH STATEMENT EXECUTE FUNCTION "collabstay_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "listing_images_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listing_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "collabstay_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "listing_nights_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listing_nights"
  FOR EACH STATEMENT EXECUTE FUNCTION "collabstay_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "listings_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listings"
  FOR EACH STATEMENT EXECUTE FUNCTION "collabstay_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "profiles_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "collabstay_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "saved_creators_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "saved_creators"
  FOR EACH STATEMENT EXECUTE FUNCTION "collabstay_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "collabstay_data_changed"();
--> statement-breakpoint
CREATE FUNCTION "collabstay_chat_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  conversation_ids uuid[];
  participant record;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('collabstay_data', '*');
    RETURN NULL;
  END IF;
  -- A chat send or read receipt announces its change itself once it has committed (without holding the
  -- notification lock through its commit); it says so for its own transaction.
  IF current_setting('collabstay.chat_announced', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_TABLE_NAME = 'conversations' THEN
    conversation_ids := array_remove(ARRAY[
      CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.id END,
      CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.id END], NULL);
    IF TG_OP <> 'INSERT' THEN
      IF OLD.host_id IS NOT NULL THEN PERFORM pg_notify('collabstay_data', 'chat:' || OLD.host_id); END IF;
      IF OLD.creator_id IS NOT NULL THEN PERFORM pg_notify('collabstay_data', 'chat:' || OLD.creator_id); END IF;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      IF NEW.host_id IS NOT NULL THEN PERFORM pg_notify('collabstay_data', 'chat:' || NEW.host_id); END IF;
      IF NEW.creator_id IS NOT NULL THEN PERFORM pg_notify('collabstay_data', 'chat:' || NEW.creator_id); END IF;
    END IF;
    RETURN NULL;
  END IF;
  -- A message: its conversation's participants (a conversation deleted with its messages announced itself).
  conversation_ids := array_remove(ARRAY[
    CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.conversation_id END,
    CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.conversation_id END], NULL);
  FOR participant IN SELECT host_id, creator_id FROM conversations WHERE id = ANY (conversation_ids) LOOP
    IF participant.host_id IS NOT NULL THEN PERFORM pg_notify('collabstay_data', 'chat:' || participant.host_id); END IF;
    IF participant.creator_id IS NOT NULL THEN PERFORM pg_notify('collabstay_data', 'chat:' || participant.creator_id); END IF;
  END LOOP;
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
