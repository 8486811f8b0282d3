CREATE TABLE "nft_bids" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"nft_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"status" text NOT NULL,
	"hold_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nft_bids_amount_positive" CHECK ("nft_bids"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "nft_collections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"creator" text NOT NULL,
	"chain" text NOT NULL,
	"contract_address" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nft_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"media_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nft_sales" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"nft_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"charity_amount" numeric(38, 18) NOT NULL,
	"fee_amount" numeric(38, 18) NOT NULL,
	"entry_id" bigint NOT NULL,
	"receipt_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nft_sales_split" CHECK ("nft_sales"."charity_amount" >= 0 and "nft_sales"."fee_amount" >= 0 and "nft_sales"."charity_amount" + "nft_sales"."fee_amount" = "nft_sales"."price")
);
--> statement-breakpoint
CREATE TABLE "nfts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"collection_id" bigint NOT NULL,
	"name" text NOT NULL,
	"token_id" text NOT NULL,
	"image_id" uuid NOT NULL,
	"seller_id" bigint,
	"owner_id" bigint,
	"start_price" numeric(38, 18) NOT NULL,
	"buy_now_price" numeric(38, 18),
	"increment_rate" numeric(38, 18) NOT NULL,
	"anti_sniping_minutes" integer NOT NULL,
	"fee_rate" numeric(38, 18) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"top_bid_id" bigint,
	"current_bid" numeric(38, 18),
	"bid_count" integer DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nfts_terms" CHECK ("nfts"."start_price" > 0 and ("nfts"."buy_now_price" is null or "nfts"."buy_now_price" > "nfts"."start_price")
        and "nfts"."increment_rate" > 0 and "nfts"."increment_rate" < 1 and "nfts"."fee_rate" >= 0 and "nfts"."fee_rate" < 1
        and "nfts"."anti_sniping_minutes" between 0 and 60),
	CONSTRAINT "nfts_times" CHECK ("nfts"."starts_at" < "nfts"."ends_at"),
	CONSTRAINT "nfts_sold_owned" CHECK (("nfts"."state" = 'sold') = ("nfts"."owner_id" is not null and "nfts"."settled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "nft_bids" ADD CONSTRAINT "nft_bids_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_bids" ADD CONSTRAINT "nft_bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_bids" ADD CONSTRAINT "nft_bids_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_collections" ADD CONSTRAINT "nft_collections_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_sales" ADD CONSTRAINT "nft_sales_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_sales" ADD CONSTRAINT "nft_sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_sales" ADD CONSTRAINT "nft_sales_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_collection_id_nft_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."nft_collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_image_id_nft_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."nft_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nft_bids_amount" ON "nft_bids" USING btree ("nft_id","amount");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_bids_one_top" ON "nft_bids" USING btree ("nft_id") WHERE "nft_bids"."status" = 'top';--> statement-breakpoint
CREATE INDEX "nft_bids_owner" ON "nft_bids" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_sales_one_per_nft" ON "nft_sales" USING btree ("nft_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_sales_receipt" ON "nft_sales" USING btree ("receipt_no");--> statement-breakpoint
CREATE INDEX "nft_sales_owner" ON "nft_sales" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "nfts_due" ON "nfts" USING btree ("ends_at") WHERE "nfts"."state" = 'open';--> statement-breakpoint
CREATE INDEX "nfts_collection" ON "nfts" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "nfts_owner" ON "nfts" USING btree ("owner_id");