import { z } from 'zod';
import { EMAIL_MAX_LENGTH, LANGUAGES } from './constants.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { text } from './text-schema.ts';
import { customerDetail } from './backoffice.ts';
import { transactionRecord } from './wallet.ts';
import { CHAT_CANNED_TITLE_MAX, CHAT_MESSAGE_MAX_CHARS } from './chat-constants.ts';

/**
 * Online support chat: a conversation between a customer (or a visitor who gave a name and an
 * e-mail) and the operators. Messages are plain text with a per-conversation sequence number;
 * a client that reconnects asks for what came after the last number it has.
 */
export * from './chat-constants.ts';

const millis = z.number().int();
const id = z.number().int().positive();

export const CHAT_STATUSES = ['open', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
export const CHAT_AUTHORS = ['customer', 'operator', 'system'] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];

export const chatMessage = z.object({
  id,
  conversationId: id,
  seq: z.number().int().positive(),
  author: z.enum(CHAT_AUTHORS),
  /** The operator's display name on their messages; null on the customer's. */
  operatorName: z.string().nullable(),
  text: z.string(),
  /** An image's id, fetched through `attachment/:id` by the conversation's parties and operators only. */
  attachmentId: z.string().nullable(),
  createdAt: millis,
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatConversation = z.object({
  id,
  status: z.enum(CHAT_STATUSES),
  kind: z.enum(['customer', 'visitor']),
  language: z.enum(LANGUAGES),
  /** The highest sequence number in the conversation. */
  lastSeq: z.number().int(),
  /** The last sequence number the customer's side and the operators' side have read. */
  customerReadSeq: z.number().int(),
  operatorReadSeq: z.number().int(),
  operatorName: z.string().nullable(),
  rating: z.number().int().nullable(),
  createdAt: millis,
  closedAt: millis.nullable(),
  /** When a visitor's conversation is deleted; null for a customer's. */
  expiresAt: millis.nullable(),
});
export type ChatConversation = z.infer<typeof chatConversation>;

/** Whether someone answers now: inside working hours with an operator online, else when to expect an answer. */
export const chatAvailability = z.object({
  withinHours: z.boolean(),
  operatorOnline: z.boolean(),
  /** The working hours as the parameter states them, e.g. "1-5 08:00-20:00" (ISO weekdays, UTC). */
  hours: z.string(),
  /** The next opening when outside hours; null inside them. */
  nextOpenAt: millis.nullable(),
});
export type ChatAvailability = z.infer<typeof chatAvailability>;

/** POST start: a signed-in customer needs nothing; a visitor gives a name and a valid e-mail. */
export const startChatBody = z.strictObject({
  name: text(60).optional(),
  email: text(EMAIL_MAX_LENGTH).optional(),
  language: z.enum(LANGUAGES),
});
export type StartChatBody = z.infer<typeof startChatBody>;
export const startedChat = z.object({
  conversation: chatConversation,
  /** A new visitor's token, to keep in that browser; null for customers and returning visitors. */
  visitorToken: z.string().nullable(),
});
export type StartedChat = z.infer<typeof startedChat>;

/** A conversation named in a query or a path: digits. */
export const conversationIdText = z.string().regex(/^[1-9]\d{0,15}$/);
export const chatMessagesQuery = z.strictObject({
  conversationId: conversationIdText,
  /** The last sequence number the client has; what follows it is answered. */
  since: z
    .string()
    .regex(/^\d{1,10}$/)
    .optional(),
});
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuery>;

export const sendChatBody = z.strictObject({
  conversationId: id,
  text: text(CHAT_MESSAGE_MAX_CHARS, { multiline: true }),
  /** The sender's own id of the message: a retry with the same id stores nothing twice. */
  clientId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export type SendChatBody = z.infer<typeof sendChatBody>;

export const chatReadBody = z.strictObject({ conversationId: id, seq: z.number().int().min(0) });
export type ChatReadBody = z.infer<typeof chatReadBody>;
export const rateChatBody = z.strictObject({
  conversationId: id,
  rating: z.number().int().min(1).max(5),
  comment: text(500, { multiline: true }).optional(),
});
export type RateChatBody = z.infer<typeof rateChatBody>;
export const chatConversationBody = z.strictObject({ conversationId: id });
export type ChatConversationBody = z.infer<typeof chatConversationBody>;
export const chatUploadParams = z.strictObject({ conversationId: conversationIdText });
export const chatThreadQuery = z.strictObject({ conversationId: conversationIdText });
export type ChatThreadQuery = z.infer<typeof chatThreadQuery>;

/** What the chat socket sends. */
export type ChatSocketMessage =
  | { type: 'ready' }
  | { type: 'message'; message: ChatMessage }
  | { type: 'typing'; conversationId: number; by: 'customer' | 'operator' }
  | { type: 'conversation'; conversation: ChatConversation }
  | { type: 'resync' };

// ---------------------------------------------------------------------------------------------
// The operators' inbox

export const CHAT_INBOX_FILTERS = ['unassigned', 'mine', 'open', 'closed'] as const;
export type ChatInboxFilter = (typeof CHAT_INBOX_FILTERS)[number];

export const chatInboxItem = chatConversation.extend({
  /** The customer's username or the visitor's name. */
  who: z.string(),
  userId: z.number().int().nullable(),
  operatorId: z.number().int().nullable(),
  /** Customer messages after the operators' read mark. */
  unread: z.number().int(),
  lastText: z.string(),
  lastMessageAt: millis,
  /** What the customer wrote with their rating, if anything. */
  ratingComment: z.string().nullable(),
});
export type ChatInboxItem = z.infer<typeof chatInboxItem>;
export const chatInboxPage = pageOf(chatInboxItem);
export type ChatInboxPage = z.infer<typeof chatInboxPage>;
export const chatInboxQuery = z.strictObject({
  ...pageQuery,
  filter: z.enum(CHAT_INBOX_FILTERS).optional(),
  /** Part of the customer's username or e-mail, or the visitor's name or e-mail. */
  q: text(100).optional(),
});
export type ChatInboxQuery = z.infer<typeof chatInboxQuery>;

export const chatThread = z.object({ conversation: chatInboxItem, messages: z.array(chatMessage) });
export type ChatThread = z.infer<typeof chatThread>;

export const operatorReplyBody = z.strictObject({
  conversationId: id,
  text: text(CHAT_MESSAGE_MAX_CHARS, { multiline: true }),
  clientId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export type OperatorReplyBody = z.infer<typeof operatorReplyBody>;
export const deleteCannedBody = z.strictObject({ id });
export type DeleteCannedBody = z.infer<typeof deleteCannedBody>;
export const transferChatBody = z.strictObject({ conversationId: id, operatorId: id });
export type TransferChatBody = z.infer<typeof transferChatBody>;

/** What an operator sees of the customer beside the conversation: read-only, and audit-logged. */
export const chatCustomerPanel = customerDetail.extend({ recent: z.array(transactionRecord) });
export type ChatCustomerPanel = z.infer<typeof chatCustomerPanel>;

export const cannedReply = z.object({
  id,
  language: z.enum(LANGUAGES),
  title: z.string(),
  text: z.string(),
});
export type CannedReply = z.infer<typeof cannedReply>;
export const cannedReplyBody = z.strictObject({
  id: id.optional(),
  language: z.enum(LANGUAGES),
  title: text(CHAT_CANNED_TITLE_MAX).min(1),
  text: text(CHAT_MESSAGE_MAX_CHARS, { multiline: true }).min(1),
});
export type CannedReplyBody = z.infer<typeof cannedReplyBody>;
export const chatOperator = z.object({ id, name: z.string(), online: z.boolean() });
export type ChatOperator = z.infer<typeof chatOperator>;
