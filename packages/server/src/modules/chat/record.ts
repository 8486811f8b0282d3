import type { ChatConversation, ChatInboxItem, ChatMessage, Language } from '@tp/contract';
import type { InboxRow } from './inbox-repo.ts';
import type { ConversationRow, MessageRow } from './repo.ts';

/** The channels every node follows: a committed message, and everything else a page shows live. */
export const CHAT_MESSAGE_CHANNEL = 'chat_message';
export const CHAT_EVENT_CHANNEL = 'chat_event';

export function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    seq: row.seq,
    author: row.author,
    operatorName: row.author === 'operator' ? row.operatorName : null,
    text: row.text,
    attachmentId: row.attachmentId,
    createdAt: row.createdAt.getTime(),
  };
}

export function toConversation(row: ConversationRow, operatorName: string | null): ChatConversation {
  return {
    id: row.id,
    status: row.status,
    kind: row.userId === null ? 'visitor' : 'customer',
    language: row.language as Language,
    lastSeq: row.lastSeq,
    customerReadSeq: row.customerReadSeq,
    operatorReadSeq: row.operatorReadSeq,
    operatorName,
    rating: row.rating,
    createdAt: row.createdAt.getTime(),
    closedAt: row.closedAt?.getTime() ?? null,
    expiresAt: row.expiresAt?.getTime() ?? null,
  };
}

export function toInboxItem(row: InboxRow): ChatInboxItem {
  return {
    ...toConversation(row, row.operatorName),
    who: row.who,
    userId: row.userId,
    operatorId: row.operatorId,
    unread: row.unread,
    lastText: row.lastText,
    lastMessageAt: row.lastMessageAt.getTime(),
    ratingComment: row.ratingComment,
  };
}

/** The conversation of an inbox item, as the customer's side sees it. */
export function conversationOf(item: ChatInboxItem): ChatConversation {
  const { id, status, kind, language, lastSeq, customerReadSeq, operatorReadSeq, operatorName, rating } = item;
  const times = { createdAt: item.createdAt, closedAt: item.closedAt, expiresAt: item.expiresAt };
  return { id, status, kind, language, lastSeq, customerReadSeq, operatorReadSeq, operatorName, rating, ...times };
}

/** What travels between nodes on the event channel. */
export type ChatEvent =
  | { type: 'typing'; conversationId: number; by: 'customer' | 'operator' }
  | { type: 'conversation'; conversation: ChatConversation };
