ALTER TABLE "chronicles" ADD COLUMN "digest_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_preferences" ADD COLUMN "contract_ready" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "push_preferences" ADD COLUMN "contract_deadline" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "push_preferences" ADD COLUMN "chain_opened" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "push_preferences" ADD COLUMN "chronicle" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quest_contracts" ADD COLUMN "ready_told_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quest_contracts" ADD COLUMN "deadline_told_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "quest_contracts_active_deadline_idx" ON "quest_contracts" USING btree ("deadline") WHERE "quest_contracts"."status" = 'active';