import { and, asc, count, desc, eq, getTableColumns, lte, sql } from 'drizzle-orm';
import type { Language } from '@tp/contract';
import { queryRows, type Db } from '../../db/client.ts';
import { presaleCommitments, presaleRounds, presaleRoundTexts } from '../../db/schema.ts';

/** SQL only for the presale: every function takes the transaction (or the database) first; customer reads filter by owner. */

export type RoundRow = typeof presaleRounds.$inferSelect;
export type NewRound = typeof presaleRounds.$inferInsert;
export type CommitmentRow = typeof presaleCommitments.$inferSelect;

/** A round with its open commitments' total and count (the live figures before settlement). */
export interface RoundView extends RoundRow {
  openTotal: string;
  openCount: number;
}

const openTotals = {
  openTotal: sql<string>`(select coalesce(sum(c.amount), 0)::text from presale_commitments c
    where c.round_id = "presale_rounds"."id" and c.status = 'open')`,
  openCount: sql<number>`(select count(*)::int from presale_commitments c
    where c.round_id = "presale_rounds"."id" and c.status = 'open')`,
};

function toView(row: RoundRow & { openTotal: string; openCount: number | string }): RoundView {
  return { ...row, openCount: Number(row.openCount) };
}

// ---------------------------------------------------------------------------------------------
// Rounds

/** Open rounds first, the soonest to end first; then settled and cancelled ones, the latest first. */
export async function listRounds(tx: Db, limit: number, offset: number): Promise<RoundView[]> {
  const rows = await tx
    .select({ ...getTableColumns(presaleRounds), ...openTotals })
    .from(presaleRounds)
    .orderBy(
      sql`${presaleRounds.status} <> 'open'`,
      sql`case when ${presaleRounds.status} = 'open' then ${presaleRounds.endsAt} end asc`,
      desc(presaleRounds.endsAt),
      desc(presaleRounds.id),
    )
    .limit(limit)
    .offset(offset);
  return rows.map(toView);
}

export async function countRounds(tx: Db): Promise<number> {
  const rows = await tx.select({ n: count() }).from(presaleRounds);
  return rows[0]?.n ?? 0;
}

export async function findRound(tx: Db, id: number): Promise<RoundView | undefined> {
  const rows = await tx
    .select({ ...getTableColumns(presaleRounds), ...openTotals })
    .from(presaleRounds)
    .where(eq(presaleRounds.id, id));
  return rows[0] && toView(rows[0]);
}

/**
 * The round's row under a lock until the transaction ends: `share` for a commitment (many at once,
 * none while the round is being settled or cancelled), `update` to settle or cancel it.
 */
export async function lockRound(tx: Db, id: number, strength: 'share' | 'update'): Promise<RoundRow | undefined> {
  const rows = await tx.select().from(presaleRounds).where(eq(presaleRounds.id, id)).for(strength);
  return rows[0];
}

export async function insertRound(tx: Db, row: NewRound, texts: Partial<Record<Language, string>>): Promise<RoundRow> {
  const rows = await tx.insert(presaleRounds).values(row).returning();
  const round = rows[0];
  if (!round) throw new Error('presale round insert returned nothing');
  const values = Object.entries(texts).map(([language, description]) => ({ roundId: round.id, language, description }));
  if (values.length > 0) await tx.insert(presaleRoundTexts).values(values);
  return round;
}

/** The descriptions of these rounds: every language written. */
export async function roundTexts(
  tx: Db,
  roundIds: readonly number[],
): Promise<{ roundId: number; language: string; description: string }[]> {
  if (roundIds.length === 0) return [];
  return tx
    .select()
    .from(presaleRoundTexts)
    .where(sql`${presaleRoundTexts.roundId} = any(${sql.param(roundIds)}::bigint[])`);
}

/**
 * Open rounds whose distribution time has come, oldest first, locked for this transaction. Rounds
 * another node is settling (or a commitment holds for a moment) are skipped, so each settles once.
 */
export async function claimDue(tx: Db, now: Date, limit: number): Promise<RoundRow[]> {
  return tx
    .select()
    .from(presaleRounds)
    .where(and(eq(presaleRounds.status, 'open'), lte(presaleRounds.distributesAt, now)))
    .orderBy(asc(presaleRounds.distributesAt), asc(presaleRounds.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markRound(tx: Db, id: number, values: Partial<NewRound>): Promise<void> {
  const rows = await tx
    .update(presaleRounds)
    .set(values)
    .where(and(eq(presaleRounds.id, id), eq(presaleRounds.status, 'open')))
    .returning({ id: presaleRounds.id });
  if (rows.length === 0) throw new Error(`presale round ${id} is no longer open`);
}

// ---------------------------------------------------------------------------------------------
// Commitments

/** The customer's commitment to the round, locked until the transaction ends; created (empty) on first use. */
export async function lockCommitment(tx: Db, roundId: number, userId: number, now: Date): Promise<CommitmentRow> {
  await tx
    .insert(presaleCommitments)
    .values({ roundId, userId, amount: '0', status: 'withdrawn', createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const rows = await tx
    .select()
    .from(presaleCommitments)
    .where(and(eq(presaleCommitments.roundId, roundId), eq(presaleCommitments.userId, userId)))
    .for('update');
  const row = rows[0];
  if (!row) throw new Error('presale commitment vanished');
  return row;
}

export async function updateCommitment(
  tx: Db,
  id: number,
  values: Partial<typeof presaleCommitments.$inferInsert>,
): Promise<CommitmentRow> {
  const rows = await tx.update(presaleCommitments).set(values).where(eq(presaleCommitments.id, id)).returning();
  const row = rows[0];
  if (!row) throw new Error(`presale commitment ${id} vanished`);
  return row;
}

/** The round's open commitments, oldest first, locked (a settlement or cancellation fixes them). */
export async function openCommitments(tx: Db, roundId: number): Promise<CommitmentRow[]> {
  return tx
    .select()
    .from(presaleCommitments)
    .where(and(eq(presaleCommitments.roundId, roundId), eq(presaleCommitments.status, 'open')))
    .orderBy(asc(presaleCommitments.id))
    .for('update');
}

/** A commitment with its round's names and state, as the customer sees it. */
export interface CommitmentView extends CommitmentRow {
  symbol: string;
  name: string;
  price: string;
  roundStatus: RoundRow['status'];
  startsAt: Date;
  endsAt: Date;
}

export const commitmentColumns = sql`c.*, r.symbol, r.name, r.price::text as price, r.status as round_status,
  r.starts_at, r.ends_at`;

export interface RawCommitment {
  id: number | string;
  round_id: number | string;
  user_id: number | string;
  amount: string;
  status: CommitmentRow['status'];
  hold_id: number | string | null;
  tokens: string | null;
  cost: string | null;
  refund: string | null;
  cost_entry_id: number | string | null;
  token_entry_id: number | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  settled_at: Date | string | null;
  symbol: string;
  name: string;
  price: string;
  round_status: RoundRow['status'];
  starts_at: Date | string;
  ends_at: Date | string;
}

const dateOf = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
const idOf = (value: number | string | null): number | null => (value === null ? null : Number(value));

export function toCommitmentView(row: RawCommitment): CommitmentView {
  return {
    id: Number(row.id),
    roundId: Number(row.round_id),
    userId: Number(row.user_id),
    amount: row.amount,
    status: row.status,
    holdId: idOf(row.hold_id),
    tokens: row.tokens,
    cost: row.cost,
    refund: row.refund,
    costEntryId: idOf(row.cost_entry_id),
    tokenEntryId: idOf(row.token_entry_id),
    createdAt: dateOf(row.created_at),
    updatedAt: dateOf(row.updated_at),
    settledAt: row.settled_at === null ? null : dateOf(row.settled_at),
    symbol: row.symbol,
    name: row.name,
    price: row.price,
    roundStatus: row.round_status,
    startsAt: dateOf(row.starts_at),
    endsAt: dateOf(row.ends_at),
  };
}

/** The owner's commitment by id, or nothing: another customer's id reads like an unknown one. */
export async function findOwnCommitment(tx: Db, userId: number, id: number): Promise<CommitmentView | undefined> {
  const rows = await queryRows<RawCommitment>(
    tx,
    sql`select ${commitmentColumns} from presale_commitments c join presale_rounds r on r.id = c.round_id
        where c.id = ${id} and c.user_id = ${userId}`,
  );
  return rows[0] && toCommitmentView(rows[0]);
}

/** The owner's commitments (never the empty ones never held), newest first. */
export async function listOwnCommitments(
  tx: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<CommitmentView[]> {
  const rows = await queryRows<RawCommitment>(
    tx,
    sql`select ${commitmentColumns} from presale_commitments c join presale_rounds r on r.id = c.round_id
        where c.user_id = ${userId} order by c.updated_at desc, c.id desc limit ${limit} offset ${offset}`,
  );
  return rows.map(toCommitmentView);
}

export async function countOwnCommitments(tx: Db, userId: number): Promise<number> {
  const rows = await tx.select({ n: count() }).from(presaleCommitments).where(eq(presaleCommitments.userId, userId));
  return rows[0]?.n ?? 0;
}

/** Names and logos of the tokens of these symbols (the latest round of each). */
export async function tokenNames(
  tx: Db,
  symbols: readonly string[],
): Promise<Map<string, { name: string; logo: string }>> {
  if (symbols.length === 0) return new Map();
  const rows = await queryRows<{ symbol: string; name: string; logo: string }>(
    tx,
    sql`select distinct on (symbol) symbol, name, logo from presale_rounds
        where symbol = any(${sql.param(symbols)}::text[]) order by symbol, id desc`,
  );
  return new Map(rows.map((row) => [row.symbol, { name: row.name, logo: row.logo }]));
}
