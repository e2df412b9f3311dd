CREATE TABLE "dispute_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "dispute_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"dispute_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispute_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "dispute_evidence_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"dispute_id" uuid NOT NULL,
	"added_by" uuid,
	"added_role" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispute_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "dispute_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"dispute_id" uuid NOT NULL,
	"sender_id" uuid,
	"sender_role" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_messages_role_check" CHECK ("dispute_messages"."sender_role" in ('host', 'creator', 'operator')),
	CONSTRAINT "dispute_messages_body_check" CHECK (char_length("dispute_messages"."body") between 1 and 4000)
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "disputes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"collaboration_id" uuid NOT NULL,
	"opened_by" uuid,
	"opener_role" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"source" text DEFAULT 'party' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"status_before" text NOT NULL,
	"outcome" text,
	"effect" text,
	"reasons" text,
	"operator_id" uuid,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "disputes_category_check" CHECK ("disputes"."category" in ('stay_not_provided', 'content_not_delivered', 'content_not_as_agreed', 'payment_record_wrong', 'harassment', 'other')),
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('open', 'resolved', 'withdrawn')),
	CONSTRAINT "disputes_source_check" CHECK ("disputes"."source" in ('party', 'no_show_contest')),
	CONSTRAINT "disputes_outcome_check" CHECK ("disputes"."outcome" is null or "disputes"."outcome" in ('for_creator', 'for_host', 'mutual', 'withdrawn')),
	CONSTRAINT "disputes_effect_check" CHECK ("disputes"."effect" is null or "disputes"."effect" in ('active', 'completed', 'cancelled')),
	CONSTRAINT "disputes_closed_check" CHECK (("disputes"."status" = 'open') = ("disputes"."closed_at" is null)),
	CONSTRAINT "disputes_description_check" CHECK (char_length("disputes"."description") between 1 and 4000)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dispute_events" ADD CONSTRAINT "dispute_events_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_messages" ADD CONSTRAINT "dispute_messages_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_events_dispute_idx" ON "dispute_events" USING btree ("dispute_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "dispute_evidence_dispute_idx" ON "dispute_evidence" USING btree ("dispute_id","created_at");--> statement-breakpoint
CREATE INDEX "dispute_messages_dispute_idx" ON "dispute_messages" USING btree ("dispute_id","created_at","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_one_open_idx" ON "disputes" USING btree ("collaboration_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "disputes_collaboration_idx" ON "disputes" USING btree ("collaboration_id","opened_at");--> statement-breakpoint
CREATE INDEX "disputes_queue_idx" ON "disputes" USING btree ("status","opened_at","seq");--> statement-breakpoint
CREATE INDEX "disputes_opened_by_idx" ON "disputes" USING btree ("opened_by");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('application.created', 'application.accepted', 'application.rejected', 'application.pending_reminder', 'invitation.received', 'invitation.answered', 'message.received', 'terms.proposed', 'terms.accepted', 'terms.rejected', 'terms.expired', 'deliverable.uploaded', 'deliverable.changes_requested', 'deliverable.change_request_reminder', 'deliverable.approved', 'deliverable.usage_rights_expiring', 'deliverable.due_soon', 'deliverable.due_today', 'deliverable.auto_approval_soon', 'deliverable.auto_approved', 'payment.requested', 'payment.approved', 'payment.paid', 'collaboration.paused', 'collaboration.resumed', 'collaboration.completed', 'collaboration.cancelled', 'stay.arrived', 'stay.departed', 'stay.no_show', 'stay.no_show_contested', 'review.received', 'review.published', 'listing.unpublished', 'listing.republished', 'listing.republication_declined', 'account.data_export_ready', 'report.received', 'report.outcome', 'report.statement', 'report.appeal_decided', 'report.reporter_warned', 'dispute.opened', 'dispute.message', 'dispute.withdrawn', 'dispute.resolved'));