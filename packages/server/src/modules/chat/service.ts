import { randomUUID } from 'node:crypto';
import {
  CHAT_ATTACHMENTS_MAX,
  CHAT_VISITOR_RETENTION_MS,
  EMAIL_MAX_LENGTH,
  ErrorCode,
  type ChatAvailability,
  type ChatConversation,
  type ChatMessage,
  type ChatReadBody,
  type RateChatBody,
  type SendChatBody,
  type StartChatBody,
  type StartedChat,
} from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import type { Limiter } from '../../core/rate-limits.ts';
import type { SessionContext } from '../../core/request.ts';
import { hashSecret, newToken } from '../../core/secrets.ts';
import { cleanProofImage } from '../wallet/service.ts';
import { nextOpening, parseWorkingHours, WORKING_HOURS_PARAM, withinHours } from './hours.ts';
import { CHAT_EVENT_CHANNEL, CHAT_MESSAGE_CHANNEL, toConversation, toMessage, type ChatEvent } from './record.ts';
import * as inboxRepo from './inbox-repo.ts';
import * as repo from './repo.ts';

export type { ChatParty } from './repo.ts';
export { CannedReplies, ChatOperatorSide } from './operator-side.ts';
export { ChatHub } from './live.ts';
export { ChatExpiry } from './expiry.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An operator counts as online while a node refreshed their presence this recently. */
export const PRESENCE_FRESH_MS = 45_000;
/** Most messages one read answers; a client with more to catch up asks again from the last it got. */
export const MESSAGES_PAGE_MAX = 500;
/** How many earlier conversations the page lists. */
const HISTORY_MAX = 20;

export const chatMessages = {
  noConversation: 'No such conversation.',
  closed: 'This conversation is closed.',
  empty: 'A message needs some text.',
  visitorName: 'Tell us your name.',
  attachments: `A conversation holds at most ${CHAT_ATTACHMENTS_MAX} images.`,
  notClosed: 'A conversation is rated once it is closed.',
  rated: 'This conversation is already rated.',
  noImage: 'Attach one image (JPG, PNG or JPEG 2000, at most 2 MB).',
} as const;

export interface ChatLimits {
  messagesPerConversation: Limiter;
  messagesPerAddress: Limiter;
  startsPerAddress: Limiter;
}

export interface ChatDeps {
  db: Db;
  limits: ChatLimits;
  now: () => Date;
  authenticate: (token: string) => Promise<SessionContext | null>;
}

/** A visitor's token is kept by their browser; the database holds its hash only. */
export function visitorParty(token: string): repo.ChatParty {
  return { kind: 'visitor', tokenHash: hashSecret(token) };
}

/** A message's text, trimmed; an empty one is refused. */
export function messageText(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) throw new AppError(ErrorCode.badParameters, chatMessages.empty);
  return trimmed;
}

/**
 * The customer's side of the support chat: a signed-in customer or a visitor (by the token their
 * browser keeps) opens a conversation, writes, reads, closes and rates it, and sees only their own.
 * A message is answered once committed; the database announces it to every node at that commit.
 */
export class ChatService {
  constructor(private readonly deps: ChatDeps) {}

  /** Who calls: the session when there is one, else the visitor's token; neither is a 401. */
  async party(sessionToken: string | null, visitorToken: string | undefined): Promise<repo.ChatParty | null> {
    if (sessionToken) {
      const session = await this.deps.authenticate(sessionToken);
      if (session) return { kind: 'customer', userId: session.userId };
    }
    if (visitorToken && /^[A-Za-z0-9_-]{20,128}$/.test(visitorToken)) return visitorParty(visitorToken);
    return null;
  }

  async availability(): Promise<ChatAvailability> {
    const now = this.deps.now();
    const since = new Date(now.getTime() - PRESENCE_FRESH_MS);
    const { hours: written, operatorOnline } = await inboxRepo.availability(this.deps.db, WORKING_HOURS_PARAM, since);
    const hours = parseWorkingHours(written);
    return {
      withinHours: withinHours(hours, now),
      operatorOnline,
      hours: hours.text,
      nextOpenAt: nextOpening(hours, now)?.getTime() ?? null,
    };
  }

  /** A customer's open conversation (or a new one); a visitor's new conversation and, the first time, their token. */
  async start(party: repo.ChatParty | null, body: StartChatBody, address: string): Promise<StartedChat> {
    const now = this.deps.now();
    if (party?.kind === 'customer') {
      const open = (await repo.listOwnConversations(this.deps.db, party, 1)).find((c) => c.status === 'open');
      if (open) return { conversation: await this.publicForm(open), visitorToken: null };
      await this.deps.limits.startsPerAddress.consume(address);
      const created = await repo.insertConversation(this.deps.db, { userId: party.userId, language: body.language });
      return { conversation: toConversation(created, null), visitorToken: null };
    }
    const name = body.name?.trim() ?? '';
    if (!name) throw new AppError(ErrorCode.badParameters, chatMessages.visitorName);
    const email = (body.email ?? '').trim().toLowerCase();
    if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) throw new AppError(ErrorCode.emailWrong);
    await this.deps.limits.startsPerAddress.consume(address);
    const token = party ? null : newToken();
    const tokenHash = token === null ? (party as { tokenHash: string }).tokenHash : hashSecret(token);
    const created = await repo.insertConversation(this.deps.db, {
      visitorTokenHash: tokenHash,
      visitorName: name,
      visitorEmail: email,
      language: body.language,
      expiresAt: new Date(now.getTime() + CHAT_VISITOR_RETENTION_MS),
    });
    return { conversation: toConversation(created, null), visitorToken: token };
  }

  async conversations(party: repo.ChatParty): Promise<ChatConversation[]> {
    const rows = await repo.listOwnConversations(this.deps.db, party, HISTORY_MAX);
    return Promise.all(rows.map((row) => this.publicForm(row)));
  }

  async messages(party: repo.ChatParty, query: { conversationId: number; since: number }): Promise<ChatMessage[]> {
    const own = await repo.findOwnConversation(this.deps.db, party, query.conversationId);
    if (!own) throw new AppError(ErrorCode.badParameters, chatMessages.noConversation);
    return (await repo.messagesSince(this.deps.db, own.id, query.since, MESSAGES_PAGE_MAX)).map(toMessage);
  }

  async send(party: repo.ChatParty, body: SendChatBody, address: string): Promise<ChatMessage> {
    const text = messageText(body.text);
    await this.deps.limits.messagesPerAddress.consume(address);
    await this.deps.limits.messagesPerConversation.consume(String(body.conversationId));
    const replyByEmail = !(await this.answeredNow());
    return this.deps.db.transaction(async (tx) => {
      const own = await repo.findOwnConversation(tx, party, body.conversationId, true);
      if (!own) throw new AppError(ErrorCode.badParameters, chatMessages.noConversation);
      const again = await repo.findByClientId(tx, own.id, 'customer', body.clientId);
      if (again) return toMessage(again);
      if (own.status !== 'open') throw new AppError(ErrorCode.badParameters, chatMessages.closed);
      if (replyByEmail && !own.replyByEmail) await repo.updateConversation(tx, own.id, { replyByEmail: true });
      return this.insert(tx, own, { author: 'customer', clientId: body.clientId, text });
    });
  }

  /** Whether someone answers now; when nobody does, the operators' replies to what is written are also e-mailed. */
  private async answeredNow(): Promise<boolean> {
    const { withinHours: inside, operatorOnline } = await this.availability();
    return inside && operatorOnline;
  }

  /** Stores a message in the locked conversation and announces it at commit. */
  private async insert(
    tx: Db,
    conversation: repo.ConversationRow,
    message: { author: 'customer'; clientId: string | null; text: string; attachmentId?: string },
  ): Promise<ChatMessage> {
    const now = this.deps.now();
    const expiresAt = conversation.userId === null ? new Date(now.getTime() + CHAT_VISITOR_RETENTION_MS) : null;
    const seq = await repo.nextSeq(tx, conversation.id, now, expiresAt);
    const row = await repo.insertMessage(
      tx,
      { conversationId: conversation.id, seq, createdAt: now, ...message },
      null,
    );
    const wire = toMessage(row);
    await repo.announce(tx, CHAT_MESSAGE_CHANNEL, wire);
    return wire;
  }

  /** Stores an image (cleaned, as payment proofs are) as a message of the conversation. */
  async attach(party: repo.ChatParty, conversationId: number, bytes: Uint8Array | null, address: string) {
    if (!bytes) throw new AppError(ErrorCode.badParameters, chatMessages.noImage);
    await this.deps.limits.messagesPerAddress.consume(address);
    await this.deps.limits.messagesPerConversation.consume(String(conversationId));
    const cleaned = await cleanProofImage(bytes);
    if (!cleaned.ok) throw new AppError(ErrorCode.badParameters, chatMessages.noImage);
    return this.deps.db.transaction(async (tx) => {
      const own = await repo.findOwnConversation(tx, party, conversationId, true);
      if (!own) throw new AppError(ErrorCode.badParameters, chatMessages.noConversation);
      if (own.status !== 'open') throw new AppError(ErrorCode.badParameters, chatMessages.closed);
      const attachmentId = await storeAttachment(tx, own.id, cleaned.bytes, cleaned.mediaType, this.deps.now());
      return this.insert(tx, own, { author: 'customer', clientId: null, text: '', attachmentId });
    });
  }

  /** An image of one of the party's conversations; anybody else's is the same refusal as an unknown one. */
  async attachment(party: repo.ChatParty, id: string): Promise<{ mediaType: string; bytes: Uint8Array }> {
    const found = /^[0-9a-f-]{36}$/.test(id) ? await repo.findAttachment(this.deps.db, id) : undefined;
    const own = found && (await repo.findOwnConversation(this.deps.db, party, found.conversationId));
    if (!found || !own) throw new AppError(ErrorCode.badParameters, chatMessages.noConversation);
    return found;
  }

  async read(party: repo.ChatParty, body: ChatReadBody): Promise<ChatConversation> {
    return this.change(party, body.conversationId, (row) => ({
      customerReadSeq: Math.min(Math.max(row.customerReadSeq, body.seq), row.lastSeq),
    }));
  }

  async close(party: repo.ChatParty, conversationId: number): Promise<ChatConversation> {
    return this.change(party, conversationId, (row) =>
      row.status === 'closed' ? {} : { status: 'closed', closedAt: this.deps.now() },
    );
  }

  async rate(party: repo.ChatParty, body: RateChatBody): Promise<ChatConversation> {
    return this.change(party, body.conversationId, (row) => {
      if (row.status !== 'closed') throw new AppError(ErrorCode.badParameters, chatMessages.notClosed);
      if (row.rating !== null) throw new AppError(ErrorCode.badParameters, chatMessages.rated);
      return { rating: body.rating, ratingComment: body.comment?.trim() || null };
    });
  }

  /** Changes the party's own conversation in one transaction and announces the result at commit. */
  private async change(
    party: repo.ChatParty,
    conversationId: number,
    changeOf: (row: repo.ConversationRow) => Partial<repo.NewConversation>,
  ): Promise<ChatConversation> {
    return this.deps.db.transaction(async (tx) => {
      const own = await repo.findOwnConversation(tx, party, conversationId, true);
      if (!own) throw new AppError(ErrorCode.badParameters, chatMessages.noConversation);
      const change = changeOf(own);
      const row = Object.keys(change).length > 0 ? await repo.updateConversation(tx, own.id, change) : own;
      const conversation = await this.publicForm(row, tx);
      await repo.announce(tx, CHAT_EVENT_CHANNEL, { type: 'conversation', conversation } satisfies ChatEvent);
      return conversation;
    });
  }

  /** Typing is not stored: it is announced to every node and forgotten. */
  async typing(conversationId: number, by: 'customer' | 'operator'): Promise<void> {
    await repo.announce(this.deps.db, CHAT_EVENT_CHANNEL, { type: 'typing', conversationId, by } satisfies ChatEvent);
  }

  /** What the live channel asks: whether a party owns a conversation, what it missed, which operators are here. */
  async owns(party: repo.ChatParty, conversationId: number): Promise<boolean> {
    return (await repo.findOwnConversation(this.deps.db, party, conversationId)) !== undefined;
  }

  async missed(conversationId: number, since: number): Promise<ChatMessage[]> {
    return (await repo.messagesSince(this.deps.db, conversationId, since, MESSAGES_PAGE_MAX)).map(toMessage);
  }

  async presence(operatorIds: number[]): Promise<void> {
    await inboxRepo.touchPresence(this.deps.db, operatorIds, this.deps.now());
  }

  private async publicForm(row: repo.ConversationRow, tx: Db = this.deps.db): Promise<ChatConversation> {
    const name = row.operatorId === null ? null : await inboxRepo.operatorName(tx, row.operatorId);
    return toConversation(row, name);
  }
}

/** Stores a cleaned image of a conversation, refusing one past the conversation's allowance. */
export async function storeAttachment(
  tx: Db,
  conversationId: number,
  bytes: Uint8Array,
  mediaType: string,
  at: Date,
): Promise<string> {
  if ((await repo.countAttachments(tx, conversationId)) >= CHAT_ATTACHMENTS_MAX) {
    throw new AppError(ErrorCode.badParameters, chatMessages.attachments);
  }
  const id = randomUUID();
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  await repo.insertAttachment(tx, {
    id,
    conversationId,
    mediaType,
    sizeBytes: bytes.byteLength,
    bytes: buffer,
    createdAt: at,
  });
  return id;
}
