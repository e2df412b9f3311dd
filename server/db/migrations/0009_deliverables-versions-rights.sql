ALTER TABLE "collaboration_deliverables" ADD COLUMN "kind" text DEFAULT 'post' NOT NULL;--> statement-breakpoint
ALTER TABLE "collaboration_deliverables" ADD COLUMN "previous_id" uuid;--> statement-breakpoint
ALTER TABLE "collaboration_deliverables" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "collaboration_deliverables" ADD COLUMN "preview_key" text;--> statement-breakpoint
ALTER TABLE "collaboration_deliverables" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collaboration_deliverables" ADD COLUMN "rights_expire_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collaboration_deliverables" ADD CONSTRAINT "collaboration_deliverables_previous_id_collaboration_deliverables_id_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."collaboration_deliverables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deliverables_one_revision_idx" ON "collaboration_deliverables" USING btree ("previous_id");--> statement-breakpoint
CREATE INDEX "deliverables_rights_idx" ON "collaboration_deliverables" USING btree ("approved_at");--> statement-breakpoint
ALTER TABLE "collaboration_deliverables" ADD CONSTRAINT "deliverables_kind_check" CHECK ("collaboration_deliverables"."kind" in ('post', 'story', 'video'));--> statement-breakpoint
ALTER TABLE "collaboration_deliverables" ADD CONSTRAINT "deliverables_version_check" CHECK ("collaboration_deliverables"."version" >= 1);