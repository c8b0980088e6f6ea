CREATE TABLE "crew_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crew_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"crew_id" uuid NOT NULL,
	"character_id" uuid NOT NULL,
	"username" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crew_messages" ADD CONSTRAINT "crew_messages_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_messages" ADD CONSTRAINT "crew_messages_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crew_messages_crew_idx" ON "crew_messages" USING btree ("crew_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crew_messages_character_idx" ON "crew_messages" USING btree ("character_id","created_at");