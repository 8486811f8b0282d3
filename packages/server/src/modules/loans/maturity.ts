import { ACCOUNT_CURRENCY, Money } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { settleClaimedBatch } from '../../core/claimed-batch.ts';
import { RepeatingJob } from '../../core/repeating-job.ts';
import { customerAccount } from '../../ledger/index.ts';
import { notify } from '../notify/service.ts';
import { collect, dayNumber } from './collect.ts';
import * as repo from './repo.ts';

/** Loans one maturity transaction claims: every bound is explicit. */
export const MATURITY_BATCH = 100;
/** How often each node looks for loans that fell due. */
export const MATURITY_INTERVAL_MS = 5000;
const ROUNDS_PER_INTERVAL = 20;

/**
 * Collects loans at maturity, on every node: due loans are claimed FOR UPDATE SKIP LOCKED, so two
 * nodes never take the same one, and each collection is keyed by the loan and its due day, so it
 * happens once even when a node retries. Loans that fell due while no server ran are collected at
 * the next start (the claim is by due time, not by the moment). Principal and interest come from
 * the real account's available cash; what it cannot cover leaves the loan expired (overdue).
 */
export class LoanMaturity {
  private readonly job: RepeatingJob;

  constructor(private readonly deps: { db: Db; now: () => Date; log: { error(obj: unknown, msg: string): void } }) {
    this.job = new RepeatingJob({
      intervalMs: MATURITY_INTERVAL_MS,
      roundsPerInterval: ROUNDS_PER_INTERVAL,
      step: async () => (await this.collectDue(this.deps.now())) === MATURITY_BATCH,
      onError: (err) => this.deps.log.error({ err }, 'loan maturity round failed'),
    });
  }

  start(): void {
    this.job.start();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  /**
   * One batch of due loans, claimed in one transaction and each collected under its own savepoint:
   * a loan whose collection fails is logged and left due for the next round, and the others in
   * its batch are collected all the same. How many were collected.
   */
  async collectDue(now: Date): Promise<number> {
    return settleClaimedBatch(
      this.deps.db,
      (tx) => repo.claimDue(tx, now, MATURITY_BATCH),
      (tx, loan) => this.mature(tx, loan, now),
      (err, loan) => this.deps.log.error({ err, loanId: loan.id }, 'loan not collected at maturity'),
    );
  }

  private async mature(tx: Db, loan: repo.LoanSummary, now: Date): Promise<void> {
    if (!loan.dueTime) return;
    const account = await customerAccount(
      tx,
      { userId: loan.userId, mode: 'real', currency: ACCOUNT_CURRENCY },
      { lock: true },
    );
    const owed = {
      interest: Money.of(loan.totalInterest).minus(loan.interestCollected),
      principal: Money.of(loan.amount).minus(loan.principalCollected),
    };
    const collection = { kind: 'maturity' as const, day: dayNumber(loan.dueTime), owed, available: account.available };
    const done = await collect(tx, loan, account, collection, now);
    if (!done) return;
    const outstanding = owed.interest.plus(owed.principal).minus(done.paid);
    await notify(
      tx,
      loan.userId,
      done.settled ? 'loan_repaid' : 'loan_expired',
      { loanId: loan.id, amount: done.paid.toString(), outstanding: outstanding.toString() },
      now,
    );
  }
}
