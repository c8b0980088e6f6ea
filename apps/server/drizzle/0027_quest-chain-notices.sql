CREATE TABLE "quest_chain_notices" (
	"character_id" uuid NOT NULL,
	"chain_key" text NOT NULL,
	"told_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quest_chain_notices_character_id_chain_key_pk" PRIMARY KEY("character_id","chain_key")
);
--> statement-breakpoint
ALTER TABLE "quest_chain_notices" ADD CONSTRAINT "quest_chain_notices_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;