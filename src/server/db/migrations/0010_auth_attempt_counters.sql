CREATE TABLE "auth_attempt_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_attempt_counters_window_ends_at_idx" ON "auth_attempt_counters" USING btree ("window_ends_at");