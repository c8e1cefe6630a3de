CREATE TABLE "youtube_test_views" (
	"video_id" text NOT NULL,
	"viewer" text NOT NULL,
	"counted_until" timestamp with time zone NOT NULL,
	CONSTRAINT "youtube_test_views_video_id_viewer_pk" PRIMARY KEY("video_id","viewer")
);
--> statement-breakpoint
ALTER TABLE "youtube_test_views" ADD CONSTRAINT "youtube_test_views_video_id_youtube_test_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."youtube_test_videos"("id") ON DELETE cascade ON UPDATE no action;