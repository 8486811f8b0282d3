CREATE TABLE "notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"audience" text NOT NULL,
	"user_id" bigint,
	"texts" jsonb NOT NULL,
	"operator_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_audience" CHECK (("notices"."audience" = 'customer') = ("notices"."user_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_unread" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
-- Every node pushes a new notification to its customer's open pages: the database tells every
-- node on commit (channel notification_created), so a notification is pushed exactly when it
-- exists, whichever node or job wrote it. The payload is the notification itself, or only its
-- ids when it would not fit (the page then reads it).
CREATE FUNCTION "notify_notification_created"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	message text := json_build_object(
		'id', NEW."id", 'userId', NEW."user_id", 'kind', NEW."kind", 'payload', NEW."payload",
		'createdAt', (extract(epoch from NEW."created_at") * 1000)::bigint
	)::text;
BEGIN
	IF octet_length(message) > 7000 THEN
		message := json_build_object('id', NEW."id", 'userId', NEW."user_id")::text;
	END IF;
	PERFORM pg_notify('notification_created', message);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_notify_created" AFTER INSERT ON "notifications"
	FOR EACH ROW EXECUTE FUNCTION "notify_notification_created"();
