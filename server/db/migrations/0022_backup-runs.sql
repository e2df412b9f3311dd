CREATE TABLE "backup_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bytes" bigint NOT NULL,
	"file_name" text NOT NULL,
	"files" integer NOT NULL,
	"warnings" integer NOT NULL,
	"trigger" text NOT NULL,
	CONSTRAINT "backup_runs_trigger_check" CHECK ("backup_runs"."trigger" in ('command', 'schedule'))
);
--> statement-breakpoint
CREATE INDEX "backup_runs_finished_idx" ON "backup_runs" USING btree ("finished_at" DESC NULLS LAST);