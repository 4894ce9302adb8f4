-- A user who bought two plans before this index existed keeps the one that runs longest; the
-- others end (the operator refunds them), so the index below can be created.
UPDATE "subscriptions" SET "status" = 'cancelled', "updated_at" = now()
WHERE "status" in ('active', 'pending') AND "id" NOT IN (
  SELECT DISTINCT ON ("user_id") "id" FROM "subscriptions"
  WHERE "status" in ('active', 'pending')
  ORDER BY "user_id", "current_period_end" DESC NULLS LAST, "created_at" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_user" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" in ('active', 'pending');--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_balance_non_negative" CHECK ("credit_ledger"."balance_after" >= 0);