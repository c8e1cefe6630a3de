CREATE TABLE "site_leads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"email" text NOT NULL,
	"page" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"list" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "site_leads_source_email_idx" ON "site_leads" USING btree ("source","email");--> statement-breakpoint
CREATE INDEX "site_leads_created_at_idx" ON "site_leads" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_list_email_idx" ON "waitlist_entries" USING btree ("list","email");--> statement-breakpoint
CREATE INDEX "waitlist_entries_created_at_idx" ON "waitlist_entries" USING btree ("created_at");