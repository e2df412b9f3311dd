ALTER TABLE "collaborations" ADD COLUMN "stay_phase" text DEFAULT 'upcoming' NOT NULL;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "departed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "check_in_code" text DEFAULT upper(substr(md5(random()::text || clock_timestamp()::text), 1, 6)) NOT NULL;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_stay_phase_check" CHECK ("collaborations"."stay_phase" in ('upcoming', 'arrived', 'departed', 'no_show'));--> statement-breakpoint
UPDATE "collaborations" SET "stay_phase" = 'departed' WHERE "status" = 'completed';