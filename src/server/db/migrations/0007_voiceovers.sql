CREATE TABLE "voiceovers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"script_id" uuid NOT NULL,
	"voice_row_id" uuid,
	"voice_name" text NOT NULL,
	"voice_id" text NOT NULL,
	"engine" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"spoken_text" text NOT NULL,
	"characters" integer NOT NULL,
	"cost" integer NOT NULL,
	"charge_entry_id" bigint NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"audio_key" text,
	"duration_ms" integer,
	"caption_timing" text,
	"captions" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voiceovers_cost_positive" CHECK ("voiceovers"."cost" > 0)
);
--> statement-breakpoint
ALTER TABLE "voiceovers" ADD CONSTRAINT "voiceovers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voiceovers" ADD CONSTRAINT "voiceovers_script_id_podcast_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."podcast_scripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voiceovers" ADD CONSTRAINT "voiceovers_voice_row_id_user_voices_id_fk" FOREIGN KEY ("voice_row_id") REFERENCES "public"."user_voices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voiceovers" ADD CONSTRAINT "voiceovers_charge_entry_id_credit_ledger_id_fk" FOREIGN KEY ("charge_entry_id") REFERENCES "public"."credit_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voiceovers_user_script_created_idx" ON "voiceovers" USING btree ("user_id","script_id","created_at");