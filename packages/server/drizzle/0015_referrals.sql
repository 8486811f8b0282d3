CREATE TABLE "referral_commissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"referrer_id" bigint NOT NULL,
	"invitee_id" bigint NOT NULL,
	"position_id" bigint NOT NULL,
	"fee" numeric(38, 18) NOT NULL,
	"share" numeric(38, 18) NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"status" text NOT NULL,
	"entry_id" bigint,
	"charged_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_commissions_amount" CHECK ("referral_commissions"."amount" >= 0 and "referral_commissions"."amount" <= "referral_commissions"."fee" * "referral_commissions"."share" and ("referral_commissions"."status" = 'paid' or "referral_commissions"."amount" = 0))
);
--> statement-breakpoint
CREATE TABLE "referral_shares" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"share" numeric(38, 18) NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"operator_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_shares_range" CHECK ("referral_shares"."share" >= 0 and "referral_shares"."share" < 1)
);
--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_shares" ADD CONSTRAINT "referral_shares_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_commissions_position" ON "referral_commissions" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "referral_commissions_referrer" ON "referral_commissions" USING btree ("referrer_id","charged_at","id");--> statement-breakpoint
CREATE INDEX "referral_shares_effective" ON "referral_shares" USING btree ("effective_from","id");--> statement-breakpoint
CREATE INDEX "users_invited_by" ON "users" USING btree ("invited_by","id") WHERE "users"."invited_by" is not null;