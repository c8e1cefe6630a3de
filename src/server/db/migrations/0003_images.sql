CREATE TABLE "custom_references" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'not_ready' NOT NULL,
	"engine" text NOT NULL,
	"vendor_ref" text,
	"vendor_id" text,
	"input_keys" jsonb NOT NULL,
	"thumbnail_key" text,
	"palette" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_references_status_known" CHECK ("custom_references"."status" IN ('not_ready', 'queued', 'in_progress', 'completed', 'failed')),
	CONSTRAINT "custom_references_engine_known" CHECK ("custom_references"."engine" IN ('local', 'higgsfield', 'openai'))
);
--> statement-breakpoint
CREATE TABLE "image_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"seed" integer NOT NULL,
	"cost" integer NOT NULL,
	"charge_entry_id" bigint NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"engine" text NOT NULL,
	"vendor_ref" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"prompt" text NOT NULL,
	"size" text NOT NULL,
	"quality" text NOT NULL,
	"style_id" text,
	"reference_id" uuid,
	"output_key" text,
	CONSTRAINT "image_jobs_status_known" CHECK ("image_jobs"."status" IN ('queued', 'running', 'succeeded', 'failed')),
	CONSTRAINT "image_jobs_engine_known" CHECK ("image_jobs"."engine" IN ('local', 'higgsfield', 'openai')),
	CONSTRAINT "image_jobs_size_known" CHECK ("image_jobs"."size" IN ('1152x2048', '2048x1152', '1536x1536', '2048x1536', '1536x2048', '1344x2016', '2016x1344', '960x1696', '1696x960')),
	CONSTRAINT "image_jobs_quality_known" CHECK ("image_jobs"."quality" IN ('720p', '1080p')),
	CONSTRAINT "image_jobs_cost_positive" CHECK ("image_jobs"."cost" > 0),
	CONSTRAINT "image_jobs_seed_range" CHECK ("image_jobs"."seed" BETWEEN 1 AND 1000000)
);
--> statement-breakpoint
CREATE TABLE "image_styles" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_styles_source_known" CHECK ("image_styles"."source" IN ('builtin', 'higgsfield'))
);
--> statement-breakpoint
CREATE TABLE "podcast_backgrounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"seed" integer NOT NULL,
	"cost" integer NOT NULL,
	"charge_entry_id" bigint NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"engine" text NOT NULL,
	"vendor_ref" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_key" text,
	CONSTRAINT "podcast_backgrounds_status_known" CHECK ("podcast_backgrounds"."status" IN ('queued', 'running', 'ready', 'failed')),
	CONSTRAINT "podcast_backgrounds_engine_known" CHECK ("podcast_backgrounds"."engine" IN ('local', 'higgsfield', 'openai')),
	CONSTRAINT "podcast_backgrounds_cost_positive" CHECK ("podcast_backgrounds"."cost" > 0)
);
--> statement-breakpoint
CREATE TABLE "podcast_characters" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"seed" integer NOT NULL,
	"cost" integer NOT NULL,
	"charge_entry_id" bigint NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"engine" text NOT NULL,
	"vendor_ref" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"style" text NOT NULL,
	"style_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_key" text,
	CONSTRAINT "podcast_characters_status_known" CHECK ("podcast_characters"."status" IN ('queued', 'running', 'ready', 'failed')),
	CONSTRAINT "podcast_characters_engine_known" CHECK ("podcast_characters"."engine" IN ('local', 'higgsfield', 'openai')),
	CONSTRAINT "podcast_characters_cost_positive" CHECK ("podcast_characters"."cost" > 0)
);
--> statement-breakpoint
ALTER TABLE "custom_references" ADD CONSTRAINT "custom_references_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_jobs" ADD CONSTRAINT "image_jobs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_jobs" ADD CONSTRAINT "image_jobs_charge_entry_id_credit_ledger_id_fk" FOREIGN KEY ("charge_entry_id") REFERENCES "public"."credit_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_jobs" ADD CONSTRAINT "image_jobs_style_id_image_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."image_styles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_jobs" ADD CONSTRAINT "image_jobs_reference_id_custom_references_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."custom_references"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_backgrounds" ADD CONSTRAINT "podcast_backgrounds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_backgrounds" ADD CONSTRAINT "podcast_backgrounds_charge_entry_id_credit_ledger_id_fk" FOREIGN KEY ("charge_entry_id") REFERENCES "public"."credit_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_characters" ADD CONSTRAINT "podcast_characters_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_characters" ADD CONSTRAINT "podcast_characters_charge_entry_id_credit_ledger_id_fk" FOREIGN KEY ("charge_entry_id") REFERENCES "public"."credit_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_references_user_id_created_at_idx" ON "custom_references" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "image_jobs_user_id_created_at_idx" ON "image_jobs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "image_styles_name_idx" ON "image_styles" USING btree ("name");--> statement-breakpoint
CREATE INDEX "podcast_backgrounds_user_id_created_at_idx" ON "podcast_backgrounds" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "podcast_characters_user_id_created_at_idx" ON "podcast_characters" USING btree ("user_id","created_at" DESC NULLS LAST);