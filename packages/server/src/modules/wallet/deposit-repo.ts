import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { WalletNetwork, WalletStatus } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { deposits, operators, users } from '../../db/schema.ts';

/** The deposit records. SQL only: the transaction first; customer reads filter by owner. */

export type DepositRow = typeof deposits.$inferSelect;
export type NewDeposit = typeof deposits.$inferInsert;
export type DepositUpdate = Partial<Omit<NewDeposit, 'id' | 'userId'>>;
export type ReviewDepositRow = DepositRow & { username: string; reviewerName: string | null };

// ---------------------------------------------------------------------------------------------
// The customer's deposits

export async function insertDeposit(tx: Db, row: NewDeposit): Promise<DepositRow> {
  const rows = await tx.insert(deposits).values(row).returning();
  const inserted = rows[0];
  if (!inserted) throw new Error('deposit insert returned nothing');
  return inserted;
}

export async function depositByIdempotencyKey(tx: Db, userId: number, key: string): Promise<DepositRow | undefined> {
  const rows = await tx
    .select()
    .from(deposits)
    .where(and(eq(deposits.userId, userId), eq(deposits.idempotencyKey, key)));
  return rows[0];
}

/**
 * Serialises claims of one transaction hash on one chain until the caller's transaction ends, so
 * that the check below cannot race: the unique index covers one (coin, network), not a chain that
 * carries several networks (Ethereum carries ETH and ERC20 USDT).
 */
export async function lockTxHash(tx: Db, chain: string, txHash: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`deposit-tx:${chain}:${txHash}`}, 0))`);
}

/** Whether a transfer already backs a deposit on any of the chain's networks, of anybody, in any status. */
export async function txHashUsed(tx: Db, networks: readonly WalletNetwork[], txHash: string): Promise<boolean> {
  const rows = await tx
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(inArray(deposits.network, [...networks]), eq(deposits.txHash, txHash)));
  return rows.length > 0;
}

export async function listOwnDeposits(tx: Db, userId: number, limit: number, offset: number): Promise<DepositRow[]> {
  return tx
    .select()
    .from(deposits)
    .where(eq(deposits.userId, userId))
    .orderBy(desc(deposits.id))
    .limit(limit)
    .offset(offset);
}

export async function countOwnDeposits(tx: Db, userId: number): Promise<number> {
  const rows = await tx.select({ n: count() }).from(deposits).where(eq(deposits.userId, userId));
  return rows[0]?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Review (operators): every deposit, with its customer's and reviewer's names

const reviewer = alias(operators, 'reviewer');

async function selectDeposits(tx: Db, where: SQL, limit: number, offset: number): Promise<ReviewDepositRow[]> {
  const rows = await tx
    .select({ deposit: deposits, username: users.username, reviewerName: reviewer.name })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .leftJoin(reviewer, eq(reviewer.id, deposits.reviewedBy))
    .where(where)
    .orderBy(asc(deposits.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ ...row.deposit, username: row.username, reviewerName: row.reviewerName }));
}

/** A queue: oldest first. */
export function depositsByStatus(tx: Db, status: WalletStatus, limit: number, offset: number) {
  return selectDeposits(tx, eq(deposits.status, status), limit, offset);
}

export async function countDepositsByStatus(tx: Db, status: WalletStatus): Promise<number> {
  const rows = await tx.select({ n: count() }).from(deposits).where(eq(deposits.status, status));
  return rows[0]?.n ?? 0;
}

export async function reviewDeposit(tx: Db, id: number): Promise<ReviewDepositRow | undefined> {
  return (await selectDeposits(tx, eq(deposits.id, id), 1, 0))[0];
}

/**
 * Claims a deposit for a decision: the conditional update locks the row, and of two operators
 * deciding at once the second finds the status changed and claims nothing. `set` carries the
 * decision itself where the record's CHECK constraints allow it in one step.
 */
export async function claimDeposit(
  tx: Db,
  id: number,
  from: WalletStatus,
  set: DepositUpdate,
): Promise<DepositRow | undefined> {
  const rows = await tx
    .update(deposits)
    .set(set)
    .where(and(eq(deposits.id, id), eq(deposits.status, from)))
    .returning();
  return rows[0];
}

export async function updateDeposit(tx: Db, id: number, set: DepositUpdate): Promise<void> {
  await tx.update(deposits).set(set).where(eq(deposits.id, id));
}
