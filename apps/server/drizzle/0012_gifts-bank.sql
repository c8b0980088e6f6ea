CREATE TABLE "bank_accounts" (
	"character_id" uuid PRIMARY KEY NOT NULL,
	"balance" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bank_accounts_balance_check" CHECK ("bank_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sender_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_sender_id_characters_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_recipient_id_characters_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gifts_recipient_day_idx" ON "gifts" USING btree ("recipient_id","day");--> statement-breakpoint
CREATE INDEX "gifts_created_idx" ON "gifts" USING btree ("created_at");