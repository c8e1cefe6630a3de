CREATE TABLE "youtube_post_shares" (
	"user_id" text NOT NULL,
	"day" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "youtube_post_shares_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "youtube_post_shares_count_valid" CHECK ("youtube_post_shares"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "posted_videos" ADD COLUMN "share_day" text;--> statement-breakpoint
ALTER TABLE "youtube_post_shares" ADD CONSTRAINT "youtube_post_shares_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;