CREATE TABLE "removed_items" (
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"decision_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"decision_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"explanation" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assigned_to" uuid,
	"result_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "report_appeals_decision_id_unique" UNIQUE("decision_id"),
	CONSTRAINT "report_appeals_status_check" CHECK ("report_appeals"."status" in ('open', 'decided'))
);
--> statement-breakpoint
CREATE TABLE "report_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "report_cases_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"author_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"low_priority" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "report_cases_kind_check" CHECK ("report_cases"."item_kind" in ('listing', 'creator', 'host', 'message', 'review', 'gallery_photo', 'deliverable')),
	CONSTRAINT "report_cases_status_check" CHECK ("report_cases"."status" in ('open', 'decided'))
);
--> statement-breakpoint
CREATE TABLE "report_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "report_decisions_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"case_id" uuid NOT NULL,
	"kind" text DEFAULT 'case' NOT NULL,
	"outcome" text NOT NULL,
	"terms_section" text,
	"facts" text,
	"automated" boolean DEFAULT false NOT NULL,
	"operator_id" uuid,
	"affected_id" uuid,
	"answers_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_decisions_kind_check" CHECK ("report_decisions"."kind" in ('case', 'appeal')),
	CONSTRAINT "report_decisions_outcome_check" CHECK ("report_decisions"."outcome" in ('no_action', 'remove', 'unpublish', 'warn', 'suspend', 'upheld', 'reversed'))
);
--> statement-breakpoint
CREATE TABLE "report_snapshots" (
	"case_id" uuid PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"file_key" text,
	"file_type" text,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_purged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reporter_warnings" (
	"reporter_key" text PRIMARY KEY NOT NULL,
	"warned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "reports_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"case_id" uuid NOT NULL,
	"reporter_id" uuid,
	"reporter_email" text,
	"category" text NOT NULL,
	"explanation" text,
	"low_priority" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_reporter_check" CHECK (("reports"."reporter_id" is null) <> ("reports"."reporter_email" is null)),
	CONSTRAINT "reports_explanation_check" CHECK ("reports"."explanation" is null or char_length("reports"."explanation") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "removed_items" ADD CONSTRAINT "removed_items_decision_id_report_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."report_decisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_appeals" ADD CONSTRAINT "report_appeals_decision_id_report_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."report_decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_decisions" ADD CONSTRAINT "report_decisions_case_id_report_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."report_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_snapshots" ADD CONSTRAINT "report_snapshots_case_id_report_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."report_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_case_id_report_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."report_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "removed_items_item_idx" ON "removed_items" USING btree ("item_id","item_kind");--> statement-breakpoint
CREATE INDEX "report_appeals_open_idx" ON "report_appeals" USING btree ("created_at") WHERE status = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "report_cases_one_open_idx" ON "report_cases" USING btree ("item_kind","item_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "report_cases_queue_idx" ON "report_cases" USING btree ("status","low_priority","created_at","seq");--> statement-breakpoint
CREATE INDEX "report_cases_author_idx" ON "report_cases" USING btree ("author_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "report_decisions_one_per_case_idx" ON "report_decisions" USING btree ("case_id") WHERE kind = 'case';--> statement-breakpoint
CREATE UNIQUE INDEX "report_decisions_one_per_appeal_idx" ON "report_decisions" USING btree ("answers_id") WHERE kind = 'appeal';--> statement-breakpoint
CREATE INDEX "report_decisions_affected_idx" ON "report_decisions" USING btree ("affected_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_per_reporter_idx" ON "reports" USING btree ("case_id","reporter_id") WHERE reporter_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_per_visitor_idx" ON "reports" USING btree ("case_id","reporter_email") WHERE reporter_email is not null;--> statement-breakpoint
CREATE INDEX "reports_case_idx" ON "reports" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('application.created', 'application.accepted', 'application.rejected', 'application.pending_reminder', 'invitation.received', 'invitation.answered', 'message.received', 'terms.proposed', 'terms.accepted', 'terms.rejected', 'terms.expired', 'deliverable.uploaded', 'deliverable.changes_requested', 'deliverable.change_request_reminder', 'deliverable.approved', 'deliverable.usage_rights_expiring', 'deliverable.due_soon', 'deliverable.due_today', 'deliverable.auto_approval_soon', 'deliverable.auto_approved', 'payment.requested', 'payment.approved', 'payment.paid', 'collaboration.paused', 'collaboration.resumed', 'collaboration.completed', 'collaboration.cancelled', 'stay.arrived', 'stay.departed', 'stay.no_show', 'stay.no_show_contested', 'review.received', 'review.published', 'listing.unpublished', 'listing.republished', 'listing.republication_declined', 'account.data_export_ready', 'report.received', 'report.outcome', 'report.statement', 'report.appeal_decided', 'report.reporter_warned'));--> statement-breakpoint
-- Hand-written: cached answers (the inbox, a listing's page) hide removed items (decision 0060), so a removal or its
-- reversal announces the table like every table a cached answer reads (migration 0013).
CREATE TRIGGER "removed_items_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "removed_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "collabstay_data_changed"();
