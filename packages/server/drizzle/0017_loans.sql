CREATE TABLE "loan_collections" (
	"loan_id" bigint NOT NULL,
	"day" integer NOT NULL,
	"kind" text NOT NULL,
	"principal" numeric(38, 18) NOT NULL,
	"interest" numeric(38, 18) NOT NULL,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_collections_pkey" PRIMARY KEY("loan_id","day","kind"),
	CONSTRAINT "loan_collections_entry" CHECK ("loan_collections"."principal" >= 0 and "loan_collections"."interest" >= 0 and ("loan_collections"."principal" + "loan_collections"."interest" = 0) = ("loan_collections"."entry_id" is null))
);
--> statement-breakpoint
CREATE TABLE "loan_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"days" integer NOT NULL,
	"daily_rate" numeric(38, 18) NOT NULL,
	"interest_free_days" integer NOT NULL,
	"min_amount" numeric(38, 18) NOT NULL,
	"max_amount" numeric(38, 18) NOT NULL,
	"verified_max_amount" numeric(38, 18) NOT NULL,
	"status" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_products_terms" CHECK ("loan_products"."days" between 1 and 365 and "loan_products"."interest_free_days" >= 0 and "loan_products"."interest_free_days" < "loan_products"."days"
        and "loan_products"."daily_rate" > 0 and "loan_products"."daily_rate" <= 0.01
        and "loan_products"."min_amount" > 0 and "loan_products"."max_amount" >= "loan_products"."min_amount" and "loan_products"."verified_max_amount" >= "loan_products"."max_amount")
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"days" integer NOT NULL,
	"daily_rate" numeric(38, 18) NOT NULL,
	"interest_free_days" integer NOT NULL,
	"total_interest" numeric(38, 18) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"signature_file_id" uuid NOT NULL,
	"agreement_pdf" "bytea" NOT NULL,
	"agreement_sha256" text NOT NULL,
	"interest_collected" numeric(38, 18) DEFAULT '0' NOT NULL,
	"principal_collected" numeric(38, 18) DEFAULT '0' NOT NULL,
	"start_time" timestamp with time zone,
	"due_time" timestamp with time zone,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"disburse_entry_id" bigint,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loans_figures" CHECK ("loans"."amount" > 0 and "loans"."total_interest" >= 0 and "loans"."interest_collected" between 0 and "loans"."total_interest"
        and "loans"."principal_collected" between 0 and "loans"."amount"),
	CONSTRAINT "loans_status_complete" CHECK (("loans"."status" in ('repaying', 'repaid', 'expired')) = ("loans"."disburse_entry_id" is not null and "loans"."start_time" is not null and "loans"."due_time" is not null)
        and ("loans"."status" = 'rejected') = ("loans"."reject_reason" is not null)
        and ("loans"."status" = 'repaid') = ("loans"."principal_collected" = "loans"."amount" and "loans"."ended_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "loan_collections" ADD CONSTRAINT "loan_collections_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_collections" ADD CONSTRAINT "loan_collections_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_product_id_loan_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."loan_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_signature_file_id_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_disburse_entry_id_ledger_entries_id_fk" FOREIGN KEY ("disburse_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_products_slug" ON "loan_products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "loans_owner" ON "loans" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "loans_due" ON "loans" USING btree ("due_time") WHERE "loans"."status" = 'repaying';--> statement-breakpoint
CREATE INDEX "loans_status" ON "loans" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "loans_one_open" ON "loans" USING btree ("user_id") WHERE "loans"."status" in ('pending', 'repaying', 'expired');