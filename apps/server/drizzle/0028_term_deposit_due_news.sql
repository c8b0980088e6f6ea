ALTER TABLE "term_deposits" ADD COLUMN "told_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_preferences" ADD COLUMN "term_deposit" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "term_deposits_untold_idx" ON "term_deposits" USING btree ("due_at") WHERE "term_deposits"."collected_at" is null and "term_deposits"."told_at" is null;