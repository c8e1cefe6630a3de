CREATE TABLE "client_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"source_submission_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_photos_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "pending_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"business_name" text NOT NULL,
	"submission_type" text NOT NULL,
	"file_count" integer NOT NULL,
	"google_drive_link" text,
	"content_description" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"approved_user_id" text,
	CONSTRAINT "pending_submissions_status_check" CHECK ("pending_submissions"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "pending_submissions_type_check" CHECK ("pending_submissions"."submission_type" in ('files', 'google_drive')),
	CONSTRAINT "pending_submissions_file_count_check" CHECK ("pending_submissions"."file_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "client_photos" ADD CONSTRAINT "client_photos_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_photos" ADD CONSTRAINT "client_photos_source_submission_id_pending_submissions_id_fk" FOREIGN KEY ("source_submission_id") REFERENCES "public"."pending_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_submissions" ADD CONSTRAINT "pending_submissions_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_submissions" ADD CONSTRAINT "pending_submissions_approved_user_id_user_id_fk" FOREIGN KEY ("approved_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_photos_user_id_created_at_idx" ON "client_photos" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "client_photos_source_submission_id_idx" ON "client_photos" USING btree ("source_submission_id");--> statement-breakpoint
CREATE INDEX "pending_submissions_created_at_idx" ON "pending_submissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pending_submissions_status_idx" ON "pending_submissions" USING btree ("status");