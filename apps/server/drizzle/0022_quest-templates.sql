CREATE TABLE "quest_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"axis" text,
	"kind" text NOT NULL,
	"deed_axis" text,
	"min_tier" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"targets" jsonb NOT NULL,
	"reward_percent" integer DEFAULT 100 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "quest_templates_key_idx" ON "quest_templates" USING btree ("key");