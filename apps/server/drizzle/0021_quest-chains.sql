CREATE TABLE "quest_chains" (
	"character_id" uuid NOT NULL,
	"chain_key" text NOT NULL,
	"steps_done" integer DEFAULT 0 NOT NULL,
	"choice" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "quest_chains_character_id_chain_key_pk" PRIMARY KEY("character_id","chain_key")
);
--> statement-breakpoint
ALTER TABLE "quest_chains" ADD CONSTRAINT "quest_chains_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;