CREATE TABLE "social_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"mode" text DEFAULT 'live' NOT NULL,
	"account_id" text NOT NULL,
	"account_name" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"token_expires_at" timestamp with time zone,
	"scopes" text,
	"status" text DEFAULT 'connected' NOT NULL,
	"status_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_connections_platform_valid" CHECK ("social_connections"."platform" in ('youtube', 'gohighlevel')),
	CONSTRAINT "social_connections_mode_valid" CHECK ("social_connections"."mode" in ('live', 'test')),
	CONSTRAINT "social_connections_status_valid" CHECK ("social_connections"."status" in ('connected', 'reconnect_needed'))
);
--> statement-breakpoint
ALTER TABLE "social_connections" ADD CONSTRAINT "social_connections_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_connections_user_platform_key" ON "social_connections" USING btree ("user_id","platform");--> statement-breakpoint
CREATE INDEX "social_connections_platform_status_idx" ON "social_connections" USING btree ("platform","status");