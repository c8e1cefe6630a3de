CREATE TABLE "order_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"source" text NOT NULL,
	"client_photo_id" uuid,
	"content_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_photos_storageKey_unique" UNIQUE("storage_key"),
	CONSTRAINT "order_photos_thumbnailKey_unique" UNIQUE("thumbnail_key"),
	CONSTRAINT "order_photos_source_known" CHECK ("order_photos"."source" IN ('submission', 'drive', 'library', 'upload'))
);
--> statement-breakpoint
CREATE TABLE "service_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"number" integer NOT NULL,
	"payment_ref" text NOT NULL,
	"provider_subscription_id" text,
	"plan_id" text NOT NULL,
	"variant" text NOT NULL,
	"clip_allowance" integer NOT NULL,
	"status" text DEFAULT 'waiting_for_photos' NOT NULL,
	"photos_in_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"posts_per_day" integer DEFAULT 1 NOT NULL,
	"post_time" text DEFAULT '10:00' NOT NULL,
	"post_time_zone" text DEFAULT 'UTC' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_orders_paymentRef_unique" UNIQUE("payment_ref"),
	CONSTRAINT "service_orders_status_known" CHECK ("service_orders"."status" IN ('waiting_for_photos', 'in_production', 'ready_for_review', 'delivered', 'posting', 'done')),
	CONSTRAINT "service_orders_plan_known" CHECK ("service_orders"."plan_id" IN ('starter', 'growth', 'volume')),
	CONSTRAINT "service_orders_variant_known" CHECK ("service_orders"."variant" IN ('clips', 'inclusive')),
	CONSTRAINT "service_orders_allowance_positive" CHECK ("service_orders"."clip_allowance" > 0),
	CONSTRAINT "service_orders_posts_per_day_range" CHECK ("service_orders"."posts_per_day" BETWEEN 1 AND 10)
);
--> statement-breakpoint
CREATE TABLE "order_clips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"photo_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"video_job_id" uuid,
	"motion_prompt" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"metadata_source" text DEFAULT 'local' NOT NULL,
	"cover_seconds" real,
	"cover_key" text,
	"review_status" text DEFAULT 'draft' NOT NULL,
	"change_comment" text,
	"change_requested_at" timestamp with time zone,
	"review_rounds" integer DEFAULT 0 NOT NULL,
	"approved_first_time" boolean,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_clips_position_positive" CHECK ("order_clips"."position" > 0),
	CONSTRAINT "order_clips_review_status_known" CHECK ("order_clips"."review_status" IN ('draft', 'in_review', 'approved', 'changes_requested'))
);
--> statement-breakpoint
ALTER TABLE "video_jobs" DROP CONSTRAINT "video_jobs_paid_or_free";--> statement-breakpoint
ALTER TABLE "video_jobs" DROP CONSTRAINT "video_jobs_source_flow_known";--> statement-breakpoint
ALTER TABLE "video_jobs" ADD COLUMN "service_order_id" uuid;--> statement-breakpoint
ALTER TABLE "posted_videos" ADD COLUMN "order_clip_id" uuid;--> statement-breakpoint
ALTER TABLE "posted_videos" ADD COLUMN "thumbnail_key" text;--> statement-breakpoint
ALTER TABLE "posted_videos" ADD COLUMN "thumbnail_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_photos" ADD CONSTRAINT "order_photos_order_id_service_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."service_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_photos" ADD CONSTRAINT "order_photos_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_photos" ADD CONSTRAINT "order_photos_client_photo_id_client_photos_id_fk" FOREIGN KEY ("client_photo_id") REFERENCES "public"."client_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_clips" ADD CONSTRAINT "order_clips_order_id_service_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."service_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_clips" ADD CONSTRAINT "order_clips_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_clips" ADD CONSTRAINT "order_clips_photo_id_order_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."order_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_clips" ADD CONSTRAINT "order_clips_video_job_id_video_jobs_id_fk" FOREIGN KEY ("video_job_id") REFERENCES "public"."video_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_photos_order_idx" ON "order_photos" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_photos_order_hash_key" ON "order_photos" USING btree ("order_id","content_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "service_orders_user_number_key" ON "service_orders" USING btree ("user_id","number");--> statement-breakpoint
CREATE INDEX "service_orders_status_due_idx" ON "service_orders" USING btree ("status","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_clips_order_position_key" ON "order_clips" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_clips_video_job_idx" ON "order_clips" USING btree ("video_job_id");--> statement-breakpoint
CREATE INDEX "order_clips_user_idx" ON "order_clips" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "video_jobs" ADD CONSTRAINT "video_jobs_service_order_id_service_orders_id_fk" FOREIGN KEY ("service_order_id") REFERENCES "public"."service_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posted_videos" ADD CONSTRAINT "posted_videos_order_clip_id_order_clips_id_fk" FOREIGN KEY ("order_clip_id") REFERENCES "public"."order_clips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_jobs_service_order_idx" ON "video_jobs" USING btree ("service_order_id");--> statement-breakpoint
CREATE INDEX "posted_videos_order_clip_idx" ON "posted_videos" USING btree ("order_clip_id");--> statement-breakpoint
ALTER TABLE "video_jobs" ADD CONSTRAINT "video_jobs_paid_or_free" CHECK (("video_jobs"."cost" > 0 AND "video_jobs"."charge_entry_id" IS NOT NULL) OR ("video_jobs"."cost" = 0 AND "video_jobs"."charge_entry_id" IS NULL AND ("video_jobs"."free_video_day" IS NOT NULL OR "video_jobs"."service_order_id" IS NOT NULL)));--> statement-breakpoint
ALTER TABLE "video_jobs" ADD CONSTRAINT "video_jobs_source_flow_known" CHECK ("video_jobs"."source_flow" IS NULL OR "video_jobs"."source_flow" IN ('quick-start', 'simple-upload', 'order'));