CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_rate_limits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" bigint NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "auth_rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" uuid NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"content_deliverables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"guest_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('pending', 'accepted', 'rejected', 'negotiation', 'contract', 'active', 'completed')),
	CONSTRAINT "applications_guest_count_check" CHECK ("applications"."guest_count" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "collaboration_deliverables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"storage_key" text,
	"file_name" text,
	"file_type" text,
	"file_size" integer,
	"media_type" text NOT NULL,
	"caption" text,
	"usage_rights" text,
	"scheduled_date" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliverables_media_type_check" CHECK ("collaboration_deliverables"."media_type" in ('image', 'video', 'caption')),
	CONSTRAINT "deliverables_status_check" CHECK ("collaboration_deliverables"."status" in ('pending', 'approved', 'needs_changes', 'rejected')),
	CONSTRAINT "deliverables_usage_rights_check" CHECK ("collaboration_deliverables"."usage_rights" is null or "collaboration_deliverables"."usage_rights" in ('6-months', '1-year', 'instagram-only', 'all-platforms', 'unlimited')),
	CONSTRAINT "deliverables_file_size_check" CHECK ("collaboration_deliverables"."file_size" is null or "collaboration_deliverables"."file_size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "collaborations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid,
	"listing_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_amount_cents" integer DEFAULT 0 NOT NULL,
	"total_nights" integer,
	"start_date" date,
	"agreed_deliverables" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collaborations_application_id_unique" UNIQUE("application_id"),
	CONSTRAINT "collaborations_status_check" CHECK ("collaborations"."status" in ('active', 'completed', 'paused', 'cancelled')),
	CONSTRAINT "collaborations_payment_status_check" CHECK ("collaborations"."payment_status" in ('pending', 'approved', 'paid', 'cancelled')),
	CONSTRAINT "collaborations_amount_check" CHECK ("collaborations"."payment_amount_cents" >= 0 and coalesce("collaborations"."total_nights", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "content_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deliverable_id" uuid NOT NULL,
	"host_id" uuid,
	"feedback_type" text NOT NULL,
	"comment" text,
	"rating" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_feedback_type_check" CHECK ("content_feedback"."feedback_type" in ('approve', 'request_changes', 'comment')),
	CONSTRAINT "content_feedback_rating_check" CHECK ("content_feedback"."rating" is null or "content_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid,
	"host_id" uuid,
	"creator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_application_id_unique" UNIQUE("application_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid,
	"content" text NOT NULL,
	"message_type" text DEFAULT 'text' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "messages_content_check" CHECK (char_length("messages"."content") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "negotiation_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"proposed_by" uuid,
	"content_deliverables" jsonb DEFAULT '{"posts":0,"stories":0,"videos":0}'::jsonb NOT NULL,
	"compensation_type" text DEFAULT 'accommodation_only' NOT NULL,
	"payment_amount_cents" integer DEFAULT 0 NOT NULL,
	"additional_nights" integer DEFAULT 0 NOT NULL,
	"usage_rights" text DEFAULT 'limited' NOT NULL,
	"usage_duration_months" integer DEFAULT 12 NOT NULL,
	"special_requirements" text,
	"status" text DEFAULT 'proposed' NOT NULL,
	"expires_at" timestamp with time zone DEFAULT now() + interval '7 days' NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "negotiation_terms_status_check" CHECK ("negotiation_terms"."status" in ('proposed', 'accepted', 'rejected', 'counter_proposed', 'expired')),
	CONSTRAINT "negotiation_terms_compensation_check" CHECK ("negotiation_terms"."compensation_type" in ('accommodation_only', 'accommodation_plus_payment', 'payment_only')),
	CONSTRAINT "negotiation_terms_usage_rights_check" CHECK ("negotiation_terms"."usage_rights" in ('limited', 'extended', 'exclusive')),
	CONSTRAINT "negotiation_terms_bounds_check" CHECK ("negotiation_terms"."payment_amount_cents" >= 0 and "negotiation_terms"."additional_nights" >= 0 and "negotiation_terms"."usage_duration_months" between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collaboration_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text,
	"payment_type" text DEFAULT 'additional' NOT NULL,
	"requested_by" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_type_check" CHECK ("payments"."payment_type" in ('additional', 'bonus', 'base')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'approved', 'paid', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "host_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_invitations_status_check" CHECK ("host_invitations"."status" in ('pending', 'accepted', 'declined', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "portfolio_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"media_type" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_media_type_check" CHECK ("portfolio_media"."media_type" in ('image', 'video')),
	CONSTRAINT "portfolio_media_size_check" CHECK ("portfolio_media"."file_size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "saved_creators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_creators_not_self_check" CHECK ("saved_creators"."host_id" <> "saved_creators"."creator_id")
);
--> statement-breakpoint
CREATE TABLE "creator_listing_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"caption" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_listing_images_caption_check" CHECK ("creator_listing_images"."caption" is null or char_length("creator_listing_images"."caption") <= 200)
);
--> statement-breakpoint
CREATE TABLE "listing_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"position" integer NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_images_position_check" CHECK ("listing_images"."position" between 0 and 9)
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"title" text NOT NULL,
	"location" text NOT NULL,
	"region" text,
	"country" text,
	"description" text NOT NULL,
	"collaboration_details" text NOT NULL,
	"property_type" text DEFAULT 'Hotel' NOT NULL,
	"category" text DEFAULT 'Hotel' NOT NULL,
	"max_guests" integer DEFAULT 2 NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"offer_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"discount_percent" integer,
	"min_follower_count" integer DEFAULT 0 NOT NULL,
	"min_follower_count_instagram" integer DEFAULT 0 NOT NULL,
	"min_follower_count_tiktok" integer DEFAULT 0 NOT NULL,
	"preferred_languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_niches" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_gender" text DEFAULT 'any' NOT NULL,
	"preferred_age_min" integer DEFAULT 18 NOT NULL,
	"preferred_age_max" integer DEFAULT 65 NOT NULL,
	"content_expectations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"external_property_url" text,
	"collaboration_type" text,
	"content_formats" text[] DEFAULT '{}'::text[] NOT NULL,
	"post_platforms" text[] DEFAULT '{}'::text[] NOT NULL,
	"posting_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"expected_duration" text,
	"inclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"creator_extras" text[] DEFAULT '{}'::text[] NOT NULL,
	"discuss_extras" boolean DEFAULT false NOT NULL,
	"exceptions" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(title, '') || ' ' || coalesce(location, '') || ' ' || coalesce(description, ''))) STORED,
	CONSTRAINT "listings_status_check" CHECK ("listings"."status" in ('active', 'paused', 'archived')),
	CONSTRAINT "listings_category_check" CHECK ("listings"."category" in ('Hotel', 'Airbnb', 'Tours', 'Wellness', 'Beach Clubs', 'Boat & Yachts', 'Activities & Experiences')),
	CONSTRAINT "listings_property_type_check" CHECK ("listings"."property_type" in ('Hotel', 'Airbnb', 'Tours', 'Wellness', 'Beach Clubs', 'Boat & Yachts', 'Activities & Experiences')),
	CONSTRAINT "listings_region_check" CHECK ("listings"."region" is null or "listings"."region" in ('Europe', 'Asia', 'Middle East', 'Africa', 'North America', 'South America', 'Australia & Oceania')),
	CONSTRAINT "listings_gender_check" CHECK ("listings"."preferred_gender" in ('any', 'female', 'male', 'other')),
	CONSTRAINT "listings_collaboration_type_check" CHECK ("listings"."collaboration_type" is null or "listings"."collaboration_type" in ('create_only', 'create_and_post')),
	CONSTRAINT "listings_duration_check" CHECK ("listings"."expected_duration" is null or "listings"."expected_duration" in ('1_day', '2_days', '3_days', '1_week', 'more_than_week')),
	CONSTRAINT "listings_max_guests_check" CHECK ("listings"."max_guests" between 1 and 20),
	CONSTRAINT "listings_age_check" CHECK ("listings"."preferred_age_min" between 18 and 65 and "listings"."preferred_age_max" between 18 and 65 and "listings"."preferred_age_min" <= "listings"."preferred_age_max"),
	CONSTRAINT "listings_followers_check" CHECK ("listings"."min_follower_count" >= 0 and "listings"."min_follower_count_instagram" >= 0 and "listings"."min_follower_count_tiktok" >= 0),
	CONSTRAINT "listings_discount_check" CHECK ("listings"."discount_percent" is null or "listings"."discount_percent" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "creator_profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"specialty" text,
	"platforms" text[] DEFAULT '{}'::text[] NOT NULL,
	"follower_count" integer DEFAULT 0 NOT NULL,
	"instagram_followers" integer DEFAULT 0 NOT NULL,
	"tiktok_followers" integer DEFAULT 0 NOT NULL,
	"youtube_followers" integer DEFAULT 0 NOT NULL,
	"engagement_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"portfolio_description" text,
	"instagram_handle" text,
	"tiktok_handle" text,
	"youtube_handle" text,
	"website_url" text,
	"rates_description" text,
	"region" text,
	"completeness" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_profiles_counts_check" CHECK ("creator_profiles"."follower_count" >= 0 and "creator_profiles"."instagram_followers" >= 0 and "creator_profiles"."tiktok_followers" >= 0 and "creator_profiles"."youtube_followers" >= 0),
	CONSTRAINT "creator_profiles_engagement_check" CHECK ("creator_profiles"."engagement_rate" >= 0 and "creator_profiles"."engagement_rate" <= 100),
	CONSTRAINT "creator_profiles_completeness_check" CHECK ("creator_profiles"."completeness" between 0 and 100),
	CONSTRAINT "creator_profiles_region_check" CHECK ("creator_profiles"."region" is null or "creator_profiles"."region" in ('Europe', 'Asia', 'Middle East', 'Africa', 'North America', 'South America', 'Australia & Oceania'))
);
--> statement-breakpoint
CREATE TABLE "creator_tiers" (
	"creator_id" uuid PRIMARY KEY NOT NULL,
	"tier_level" text NOT NULL,
	"base_rate_per_night_cents" integer NOT NULL,
	"premium_multiplier" numeric(4, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_tiers_level_check" CHECK ("creator_tiers"."tier_level" in ('nano', 'micro', 'mid', 'macro', 'mega')),
	CONSTRAINT "creator_tiers_rate_check" CHECK ("creator_tiers"."base_rate_per_night_cents" >= 0 and "creator_tiers"."premium_multiplier" > 0)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"phone" text,
	"location" text,
	"bio" text,
	"avatar_key" text,
	"email_updates" boolean DEFAULT true NOT NULL,
	"sms_notifications" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(full_name, '') || ' ' || coalesce(location, '') || ' ' || coalesce(bio, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_pk" PRIMARY KEY("user_id"),
	CONSTRAINT "user_roles_role_check" CHECK ("user_roles"."role" in ('creator', 'host', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"consent" boolean NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_creator_id_profiles_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_deliverables" ADD CONSTRAINT "collaboration_deliverables_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_deliverables" ADD CONSTRAINT "collaboration_deliverables_creator_id_profiles_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_host_id_profiles_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_creator_id_profiles_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_feedback" ADD CONSTRAINT "content_feedback_deliverable_id_collaboration_deliverables_id_fk" FOREIGN KEY ("deliverable_id") REFERENCES "public"."collaboration_deliverables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_feedback" ADD CONSTRAINT "content_feedback_host_id_profiles_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_host_id_profiles_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_creator_id_profiles_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_profiles_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_terms" ADD CONSTRAINT "negotiation_terms_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_terms" ADD CONSTRAINT "negotiation_terms_proposed_by_profiles_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_requested_by_profiles_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_approved_by_profiles_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_invitations" ADD CONSTRAINT "host_invitations_host_id_profiles_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_invitations" ADD CONSTRAINT "host_invitations_creator_id_profiles_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_invitations" ADD CONSTRAINT "host_invitations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_media" ADD CONSTRAINT "portfolio_media_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_creators" ADD CONSTRAINT "saved_creators_host_id_profiles_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_creators" ADD CONSTRAINT "saved_creators_creator_id_profiles_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_listing_images" ADD CONSTRAINT "creator_listing_images_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_listing_images" ADD CONSTRAINT "creator_listing_images_creator_id_profiles_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_images" ADD CONSTRAINT "listing_images_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_host_id_profiles_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_profiles_id_profiles_id_fk" FOREIGN KEY ("id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_tiers" ADD CONSTRAINT "creator_tiers_creator_id_profiles_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_open_idx" ON "applications" USING btree ("listing_id","creator_id") WHERE status in ('pending', 'accepted', 'negotiation', 'contract', 'active');--> statement-breakpoint
CREATE INDEX "applications_creator_idx" ON "applications" USING btree ("creator_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_listing_idx" ON "applications" USING btree ("listing_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deliverables_application_idx" ON "collaboration_deliverables" USING btree ("application_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "collaborations_host_idx" ON "collaborations" USING btree ("host_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "collaborations_creator_idx" ON "collaborations" USING btree ("creator_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_feedback_deliverable_idx" ON "content_feedback" USING btree ("deliverable_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_host_idx" ON "conversations" USING btree ("host_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_creator_idx" ON "conversations" USING btree ("creator_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "negotiation_terms_conversation_idx" ON "negotiation_terms" USING btree ("conversation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_collaboration_idx" ON "payments" USING btree ("collaboration_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "host_invitations_one_pending_idx" ON "host_invitations" USING btree ("listing_id","creator_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "host_invitations_host_idx" ON "host_invitations" USING btree ("host_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "host_invitations_creator_idx" ON "host_invitations" USING btree ("creator_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "portfolio_media_user_idx" ON "portfolio_media" USING btree ("user_id","position","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_creators_host_creator_idx" ON "saved_creators" USING btree ("host_id","creator_id");--> statement-breakpoint
CREATE INDEX "creator_listing_images_listing_idx" ON "creator_listing_images" USING btree ("listing_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_images_listing_idx" ON "listing_images" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "listings_host_idx" ON "listings" USING btree ("host_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_discovery_idx" ON "listings" USING btree ("status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "listings_category_idx" ON "listings" USING btree ("status","category","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_region_idx" ON "listings" USING btree ("status","region","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search");--> statement-breakpoint
CREATE INDEX "creator_profiles_region_idx" ON "creator_profiles" USING btree ("region","completeness");--> statement-breakpoint
CREATE INDEX "creator_profiles_completeness_idx" ON "creator_profiles" USING btree ("completeness","follower_count");--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_email_idx" ON "waitlist" USING btree (lower("email"));