import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns.ts';
import { operators } from './backoffice.ts';
import { users } from './customers.ts';

/** A notice's words in one language. */
export interface NoticeText {
  title: string;
  body: string;
}

/**
 * Notices operators send, to everyone or to one customer, in the languages they wrote; each
 * customer it reaches gets a notification that points here and reads it in their language.
 */
export const notices = pgTable(
  'notices',
  {
    id: id(),
    audience: text('audience', { enum: ['everyone', 'customer'] }).notNull(),
    userId: ref('user_id').references(() => users.id),
    texts: jsonb('texts').$type<Record<string, NoticeText>>().notNull(),
    operatorId: ref('operator_id')
      .notNull()
      .references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [check('notices_audience', sql`(${t.audience} = 'customer') = (${t.userId} is not null)`)],
);
