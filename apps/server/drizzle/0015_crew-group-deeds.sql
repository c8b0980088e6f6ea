CREATE TABLE "crew_deed_seats" (
	"group_deed_id" uuid NOT NULL,
	"seat" integer NOT NULL,
	"character_id" uuid NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crew_deed_seats_group_deed_id_seat_pk" PRIMARY KEY("group_deed_id","seat")
);
--> statement-breakpoint
CREATE TABLE "crew_group_deeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crew_id" uuid NOT NULL,
	"deed_key" text NOT NULL,
	"city_id" uuid,
	"planned_by" uuid,
	"status" text NOT NULL,
	"planned_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"chance_bp" integer
);
--> statement-breakpoint
ALTER TABLE "crew_deed_seats" ADD CONSTRAINT "crew_deed_seats_group_deed_id_crew_group_deeds_id_fk" FOREIGN KEY ("group_deed_id") REFERENCES "public"."crew_group_deeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_deed_seats" ADD CONSTRAINT "crew_deed_seats_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_group_deeds" ADD CONSTRAINT "crew_group_deeds_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_group_deeds" ADD CONSTRAINT "crew_group_deeds_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_group_deeds" ADD CONSTRAINT "crew_group_deeds_planned_by_characters_id_fk" FOREIGN KEY ("planned_by") REFERENCES "public"."characters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crew_deed_seats_character_key" ON "crew_deed_seats" USING btree ("character_id");--> statement-breakpoint
CREATE INDEX "crew_group_deeds_crew_status_idx" ON "crew_group_deeds" USING btree ("crew_id","status");