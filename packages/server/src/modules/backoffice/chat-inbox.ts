import {
  ErrorCode,
  type CannedReply,
  type CannedReplyBody,
  type ChatCustomerPanel,
  type ChatInboxPage,
  type ChatInboxQuery,
  type ChatMessage,
  type ChatOperator,
  type ChatThread,
  type OperatorReplyBody,
} from '@tp/contract';
import { AppError } from '../../core/errors.ts';
import type { OperatorContext } from '../../core/request.ts';
import type { Db } from '../../db/client.ts';
import type { AuditService } from '../audit/service.ts';
import type { CannedReplies, ChatOperatorSide } from '../chat/service.ts';
import { requirePermission } from './access.ts';
import type { CustomerLookupService } from './customers.ts';

/** An inbox page asked for: the filter and search, the page numbers read. */
export type InboxRequest = Pick<ChatInboxQuery, 'filter' | 'q'> & { page: number; pageSize: number };

/** The customer records shown beside a conversation. */
const RECENT_RECORDS = 10;

/**
 * The operators' chat inbox (role support or admin): every call checks the role first. Reading
 * the customer beside a conversation is read-only and audit-logged.
 */
export class ChatInbox {
  constructor(
    private readonly deps: {
      db: Db;
      chat: ChatOperatorSide;
      canned: CannedReplies;
      customers: CustomerLookupService;
      audit: AuditService;
    },
  ) {}

  async inbox(op: OperatorContext, query: InboxRequest): Promise<ChatInboxPage> {
    requirePermission(op, 'chat');
    return this.deps.chat.inbox(op, query);
  }

  async thread(op: OperatorContext, conversationId: number): Promise<ChatThread> {
    requirePermission(op, 'chat');
    return this.deps.chat.thread(conversationId);
  }

  async take(op: OperatorContext, conversationId: number): Promise<ChatThread> {
    requirePermission(op, 'chat');
    return this.deps.chat.take(op, conversationId);
  }

  async reply(op: OperatorContext, body: OperatorReplyBody): Promise<ChatMessage> {
    requirePermission(op, 'chat');
    return this.deps.chat.reply(op, body);
  }

  async attach(op: OperatorContext, conversationId: number, bytes: Uint8Array | null): Promise<ChatMessage> {
    requirePermission(op, 'chat');
    return this.deps.chat.attach(op, conversationId, bytes);
  }

  async attachment(op: OperatorContext, id: string) {
    requirePermission(op, 'chat');
    return this.deps.chat.attachment(id);
  }

  async read(op: OperatorContext, conversationId: number, seq: number): Promise<ChatThread> {
    requirePermission(op, 'chat');
    return this.deps.chat.read(op, conversationId, seq);
  }

  async transfer(op: OperatorContext, conversationId: number, operatorId: number): Promise<ChatThread> {
    requirePermission(op, 'chat');
    return this.deps.chat.transfer(op, conversationId, operatorId);
  }

  async close(op: OperatorContext, conversationId: number): Promise<ChatThread> {
    requirePermission(op, 'chat');
    return this.deps.chat.close(op, conversationId);
  }

  async operators(op: OperatorContext): Promise<ChatOperator[]> {
    requirePermission(op, 'chat');
    return this.deps.chat.operators();
  }

  /** The customer of a conversation: profile, balances and recent records, read-only; the read is audit-logged. */
  async customer(op: OperatorContext, conversationId: number): Promise<ChatCustomerPanel> {
    requirePermission(op, 'chat');
    const { conversation } = await this.deps.chat.thread(conversationId);
    if (conversation.userId === null) throw new AppError(ErrorCode.badParameters, 'A visitor has no account to show.');
    const userId = conversation.userId;
    const detail = await this.deps.customers.customer(op, userId);
    const recent = await this.deps.customers.journal(op, userId, 'real', 1, RECENT_RECORDS);
    await this.deps.audit.record(this.deps.db, {
      operatorId: op.operatorId,
      action: 'chat.customer.read',
      targetKind: 'user',
      targetId: userId,
      after: { conversationId },
    });
    return { ...detail, recent: recent.list };
  }

  async canned(op: OperatorContext): Promise<CannedReply[]> {
    requirePermission(op, 'chat');
    return this.deps.canned.list();
  }

  async saveCanned(op: OperatorContext, body: CannedReplyBody): Promise<CannedReply> {
    requirePermission(op, 'chat');
    return this.deps.canned.save(op, body);
  }

  async deleteCanned(op: OperatorContext, id: number): Promise<null> {
    requirePermission(op, 'chat');
    return this.deps.canned.remove(op, id);
  }
}
