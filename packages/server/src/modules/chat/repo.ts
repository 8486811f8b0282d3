import { and, asc, desc, eq, gt, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatAttachments, chatCannedReplies, chatConversations, chatMessages, operators } from '../../db/schema.ts';

/** SQL only for the support chat: every function takes the transaction first; a party's reads filter by that party. */

export type ConversationRow = typeof chatConversations.$inferSelect;
export type NewConversation = typeof chatConversations.$inferInsert;
export type MessageRow = typeof chatMessages.$inferSelect & { operatorName: string | null };
export type CannedRow = typeof chatCannedReplies.$inferSelect;

/** The one row a write returned. */
export function one<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('chat: the write returned no row');
  return row;
}

/** Who is on the customer's side of a conversation: a signed-in customer, or a visitor by their token's hash. */
export type ChatParty = { kind: 'customer'; userId: number } | { kind: 'visitor'; tokenHash: string };

function ownedBy(party: ChatParty): SQL {
  return party.kind === 'customer'
    ? eq(chatConversations.userId, party.userId)
    : eq(chatConversations.visitorTokenHash, party.tokenHash);
}

export async function insertConversation(tx: Db, row: NewConversation): Promise<ConversationRow> {
  return one(await tx.insert(chatConversations).values(row).returning());
}

/** The party's conversation, or none when it is someone else's; `lock` takes its row for the transaction. */
export async function findOwnConversation(
  tx: Db,
  party: ChatParty,
  id: number,
  lock = false,
): Promise<ConversationRow | undefined> {
  const query = tx
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, id), ownedBy(party)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findConversation(tx: Db, id: number, lock = false): Promise<ConversationRow | undefined> {
  const query = tx.select().from(chatConversations).where(eq(chatConversations.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function listOwnConversations(tx: Db, party: ChatParty, limit: number): Promise<ConversationRow[]> {
  return tx.select().from(chatConversations).where(ownedBy(party)).orderBy(desc(chatConversations.id)).limit(limit);
}

export async function updateConversation(
  tx: Db,
  id: number,
  change: Partial<NewConversation>,
): Promise<ConversationRow> {
  return one(await tx.update(chatConversations).set(change).where(eq(chatConversations.id, id)).returning());
}

/** Takes the next sequence number of a conversation whose row the caller has locked. */
export async function nextSeq(tx: Db, id: number, at: Date, expiresAt: Date | null): Promise<number> {
  const row = one(
    await tx
      .update(chatConversations)
      .set({
        lastSeq: sql`${chatConversations.lastSeq} + 1`,
        lastMessageAt: at,
        ...(expiresAt ? { expiresAt } : {}),
      })
      .where(eq(chatConversations.id, id))
      .returning({ seq: chatConversations.lastSeq }),
  );
  return row.seq;
}

const messageColumns = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  seq: chatMessages.seq,
  author: chatMessages.author,
  operatorId: chatMessages.operatorId,
  clientId: chatMessages.clientId,
  text: chatMessages.text,
  attachmentId: chatMessages.attachmentId,
  createdAt: chatMessages.createdAt,
  operatorName: operators.name,
};

export async function insertMessage(
  tx: Db,
  row: typeof chatMessages.$inferInsert,
  operatorName: string | null,
): Promise<MessageRow> {
  return { ...one(await tx.insert(chatMessages).values(row).returning()), operatorName };
}

/** The message a sender already stored under this client id (a retry), if any. */
export async function findByClientId(
  tx: Db,
  conversationId: number,
  author: 'customer' | 'operator',
  clientId: string,
): Promise<MessageRow | undefined> {
  const [row] = await tx
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(operators, eq(operators.id, chatMessages.operatorId))
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        eq(chatMessages.author, author),
        eq(chatMessages.clientId, clientId),
      ),
    );
  return row;
}

/** Messages after `since`, oldest first. */
export async function messagesSince(
  tx: Db,
  conversationId: number,
  since: number,
  limit: number,
): Promise<MessageRow[]> {
  return tx
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(operators, eq(operators.id, chatMessages.operatorId))
    .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.seq, since)))
    .orderBy(asc(chatMessages.seq))
    .limit(limit);
}

/** Tells every node at commit (PostgreSQL NOTIFY is transactional): nothing is announced that was rolled back. */
export async function announce(tx: Db, channel: string, payload: object): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, ${JSON.stringify(payload)})`);
}

// ---------------------------------------------------------------------------------------------
// Attachments

export async function insertAttachment(tx: Db, row: typeof chatAttachments.$inferInsert): Promise<void> {
  await tx.insert(chatAttachments).values(row);
}

export async function countAttachments(tx: Db, conversationId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(chatAttachments)
    .where(eq(chatAttachments.conversationId, conversationId));
  return row?.n ?? 0;
}

export async function findAttachment(
  tx: Db,
  id: string,
): Promise<{ conversationId: number; mediaType: string; bytes: Uint8Array } | undefined> {
  const [row] = await tx
    .select({
      conversationId: chatAttachments.conversationId,
      mediaType: chatAttachments.mediaType,
      bytes: chatAttachments.bytes,
    })
    .from(chatAttachments)
    .where(eq(chatAttachments.id, id));
  return row;
}

/** Deletes visitors' conversations whose time is up, a batch at a time (claimed, so nodes never collide). */
export async function deleteExpired(tx: Db, now: Date, limit: number): Promise<number> {
  const due = await tx
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(and(isNotNull(chatConversations.expiresAt), lte(chatConversations.expiresAt, now)))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return 0;
  await tx.delete(chatConversations).where(
    inArray(
      chatConversations.id,
      due.map((row) => row.id),
    ),
  );
  return due.length;
}
