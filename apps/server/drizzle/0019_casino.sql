CREATE TABLE "casino_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "casino_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"character_id" uuid NOT NULL,
	"server_seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"committed_at" timestamp with time zone NOT NULL,
	"side" text,
	"stake" integer,
	"client_seed" text,
	"roll" integer,
	"payout" integer,
	"day" text,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD CONSTRAINT "casino_rounds_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "casino_rounds_one_open_idx" ON "casino_rounds" USING btree ("character_id") WHERE "casino_rounds"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "casino_rounds_character_day_idx" ON "casino_rounds" USING btree ("character_id","day");--> statement-breakpoint
CREATE INDEX "casino_rounds_seed_hash_idx" ON "casino_rounds" USING btree ("seed_hash");