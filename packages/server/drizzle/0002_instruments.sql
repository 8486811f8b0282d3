CREATE TABLE "instruments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" smallint NOT NULL,
	"app_name" text NOT NULL,
	"logo" text NOT NULL,
	"precision" smallint NOT NULL,
	"contract_size" numeric(38, 18) NOT NULL,
	"leverages" jsonb NOT NULL,
	"fee_rate" numeric(38, 18) NOT NULL,
	"min_lots" numeric(38, 18) NOT NULL,
	"lot_step" numeric(38, 18) NOT NULL,
	"max_lots" numeric(38, 18) NOT NULL,
	"calendar" text NOT NULL,
	"annual_volatility" numeric(38, 18) NOT NULL,
	"reference_price" numeric(38, 18) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instruments_type_range" CHECK ("instruments"."type" between 1 and 5),
	CONSTRAINT "instruments_fee_rate" CHECK ("instruments"."fee_rate" >= 0 and "instruments"."fee_rate" < 0.003)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "instruments_code" ON "instruments" USING btree ("code");--> statement-breakpoint
CREATE INDEX "instruments_type" ON "instruments" USING btree ("type","sort_order");