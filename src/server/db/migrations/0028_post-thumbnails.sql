ALTER TABLE "youtube_test_videos" ADD COLUMN "thumbnail_key" text;--> statement-breakpoint
ALTER TABLE "youtube_test_videos" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posted_videos" ADD COLUMN "thumbnail_failure" text;