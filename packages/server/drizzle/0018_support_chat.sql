CREATE TABLE "chat_attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"conversation_id" bigint NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_canned_replies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"visitor_token_hash" text,
	"visitor_name" text,
	"visitor_email" text,
	"language" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"operator_id" bigint,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"customer_read_seq" integer DEFAULT 0 NOT NULL,
	"operator_read_seq" integer DEFAULT 0 NOT NULL,
	"reply_by_email" boolean DEFAULT false NOT NULL,
	"rating" smallint,
	"rating_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "chat_conversations_party" CHECK (("chat_conversations"."user_id" is null) <> ("chat_conversations"."visitor_token_hash" is null)),
	CONSTRAINT "chat_conversations_rating" CHECK ("chat_conversations"."rating" is null or "chat_conversations"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"author" text NOT NULL,
	"operator_id" bigint,
	"client_id" text,
	"text" text NOT NULL,
	"attachment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_operator" CHECK (("chat_messages"."author" = 'operator') = ("chat_messages"."operator_id" is not null)),
	CONSTRAINT "chat_messages_length" CHECK (char_length("chat_messages"."text") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "chat_operator_presence" (
	"operator_id" bigint PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_canned_replies" ADD CONSTRAINT "chat_canned_replies_updated_by_operators_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_attachment_id_chat_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."chat_attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_operator_presence" ADD CONSTRAINT "chat_operator_presence_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_attachments_conversation" ON "chat_attachments" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_user" ON "chat_conversations" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "chat_conversations_visitor" ON "chat_conversations" USING btree ("visitor_token_hash","id");--> statement-breakpoint
CREATE INDEX "chat_conversations_inbox" ON "chat_conversations" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_expiry" ON "chat_conversations" USING btree ("expires_at") WHERE "chat_conversations"."expires_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_seq" ON "chat_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client" ON "chat_messages" USING btree ("conversation_id","author","client_id");