CREATE SEQUENCE "public"."position_change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "options_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"mode" text NOT NULL,
	"instrument_id" bigint NOT NULL,
	"code" text NOT NULL,
	"product_id" bigint NOT NULL,
	"direction" text NOT NULL,
	"period_seconds" integer NOT NULL,
	"payout_rate" numeric(38, 18) NOT NULL,
	"stake" numeric(38, 18) NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"open_price" numeric(38, 18) NOT NULL,
	"open_tick_time_ms" bigint NOT NULL,
	"expires_at_ms" bigint NOT NULL,
	"settle_price" numeric(38, 18),
	"settle_tick_time_ms" bigint,
	"payout" numeric(38, 18),
	"buy_entry_id" bigint NOT NULL,
	"settle_entry_id" bigint,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "options_orders_stake" CHECK ("options_orders"."stake" > 0),
	CONSTRAINT "options_orders_settled_complete" CHECK (("options_orders"."status" = 'open') = ("options_orders"."settled_at" is null and "options_orders"."payout" is null and "options_orders"."settle_entry_id" is null))
);
--> statement-breakpoint
CREATE TABLE "options_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"period_seconds" integer NOT NULL,
	"payout_rate" numeric(38, 18) NOT NULL,
	"min_stake" numeric(38, 18) NOT NULL,
	"max_stake" numeric(38, 18) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "options_products_terms" CHECK ("options_products"."period_seconds" > 0 and "options_products"."payout_rate" > 0 and "options_products"."payout_rate" <= 1 and "options_products"."min_stake" > 0 and "options_products"."max_stake" >= "options_products"."min_stake")
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"mode" text NOT NULL,
	"instrument_id" bigint NOT NULL,
	"code" text NOT NULL,
	"side" text NOT NULL,
	"lots" numeric(38, 18) NOT NULL,
	"leverage" integer NOT NULL,
	"contract_size" numeric(38, 18) NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"open_price" numeric(38, 18) NOT NULL,
	"open_tick_time_ms" bigint NOT NULL,
	"open_rate" numeric(38, 18),
	"open_rate_code" text,
	"open_rate_time_ms" bigint,
	"margin" numeric(38, 18) NOT NULL,
	"fee" numeric(38, 18) NOT NULL,
	"stop_loss" numeric(38, 18),
	"take_profit" numeric(38, 18),
	"close_price" numeric(38, 18),
	"close_tick_time_ms" bigint,
	"close_rate" numeric(38, 18),
	"close_rate_code" text,
	"close_rate_time_ms" bigint,
	"close_reason" text,
	"profit" numeric(38, 18),
	"absorbed_loss" numeric(38, 18),
	"open_entry_id" bigint NOT NULL,
	"close_entry_id" bigint,
	"change_seq" bigint DEFAULT nextval('position_change_seq') NOT NULL,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "positions_amounts" CHECK ("positions"."lots" > 0 and "positions"."leverage" > 0 and "positions"."margin" > 0 and "positions"."fee" >= 0),
	CONSTRAINT "positions_closed_complete" CHECK (("positions"."status" = 'closed') = ("positions"."closed_at" is not null and "positions"."close_price" is not null and "positions"."close_tick_time_ms" is not null and "positions"."close_reason" is not null and "positions"."profit" is not null and "positions"."close_entry_id" is not null)),
	CONSTRAINT "positions_absorbed" CHECK ("positions"."absorbed_loss" is null or "positions"."absorbed_loss" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ticks" (
	"code" text NOT NULL,
	"time_ms" bigint NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	CONSTRAINT "ticks_code_time_ms_pk" PRIMARY KEY("code","time_ms")
);
--> statement-breakpoint
ALTER TABLE "options_orders" ADD CONSTRAINT "options_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options_orders" ADD CONSTRAINT "options_orders_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options_orders" ADD CONSTRAINT "options_orders_product_id_options_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."options_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options_orders" ADD CONSTRAINT "options_orders_buy_entry_id_ledger_entries_id_fk" FOREIGN KEY ("buy_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options_orders" ADD CONSTRAINT "options_orders_settle_entry_id_ledger_entries_id_fk" FOREIGN KEY ("settle_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_open_entry_id_ledger_entries_id_fk" FOREIGN KEY ("open_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_close_entry_id_ledger_entries_id_fk" FOREIGN KEY ("close_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "options_orders_owner" ON "options_orders" USING btree ("user_id","mode","id");--> statement-breakpoint
CREATE INDEX "options_orders_due" ON "options_orders" USING btree ("expires_at_ms") WHERE "options_orders"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "options_orders_idempotency" ON "options_orders" USING btree ("user_id","mode","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "options_products_period" ON "options_products" USING btree ("period_seconds");--> statement-breakpoint
CREATE INDEX "positions_owner" ON "positions" USING btree ("user_id","mode","status","id");--> statement-breakpoint
CREATE INDEX "positions_open" ON "positions" USING btree ("code") WHERE "positions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "positions_change" ON "positions" USING btree ("change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_idempotency" ON "positions" USING btree ("user_id","mode","idempotency_key");