-- The collaboration follows the stay (issue 33, decision 0056): a stay phase beside the status, the check-in code,
-- cancellation with a reason, no-show and its contest; the notices they send.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "stay_phase" text DEFAULT 'upcoming' NOT NULL;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "departed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "no_show_note" text;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "contest_note" text;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "contested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "check_in_code" text DEFAULT upper(substr(md5(random()::text || clock_timestamp()::text), 1, 6)) NOT NULL;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_stay_phase_check" CHECK ("collaborations"."stay_phase" in ('upcoming', 'arrived', 'departed', 'no_show'));--> statement-breakpoint
-- A collaboration completed before stay phases existed was lived through: it counts as departed (decision 0056).
UPDATE "collaborations" SET "stay_phase" = 'departed' WHERE "status" = 'completed';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('application.created', 'application.accepted', 'application.rejected', 'application.pending_reminder', 'invitation.received', 'invitation.answered', 'message.received', 'terms.proposed', 'terms.accepted', 'terms.rejected', 'terms.expired', 'deliverable.uploaded', 'deliverable.changes_requested', 'deliverable.change_request_reminder', 'deliverable.approved', 'deliverable.usage_rights_expiring', 'payment.requested', 'payment.approved', 'payment.paid', 'collaboration.paused', 'collaboration.resumed', 'collaboration.completed', 'collaboration.cancelled', 'stay.no_show', 'stay.no_show_contested', 'review.received', 'review.published'));