CREATE TABLE "smart_plan_earnings" (
	"plan_id" bigint NOT NULL,
	"day" integer NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"entry_id" bigint,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "smart_plan_earnings_pkey" PRIMARY KEY("plan_id","day"),
	CONSTRAINT "smart_plan_earnings_entry" CHECK ("smart_plan_earnings"."amount" >= 0 and ("smart_plan_earnings"."amount" = 0) = ("smart_plan_earnings"."entry_id" is null))
);
--> statement-breakpoint
CREATE TABLE "smart_plans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"days" integer NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"daily_rate" numeric(38, 18) NOT NULL,
	"early_exit_rate" numeric(38, 18) NOT NULL,
	"exit_forfeits_earnings" boolean NOT NULL,
	"expected_return" numeric(38, 18) NOT NULL,
	"earned" numeric(38, 18) DEFAULT '0' NOT NULL,
	"days_paid" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'earning' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"next_earning_at" timestamp with time zone,
	"penalty" numeric(38, 18),
	"clawed_back" numeric(38, 18),
	"refund" numeric(38, 18),
	"subscribe_entry_id" bigint NOT NULL,
	"end_entry_id" bigint,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "smart_plans_figures" CHECK ("smart_plans"."amount" > 0 and "smart_plans"."days" > 0 and "smart_plans"."days_paid" between 0 and "smart_plans"."days" and "smart_plans"."earned" >= 0 and "smart_plans"."earned" <= "smart_plans"."expected_return"),
	CONSTRAINT "smart_plans_status_complete" CHECK (("smart_plans"."status" = 'earning') = ("smart_plans"."next_earning_at" is not null and "smart_plans"."end_entry_id" is null and "smart_plans"."ended_at" is null)
        and ("smart_plans"."status" = 'exited') = ("smart_plans"."penalty" is not null and "smart_plans"."clawed_back" is not null and "smart_plans"."refund" is not null)
        and ("smart_plans"."status" <> 'completed' or "smart_plans"."days_paid" = "smart_plans"."days"))
);
--> statement-breakpoint
CREATE TABLE "smart_product_terms" (
	"product_id" bigint NOT NULL,
	"days" integer NOT NULL,
	"daily_rate" numeric(38, 18) NOT NULL,
	CONSTRAINT "smart_product_terms_pkey" PRIMARY KEY("product_id","days"),
	CONSTRAINT "smart_product_terms_range" CHECK ("smart_product_terms"."days" between 1 and 3650 and "smart_product_terms"."daily_rate" > 0 and "smart_product_terms"."daily_rate" < 1)
);
--> statement-breakpoint
CREATE TABLE "smart_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL,
	"disclosures" jsonb NOT NULL,
	"min_amount" numeric(38, 18) NOT NULL,
	"max_amount" numeric(38, 18) NOT NULL,
	"early_exit_rate" numeric(38, 18) NOT NULL,
	"exit_forfeits_earnings" boolean NOT NULL,
	"quota" numeric(38, 18),
	"status" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "smart_products_terms" CHECK ("smart_products"."min_amount" > 0 and "smart_products"."max_amount" >= "smart_products"."min_amount" and "smart_products"."early_exit_rate" >= 0 and "smart_products"."early_exit_rate" < 1 and ("smart_products"."quota" is null or "smart_products"."quota" > 0))
);
--> statement-breakpoint
ALTER TABLE "smart_plan_earnings" ADD CONSTRAINT "smart_plan_earnings_plan_id_smart_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."smart_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_plan_earnings" ADD CONSTRAINT "smart_plan_earnings_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_plans" ADD CONSTRAINT "smart_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_plans" ADD CONSTRAINT "smart_plans_product_id_smart_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."smart_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_plans" ADD CONSTRAINT "smart_plans_subscribe_entry_id_ledger_entries_id_fk" FOREIGN KEY ("subscribe_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_plans" ADD CONSTRAINT "smart_plans_end_entry_id_ledger_entries_id_fk" FOREIGN KEY ("end_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_product_terms" ADD CONSTRAINT "smart_product_terms_product_id_smart_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."smart_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "smart_plans_owner" ON "smart_plans" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "smart_plans_due" ON "smart_plans" USING btree ("next_earning_at") WHERE "smart_plans"."status" = 'earning';--> statement-breakpoint
CREATE INDEX "smart_plans_product_earning" ON "smart_plans" USING btree ("product_id") WHERE "smart_plans"."status" = 'earning';--> statement-breakpoint
CREATE UNIQUE INDEX "smart_plans_one_earning" ON "smart_plans" USING btree ("user_id","product_id") WHERE "smart_plans"."status" = 'earning';--> statement-breakpoint
CREATE UNIQUE INDEX "smart_products_slug" ON "smart_products" USING btree ("slug");