CREATE TABLE "video_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"prompt" text NOT NULL,
	"aspect_ratio" text NOT NULL,
	"resolution" text NOT NULL,
	"duration_seconds" double precision NOT NULL,
	"seed" integer NOT NULL,
	"cost" integer NOT NULL,
	"charge_entry_id" bigint NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"engine" text NOT NULL,
	"vendor_ref" text,
	"progress" real,
	"error" text,
	"input_image_key" text,
	"input_audio_key" text,
	"output_key" text,
	"poster_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_jobs_mode_known" CHECK ("video_jobs"."mode" IN ('hedra', 'text-to-video', 'veo')),
	CONSTRAINT "video_jobs_status_known" CHECK ("video_jobs"."status" IN ('queued', 'running', 'processing', 'succeeded', 'failed')),
	CONSTRAINT "video_jobs_engine_known" CHECK ("video_jobs"."engine" IN ('local', 'veo', 'hedra')),
	CONSTRAINT "video_jobs_cost_positive" CHECK ("video_jobs"."cost" > 0),
	CONSTRAINT "video_jobs_progress_range" CHECK ("video_jobs"."progress" IS NULL OR ("video_jobs"."progress" >= 0 AND "video_jobs"."progress" <= 100))
);
--> statement-breakpoint
ALTER TABLE "video_jobs" ADD CONSTRAINT "video_jobs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_jobs" ADD CONSTRAINT "video_jobs_charge_entry_id_credit_ledger_id_fk" FOREIGN KEY ("charge_entry_id") REFERENCES "public"."credit_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_jobs_user_id_created_at_idx" ON "video_jobs" USING btree ("user_id","created_at" DESC NULLS LAST);