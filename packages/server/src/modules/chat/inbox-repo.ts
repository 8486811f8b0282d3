import { and, asc, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ChatInboxFilter } from '@tp/contract';
import { queryRows, type Db } from '../../db/client.ts';
import { chatCannedReplies, chatConversations, chatOperatorPresence, operators, users } from '../../db/schema.ts';
import type { CannedRow, ConversationRow } from './repo.ts';

/** SQL only for the operators' side of the chat: the inbox, who answers, presence, parameters and canned replies. */

// ---------------------------------------------------------------------------------------------
// The operators' side

export interface InboxRow extends ConversationRow {
  who: string;
  operatorName: string | null;
  unread: number;
  lastText: string;
}

function inboxWhere(filter: ChatInboxFilter, operatorId: number, search: string | undefined): SQL | undefined {
  const byFilter: Record<ChatInboxFilter, SQL | undefined> = {
    unassigned: and(eq(chatConversations.status, 'open'), isNull(chatConversations.operatorId)),
    mine: and(eq(chatConversations.status, 'open'), eq(chatConversations.operatorId, operatorId)),
    open: eq(chatConversations.status, 'open'),
    closed: eq(chatConversations.status, 'closed'),
  };
  if (!search) return byFilter[filter];
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const match = sql`(${users.username} ilike ${like} or ${users.email} ilike ${like} or ${chatConversations.visitorName} ilike ${like} or ${chatConversations.visitorEmail} ilike ${like})`;
  return and(byFilter[filter], match);
}

const inboxColumns = {
  who: sql<string>`coalesce(${users.username}, ${chatConversations.visitorName}, '')`,
  operatorName: operators.name,
  unread: sql<number>`(select count(*)::int from chat_messages m where m.conversation_id = ${chatConversations.id} and m.author = 'customer' and m.seq > ${chatConversations.operatorReadSeq})`,
  lastText: sql<string>`coalesce((select m.text from chat_messages m where m.conversation_id = ${chatConversations.id} order by m.seq desc limit 1), '')`,
};

export async function inbox(
  tx: Db,
  filter: ChatInboxFilter,
  operatorId: number,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: InboxRow[]; total: number }> {
  const where = inboxWhere(filter, operatorId, search);
  const rows = await tx
    .select({ conversation: chatConversations, ...inboxColumns })
    .from(chatConversations)
    .leftJoin(users, eq(users.id, chatConversations.userId))
    .leftJoin(operators, eq(operators.id, chatConversations.operatorId))
    .where(where)
    .orderBy(desc(chatConversations.lastMessageAt), desc(chatConversations.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(chatConversations)
    .leftJoin(users, eq(users.id, chatConversations.userId))
    .where(where);
  return { rows: rows.map(({ conversation, ...rest }) => ({ ...conversation, ...rest })), total: counted?.n ?? 0 };
}

export async function inboxItem(tx: Db, id: number): Promise<InboxRow | undefined> {
  const [row] = await tx
    .select({ conversation: chatConversations, ...inboxColumns })
    .from(chatConversations)
    .leftJoin(users, eq(users.id, chatConversations.userId))
    .leftJoin(operators, eq(operators.id, chatConversations.operatorId))
    .where(eq(chatConversations.id, id));
  return row ? { ...row.conversation, ...row } : undefined;
}

export async function operatorName(tx: Db, operatorId: number): Promise<string | null> {
  const [row] = await tx.select({ name: operators.name }).from(operators).where(eq(operators.id, operatorId));
  return row?.name ?? null;
}

/** Active operators whose role answers chats (support and admin). */
export async function chatOperators(tx: Db): Promise<{ id: number; name: string }[]> {
  return tx
    .select({ id: operators.id, name: operators.name })
    .from(operators)
    .where(and(inArray(operators.role, ['support', 'admin']), eq(operators.status, 'active')))
    .orderBy(asc(operators.name));
}

export async function touchPresence(tx: Db, operatorIds: readonly number[], at: Date): Promise<void> {
  if (operatorIds.length === 0) return;
  await tx
    .insert(chatOperatorPresence)
    .values(operatorIds.map((operatorId) => ({ operatorId, seenAt: at })))
    .onConflictDoUpdate({ target: chatOperatorPresence.operatorId, set: { seenAt: at } });
}

export async function onlineOperatorIds(tx: Db, since: Date): Promise<number[]> {
  const rows = await tx
    .select({ id: chatOperatorPresence.operatorId })
    .from(chatOperatorPresence)
    .where(gt(chatOperatorPresence.seenAt, since));
  return rows.map((row) => row.id);
}

// ---------------------------------------------------------------------------------------------
// Canned replies

export async function listCanned(tx: Db): Promise<CannedRow[]> {
  return tx.select().from(chatCannedReplies).orderBy(asc(chatCannedReplies.language), asc(chatCannedReplies.title));
}

export async function saveCanned(tx: Db, row: typeof chatCannedReplies.$inferInsert): Promise<CannedRow | undefined> {
  if (row.id === undefined) return (await tx.insert(chatCannedReplies).values(row).returning())[0];
  const [saved] = await tx.update(chatCannedReplies).set(row).where(eq(chatCannedReplies.id, row.id)).returning();
  return saved;
}

export async function deleteCanned(tx: Db, id: number): Promise<boolean> {
  const gone = await tx
    .delete(chatCannedReplies)
    .where(eq(chatCannedReplies.id, id))
    .returning({ id: chatCannedReplies.id });
  return gone.length > 0;
}

/** The working-hours parameter and whether any operator is present, in one round trip (every message asks). */
export async function availability(
  tx: Db,
  hoursKey: string,
  since: Date,
): Promise<{ hours: string | undefined; operatorOnline: boolean }> {
  const rows = await queryRows<{ hours: string | null; online: boolean }>(
    tx,
    sql`select (select value from params where key = ${hoursKey}) as hours,
      exists (select 1 from chat_operator_presence where seen_at > ${since.toISOString()}::timestamptz) as online`,
  );
  return { hours: rows[0]?.hours ?? undefined, operatorOnline: rows[0]?.online === true };
}
