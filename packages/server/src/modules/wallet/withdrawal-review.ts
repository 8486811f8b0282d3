import { ErrorCode, Money, type ReviewWithdrawal } from '@tp/contract';
import { isValidTxHash } from '@tp/contract/address';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import type { Page } from '../../core/paging.ts';
import { postHold, systemAccountId, voidHold, type PostingInput } from '../../ledger/index.ts';
import { found, queuePage, reasonOf, settled, type Decision, type ReviewQuery } from './decisions.ts';
import { CURRENCY, money, toReviewWithdrawal } from './records.ts';
import { recordStatusChange } from './status.ts';
import * as withdrawalRepo from './withdrawal-repo.ts';

/** The decisions that leave a withdrawal in each status: repeating one of them changes nothing. */
const WITHDRAWAL_DECIDED = {
  approve: ['approved', 'completed'],
  reject: ['rejected'],
  complete: ['completed'],
} as const;

/** The operators' review of withdrawals: the queue, approving or rejecting one, and recording its payout. */
export class WithdrawalReview {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  list(q: ReviewQuery): Promise<Page<ReviewWithdrawal>> {
    return queuePage(this.db, q, withdrawalRepo.withdrawalRecords, toReviewWithdrawal);
  }

  private async withdrawal(tx: Db, id: number): Promise<ReviewWithdrawal> {
    return toReviewWithdrawal(found('withdrawal', await withdrawalRepo.reviewWithdrawal(tx, id)));
  }

  /** Posts the hold: the amount leaves the customer, `receive` to settlement (paid out) and the fee to the fee account. */
  async approve(tx: Db, operatorId: number, id: number): Promise<Decision<ReviewWithdrawal>> {
    const before = await this.withdrawal(tx, id);
    if (before.status !== 'awaiting_review') return settled('withdrawal', before, WITHDRAWAL_DECIDED.approve);
    const now = this.now();
    const reviewed = { updatedAt: now, reviewedBy: operatorId, reviewedAt: now };
    const claimed = await withdrawalRepo.claimWithdrawal(tx, id, 'awaiting_review', reviewed);
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
    await withdrawalRepo.updateWithdrawal(tx, id, { ...reviewed, status: 'approved', entryId });
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
  async reject(tx: Db, operatorId: number, id: number, reason: string): Promise<Decision<ReviewWithdrawal>> {
    const text = reasonOf(reason);
    const before = await this.withdrawal(tx, id);
    if (before.status !== 'awaiting_review') return settled('withdrawal', before, WITHDRAWAL_DECIDED.reject);
    const now = this.now();
    const claimed = await withdrawalRepo.claimWithdrawal(tx, id, 'awaiting_review', {
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
  async complete(tx: Db, operatorId: number, id: number, payoutTxHash: string): Promise<Decision<ReviewWithdrawal>> {
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
    const claimed = await withdrawalRepo.claimWithdrawal(tx, id, 'approved', {
      status: 'completed',
      payoutTxHash: payout,
      updatedAt: now,
      completedBy: operatorId,
      completedAt: now,
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
}
