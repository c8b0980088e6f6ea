CREATE TABLE "fairplay_refusals" (
	"user_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"refusals" integer NOT NULL,
	CONSTRAINT "fairplay_refusals_user_id_hour_pk" PRIMARY KEY("user_id","hour")
);
--> statement-breakpoint
CREATE TABLE "fairplay_watch_stops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"character_id" uuid NOT NULL,
	"flag_id" uuid,
	"question" text NOT NULL,
	"answers" jsonb NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"outcome" text,
	"jail_ms" integer
);
--> statement-breakpoint
ALTER TABLE "fairplay_flags" ADD COLUMN "cleared_by" text;--> statement-breakpoint
ALTER TABLE "fairplay_refusals" ADD CONSTRAINT "fairplay_refusals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fairplay_watch_stops" ADD CONSTRAINT "fairplay_watch_stops_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fairplay_watch_stops" ADD CONSTRAINT "fairplay_watch_stops_flag_id_fairplay_flags_id_fk" FOREIGN KEY ("flag_id") REFERENCES "public"."fairplay_flags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fairplay_refusals_hour_idx" ON "fairplay_refusals" USING btree ("hour");--> statement-breakpoint
CREATE UNIQUE INDEX "fairplay_watch_stops_open_idx" ON "fairplay_watch_stops" USING btree ("character_id") WHERE "fairplay_watch_stops"."answered_at" IS NULL;--> statement-breakpoint
CREATE INDEX "fairplay_watch_stops_character_idx" ON "fairplay_watch_stops" USING btree ("character_id","asked_at");