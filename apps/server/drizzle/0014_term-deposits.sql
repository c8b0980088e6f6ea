CREATE TABLE "term_deposits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "term_deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"character_id" uuid NOT NULL,
	"days" integer NOT NULL,
	"principal" integer NOT NULL,
	"interest" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"collected_at" timestamp with time zone,
	CONSTRAINT "term_deposits_amounts_check" CHECK ("term_deposits"."principal" > 0 and "term_deposits"."interest" >= 0)
);
--> statement-breakpoint
ALTER TABLE "term_deposits" ADD CONSTRAINT "term_deposits_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "term_deposits_one_open_idx" ON "term_deposits" USING btree ("character_id") WHERE "term_deposits"."collected_at" is null;--> statement-breakpoint
CREATE INDEX "term_deposits_character_idx" ON "term_deposits" USING btree ("character_id","opened_at");