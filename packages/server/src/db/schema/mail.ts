import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref } from './columns.ts';
import { chatMessages } from './chat.ts';
import { users } from './customers.ts';

/**
 * The e-mail outbox: a notification the customer also wants by e-mail, or a support reply to be
 * e-mailed, queued in the transaction that made it, and sent by the mail job (modules/mail/outbox.ts). `dueAt` is when it may be
 * claimed next: a claim moves it a lease ahead, a failed send a backoff ahead.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    /** The customer; null only for a support reply to a visitor without an account. */
    userId: ref('user_id').references(() => users.id),
    kind: text('kind').notNull(),
    /**
     * A support reply's message, read when the mail is sent (its words and address are not copied
     * here); deleting the conversation (a visitor's, when it expires) takes the mail with it.
     */
    chatMessageId: ref('chat_message_id').references(() => chatMessages.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, string | number | null>>().notNull(),
    createdAt: createdAt(),
    dueAt: at('due_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: at('sent_at'),
    /** Set when the last allowed attempt failed: the mail is given up. */
    failedAt: at('failed_at'),
  },
  (t) => [
    index('email_outbox_due')
      .on(t.dueAt, t.id)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index('email_outbox_user').on(t.userId),
    index('email_outbox_chat_message').on(t.chatMessageId),
    check('email_outbox_chat_reply', sql`(${t.kind} = 'chat_reply') = (${t.chatMessageId} is not null)`),
    check('email_outbox_addressee', sql`${t.userId} is not null or ${t.chatMessageId} is not null`),
  ],
);
