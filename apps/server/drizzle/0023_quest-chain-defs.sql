CREATE TABLE "quest_chain_defs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"patron_city" text NOT NULL,
	"patron_axis" text NOT NULL,
	"patron_tier" integer NOT NULL,
	"min_level" integer NOT NULL,
	"reward_deeds" integer NOT NULL,
	"steps" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "quest_chain_defs_key_idx" ON "quest_chain_defs" USING btree ("key");