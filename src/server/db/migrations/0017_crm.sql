CREATE TABLE "crm_import_updates" (
	"import_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"previous" jsonb NOT NULL,
	CONSTRAINT "crm_import_updates_import_id_lead_id_pk" PRIMARY KEY("import_id","lead_id")
);
--> statement-breakpoint
CREATE TABLE "crm_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"header" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duplicate_choice" text,
	"inserted_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"outcome" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	CONSTRAINT "crm_imports_status_valid" CHECK ("crm_imports"."status" in ('draft', 'importing', 'imported', 'undone'))
);
--> statement-breakpoint
CREATE TABLE "crm_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"business_name" text NOT NULL,
	"google_maps_url" text,
	"rating" double precision,
	"review_count" integer,
	"address" text,
	"website" text,
	"phone" text,
	"email" text,
	"claim_status" text,
	"completion_percentage" integer,
	"instagram_url" text,
	"linkedin_url" text,
	"youtube_url" text,
	"suggested_services" text[] DEFAULT '{}'::text[] NOT NULL,
	"ai_message" text,
	"lead_status" text DEFAULT 'new' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"maps_key" text,
	"phone_key" text,
	"website_key" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(business_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(address, '') || ' ' || coalesce(website, ''))) STORED,
	"import_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_leads_status_valid" CHECK ("crm_leads"."lead_status" in ('new', 'contacted', 'responded', 'qualified', 'converted', 'lost')),
	CONSTRAINT "crm_leads_priority_valid" CHECK ("crm_leads"."priority" in ('high', 'medium', 'low')),
	CONSTRAINT "crm_leads_claim_status_valid" CHECK ("crm_leads"."claim_status" is null or "crm_leads"."claim_status" in ('claimed', 'unclaimed')),
	CONSTRAINT "crm_leads_rating_range" CHECK ("crm_leads"."rating" is null or ("crm_leads"."rating" >= 0 and "crm_leads"."rating" <= 5)),
	CONSTRAINT "crm_leads_completion_range" CHECK ("crm_leads"."completion_percentage" is null or ("crm_leads"."completion_percentage" between 0 and 100)),
	CONSTRAINT "crm_leads_review_count_range" CHECK ("crm_leads"."review_count" is null or "crm_leads"."review_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "crm_outreach_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"activity_type" text NOT NULL,
	"subject" text,
	"message" text,
	"outcome" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "crm_outreach_activities_type_valid" CHECK ("crm_outreach_activities"."activity_type" in ('call', 'email', 'note', 'meeting', 'status_change', 'import'))
);
--> statement-breakpoint
ALTER TABLE "crm_import_updates" ADD CONSTRAINT "crm_import_updates_import_id_crm_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."crm_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_import_updates" ADD CONSTRAINT "crm_import_updates_lead_id_crm_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."crm_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_imports" ADD CONSTRAINT "crm_imports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_leads" ADD CONSTRAINT "crm_leads_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_leads" ADD CONSTRAINT "crm_leads_import_id_crm_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."crm_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_outreach_activities" ADD CONSTRAINT "crm_outreach_activities_lead_id_crm_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."crm_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_outreach_activities" ADD CONSTRAINT "crm_outreach_activities_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_import_updates_lead_id_idx" ON "crm_import_updates" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "crm_imports_user_id_created_at_idx" ON "crm_imports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "crm_leads_user_created_idx" ON "crm_leads" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crm_leads_user_status_created_idx" ON "crm_leads" USING btree ("user_id","lead_status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crm_leads_user_maps_key_idx" ON "crm_leads" USING btree ("user_id","maps_key");--> statement-breakpoint
CREATE INDEX "crm_leads_user_phone_key_idx" ON "crm_leads" USING btree ("user_id","phone_key");--> statement-breakpoint
CREATE INDEX "crm_leads_user_website_key_idx" ON "crm_leads" USING btree ("user_id","website_key");--> statement-breakpoint
CREATE INDEX "crm_leads_import_id_idx" ON "crm_leads" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "crm_outreach_activities_lead_created_idx" ON "crm_outreach_activities" USING btree ("lead_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crm_outreach_activities_user_id_idx" ON "crm_outreach_activities" USING btree ("user_id");