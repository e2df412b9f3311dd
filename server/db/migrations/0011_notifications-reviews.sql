CREATE TABLE "email_muted_types" (
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_muted_types_user_id_type_pk" PRIMARY KEY("user_id","type")
);
--> statement-breakpoint
CREATE TABLE "message_mail_marks" (
	"user_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"last_mailed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_mail_marks_user_id_conversation_id_pk" PRIMARY KEY("user_id","conversation_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"subject_id" uuid,
	"once_key" text,
	"mail_state" text DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('application.created', 'application.accepted', 'application.rejected', 'application.pending_reminder', 'invitation.received', 'invitation.answered', 'message.received', 'terms.proposed', 'terms.accepted', 'terms.rejected', 'terms.expired', 'deliverable.uploaded', 'deliverable.changes_requested', 'deliverable.change_request_reminder', 'deliverable.approved', 'deliverable.usage_rights_expiring', 'payment.requested', 'payment.approved', 'payment.paid', 'collaboration.paused', 'collaboration.resumed', 'collaboration.completed', 'review.received', 'review.published'))
);
--> statement-breakpoint
CREATE TABLE "review_windows" (
	"collaboration_id" uuid PRIMARY KEY NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collaboration_id" uuid NOT NULL,
	"reviewer_id" uuid,
	"reviewee_id" uuid NOT NULL,
	"reviewer_role" text NOT NULL,
	"rating" integer NOT NULL,
	"sub_ratings" jsonb NOT NULL,
	"text" text NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_role_check" CHECK ("reviews"."reviewer_role" in ('host', 'creator'))
);
--> statement-breakpoint
ALTER TABLE "email_muted_types" ADD CONSTRAINT "email_muted_types_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_mail_marks" ADD CONSTRAINT "message_mail_marks_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_mail_marks" ADD CONSTRAINT "message_mail_marks_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_windows" ADD CONSTRAINT "review_windows_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_profiles_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewee_id_profiles_id_fk" FOREIGN KEY ("reviewee_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE read_at is null;--> statement-breakpoint
CREATE INDEX "notifications_mail_pending_idx" ON "notifications" USING btree ("created_at") WHERE mail_state = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once_idx" ON "notifications" USING btree ("user_id","once_key") WHERE once_key is not null;--> statement-breakpoint
CREATE INDEX "review_windows_due_idx" ON "review_windows" USING btree ("closes_at") WHERE published_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_party_idx" ON "reviews" USING btree ("collaboration_id","reviewer_role");--> statement-breakpoint
CREATE INDEX "reviews_reviewee_idx" ON "reviews" USING btree ("reviewee_id","published_at" DESC NULLS LAST) WHERE published_at is not null;