import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';
import { ownerId } from './customers.ts';

/**
 * The e-mail outbox: a notification the customer also wants by e-mail, queued in the transaction
 * that made it, and sent by the mail job (modules/mail/outbox.ts). `dueAt` is when it may be
 * claimed next: a claim moves it a lease ahead, a failed send a backoff ahead.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    userId: ownerId(),
    kind: text('kind').notNull(),
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
  ],
);
