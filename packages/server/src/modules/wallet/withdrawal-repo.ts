import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { WalletStatus } from '@tp/contract';
import { queryRows, type Db } from '../../db/client.ts';
import { operators, users, withdrawals } from '../../db/schema.ts';

/** The withdrawal records. SQL only: the transaction first; customer reads filter by owner. */

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawal = typeof withdrawals.$inferInsert;
export type WithdrawalUpdate = Partial<Omit<NewWithdrawal, 'id' | 'userId'>>;
export type ReviewWithdrawalRow = WithdrawalRow & { username: string; reviewerName: string | null };

// ---------------------------------------------------------------------------------------------
// The customer's withdrawals

/** The id the next withdrawal will get, taken first so that its hold can name it. */
export async function nextWithdrawalId(tx: Db): Promise<number> {
  const rows = await queryRows<{ id: number | string }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('withdrawals', 'id')) as id`,
  );
  const id = Number(rows[0]?.id);
  if (!Number.isSafeInteger(id)) throw new Error('no withdrawal id');
  return id;
}

export async function insertWithdrawal(tx: Db, row: NewWithdrawal): Promise<WithdrawalRow> {
  const rows = await tx.insert(withdrawals).values(row).returning();
  const inserted = rows[0];
  if (!inserted) throw new Error('withdrawal insert returned nothing');
  return inserted;
}

export async function withdrawalByIdempotencyKey(
  tx: Db,
  userId: number,
  key: string,
): Promise<WithdrawalRow | undefined> {
  const rows = await tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.idempotencyKey, key)));
  return rows[0];
}

export async function listOwnWithdrawals(
  tx: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<WithdrawalRow[]> {
  return tx
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId))
    .orderBy(desc(withdrawals.id))
    .limit(limit)
    .offset(offset);
}

export async function countOwnWithdrawals(tx: Db, userId: number): Promise<number> {
  const rows = await tx.select({ n: count() }).from(withdrawals).where(eq(withdrawals.userId, userId));
  return rows[0]?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Review (operators): every withdrawal, with its customer's and reviewer's names

const reviewer = alias(operators, 'reviewer');

async function selectWithdrawals(tx: Db, where: SQL, limit: number, offset: number): Promise<ReviewWithdrawalRow[]> {
  const rows = await tx
    .select({ withdrawal: withdrawals, username: users.username, reviewerName: reviewer.name })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .leftJoin(reviewer, eq(reviewer.id, withdrawals.reviewedBy))
    .where(where)
    .orderBy(asc(withdrawals.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ ...row.withdrawal, username: row.username, reviewerName: row.reviewerName }));
}

/** A queue: oldest first. */
export function withdrawalsByStatus(tx: Db, status: WalletStatus, limit: number, offset: number) {
  return selectWithdrawals(tx, eq(withdrawals.status, status), limit, offset);
}

export async function countWithdrawalsByStatus(tx: Db, status: WalletStatus): Promise<number> {
  const rows = await tx.select({ n: count() }).from(withdrawals).where(eq(withdrawals.status, status));
  return rows[0]?.n ?? 0;
}

export async function reviewWithdrawal(tx: Db, id: number): Promise<ReviewWithdrawalRow | undefined> {
  return (await selectWithdrawals(tx, eq(withdrawals.id, id), 1, 0))[0];
}

/**
 * Claims a withdrawal for a decision: the conditional update locks the row, and of two operators
 * deciding at once the second finds the status changed and claims nothing. `set` carries the
 * decision itself where the record's CHECK constraints allow it in one step.
 */
export async function claimWithdrawal(
  tx: Db,
  id: number,
  from: WalletStatus,
  set: WithdrawalUpdate,
): Promise<WithdrawalRow | undefined> {
  const rows = await tx
    .update(withdrawals)
    .set(set)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, from)))
    .returning();
  return rows[0];
}

export async function updateWithdrawal(tx: Db, id: number, set: WithdrawalUpdate): Promise<void> {
  await tx.update(withdrawals).set(set).where(eq(withdrawals.id, id));
}
