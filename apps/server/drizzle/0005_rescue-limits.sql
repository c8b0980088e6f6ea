CREATE TABLE "rescue_pairs" (
	"rescuer_id" uuid NOT NULL,
	"prisoner_id" uuid NOT NULL,
	"game_day" text NOT NULL,
	"paid" integer NOT NULL,
	"last_paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rescue_pairs_rescuer_id_prisoner_id_game_day_pk" PRIMARY KEY("rescuer_id","prisoner_id","game_day")
);
--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "rescue_cooldown_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "jail_deed_level" integer;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "jail_deed_max_experience" integer;--> statement-breakpoint
ALTER TABLE "rescue_pairs" ADD CONSTRAINT "rescue_pairs_rescuer_id_characters_id_fk" FOREIGN KEY ("rescuer_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rescue_pairs" ADD CONSTRAINT "rescue_pairs_prisoner_id_characters_id_fk" FOREIGN KEY ("prisoner_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;