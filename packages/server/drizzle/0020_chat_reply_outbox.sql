ALTER TABLE "email_outbox" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "chat_message_id" bigint;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_chat_message_id_chat_messages_id_fk" FOREIGN KEY ("chat_message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_chat_message" ON "email_outbox" USING btree ("chat_message_id");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_chat_reply" CHECK (("email_outbox"."kind" = 'chat_reply') = ("email_outbox"."chat_message_id" is not null));--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_addressee" CHECK ("email_outbox"."user_id" is not null or "email_outbox"."chat_message_id" is not null);