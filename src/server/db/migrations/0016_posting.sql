CREATE TABLE "auto_post_settings" (
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"default_title" text NOT NULL,
	"default_description" text NOT NULL,
	"privacy_setting" text NOT NULL,
	"paused_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_post_settings_user_id_platform_pk" PRIMARY KEY("user_id","platform"),
	CONSTRAINT "auto_post_settings_platform_valid" CHECK ("auto_post_settings"."platform" in ('youtube')),
	CONSTRAINT "auto_post_settings_privacy_valid" CHECK ("auto_post_settings"."privacy_setting" in ('public', 'unlisted', 'private'))
);
--> statement-breakpoint
CREATE TABLE "posted_videos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"video_job_id" uuid NOT NULL,
	"connection_id" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"tags" jsonb NOT NULL,
	"privacy" text NOT NULL,
	"made_for_kids" boolean NOT NULL,
	"synthetic_media" boolean NOT NULL,
	"publish_at" timestamp with time zone,
	"upload_session" text,
	"bytes_total" bigint,
	"quota_day" text,
	"external_video_id" text,
	"post_url" text,
	"failure_reason" text,
	"notice" text,
	"auto" boolean DEFAULT false NOT NULL,
	"not_before" timestamp with time zone,
	"job_id" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"status_checks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "posted_videos_platform_valid" CHECK ("posted_videos"."platform" in ('youtube')),
	CONSTRAINT "posted_videos_status_valid" CHECK ("posted_videos"."status" in ('queued', 'scheduled', 'uploading', 'processing', 'published', 'failed', 'cancelled')),
	CONSTRAINT "posted_videos_privacy_valid" CHECK ("posted_videos"."privacy" in ('public', 'unlisted', 'private')),
	CONSTRAINT "posted_videos_publish_at_private" CHECK ("posted_videos"."publish_at" IS NULL OR "posted_videos"."privacy" = 'private')
);
--> statement-breakpoint
CREATE TABLE "youtube_upload_quota" (
	"day" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "youtube_upload_quota_count_valid" CHECK ("youtube_upload_quota"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "video_jobs" ADD COLUMN "auto_post_on_complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "auto_post_settings" ADD CONSTRAINT "auto_post_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posted_videos" ADD CONSTRAINT "posted_videos_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posted_videos" ADD CONSTRAINT "posted_videos_video_job_id_video_jobs_id_fk" FOREIGN KEY ("video_job_id") REFERENCES "public"."video_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posted_videos" ADD CONSTRAINT "posted_videos_connection_id_social_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."social_connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posted_videos_user_created_idx" ON "posted_videos" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posted_videos_video_job_idx" ON "posted_videos" USING btree ("video_job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "posted_videos_auto_once_key" ON "posted_videos" USING btree ("video_job_id","platform") WHERE "posted_videos"."auto";