CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"last_refreshed_at" timestamp with time zone,
	"last_error" text,
	"clashes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_name_check" CHECK (char_length("calendar_feeds"."name") between 1 and 80)
);
--> statement-breakpoint
CREATE TABLE "listing_nights" (
	"listing_id" uuid NOT NULL,
	"night" date NOT NULL,
	"kind" text NOT NULL,
	"note" text,
	"collaboration_id" uuid,
	"feed_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_nights_pkey" PRIMARY KEY("listing_id","night"),
	CONSTRAINT "listing_nights_kind_check" CHECK ("listing_nights"."kind" in ('taken', 'blocked', 'imported')),
	CONSTRAINT "listing_nights_source_check" CHECK (("listing_nights"."kind" = 'taken') = ("listing_nights"."collaboration_id" is not null) and ("listing_nights"."kind" = 'imported') = ("listing_nights"."feed_id" is not null)),
	CONSTRAINT "listing_nights_note_check" CHECK ("listing_nights"."note" is null or char_length("listing_nights"."note") <= 80)
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "check_in" date;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "check_out" date;--> statement-breakpoint
ALTER TABLE "negotiation_terms" ADD COLUMN "check_in" date;--> statement-breakpoint
ALTER TABLE "negotiation_terms" ADD COLUMN "check_out" date;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "flexible_dates" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "min_nights" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "max_nights" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "booking_horizon_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "calendar_token" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_nights" ADD CONSTRAINT "listing_nights_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_nights" ADD CONSTRAINT "listing_nights_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_nights" ADD CONSTRAINT "listing_nights_feed_id_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_feeds_listing_idx" ON "calendar_feeds" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "calendar_feeds_refresh_idx" ON "calendar_feeds" USING btree ("last_refreshed_at") WHERE url is not null;--> statement-breakpoint
CREATE INDEX "listing_nights_collaboration_idx" ON "listing_nights" USING btree ("collaboration_id") WHERE collaboration_id is not null;--> statement-breakpoint
CREATE INDEX "listing_nights_feed_idx" ON "listing_nights" USING btree ("feed_id") WHERE feed_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "listings_calendar_token_idx" ON "listings" USING btree ("calendar_token") WHERE calendar_token is not null;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_stay_check" CHECK (("applications"."check_in" is null) = ("applications"."check_out" is null) and ("applications"."check_in" is null or "applications"."check_out" > "applications"."check_in"));--> statement-breakpoint
ALTER TABLE "negotiation_terms" ADD CONSTRAINT "negotiation_terms_stay_check" CHECK (("negotiation_terms"."check_in" is null) = ("negotiation_terms"."check_out" is null) and ("negotiation_terms"."check_in" is null or "negotiation_terms"."check_out" > "negotiation_terms"."check_in"));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_nights_rules_check" CHECK ("listings"."min_nights" between 1 and 365 and "listings"."max_nights" between "listings"."min_nights" and 365 and "listings"."booking_horizon_months" between 1 and 24);