ALTER TABLE "withdrawals" ADD COLUMN "completed_by" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_completed_by_operators_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Completions recorded before these columns overwrote the approval's reviewer and time: move them
-- to the completion, and take the approval's back from the record's status history.
UPDATE "withdrawals" SET "completed_by" = "reviewed_by", "completed_at" = "reviewed_at" WHERE "status" = 'completed';--> statement-breakpoint
UPDATE "withdrawals" AS w SET "reviewed_by" = e."operator_id", "reviewed_at" = e."created_at"
  FROM "wallet_events" AS e
  WHERE w."status" = 'completed' AND e."record_kind" = 'withdrawal' AND e."record_id" = w."id" AND e."status" = 'approved';--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_completion_when_completed" CHECK (("withdrawals"."status" = 'completed') = ("withdrawals"."completed_at" is not null));