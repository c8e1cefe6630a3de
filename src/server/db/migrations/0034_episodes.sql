CREATE TABLE "episode_transcripts" (
	"episode_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"words" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "episodes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"recording_key" text NOT NULL,
	"duration_seconds" double precision NOT NULL,
	"cost" integer NOT NULL,
	"charge_entry_id" bigint NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"engine" text,
	"language" text,
	"words_note" text,
	"moments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"moment_request" jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "episodes_cost_positive" CHECK ("episodes"."cost" > 0),
	CONSTRAINT "episodes_progress_range" CHECK ("episodes"."progress" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "episode_transcripts" ADD CONSTRAINT "episode_transcripts_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episode_transcripts" ADD CONSTRAINT "episode_transcripts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_charge_entry_id_credit_ledger_id_fk" FOREIGN KEY ("charge_entry_id") REFERENCES "public"."credit_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "episodes_user_created_idx" ON "episodes" USING btree ("user_id","created_at");