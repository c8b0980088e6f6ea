CREATE TABLE "crew_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "crew_log_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"crew_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"amount" integer,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crew_members" (
	"character_id" uuid PRIMARY KEY NOT NULL,
	"crew_id" uuid NOT NULL,
	"rank" text NOT NULL,
	"permissions" text DEFAULT '' NOT NULL,
	"joined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crew_moves" (
	"character_id" uuid PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crew_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crew_id" uuid NOT NULL,
	"character_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"charter" text NOT NULL,
	"home_city_id" uuid,
	"text" text DEFAULT '' NOT NULL,
	"seats" integer NOT NULL,
	"purse" integer DEFAULT 0 NOT NULL,
	"respect" integer DEFAULT 0 NOT NULL,
	"group_deeds_done" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crew_log" ADD CONSTRAINT "crew_log_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_log" ADD CONSTRAINT "crew_log_actor_id_characters_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."characters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_moves" ADD CONSTRAINT "crew_moves_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_requests" ADD CONSTRAINT "crew_requests_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_requests" ADD CONSTRAINT "crew_requests_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crews" ADD CONSTRAINT "crews_home_city_id_cities_id_fk" FOREIGN KEY ("home_city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crew_log_crew_seq_idx" ON "crew_log" USING btree ("crew_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crew_log_actor_kind_idx" ON "crew_log" USING btree ("actor_id","kind","at");--> statement-breakpoint
CREATE INDEX "crew_members_crew_idx" ON "crew_members" USING btree ("crew_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crew_members_one_leader" ON "crew_members" USING btree ("crew_id") WHERE "crew_members"."rank" = 'leader';--> statement-breakpoint
CREATE UNIQUE INDEX "crew_requests_pair_key" ON "crew_requests" USING btree ("crew_id","character_id");--> statement-breakpoint
CREATE INDEX "crew_requests_character_idx" ON "crew_requests" USING btree ("character_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crews_name_key" ON "crews" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "crews_respect_idx" ON "crews" USING btree ("respect" DESC NULLS LAST,"created_at");