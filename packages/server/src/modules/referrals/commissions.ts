import { ACCOUNT_CURRENCY, Money } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { RepeatingJob } from '../../core/repeating-job.ts';
import {
  CustomerAccountIds,
  customerAccountId,
  lockCustomerAccounts,
  postMany,
  systemAccountId,
  type BatchEntry,
} from '../../ledger/index.ts';
import { notifyMany } from '../notify/service.ts';
import * as repo from './repo.ts';
import { commissionOf, samePerson } from './rules.ts';
import { accountKey } from '../../core/account-key.ts';

/** Fees one transaction decides; how often each node looks; batches back to back per interval. */
export const COMMISSION_BATCH = 500;
export const COMMISSION_INTERVAL_MS = 2000;
const ROUNDS_PER_INTERVAL = 20;

/** Decides each fee: the share's commission, or refused when referrer and invitee are one person. */
export function decide(fee: repo.DueFee): repo.DecidedFee {
  // No KYC identity is stored yet: verifiedIdentity is null until verification records one.
  const self = samePerson(
    { email: fee.referrerEmail, verifiedIdentity: null },
    { email: fee.inviteeEmail, verifiedIdentity: null },
  );
  const amount = self ? Money.zero() : commissionOf(fee.fee, fee.share);
  return {
    positionId: fee.positionId,
    inviteeId: fee.inviteeId,
    referrerId: fee.referrerId,
    fee: fee.fee,
    share: fee.share,
    amount: amount.toString(),
    status: self ? 'refused' : 'paid',
    chargedAt: fee.chargedAt,
  };
}

/**
 * Pays referrers their share of invitees' real-account trading fees, after the fact, so that the
 * order path stays as it is. One batch is one transaction: the undecided fees are read, each is
 * recorded in referral_commissions (unique on the position: the claim, so a fee is decided once
 * even when several nodes run this together or one restarts mid-way; a node that loses the race
 * on a row waits for the winner and then skips it), then each referrer's paid commissions of the
 * batch are ONE entry from the real fee account to the referrer's real account, and one notice.
 * It reads only the database, so fees charged while no server ran are paid at the next start.
 */
export class ReferralCommissions {
  private readonly known = new CustomerAccountIds();
  private readonly loop: RepeatingJob;

  constructor(
    private readonly deps: {
      db: Db;
      now: () => Date;
      log: { error(obj: object, msg: string): void };
      batchSize?: number;
    },
  ) {
    const batchSize = deps.batchSize ?? COMMISSION_BATCH;
    this.loop = new RepeatingJob({
      intervalMs: COMMISSION_INTERVAL_MS,
      roundsPerInterval: ROUNDS_PER_INTERVAL,
      step: async () => (await this.payDue()) >= batchSize,
      onError: (err) => deps.log.error({ err }, 'referral commission round failed'),
    });
  }

  /** Decides one batch of undecided fees; returns how many fees it read. */
  async payDue(): Promise<number> {
    const { db, now } = this.deps;
    return db.transaction(async (tx) => {
      const due = await repo.dueFees(tx, this.deps.batchSize ?? COMMISSION_BATCH);
      if (due.length === 0) return 0;
      const decided = due.map(decide);
      const claimed = await repo.insertDecisions(tx, decided);
      const paying = decided.filter((fee) => claimed.has(fee.positionId) && Money.of(fee.amount).isPositive());
      await this.pay(tx, paying, now());
      return due.length;
    });
  }

  private async pay(tx: Db, fees: readonly repo.DecidedFee[], now: Date): Promise<void> {
    if (fees.length === 0) return;
    const byReferrer = new Map<number, repo.DecidedFee[]>();
    for (const fee of fees) byReferrer.set(fee.referrerId, [...(byReferrer.get(fee.referrerId) ?? []), fee]);
    const referrers = [...byReferrer.keys()].sort((a, b) => a - b);
    // Created on first use (a referrer who never funded the real account has none yet), then locked in id order.
    for (const userId of referrers) await customerAccountId(tx, userId, 'real', ACCOUNT_CURRENCY);
    const owners = referrers.map((userId) => ({ userId, mode: 'real' as const }));
    const accounts = await lockCustomerAccounts(tx, owners, ACCOUNT_CURRENCY, this.known);
    const feeAccount = await systemAccountId(tx, 'fee', 'real', ACCOUNT_CURRENCY);
    const entries: BatchEntry[] = referrers.map((userId) => {
      const account = accounts.get(accountKey(userId, 'real'));
      if (!account) throw new Error(`no real account for referrer ${userId}`);
      const total = Money.sum((byReferrer.get(userId) ?? []).map((fee) => fee.amount));
      return {
        kind: 'referral_commission',
        mode: 'real',
        currency: ACCOUNT_CURRENCY,
        reference: `referrer:${userId}`,
        postings: [
          { accountId: feeAccount, amount: total.negated() },
          { accountId: account.id, amount: total },
        ],
      };
    });
    const ids = await postMany(tx, entries);
    await repo.setEntries(
      tx,
      referrers.flatMap((userId, i) =>
        (byReferrer.get(userId) ?? []).map((fee) => ({ positionId: fee.positionId, entryId: ids[i] ?? 0 })),
      ),
    );
    await notifyMany(
      tx,
      referrers.map((userId) => {
        const paid = byReferrer.get(userId) ?? [];
        return {
          userId,
          kind: 'referral_commission' as const,
          payload: { amount: Money.sum(paid.map((fee) => fee.amount)).toString(), count: paid.length },
          at: now,
        };
      }),
    );
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }
}
