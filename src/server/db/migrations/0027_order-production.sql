ALTER TABLE "service_orders" ADD COLUMN "brief" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_clips" ADD COLUMN "room" text;