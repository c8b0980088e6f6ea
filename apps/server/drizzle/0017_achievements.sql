CREATE TABLE "achievement_perks" (
	"character_id" uuid NOT NULL,
	"perk" text NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "achievement_perks_character_id_perk_pk" PRIMARY KEY("character_id","perk")
);
--> statement-breakpoint
CREATE TABLE "achievements" (
	"character_id" uuid NOT NULL,
	"key" text NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "achievements_character_id_key_pk" PRIMARY KEY("character_id","key")
);
--> statement-breakpoint
CREATE TABLE "quest_tallies" (
	"character_id" uuid NOT NULL,
	"stat" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quest_tallies_character_id_stat_pk" PRIMARY KEY("character_id","stat")
);
--> statement-breakpoint
ALTER TABLE "achievement_perks" ADD CONSTRAINT "achievement_perks_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_tallies" ADD CONSTRAINT "quest_tallies_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;