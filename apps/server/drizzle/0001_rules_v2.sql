ALTER TABLE "characters" ADD COLUMN "rested_experience" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "rested_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "effort_day" text;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "effort_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "jail_rescue_experience" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deeds" ADD COLUMN "city_id" uuid;--> statement-breakpoint
ALTER TABLE "deeds" ADD CONSTRAINT "deeds_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deeds_city_level_idx" ON "deeds" USING btree ("city_id","level");--> statement-breakpoint
-- Existing living characters start banking rested experience from the upgrade on (not from their last deed, which could hand out a free half level).
UPDATE "characters" SET "rested_since" = now() WHERE NOT "dead";
