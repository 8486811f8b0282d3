import { sql } from 'drizzle-orm';
import { ErrorCode, Money, type WithdrawalQuote } from '@tp/contract';
import { queryPrepared, type Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import { acceptedOutcomes, decideEach, withoutRepeatedKeys } from '../../core/batch-keys.ts';
import type { Outcome } from '../../core/group-commit.ts';
import { lockCustomerAccounts, reserveMany, type CustomerAccountIds } from '../../ledger/index.ts';
import { overdueRefusals } from '../loans/service.ts';
import type { AccountsExposure } from './account.ts';
import { CURRENCY } from './records.ts';
import { recordStatusChanges, type StatusChange } from './status.ts';
import { insertWithdrawalsSettlingKeys, type NewWithdrawal, type WithdrawalRow } from './withdrawal-repo.ts';
import { claimBatchKeys, KEY_CLAIMED } from '../../core/idempotency-repo.ts';

/**
 * Withdrawals written by group commit: requests of different customers in one transaction, in
 * seven statements whatever their number (lock the accounts; claim the keys and take the ids; the
 * overdue loans; the open positions; the holds; the records with their keys settled; the status
 * events and notifications). Each request is decided on its own, under its account's lock, by the
 * same checks as a request served alone (checkWithdrawalRoom); one refusal is its own answer.
 */

/** A withdrawal as its checks before the transaction left it: the quote, and the address checked. */
export interface CheckedWithdrawal {
  quote: WithdrawalQuote;
  address: string;
  now: Date;
}

/** A checked withdrawal with who asks for it and under which key, as the group commit carries it. */
export interface BatchedWithdrawal {
  owner: { userId: number; mode: 'real' };
  checked: CheckedWithdrawal;
  idempotencyKey: string | null;
  requestHash: string;
}

/** The account's cash (balance − held) before the withdrawal, and its open positions' profit. */
export interface WithdrawalRoom {
  cash: Money;
  floatingProfit: Money;
}

/**
 * The amount is covered by the cash (balance − held), and what stays covers the open positions'
 * floating loss: at most cash − held + min(0, floating profit) leaves. Throws the refusal.
 */
export function checkWithdrawalRoom(amount: Money, room: WithdrawalRoom): void {
  const left = room.cash.minus(amount);
  if (left.isNegative() || (room.floatingProfit.isNegative() && left.lt(room.floatingProfit.negated()))) {
    throw new AppError(ErrorCode.insufficientBalance);
  }
}

/** The withdrawal's row as submitting writes it. */
export function withdrawalRow(request: BatchedWithdrawal, id: number, holdId: number) {
  const { quote, address, now } = request.checked;
  return {
    id,
    userId: request.owner.userId,
    coin: quote.coin,
    network: quote.network,
    address,
    amount: quote.amount,
    feeRate: quote.feeRate,
    fee: quote.fee,
    receive: quote.receive,
    receiveCoin: quote.receiveCoin,
    rate: quote.rate ?? '1',
    rateCode: quote.rateCode,
    rateTimeMs: quote.rateTime,
    holdId,
    status: 'awaiting_review',
    idempotencyKey: request.idempotencyKey,
    requestHash: request.requestHash,
    createdAt: now,
    updatedAt: now,
  } satisfies NewWithdrawal;
}

/** The statuses a submitted withdrawal passed through, and what its owner is told. */
export function submittedChange(row: WithdrawalRow, quote: WithdrawalQuote): StatusChange {
  return {
    recordKind: 'withdrawal',
    recordId: row.id,
    userId: row.userId,
    statuses: ['submitted', 'awaiting_review'],
    operatorId: null,
    at: row.createdAt,
    notification: {
      kind: 'withdrawal_submitted',
      payload: {
        withdrawalId: row.id,
        coin: quote.coin,
        network: quote.network,
        amount: quote.amount,
        receive: quote.receive,
        status: row.status,
      },
    },
  };
}

/** Decides every withdrawal under its account's lock, then holds and records the accepted ones: one outcome per request, in order. */
export async function writeWithdrawals(
  db: Db,
  requests: readonly BatchedWithdrawal[],
  exposures: AccountsExposure,
  accountIds: CustomerAccountIds,
): Promise<Outcome<WithdrawalRow>[]> {
  return db.transaction(async (tx) => {
    const outcomes: Outcome<WithdrawalRow>[] = [];
    const keyed = withoutRepeatedKeys(requests, outcomes);
    const owners = keyed.map(({ request }) => request.owner);
    const accounts = await lockCustomerAccounts(tx, owners, CURRENCY, accountIds);
    const terms = await idsAndKeys(
      tx,
      keyed.map(({ request }) => request),
    );
    const overdue = await overdueRefusals(
      tx,
      owners.map((owner) => owner.userId),
    );
    const floating = await exposures(tx, owners);
    const { accepted, released } = decideEach(
      keyed,
      terms.map((t) => t.keyClaimed),
      outcomes,
      ({ request, accountKey }, i) => {
        const refusal = overdue.get(request.owner.userId);
        if (refusal) throw refusal;
        const account = accounts.get(accountKey);
        const floatingProfit = floating[i]?.floatingProfit;
        if (!account || !floatingProfit) throw new AppError(ErrorCode.insufficientBalance);
        const amount = Money.of(request.checked.quote.amount);
        checkWithdrawalRoom(amount, { cash: account.available, floatingProfit });
        return { request, amount, id: terms[i]?.id ?? 0, accountId: account.id };
      },
    );
    const holdIds = await reserveMany(
      tx,
      accepted.map(({ value: { amount, id, accountId } }) => ({ accountId, amount, reference: `withdrawal:${id}` })),
    );
    const rows = await insertWithdrawalsSettlingKeys(
      tx,
      accepted.map(({ value: { request, id } }, i) => withdrawalRow(request, id, holdIds[i] ?? 0)),
      released,
    );
    await recordStatusChanges(
      tx,
      accepted.flatMap(({ value: { request } }, i) => {
        const row = rows[i];
        return row ? [submittedChange(row, request.checked.quote)] : [];
      }),
    );
    return acceptedOutcomes(outcomes, accepted, rows);
  });
}

/** For each request, in the order given: a new withdrawal id, and whether its key was claimed (false: taken already). */
async function idsAndKeys(
  tx: Db,
  requests: readonly BatchedWithdrawal[],
): Promise<{ id: number; keyClaimed: boolean }[]> {
  const rows = await queryPrepared<{ id: number | string; key_claimed: boolean }>(
    tx,
    'withdrawal_ids_and_keys',
    sql`with o as (
          select *, 'real' as mode from unnest(${sql.param(requests.map((r) => r.owner.userId))}::bigint[],
            ${sql.param(requests.map((r) => r.idempotencyKey))}::text[], ${sql.param(requests.map((r) => r.requestHash))}::text[])
            with ordinality as o(user_id, key, request_hash, ordinal)
        ), ${claimBatchKeys('withdrawal')}
        select nextval(pg_get_serial_sequence('withdrawals', 'id')) as id, ${KEY_CLAIMED} as key_claimed
        from o order by o.ordinal`,
  );
  return rows.map((row) => {
    const id = Number(row.id);
    if (!Number.isSafeInteger(id) || id <= 0) throw new Error('no withdrawal id');
    return { id, keyClaimed: row.key_claimed };
  });
}
