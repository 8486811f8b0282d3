import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref } from './columns.ts';
import { users } from './customers.ts';
import { operators } from './backoffice.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Support conversations: a customer's (user_id) or a visitor's (the hash of the token kept in
 * their browser, with the name and e-mail they gave). `last_seq` numbers the messages; sending
 * takes the row's lock to give the next number, so numbers are gapless and in commit order.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: id(),
    userId: ref('user_id').references(() => users.id),
    visitorTokenHash: text('visitor_token_hash'),
    visitorName: text('visitor_name'),
    visitorEmail: text('visitor_email'),
    language: text('language').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    operatorId: ref('operator_id').references(() => operators.id),
    lastSeq: integer('last_seq').notNull().default(0),
    customerReadSeq: integer('customer_read_seq').notNull().default(0),
    operatorReadSeq: integer('operator_read_seq').notNull().default(0),
    /** Set when the customer wrote while nobody could answer: the operators' replies are also e-mailed. */
    replyByEmail: boolean('reply_by_email').notNull().default(false),
    rating: smallint('rating'),
    ratingComment: text('rating_comment'),
    createdAt: createdAt(),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
    /** Visitors' conversations only: deleted by the expiry job at this moment. */
    expiresAt: at('expires_at'),
  },
  (t) => [
    index('chat_conversations_user').on(t.userId, t.id),
    index('chat_conversations_visitor').on(t.visitorTokenHash, t.id),
    index('chat_conversations_inbox').on(t.status, t.lastMessageAt),
    index('chat_conversations_expiry')
      .on(t.expiresAt)
      .where(sql`${t.expiresAt} is not null`),
    check('chat_conversations_party', sql`(${t.userId} is null) <> (${t.visitorTokenHash} is null)`),
    check('chat_conversations_rating', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

/** Images attached to a conversation, stored cleaned (as payment proofs are). */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: uuid('id').primaryKey(),
    conversationId: ref('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_attachments_conversation').on(t.conversationId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    conversationId: ref('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    author: text('author', { enum: ['customer', 'operator', 'system'] }).notNull(),
    operatorId: ref('operator_id').references(() => operators.id),
    clientId: text('client_id'),
    text: text('text').notNull(),
    attachmentId: uuid('attachment_id').references(() => chatAttachments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_messages_seq').on(t.conversationId, t.seq),
    uniqueIndex('chat_messages_client').on(t.conversationId, t.author, t.clientId),
    check('chat_messages_operator', sql`(${t.author} = 'operator') = (${t.operatorId} is not null)`),
    check('chat_messages_length', sql`char_length(${t.text}) <= 1000`),
  ],
);

/** Canned replies operators pick from, per language. */
export const chatCannedReplies = pgTable('chat_canned_replies', {
  id: id(),
  language: text('language').notNull(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  updatedBy: ref('updated_by').references(() => operators.id),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Which operators have the inbox open: each node refreshes its own operators' rows while their socket lives. */
export const chatOperatorPresence = pgTable('chat_operator_presence', {
  operatorId: ref('operator_id')
    .primaryKey()
    .references(() => operators.id),
  seenAt: at('seen_at').notNull(),
});
