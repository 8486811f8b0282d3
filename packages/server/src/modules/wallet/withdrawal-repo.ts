import { and, eq, sql } from 'drizzle-orm';
import { settleAndReleaseKeys } from '../../core/idempotency-repo.ts';
import { queryPrepared, queryRows, type Db } from '../../db/client.ts';
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

const withdrawalColumn = <K extends keyof NewWithdrawal>(rows: readonly NewWithdrawal[], key: K) =>
  sql.param(rows.map((row) => row[key] ?? null));

/**
 * insertWithdrawal for a group-committed batch, which also settles the keys the batch claimed (each
 * written withdrawal's key gets its id) and releases the refused requests' keys: one statement. The
 * rows in the order given.
 */
export async function insertWithdrawalsSettlingKeys(
  tx: Db,
  rows: readonly (NewWithdrawal & { id: number; createdAt: Date; updatedAt: Date })[],
  released: readonly { userId: number; key: string }[],
): Promise<WithdrawalRow[]> {
  if (rows.length === 0 && released.length === 0) return [];
  const written = await queryPrepared<{ id: number | string }>(
    tx,
    'insert_withdrawals_settling_keys',
    sql`with written as (
          insert into withdrawals (id, user_id, coin, network, address, amount, fee_rate, fee, receive, receive_coin,
            rate, rate_code, rate_time_ms, hold_id, status, idempotency_key, request_hash, created_at, updated_at)
          select * from unnest(${withdrawalColumn(rows, 'id')}::bigint[], ${withdrawalColumn(rows, 'userId')}::bigint[],
            ${withdrawalColumn(rows, 'coin')}::text[], ${withdrawalColumn(rows, 'network')}::text[],
            ${withdrawalColumn(rows, 'address')}::text[], ${withdrawalColumn(rows, 'amount')}::numeric[],
            ${withdrawalColumn(rows, 'feeRate')}::numeric[], ${withdrawalColumn(rows, 'fee')}::numeric[],
            ${withdrawalColumn(rows, 'receive')}::numeric[], ${withdrawalColumn(rows, 'receiveCoin')}::numeric[],
            ${withdrawalColumn(rows, 'rate')}::numeric[], ${withdrawalColumn(rows, 'rateCode')}::text[],
            ${withdrawalColumn(rows, 'rateTimeMs')}::bigint[], ${withdrawalColumn(rows, 'holdId')}::bigint[],
            ${withdrawalColumn(rows, 'status')}::text[], ${withdrawalColumn(rows, 'idempotencyKey')}::text[],
            ${withdrawalColumn(rows, 'requestHash')}::text[],
            ${sql.param(rows.map((row) => row.createdAt.toISOString()))}::timestamptz[],
            ${sql.param(rows.map((row) => row.updatedAt.toISOString()))}::timestamptz[])
          returning id, user_id, idempotency_key
        ), ${settleAndReleaseKeys(released)}
        select id from written`,
  );
  const ids = new Set(written.map((row) => Number(row.id)));
  return rows.map((row) => {
    if (!ids.has(row.id)) throw new Error(`withdrawal ${row.id} was not written`);
    return {
      ...SUBMITTED,
      ...row,
      rateCode: row.rateCode ?? null,
      rateTimeMs: row.rateTimeMs ?? null,
      idempotencyKey: row.idempotencyKey ?? null,
    };
  });
}

/** What a new withdrawal's row holds beyond what submitting writes. */
const SUBMITTED = {
  rejectReason: null,
  payoutTxHash: null,
  entryId: null,
  reviewedBy: null,
  reviewedAt: null,
  completedBy: null,
  completedAt: null,
} as const;
