CREATE TABLE "podcast_scripts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"topic" text NOT NULL,
	"content" text NOT NULL,
	"engine" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_voices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"voice_name" text NOT NULL,
	"elevenlabs_voice_id" text NOT NULL,
	"is_cloned" boolean NOT NULL,
	"sample_audio_path" text,
	"engine" text NOT NULL,
	"consent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "podcast_scripts" ADD CONSTRAINT "podcast_scripts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_voices" ADD CONSTRAINT "user_voices_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "podcast_scripts_user_created_idx" ON "podcast_scripts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_voices_user_created_idx" ON "user_voices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_voices_default_once_idx" ON "user_voices" USING btree ("user_id","elevenlabs_voice_id") WHERE NOT "user_voices"."is_cloned";