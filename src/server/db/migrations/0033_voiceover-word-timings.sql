ALTER TABLE "video_jobs" ADD COLUMN "caption_look" jsonb;--> statement-breakpoint
ALTER TABLE "voiceovers" ADD COLUMN "word_timings" jsonb;