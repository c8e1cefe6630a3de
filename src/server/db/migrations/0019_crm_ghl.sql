ALTER TABLE "crm_outreach_activities" DROP CONSTRAINT "crm_outreach_activities_type_valid";--> statement-breakpoint
ALTER TABLE "crm_leads" ADD COLUMN "ghl_contact_id" text;--> statement-breakpoint
ALTER TABLE "crm_leads" ADD COLUMN "ghl_opportunity_id" text;--> statement-breakpoint
ALTER TABLE "crm_leads" ADD COLUMN "ghl_opportunity_status" text;--> statement-breakpoint
ALTER TABLE "crm_leads" ADD COLUMN "ghl_opportunity_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crm_leads" ADD CONSTRAINT "crm_leads_ghl_opportunity_status_valid" CHECK ("crm_leads"."ghl_opportunity_status" is null or "crm_leads"."ghl_opportunity_status" in ('open', 'won'));--> statement-breakpoint
ALTER TABLE "crm_outreach_activities" ADD CONSTRAINT "crm_outreach_activities_type_valid" CHECK ("crm_outreach_activities"."activity_type" in ('call', 'email', 'note', 'meeting', 'status_change', 'import', 'gohighlevel'));