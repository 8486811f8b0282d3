CREATE TABLE "presale_commitments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"hold_id" bigint,
	"tokens" numeric(38, 18),
	"cost" numeric(38, 18),
	"refund" numeric(38, 18),
	"cost_entry_id" bigint,
	"token_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "presale_commitments_amount" CHECK ("presale_commitments"."amount" >= 0),
	CONSTRAINT "presale_commitments_open_held" CHECK (("presale_commitments"."status" = 'open') = ("presale_commitments"."hold_id" is not null and "presale_commitments"."amount" > 0))
);
--> statement-breakpoint
CREATE TABLE "presale_round_texts" (
	"round_id" bigint NOT NULL,
	"language" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "presale_round_texts_pkey" PRIMARY KEY("round_id","language"),
	CONSTRAINT "presale_round_texts_language" CHECK ("presale_round_texts"."language" in ('en', 'ja', 'ko', 'de', 'fr', 'it', 'es', 'ar', 'hk', 'zh'))
);
--> statement-breakpoint
CREATE TABLE "presale_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"tokens" numeric(38, 18) NOT NULL,
	"token_scale" smallint NOT NULL,
	"cap" numeric(38, 18) NOT NULL,
	"min_commitment" numeric(38, 18) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"distributes_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"total_committed" numeric(38, 18),
	"subscribers" integer,
	"tokens_allocated" numeric(38, 18),
	"tokens_unsold" numeric(38, 18),
	"dust" numeric(38, 18),
	"settled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presale_rounds_terms" CHECK ("presale_rounds"."price" > 0 and "presale_rounds"."tokens" > 0 and "presale_rounds"."min_commitment" > 0 and "presale_rounds"."cap" >= "presale_rounds"."min_commitment"),
	CONSTRAINT "presale_rounds_times" CHECK ("presale_rounds"."starts_at" < "presale_rounds"."ends_at" and "presale_rounds"."ends_at" <= "presale_rounds"."distributes_at"),
	CONSTRAINT "presale_rounds_scale" CHECK ("presale_rounds"."token_scale" between 0 and 8),
	CONSTRAINT "presale_rounds_settled_complete" CHECK (("presale_rounds"."status" = 'settled') = ("presale_rounds"."settled_at" is not null and "presale_rounds"."tokens_allocated" is not null and "presale_rounds"."dust" is not null))
);
--> statement-breakpoint
ALTER TABLE "presale_commitments" ADD CONSTRAINT "presale_commitments_round_id_presale_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."presale_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presale_commitments" ADD CONSTRAINT "presale_commitments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presale_commitments" ADD CONSTRAINT "presale_commitments_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presale_commitments" ADD CONSTRAINT "presale_commitments_cost_entry_id_ledger_entries_id_fk" FOREIGN KEY ("cost_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presale_commitments" ADD CONSTRAINT "presale_commitments_token_entry_id_ledger_entries_id_fk" FOREIGN KEY ("token_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presale_round_texts" ADD CONSTRAINT "presale_round_texts_round_id_presale_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."presale_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presale_rounds" ADD CONSTRAINT "presale_rounds_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "presale_commitments_one" ON "presale_commitments" USING btree ("round_id","user_id");--> statement-breakpoint
CREATE INDEX "presale_commitments_owner" ON "presale_commitments" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "presale_rounds_due" ON "presale_rounds" USING btree ("distributes_at") WHERE "presale_rounds"."status" = 'open';