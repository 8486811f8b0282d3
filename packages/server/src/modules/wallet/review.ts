import {
  ACCOUNT_SCALE,
  ErrorCode,
  Money,
  type AccountMode,
  type customerAccount,
  type ReviewDeposit,
  type ReviewWithdrawal,
  type TransactionRecord,
  type WalletStatus,
} from '@tp/contract';
import type { z } from 'zod';
import { isValidTxHash } from '@tp/contract/address';
import type { Db } from '../../db/client.ts';
import type { Feed } from '../../feed/feed.ts';
import { AppError } from '../../core/errors.ts';
import { customerAccountId, post, postHold, systemAccountId, voidHold, type PostingInput } from '../../ledger/index.ts';
import { listPage, offsetOf, type Page } from '../../core/paging.ts';
import { recordStatusChange } from './status.ts';
import { CURRENCY, money, rateOf, toReviewDeposit, toReviewWithdrawal, toTransactionRecord } from './records.ts';
import * as repo from './repo.ts';

export type CustomerAccount = z.infer<typeof customerAccount>;

/** What a decision did: the record before and after, and whether this call changed anything. */
export interface Decision<T> {
  before: T;
  after: T;
  changed: boolean;
}

export interface ReviewQuery {
  /** 'awaiting_review' when not given. */
  status?: WalletStatus;
  page: number;
  pageSize: number;
}

/** The decisions that leave a record in each status: repeating one of them changes nothing. */
const DEPOSIT_DECIDED = { approve: ['approved', 'completed'], reject: ['rejected'] } as const;
const WITHDRAWAL_DECIDED = {
  approve: ['approved', 'completed'],
  reject: ['rejected'],
  complete: ['completed'],
} as const;

type RecordKind = 'deposit' | 'withdrawal';

/** The record a decision is about; an unknown id is refused. */
function found<T>(kind: RecordKind, record: T | undefined): T {
  if (record === undefined) throw new AppError(ErrorCode.badParameters, `No such ${kind}.`);
  return record;
}

/** A decided record: unchanged for a repeat of the same decision, a refusal for another. */
function settled<T extends { status: WalletStatus }>(
  kind: RecordKind,
  record: T,
  same: readonly WalletStatus[],
): Decision<T> {
  if (same.includes(record.status)) return { before: record, after: record, changed: false };
  throw new AppError(ErrorCode.badParameters, `This ${kind} was already ${record.status.replace('_', ' ')}.`);
}

function reasonOf(reason: string): string {
  const text = reason.trim();
  if (text === '') throw new AppError(ErrorCode.badParameters, 'Give the reason for the rejection.');
  return text;
}

/**
 * The operators' side of the wallet, used by the back office. Decisions run in the caller's
 * transaction (which also writes the audit row) and claim the record with a conditional update,
 * so that two operators deciding at once produce one outcome: the second finds the record decided
 * and either gets it back unchanged (the same decision) or a refusal (another decision).
 */
export class WalletReview {
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly feed: Feed,
    now?: () => Date,
  ) {
    this.now = now ?? (() => new Date());
  }

  // -------------------------------------------------------------------------------------------
  // Queues

  async listDeposits(q: ReviewQuery): Promise<Page<ReviewDeposit>> {
    const status = q.status ?? 'awaiting_review';
    return listPage(
      q,
      repo.depositsByStatus(this.db, status, q.pageSize, offsetOf(q)),
      repo.countDepositsByStatus(this.db, status),
      toReviewDeposit,
    );
  }

  async listWithdrawals(q: ReviewQuery): Promise<Page<ReviewWithdrawal>> {
    const status = q.status ?? 'awaiting_review';
    return listPage(
      q,
      repo.withdrawalsByStatus(this.db, status, q.pageSize, offsetOf(q)),
      repo.countWithdrawalsByStatus(this.db, status),
      toReviewWithdrawal,
    );
  }

  // -------------------------------------------------------------------------------------------
  // Deposits

  private async deposit(tx: Db, id: number): Promise<ReviewDeposit> {
    return toReviewDeposit(found('deposit', await repo.reviewDeposit(tx, id)));
  }

  /**
   * Credits the deposit at the rate of now (1 for USDT; the feed's last tick for BTC and ETH,
   * recorded with its instrument and time), rounded down to the account's scale. The credit is
   * the completion: the record passes through 'approved' to 'completed' in the same transaction.
   */
  async approveDeposit(tx: Db, operatorId: number, id: number): Promise<Decision<ReviewDeposit>> {
    const before = await this.deposit(tx, id);
    if (before.status !== 'awaiting_review') return settled('deposit', before, DEPOSIT_DECIDED.approve);
    const now = this.now();
    const { rate, rateCode, rateTimeMs } = rateOf(this.feed, before.coin, now);
    const credited = Money.of(before.amount).times(rate).round(ACCOUNT_SCALE, 'down');
    if (!credited.isPositive())
      throw new AppError(ErrorCode.badParameters, 'The deposit is worth nothing at this rate.');

    const reviewed = { updatedAt: now, reviewedBy: operatorId, reviewedAt: now };
    const claimed = await repo.claimDeposit(tx, id, 'awaiting_review', reviewed);
    if (!claimed) return settled('deposit', await this.deposit(tx, id), DEPOSIT_DECIDED.approve);

    const reference = `deposit:${id}`;
    const { entryId } = await post(tx, {
      kind: 'deposit',
      mode: 'real',
      currency: CURRENCY,
      reference,
      idempotencyKey: reference,
      postings: [
        { accountId: await systemAccountId(tx, 'settlement', 'real', CURRENCY), amount: credited.negated() },
        { accountId: await customerAccountId(tx, claimed.userId, 'real', CURRENCY), amount: credited },
      ],
    });
    // 'approved' and 'completed' are both recorded as events below; the row goes straight to the last.
    await repo.updateDeposit(tx, id, {
      ...reviewed,
      status: 'completed',
      entryId,
      creditedAmount: credited.toString(),
      rate: rate.toString(),
      rateCode,
      rateTimeMs,
    });
    await recordStatusChange(tx, {
      recordKind: 'deposit',
      recordId: id,
      userId: claimed.userId,
      statuses: ['approved', 'completed'],
      operatorId,
      at: now,
      notification: {
        kind: 'deposit_completed',
        payload: {
          depositId: id,
          coin: claimed.coin,
          amount: money(claimed.amount),
          credited: credited.toString(),
          status: 'completed',
        },
      },
    });
    return { before, after: await this.deposit(tx, id), changed: true };
  }

  async rejectDeposit(tx: Db, operatorId: number, id: number, reason: string): Promise<Decision<ReviewDeposit>> {
    const text = reasonOf(reason);
    const before = await this.deposit(tx, id);
    if (before.status !== 'awaiting_review') return settled('deposit', before, DEPOSIT_DECIDED.reject);
    const now = this.now();
    const claimed = await repo.claimDeposit(tx, id, 'awaiting_review', {
      status: 'rejected',
      rejectReason: text,
      updatedAt: now,
      reviewedBy: operatorId,
      reviewedAt: now,
    });
    if (!claimed) return settled('deposit', await this.deposit(tx, id), DEPOSIT_DECIDED.reject);
    await recordStatusChange(tx, {
      recordKind: 'deposit',
      recordId: id,
      userId: claimed.userId,
      statuses: ['rejected'],
      operatorId,
      reason: text,
      at: now,
      notification: {
        kind: 'deposit_rejected',
        payload: { depositId: id, coin: claimed.coin, amount: money(claimed.amount), status: 'rejected', reason: text },
      },
    });
    return { before, after: await this.deposit(tx, id), changed: true };
  }

  // -------------------------------------------------------------------------------------------
  // Withdrawals

  private async withdrawal(tx: Db, id: number): Promise<ReviewWithdrawal> {
    return toReviewWithdrawal(found('withdrawal', await repo.reviewWithdrawal(tx, id)));
  }

  /** Posts the hold: the amount leaves the customer, `receive` to settlement (paid out) and the fee to the fee account. */
  async approveWithdrawal(tx: Db, operatorId: number, id: number): Promise<Decision<ReviewWithdrawal>> {
    const before = await this.withdrawal(tx, id);
    if (before.status !== 'awaiting_review') return settled('withdrawal', before, WITHDRAWAL_DECIDED.approve);
    const now = this.now();
    const reviewed = { updatedAt: now, reviewedBy: operatorId, reviewedAt: now };
    const claimed = await repo.claimWithdrawal(tx, id, 'awaiting_review', reviewed);
    if (!claimed) return settled('withdrawal', await this.withdrawal(tx, id), WITHDRAWAL_DECIDED.approve);

    const fee = Money.of(claimed.fee);
    const credits: PostingInput[] = [
      { accountId: await systemAccountId(tx, 'settlement', 'real', CURRENCY), amount: Money.of(claimed.receive) },
    ];
    if (!fee.isZero()) credits.push({ accountId: await systemAccountId(tx, 'fee', 'real', CURRENCY), amount: fee });
    const { entryId } = await postHold(tx, claimed.holdId, {
      kind: 'withdrawal',
      mode: 'real',
      currency: CURRENCY,
      credits,
      reference: `withdrawal:${id}`,
    });
    await repo.updateWithdrawal(tx, id, { ...reviewed, status: 'approved', entryId });
    await recordStatusChange(tx, {
      recordKind: 'withdrawal',
      recordId: id,
      userId: claimed.userId,
      statuses: ['approved'],
      operatorId,
      at: now,
      notification: {
        kind: 'withdrawal_approved',
        payload: { withdrawalId: id, coin: claimed.coin, amount: money(claimed.amount), status: 'approved' },
      },
    });
    return { before, after: await this.withdrawal(tx, id), changed: true };
  }

  /** Releases the hold: the amount is available again. Only while the withdrawal awaits review. */
  async rejectWithdrawal(tx: Db, operatorId: number, id: number, reason: string): Promise<Decision<ReviewWithdrawal>> {
    const text = reasonOf(reason);
    const before = await this.withdrawal(tx, id);
    if (before.status !== 'awaiting_review') return settled('withdrawal', before, WITHDRAWAL_DECIDED.reject);
    const now = this.now();
    const claimed = await repo.claimWithdrawal(tx, id, 'awaiting_review', {
      status: 'rejected',
      rejectReason: text,
      updatedAt: now,
      reviewedBy: operatorId,
      reviewedAt: now,
    });
    if (!claimed) return settled('withdrawal', await this.withdrawal(tx, id), WITHDRAWAL_DECIDED.reject);
    await voidHold(tx, claimed.holdId);
    await recordStatusChange(tx, {
      recordKind: 'withdrawal',
      recordId: id,
      userId: claimed.userId,
      statuses: ['rejected'],
      operatorId,
      reason: text,
      at: now,
      notification: {
        kind: 'withdrawal_rejected',
        payload: {
          withdrawalId: id,
          coin: claimed.coin,
          amount: money(claimed.amount),
          status: 'rejected',
          reason: text,
        },
      },
    });
    return { before, after: await this.withdrawal(tx, id), changed: true };
  }

  /** Records the transfer that paid an approved withdrawal out. */
  async completeWithdrawal(
    tx: Db,
    operatorId: number,
    id: number,
    payoutTxHash: string,
  ): Promise<Decision<ReviewWithdrawal>> {
    const before = await this.withdrawal(tx, id);
    const hash = payoutTxHash.trim();
    if (!isValidTxHash(before.network, hash)) {
      throw new AppError(ErrorCode.badParameters, `The payout transaction hash is not valid for ${before.network}.`);
    }
    const payout = hash.toLowerCase();
    const decided = (record: ReviewWithdrawal): Decision<ReviewWithdrawal> => {
      if (record.status === 'awaiting_review') {
        throw new AppError(ErrorCode.badParameters, 'This withdrawal is not approved yet.');
      }
      if (record.status === 'completed' && record.payoutTxHash !== payout) {
        throw new AppError(ErrorCode.badParameters, 'This withdrawal was already completed with another payout.');
      }
      return settled('withdrawal', record, WITHDRAWAL_DECIDED.complete);
    };
    if (before.status !== 'approved') return decided(before);
    const now = this.now();
    const claimed = await repo.claimWithdrawal(tx, id, 'approved', {
      status: 'completed',
      payoutTxHash: payout,
      updatedAt: now,
      reviewedBy: operatorId,
      reviewedAt: now,
    });
    if (!claimed) return decided(await this.withdrawal(tx, id));
    await recordStatusChange(tx, {
      recordKind: 'withdrawal',
      recordId: id,
      userId: claimed.userId,
      statuses: ['completed'],
      operatorId,
      at: now,
      notification: {
        kind: 'withdrawal_completed',
        payload: {
          withdrawalId: id,
          coin: claimed.coin,
          receiveCoin: money(claimed.receiveCoin),
          payoutTxHash: payout,
          status: 'completed',
        },
      },
    });
    return { before, after: await this.withdrawal(tx, id), changed: true };
  }

  // -------------------------------------------------------------------------------------------
  // Customers

  /** Any customer's proof image, for the operator reviewing the deposit. */
  async proofImage(fileId: string): Promise<{ mediaType: string; bytes: Uint8Array } | null> {
    return (await repo.findFile(this.db, fileId)) ?? null;
  }

  /** The customer's demo and real accounts: balance, held by pending withdrawals, available. */
  async accounts(userId: number): Promise<CustomerAccount[]> {
    const modes: AccountMode[] = ['demo', 'real'];
    return Promise.all(
      modes.map(async (mode) => {
        const row = await repo.customerAccount(this.db, userId, mode, CURRENCY);
        const balance = Money.of(row?.balance ?? '0');
        const held = Money.of(row?.held ?? '0');
        return {
          mode,
          currency: CURRENCY,
          balance: balance.toString(),
          held: held.toString(),
          available: balance.minus(held).toString(),
        };
      }),
    );
  }

  /** Every posting of the customer's account in a mode, newest first, with the balance after each. */
  async journal(userId: number, mode: AccountMode, page: number, pageSize: number): Promise<Page<TransactionRecord>> {
    const filter = { userId, mode, currency: CURRENCY };
    const request = { page, pageSize };
    return listPage(
      request,
      repo.accountPostings(this.db, filter, pageSize, offsetOf(request)),
      repo.countAccountPostings(this.db, filter),
      toTransactionRecord,
    );
  }
}
