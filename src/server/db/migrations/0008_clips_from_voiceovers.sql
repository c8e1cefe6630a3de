ALTER TABLE "video_jobs" ADD COLUMN "voiceover_id" uuid;--> statement-breakpoint
ALTER TABLE "video_jobs" ADD COLUMN "captions" jsonb;--> statement-breakpoint
ALTER TABLE "video_jobs" ADD CONSTRAINT "video_jobs_voiceover_id_voiceovers_id_fk" FOREIGN KEY ("voiceover_id") REFERENCES "public"."voiceovers"("id") ON DELETE set null ON UPDATE no action;