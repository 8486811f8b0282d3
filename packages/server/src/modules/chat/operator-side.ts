import {
  ErrorCode,
  type CannedReply,
  type CannedReplyBody,
  type ChatInboxPage,
  type ChatInboxQuery,
  type ChatMessage,
  type ChatOperator,
  type ChatThread,
  type Language,
  type OperatorReplyBody,
} from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import { offsetOf } from '../../core/paging.ts';
import type { OperatorContext } from '../../core/request.ts';
import type { AuditService } from '../audit/service.ts';
import { cleanProofImage } from '../wallet/service.ts';
import { queueChatReply } from '../mail/service.ts';
import {
  CHAT_EVENT_CHANNEL,
  CHAT_MESSAGE_CHANNEL,
  conversationOf,
  toInboxItem,
  toMessage,
  type ChatEvent,
} from './record.ts';
import * as inboxRepo from './inbox-repo.ts';
import * as repo from './repo.ts';
import { chatMessages, messageText, MESSAGES_PAGE_MAX, PRESENCE_FRESH_MS, storeAttachment } from './service.ts';

export interface OperatorSideDeps {
  db: Db;
  now: () => Date;
  audit: AuditService;
  publicUrl: string;
}

const taken = 'Another operator has this conversation; they can transfer it to you.';

/**
 * The operators' side of the chat: the inbox, taking, replying (attributed to the operator),
 * transferring and closing. The back office checks the role before calling any of it.
 */
export class ChatOperatorSide {
  constructor(private readonly deps: OperatorSideDeps) {}

  async inbox(
    op: OperatorContext,
    query: Pick<ChatInboxQuery, 'filter' | 'q'> & { page: number; pageSize: number },
  ): Promise<ChatInboxPage> {
    const { page, pageSize } = query;
    const q = query.q?.trim() || undefined;
    const filter = query.filter ?? 'open';
    const { rows, total } = await inboxRepo.inbox(
      this.deps.db,
      filter,
      op.operatorId,
      q,
      pageSize,
      offsetOf({ page, pageSize }),
    );
    return { list: rows.map(toInboxItem), total, page, pageSize };
  }

  async thread(conversationId: number, tx: Db = this.deps.db): Promise<ChatThread> {
    const item = await inboxRepo.inboxItem(tx, conversationId);
    if (!item) throw new AppError(ErrorCode.badParameters, chatMessages.noConversation);
    const messages = await repo.messagesSince(
      tx,
      conversationId,
      Math.max(0, item.lastSeq - MESSAGES_PAGE_MAX),
      MESSAGES_PAGE_MAX,
    );
    return { conversation: toInboxItem(item), messages: messages.map(toMessage) };
  }

  async operators(): Promise<ChatOperator[]> {
    const since = new Date(this.deps.now().getTime() - PRESENCE_FRESH_MS);
    const [all, online] = await Promise.all([
      inboxRepo.chatOperators(this.deps.db),
      inboxRepo.onlineOperatorIds(this.deps.db, since),
    ]);
    return all.map((o) => ({ ...o, online: online.includes(o.id) }));
  }

  async take(op: OperatorContext, conversationId: number): Promise<ChatThread> {
    return this.change(op, conversationId, 'chat.take', (row) => {
      if (row.status !== 'open') throw new AppError(ErrorCode.badParameters, chatMessages.closed);
      if (row.operatorId !== null && row.operatorId !== op.operatorId)
        throw new AppError(ErrorCode.badParameters, taken);
      return { operatorId: op.operatorId };
    });
  }

  async transfer(op: OperatorContext, conversationId: number, toOperatorId: number): Promise<ChatThread> {
    const target = (await inboxRepo.chatOperators(this.deps.db)).find((o) => o.id === toOperatorId);
    if (!target) throw new AppError(ErrorCode.badParameters, 'No such operator answers chats.');
    return this.change(op, conversationId, 'chat.transfer', (row) => {
      if (row.status !== 'open') throw new AppError(ErrorCode.badParameters, chatMessages.closed);
      return { operatorId: toOperatorId };
    });
  }

  async close(op: OperatorContext, conversationId: number): Promise<ChatThread> {
    return this.change(op, conversationId, 'chat.close', (row) =>
      row.status === 'closed' ? {} : { status: 'closed', closedAt: this.deps.now() },
    );
  }

  async read(op: OperatorContext, conversationId: number, seq: number): Promise<ChatThread> {
    return this.change(op, conversationId, null, (row) => ({
      operatorReadSeq: Math.min(Math.max(row.operatorReadSeq, seq), row.lastSeq),
    }));
  }

  /** Changes a conversation, audit-logs it (unless a read mark) and announces it, in one transaction. */
  private async change(
    op: OperatorContext,
    conversationId: number,
    action: string | null,
    changeOf: (row: repo.ConversationRow) => Partial<repo.NewConversation>,
  ): Promise<ChatThread> {
    return this.deps.db.transaction(async (tx) => {
      const row = await repo.findConversation(tx, conversationId, true);
      if (!row) throw new AppError(ErrorCode.badParameters, chatMessages.noConversation);
      const change = changeOf(row);
      if (Object.keys(change).length > 0) await repo.updateConversation(tx, row.id, change);
      if (action) {
        await this.deps.audit.record(tx, {
          operatorId: op.operatorId,
          action,
          targetKind: 'chat_conversation',
          targetId: row.id,
          before: { status: row.status, operatorId: row.operatorId },
          after: change,
        });
      }
      const thread = await this.thread(row.id, tx);
      const conversation = conversationOf(thread.conversation);
      await repo.announce(tx, CHAT_EVENT_CHANNEL, { type: 'conversation', conversation } satisfies ChatEvent);
      return thread;
    });
  }

  async reply(op: OperatorContext, body: OperatorReplyBody): Promise<ChatMessage> {
    const text = messageText(body.text);
    return this.post(op, body.conversationId, { text, clientId: body.clientId });
  }

  async attach(op: OperatorContext, conversationId: number, bytes: Uint8Array | null): Promise<ChatMessage> {
    if (!bytes) throw new AppError(ErrorCode.badParameters, chatMessages.noImage);
    const cleaned = await cleanProofImage(bytes);
    if (!cleaned.ok) throw new AppError(ErrorCode.badParameters, chatMessages.noImage);
    return this.post(op, conversationId, { text: '', clientId: null, image: cleaned });
  }

  async attachment(id: string): Promise<{ mediaType: string; bytes: Uint8Array }> {
    const found = /^[0-9a-f-]{36}$/.test(id) ? await repo.findAttachment(this.deps.db, id) : undefined;
    if (!found) throw new AppError(ErrorCode.badParameters, chatMessages.noConversation);
    return found;
  }

  /**
   * Stores the operator's message (taking an unassigned conversation) and, where the customer
   * asked for replies by e-mail, queues its mail in the same transaction: the outbox sends it,
   * retries it, and opens a customer's with their anti-phishing code.
   */
  private async post(
    op: OperatorContext,
    conversationId: number,
    message: { text: string; clientId: string | null; image?: { bytes: Uint8Array; mediaType: string } },
  ): Promise<ChatMessage> {
    const now = this.deps.now();
    return this.deps.db.transaction(async (tx) => {
      const row = await repo.findConversation(tx, conversationId, true);
      if (!row) throw new AppError(ErrorCode.badParameters, chatMessages.noConversation);
      if (message.clientId) {
        const again = await repo.findByClientId(tx, row.id, 'operator', message.clientId);
        if (again) return toMessage(again);
      }
      if (row.status !== 'open') throw new AppError(ErrorCode.badParameters, chatMessages.closed);
      if (row.operatorId !== null && row.operatorId !== op.operatorId)
        throw new AppError(ErrorCode.badParameters, taken);
      const attachmentId = message.image
        ? await storeAttachment(tx, row.id, message.image.bytes, message.image.mediaType, now)
        : null;
      const seq = await repo.nextSeq(tx, row.id, now, row.userId === null ? row.expiresAt : null);
      await repo.updateConversation(tx, row.id, { operatorId: op.operatorId, operatorReadSeq: seq });
      const inserted = await repo.insertMessage(
        tx,
        {
          conversationId: row.id,
          seq,
          author: 'operator',
          operatorId: op.operatorId,
          clientId: message.clientId,
          text: message.text,
          attachmentId,
          createdAt: now,
        },
        op.name,
      );
      const wire = toMessage(inserted);
      await repo.announce(tx, CHAT_MESSAGE_CHANNEL, wire);
      if (row.replyByEmail && message.text) {
        const pageUrl = `${this.deps.publicUrl}/service.html?language=${encodeURIComponent(row.language)}`;
        await queueChatReply(tx, { userId: row.userId, messageId: inserted.id, pageUrl }, now);
      }
      return wire;
    });
  }
}

/** Canned replies, per language, edited by operators (every change audit-logged). */
export class CannedReplies {
  constructor(private readonly deps: Pick<OperatorSideDeps, 'db' | 'audit' | 'now'>) {}

  async list(): Promise<CannedReply[]> {
    return (await inboxRepo.listCanned(this.deps.db)).map(toCanned);
  }

  async save(op: OperatorContext, body: CannedReplyBody): Promise<CannedReply> {
    return this.deps.db.transaction(async (tx) => {
      const saved = await inboxRepo.saveCanned(tx, {
        ...(body.id === undefined ? {} : { id: body.id }),
        language: body.language,
        title: body.title.trim(),
        text: body.text.trim(),
        updatedBy: op.operatorId,
        updatedAt: this.deps.now(),
      });
      if (!saved) throw new AppError(ErrorCode.badParameters, 'No such canned reply.');
      const entry = { operatorId: op.operatorId, targetKind: 'chat_canned_reply', targetId: saved.id };
      await this.deps.audit.record(tx, { ...entry, action: 'chat.canned.save', after: toCanned(saved) });
      return toCanned(saved);
    });
  }

  async remove(op: OperatorContext, id: number): Promise<null> {
    return this.deps.db.transaction(async (tx) => {
      if (!(await inboxRepo.deleteCanned(tx, id))) throw new AppError(ErrorCode.badParameters, 'No such canned reply.');
      await this.deps.audit.record(tx, {
        operatorId: op.operatorId,
        action: 'chat.canned.delete',
        targetKind: 'chat_canned_reply',
        targetId: id,
      });
      return null;
    });
  }
}

function toCanned(row: repo.CannedRow): CannedReply {
  return { id: row.id, language: row.language as Language, title: row.title, text: row.text };
}
