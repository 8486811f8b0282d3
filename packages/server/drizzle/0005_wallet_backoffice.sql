CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" bigint,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"coin" text NOT NULL,
	"network" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"tx_hash" text NOT NULL,
	"last6" text NOT NULL,
	"proof_file_id" uuid NOT NULL,
	"receiving_address" text NOT NULL,
	"status" text NOT NULL,
	"reject_reason" text,
	"rate" numeric(38, 18),
	"rate_code" text,
	"rate_time_ms" bigint,
	"credited_amount" numeric(38, 18),
	"entry_id" bigint,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount" > 0),
	CONSTRAINT "deposits_credit_when_approved" CHECK (("deposits"."status" in ('approved', 'completed')) = ("deposits"."entry_id" is not null and "deposits"."credited_amount" is not null)),
	CONSTRAINT "deposits_reason_when_rejected" CHECK (("deposits"."status" = 'rejected') = ("deposits"."reject_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_size" CHECK ("files"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_kind" text NOT NULL,
	"record_id" bigint NOT NULL,
	"status" text NOT NULL,
	"operator_id" bigint,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"coin" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"fee_rate" numeric(38, 18) NOT NULL,
	"fee" numeric(38, 18) NOT NULL,
	"receive" numeric(38, 18) NOT NULL,
	"receive_coin" numeric(38, 18) NOT NULL,
	"rate" numeric(38, 18) NOT NULL,
	"rate_code" text,
	"rate_time_ms" bigint,
	"hold_id" bigint NOT NULL,
	"status" text NOT NULL,
	"reject_reason" text,
	"payout_tx_hash" text,
	"entry_id" bigint,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amounts" CHECK ("withdrawals"."amount" > 0 and "withdrawals"."fee" >= 0 and "withdrawals"."receive" > 0 and "withdrawals"."amount" = "withdrawals"."fee" + "withdrawals"."receive"),
	CONSTRAINT "withdrawals_posted_when_approved" CHECK (("withdrawals"."status" in ('approved', 'completed')) = ("withdrawals"."entry_id" is not null)),
	CONSTRAINT "withdrawals_reason_when_rejected" CHECK (("withdrawals"."status" = 'rejected') = ("withdrawals"."reject_reason" is not null)),
	CONSTRAINT "withdrawals_payout_when_completed" CHECK (("withdrawals"."status" = 'completed') = ("withdrawals"."payout_tx_hash" is not null))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_proof_file_id_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_events" ADD CONSTRAINT "wallet_events_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_operator" ON "audit_log" USING btree ("operator_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_tx_hash" ON "deposits" USING btree ("coin","network","tx_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_proof" ON "deposits" USING btree ("proof_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_idempotency" ON "deposits" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "deposits_user" ON "deposits" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "deposits_status" ON "deposits" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "files_user" ON "files" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_sessions_token_hash" ON "operator_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_name_lower" ON "operators" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "wallet_events_record" ON "wallet_events" USING btree ("record_kind","record_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_hold" ON "withdrawals" USING btree ("hold_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_idempotency" ON "withdrawals" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "withdrawals_user" ON "withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status" ON "withdrawals" USING btree ("status","id");--> statement-breakpoint
-- The audit log and the status history are never edited or removed from the application.
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER wallet_events_append_only BEFORE UPDATE OR DELETE ON wallet_events
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
-- TRUNCATE skips row triggers: refuse it on every append-only table too.
CREATE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON ledger_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER wallet_events_no_truncate BEFORE TRUNCATE ON wallet_events
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
