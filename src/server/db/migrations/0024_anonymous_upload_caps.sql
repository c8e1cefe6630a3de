CREATE TABLE "submission_upload_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"address_hash" text NOT NULL,
	"bytes" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "submission_upload_reservations_bytes_check" CHECK ("submission_upload_reservations"."bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pending_submissions" ADD COLUMN "address_hash" text;--> statement-breakpoint
ALTER TABLE "pending_submissions" ADD COLUMN "stored_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_submissions" ADD COLUMN "files_removed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "submission_upload_reservations_address_hash_idx" ON "submission_upload_reservations" USING btree ("address_hash");--> statement-breakpoint
CREATE INDEX "pending_submissions_address_hash_idx" ON "pending_submissions" USING btree ("address_hash");--> statement-breakpoint
ALTER TABLE "pending_submissions" ADD CONSTRAINT "pending_submissions_stored_bytes_check" CHECK ("pending_submissions"."stored_bytes" >= 0);--> statement-breakpoint
-- Rows from before: their stored files count towards the total cap and are swept like new ones.
UPDATE "pending_submissions" SET "stored_bytes" = (
	SELECT coalesce(sum(("image"->>'size')::bigint), 0)
	FROM jsonb_array_elements("images") AS "image"
	WHERE "image" ? 'key'
);
