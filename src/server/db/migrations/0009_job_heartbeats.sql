CREATE TABLE "job_deaths" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"queue_schema" text NOT NULL,
	"queue" text NOT NULL,
	"deaths" integer NOT NULL,
	"last_died_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_leases" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"queue_schema" text NOT NULL,
	"queue" text NOT NULL,
	"worker_id" uuid NOT NULL,
	"leased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_workers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"queue_schema" text NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"concurrency" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_beat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_leases_worker_id_idx" ON "job_leases" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "job_workers_queue_schema_idx" ON "job_workers" USING btree ("queue_schema","last_beat_at");