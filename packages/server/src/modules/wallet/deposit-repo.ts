import { and, eq, inArray, sql } from 'drizzle-orm';
import type { WalletNetwork } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { reviewedRecords } from './reviewed-repo.ts';
import { deposits } from '../../db/schema.ts';

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

/** The owner's deposit, or nothing: another customer's id reads like an unknown one. */
export async function ownDeposit(tx: Db, userId: number, id: number): Promise<DepositRow | undefined> {
  const rows = await tx
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, id), eq(deposits.userId, userId)));
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

/** The owner's list, the review queues and the claim: what deposits share with the other reviewed record. */
export const depositRecords = reviewedRecords(deposits);
const reviewed = depositRecords;
export const listOwnDeposits = reviewed.listOwn;
export const countOwnDeposits = reviewed.countOwn;
export const depositsByStatus = reviewed.byStatus;
export const countDepositsByStatus = reviewed.countByStatus;
export const reviewDeposit = reviewed.forReview;
export const claimDeposit = reviewed.claim;
export const updateDeposit = reviewed.update;
