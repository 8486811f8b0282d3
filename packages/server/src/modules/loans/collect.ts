import { ACCOUNT_CURRENCY, Money } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { post, systemAccountId, type LockedCustomerAccount } from '../../ledger/index.ts';
import * as repo from './repo.ts';

const REAL = { mode: 'real' as const, currency: ACCOUNT_CURRENCY };
const DAY_MS = 86_400_000;
const min = (a: Money, b: Money) => (a.lt(b) ? a : b);

/** The UTC day (days since the epoch) a collection is keyed by. */
export const dayNumber = (at: Date) => Math.floor(at.getTime() / DAY_MS);

/** The system accounts a loan moves: the principal lent out and the interest earned. */
export async function loanAccounts(tx: Db): Promise<{ receivable: number; income: number }> {
  return {
    receivable: await systemAccountId(tx, 'loans_receivable', 'real', ACCOUNT_CURRENCY),
    income: await systemAccountId(tx, 'loan_interest', 'real', ACCOUNT_CURRENCY),
  };
}

export interface Collection {
  kind: 'repay' | 'maturity';
  /** The day the collection is keyed by: the maturity's due day, or the repayment's. */
  day: number;
  /** What is owed in all (interest accrued to then + principal), and what may be taken of it. */
  owed: { interest: Money; principal: Money };
  available: Money;
}

/**
 * Collects from a locked loan and its locked customer account, once per loan, kind and day:
 * interest first, then principal, at most the available cash. One entry (customer −, loans
 * receivable +principal, interest income +interest) and the collection row that names it. The
 * entry's ledger key and the row's primary key are the loan, kind and day: a repeat writes nothing
 * and answers undefined.
 */
export async function collect(
  tx: Db,
  loan: repo.LoanSummary,
  account: LockedCustomerAccount,
  collection: Collection,
  now: Date,
): Promise<{ loan: repo.LoanSummary; paid: Money; settled: boolean } | undefined> {
  const { interest: interestOwed, principal: principalOwed } = collection.owed;
  const available = Money.zero().gt(collection.available) ? Money.zero() : collection.available;
  const interest = min(interestOwed, available);
  const principal = min(principalOwed, available.minus(interest));
  const paid = interest.plus(principal);
  let entryId: number | null = null;
  if (paid.isPositive()) {
    const { receivable, income } = await loanAccounts(tx);
    const postings = [
      { accountId: account.id, amount: paid.negated() },
      { accountId: receivable, amount: principal },
      { accountId: income, amount: interest },
    ].filter((posting) => !posting.amount.isZero());
    const kind = collection.kind === 'repay' ? 'loan_repay' : 'loan_collect';
    const idempotencyKey = `loan:${loan.id}:${collection.kind}:${collection.day}`;
    const posted = await post(tx, {
      kind,
      ...REAL,
      idempotencyKey,
      reference: `loan:${loan.id}`,
      postings,
      lockedAccounts: [account],
    });
    if (posted.replayed) return undefined;
    entryId = posted.entryId;
  }
  const inserted = await repo.insertCollection(tx, {
    loanId: loan.id,
    day: collection.day,
    kind: collection.kind,
    principal: principal.toString(),
    interest: interest.toString(),
    entryId,
    createdAt: now,
  });
  if (!inserted) return undefined;
  const settled = paid.eq(interestOwed.plus(principalOwed));
  const after = await repo.updateLoan(tx, loan.id, {
    interestCollected: Money.of(loan.interestCollected).plus(interest).toString(),
    principalCollected: Money.of(loan.principalCollected).plus(principal).toString(),
    status: settled ? 'repaid' : 'expired',
    endedAt: settled ? now : null,
  });
  return { loan: after, paid, settled };
}
