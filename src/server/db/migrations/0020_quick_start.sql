CREATE TABLE "quick_starts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"step" integer DEFAULT 1 NOT NULL,
	"batch_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"google_drive_link" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quick_starts_step_range" CHECK ("quick_starts"."step" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "video_jobs" DROP CONSTRAINT "video_jobs_cost_positive";--> statement-breakpoint
ALTER TABLE "video_jobs" ALTER COLUMN "charge_entry_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "video_jobs" ADD COLUMN "free_video_day" date;--> statement-breakpoint
ALTER TABLE "video_jobs" ADD COLUMN "source_flow" text;--> statement-breakpoint
ALTER TABLE "video_jobs" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "return_path" text;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "return_to" text;--> statement-breakpoint
ALTER TABLE "quick_starts" ADD CONSTRAINT "quick_starts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_jobs_user_id_source_flow_idx" ON "video_jobs" USING btree ("user_id","source_flow","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "video_jobs" ADD CONSTRAINT "video_jobs_paid_or_free" CHECK (("video_jobs"."cost" > 0 AND "video_jobs"."charge_entry_id" IS NOT NULL) OR ("video_jobs"."cost" = 0 AND "video_jobs"."free_video_day" IS NOT NULL AND "video_jobs"."charge_entry_id" IS NULL));--> statement-breakpoint
ALTER TABLE "video_jobs" ADD CONSTRAINT "video_jobs_source_flow_known" CHECK ("video_jobs"."source_flow" IS NULL OR "video_jobs"."source_flow" IN ('quick-start', 'simple-upload'));