CREATE TABLE "chronicles" (
	"day" text PRIMARY KEY NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quest_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"character_id" uuid NOT NULL,
	"city_id" uuid NOT NULL,
	"patron" text NOT NULL,
	"template_key" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"place_city_id" uuid,
	"axis" text,
	"target" integer NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"tier" integer NOT NULL,
	"reward_gold" integer NOT NULL,
	"reward_experience" integer NOT NULL,
	"reward_standing" integer NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"offer_day" text NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"deadline" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quest_standing" (
	"character_id" uuid NOT NULL,
	"city_id" uuid NOT NULL,
	"patron" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quest_standing_character_id_city_id_patron_pk" PRIMARY KEY("character_id","city_id","patron")
);
--> statement-breakpoint
ALTER TABLE "quest_contracts" ADD CONSTRAINT "quest_contracts_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_contracts" ADD CONSTRAINT "quest_contracts_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_contracts" ADD CONSTRAINT "quest_contracts_place_city_id_cities_id_fk" FOREIGN KEY ("place_city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_standing" ADD CONSTRAINT "quest_standing_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_standing" ADD CONSTRAINT "quest_standing_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quest_contracts_offer_day_idx" ON "quest_contracts" USING btree ("character_id","city_id","patron","offer_day");--> statement-breakpoint
CREATE INDEX "quest_contracts_character_status_idx" ON "quest_contracts" USING btree ("character_id","status");