ALTER TABLE "client_photos" ADD COLUMN "thumbnail_key" text;--> statement-breakpoint
ALTER TABLE "client_photos" ADD CONSTRAINT "client_photos_thumbnailKey_unique" UNIQUE("thumbnail_key");