import { Money, type Loan, type LoanProduct } from '@tp/contract';
import { elapsedDays, interestAfter } from '@tp/contract/rules/loans';
import type { LoanProductRow, LoanSummary } from './repo.ts';

/** Rows as the wire carries them: exact decimals in plain notation, times in epoch milliseconds. */

const plain = (value: string | Money) => Money.of(value).toString();

export function toLoanProduct(row: LoanProductRow): LoanProduct {
  return {
    id: row.id,
    days: row.days,
    dailyRate: plain(row.dailyRate),
    interestFreeDays: row.interestFreeDays,
    minAmount: plain(row.minAmount),
    maxAmount: plain(row.maxAmount),
    verifiedMaxAmount: plain(row.verifiedMaxAmount),
    status: row.status,
  };
}

/** Interest accrued at `now`: none before disbursement; the whole term's once it is due or ended. */
export function accruedInterest(row: LoanSummary, now: Date): Money {
  if (row.status === 'pending' || row.status === 'rejected' || !row.startTime) return Money.zero();
  if (row.status !== 'repaying') return currentOfEnded(row);
  return interestAfter(row, elapsedDays(row.startTime.getTime(), now.getTime(), row.days));
}

/** An ended loan's interest: what was charged (repaid early) or the whole term's (expired). */
function currentOfEnded(row: LoanSummary): Money {
  return row.status === 'repaid' ? Money.of(row.interestCollected) : Money.of(row.totalInterest);
}

/** What repaying at `now` costs: principal and interest accrued, less what was collected. */
export function owedNow(row: LoanSummary, now: Date): Money {
  if (row.status !== 'repaying' && row.status !== 'expired') return Money.zero();
  const owed = Money.of(row.amount).plus(accruedInterest(row, now));
  return owed.minus(row.interestCollected).minus(row.principalCollected);
}

export function toLoan(row: LoanSummary, now: Date): Loan {
  return {
    id: row.id,
    productId: row.productId,
    amount: plain(row.amount),
    days: row.days,
    dailyRate: plain(row.dailyRate),
    interestFreeDays: row.interestFreeDays,
    totalInterest: plain(row.totalInterest),
    currentInterest: accruedInterest(row, now).toString(),
    repayAmount: Money.of(row.amount).plus(row.totalInterest).toString(),
    repayNowAmount: owedNow(row, now).toString(),
    collected: Money.of(row.interestCollected).plus(row.principalCollected).toString(),
    startTime: row.startTime ? row.startTime.getTime() : null,
    dueTime: row.dueTime ? row.dueTime.getTime() : null,
    createdAt: row.createdAt.getTime(),
    endedAt: row.endedAt ? row.endedAt.getTime() : null,
    status: row.status,
    rejectReason: row.rejectReason,
    agreementSha256: row.agreementSha256,
  };
}
