CREATE TABLE "idempotency_keys" (
	"user_id" bigint NOT NULL,
	"key" text NOT NULL,
	"call" text NOT NULL,
	"mode" text NOT NULL,
	"request_hash" text NOT NULL,
	"result_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The keys used before one namespace per customer: each keeps its first call (a key that two
-- calls or both books took keeps the earliest; its repeats of the later one answer 10088 now).
INSERT INTO "idempotency_keys" ("user_id", "key", "call", "mode", "request_hash", "result_id", "created_at")
SELECT "user_id", "key", "call", "mode", "request_hash", "result_id", "created_at" FROM (
	SELECT "user_id", "idempotency_key" AS "key", 'openPosition' AS "call", "mode", "request_hash", "id" AS "result_id", "opened_at" AS "created_at" FROM "positions" WHERE "idempotency_key" IS NOT NULL
	UNION ALL
	SELECT "user_id", "idempotency_key", 'buyOptions', "mode", "request_hash", "id", "created_at" FROM "options_orders" WHERE "idempotency_key" IS NOT NULL
	UNION ALL
	SELECT "user_id", "idempotency_key", 'recharge', 'real', "request_hash", "id", "created_at" FROM "deposits" WHERE "idempotency_key" IS NOT NULL
	UNION ALL
	SELECT "user_id", "idempotency_key", 'withdrawal', 'real', "request_hash", "id", "created_at" FROM "withdrawals" WHERE "idempotency_key" IS NOT NULL
) AS "earlier"
ORDER BY "created_at", "result_id"
ON CONFLICT DO NOTHING;
