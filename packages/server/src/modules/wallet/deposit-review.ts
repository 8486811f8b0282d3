import { ACCOUNT_SCALE, DEPOSIT_MAX, ErrorCode, Money, type ReviewDeposit } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import type { Feed } from '../../feed/feed.ts';
import { AppError } from '../../core/errors.ts';
import type { Page } from '../../core/paging.ts';
import { customerAccountId, post, systemAccountId } from '../../ledger/index.ts';
import { found, queuePage, reasonOf, settled, type Decision, type ReviewQuery } from './decisions.ts';
import { CURRENCY, money, rateOf, toReviewDeposit } from './records.ts';
import { overDepositMax } from './messages.ts';
import { recordStatusChange } from './status.ts';
import * as depositRepo from './deposit-repo.ts';

/** The decisions that leave a deposit in each status: repeating one of them changes nothing. */
const DEPOSIT_DECIDED = { approve: ['approved', 'completed'], reject: ['rejected'] } as const;

/** The operators' review of deposits: the queue, and crediting or rejecting a claim. */
export class DepositReview {
  constructor(
    private readonly db: Db,
    private readonly feed: Feed,
    private readonly now: () => Date,
  ) {}

  list(q: ReviewQuery): Promise<Page<ReviewDeposit>> {
    return queuePage(this.db, q, depositRepo.depositRecords, toReviewDeposit);
  }

  private async deposit(tx: Db, id: number): Promise<ReviewDeposit> {
    return toReviewDeposit(found('deposit', await depositRepo.reviewDeposit(tx, id)));
  }

  /**
   * Credits the deposit at the rate of now (1 for USDT; the feed's last tick for BTC and ETH,
   * recorded with its instrument and time), rounded down to the account's scale. The credit is
   * the completion: the record passes through 'approved' to 'completed' in the same transaction.
   */
  async approve(tx: Db, operatorId: number, id: number): Promise<Decision<ReviewDeposit>> {
    const before = await this.deposit(tx, id);
    if (before.status !== 'awaiting_review') return settled('deposit', before, DEPOSIT_DECIDED.approve);
    // A claim stored before the maximum existed: refused rather than overflow the account's column.
    if (Money.of(before.amount).gt(DEPOSIT_MAX[before.coin])) {
      throw new AppError(ErrorCode.badParameters, `${overDepositMax(before.coin)} Reject this claim.`);
    }
    const now = this.now();
    const { rate, rateCode, rateTimeMs } = rateOf(this.feed, before.coin, now);
    const credited = Money.of(before.amount).times(rate).round(ACCOUNT_SCALE, 'down');
    if (!credited.isPositive())
      throw new AppError(ErrorCode.badParameters, 'The deposit is worth nothing at this rate.');

    const reviewed = { updatedAt: now, reviewedBy: operatorId, reviewedAt: now };
    const claimed = await depositRepo.claimDeposit(tx, id, 'awaiting_review', reviewed);
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
    await depositRepo.updateDeposit(tx, id, {
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

  async reject(tx: Db, operatorId: number, id: number, reason: string): Promise<Decision<ReviewDeposit>> {
    const text = reasonOf(reason);
    const before = await this.deposit(tx, id);
    if (before.status !== 'awaiting_review') return settled('deposit', before, DEPOSIT_DECIDED.reject);
    const now = this.now();
    const claimed = await depositRepo.claimDeposit(tx, id, 'awaiting_review', {
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
}
