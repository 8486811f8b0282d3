import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { reviewedRecords } from './reviewed-repo.ts';
import { withdrawals } from '../../db/schema.ts';

/** The withdrawal records. SQL only: the transaction first; customer reads filter by owner. */

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawal = typeof withdrawals.$inferInsert;
export type WithdrawalUpdate = Partial<Omit<NewWithdrawal, 'id' | 'userId'>>;
export type ReviewWithdrawalRow = WithdrawalRow & {
  username: string;
  reviewerName: string | null;
  completerName: string | null;
};

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

/** The owner's withdrawal, or nothing: another customer's id reads like an unknown one. */
export async function ownWithdrawal(tx: Db, userId: number, id: number): Promise<WithdrawalRow | undefined> {
  const rows = await tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.userId, userId)));
  return rows[0];
}

/** The owner's list, the review queues and the claim: what withdrawals share with the other reviewed record. */
export const withdrawalRecords = reviewedRecords(withdrawals, withdrawals.completedBy);
const reviewed = withdrawalRecords;
export const listOwnWithdrawals = reviewed.listOwn;
export const countOwnWithdrawals = reviewed.countOwn;
export const withdrawalsByStatus = reviewed.byStatus;
export const countWithdrawalsByStatus = reviewed.countByStatus;
export const reviewWithdrawal = reviewed.forReview;
export const claimWithdrawal = reviewed.claim;
export const updateWithdrawal = reviewed.update;
