CREATE TABLE "gold_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gold_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"character_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"kind" text NOT NULL,
	"ref" text,
	"counterparty_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fairplay_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"character_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fairplay_household_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"household_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fairplay_households" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"note" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by_email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fairplay_sightings" (
	"user_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"network" text NOT NULL,
	"ua_hash" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	CONSTRAINT "fairplay_sightings_user_id_device_id_network_hour_pk" PRIMARY KEY("user_id","device_id","network","hour")
);
--> statement-breakpoint
ALTER TABLE "gold_ledger" ADD CONSTRAINT "gold_ledger_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_ledger" ADD CONSTRAINT "gold_ledger_counterparty_id_characters_id_fk" FOREIGN KEY ("counterparty_id") REFERENCES "public"."characters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fairplay_flags" ADD CONSTRAINT "fairplay_flags_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fairplay_household_members" ADD CONSTRAINT "fairplay_household_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fairplay_household_members" ADD CONSTRAINT "fairplay_household_members_household_id_fairplay_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."fairplay_households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fairplay_sightings" ADD CONSTRAINT "fairplay_sightings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gold_ledger_character_idx" ON "gold_ledger" USING btree ("character_id","created_at");--> statement-breakpoint
CREATE INDEX "gold_ledger_created_idx" ON "gold_ledger" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "fairplay_flags_open_idx" ON "fairplay_flags" USING btree ("character_id") WHERE "fairplay_flags"."cleared_at" IS NULL;--> statement-breakpoint
CREATE INDEX "fairplay_sightings_device_idx" ON "fairplay_sightings" USING btree ("device_id","hour");--> statement-breakpoint
CREATE INDEX "fairplay_sightings_network_idx" ON "fairplay_sightings" USING btree ("network","ua_hash","hour");--> statement-breakpoint
CREATE INDEX "fairplay_sightings_hour_idx" ON "fairplay_sightings" USING btree ("hour");