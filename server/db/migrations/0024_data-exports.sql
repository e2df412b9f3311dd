CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"storage_key" text,
	"bytes" bigint,
	"file_count" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('running', 'ready', 'failed', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_one_running_idx" ON "data_exports" USING btree ("user_id") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('application.created', 'application.accepted', 'application.rejected', 'application.pending_reminder', 'invitation.received', 'invitation.answered', 'message.received', 'terms.proposed', 'terms.accepted', 'terms.rejected', 'terms.expired', 'deliverable.uploaded', 'deliverable.changes_requested', 'deliverable.change_request_reminder', 'deliverable.approved', 'deliverable.usage_rights_expiring', 'deliverable.due_soon', 'deliverable.due_today', 'deliverable.auto_approval_soon', 'deliverable.auto_approved', 'payment.requested', 'payment.approved', 'payment.paid', 'collaboration.paused', 'collaboration.resumed', 'collaboration.completed', 'collaboration.cancelled', 'stay.arrived', 'stay.departed', 'stay.no_show', 'stay.no_show_contested', 'review.received', 'review.published', 'listing.unpublished', 'listing.republished', 'listing.republication_declined', 'account.data_export_ready'));