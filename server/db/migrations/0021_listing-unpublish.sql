CREATE TABLE "listing_unpublications" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"statement" text NOT NULL,
	"status_before" text NOT NULL,
	"unpublished_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_at" timestamp with time zone,
	"request_note" text,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	CONSTRAINT "listing_unpublications_status_before_check" CHECK ("listing_unpublications"."status_before" in ('active', 'paused', 'archived'))
);
--> statement-breakpoint
ALTER TABLE "listings" DROP CONSTRAINT "listings_status_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "listing_unpublications" ADD CONSTRAINT "listing_unpublications_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_unpublications_requested_idx" ON "listing_unpublications" USING btree ("requested_at") WHERE requested_at is not null;--> statement-breakpoint
CREATE INDEX "listings_search_all_idx" ON "listings" USING gin ("search");--> statement-breakpoint
CREATE INDEX "listings_newest_idx" ON "listings" USING btree ("created_at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_status_check" CHECK ("listings"."status" in ('active', 'paused', 'archived', 'unpublished'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('application.created', 'application.accepted', 'application.rejected', 'application.pending_reminder', 'invitation.received', 'invitation.answered', 'message.received', 'terms.proposed', 'terms.accepted', 'terms.rejected', 'terms.expired', 'deliverable.uploaded', 'deliverable.changes_requested', 'deliverable.change_request_reminder', 'deliverable.approved', 'deliverable.usage_rights_expiring', 'deliverable.due_soon', 'deliverable.due_today', 'deliverable.auto_approval_soon', 'deliverable.auto_approved', 'payment.requested', 'payment.approved', 'payment.paid', 'collaboration.paused', 'collaboration.resumed', 'collaboration.completed', 'collaboration.cancelled', 'stay.arrived', 'stay.departed', 'stay.no_show', 'stay.no_show_contested', 'review.received', 'review.published', 'listing.unpublished', 'listing.republished', 'listing.republication_declined'));