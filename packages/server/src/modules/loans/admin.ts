import {
  ACCOUNT_CURRENCY,
  ErrorCode,
  LOAN_DAILY_RATE_MAX,
  Money,
  refusalReasons,
  type LoanProduct,
  type LoanProductBody,
  type LoanRecord,
  type LoanStatus,
} from '@tp/contract';
import { dueTime } from '@tp/contract/rules/loans';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import { listPage, offsetOf, type Page, type PageRequest } from '../../core/paging.ts';
import { customerAccountId, post } from '../../ledger/index.ts';
import { notify } from '../notify/service.ts';
import { loanAccounts } from './collect.ts';
import { toLoan, toLoanProduct } from './record.ts';
import * as repo from './repo.ts';

/** The back office's side of loans; the back-office service checks the operator's role before calling. */

export function toLoanRecord(row: repo.LoanSummary, username: string, now: Date): LoanRecord {
  return { ...toLoan(row, now), userId: row.userId, username };
}

export async function loanQueue(
  db: Db,
  status: LoanStatus | undefined,
  request: PageRequest,
  now: Date,
): Promise<Page<LoanRecord>> {
  return listPage(
    request,
    repo.listLoans(db, status, request.pageSize, offsetOf(request)),
    repo.countLoans(db, status),
    (row) => toLoanRecord(row, row.username, now),
  );
}

export type Decision = { approve: true } | { approve: false; reason: string };

/**
 * Approves (disburses) or rejects a pending loan under its row lock: a second operator deciding
 * at the same moment waits, then finds it decided (10088). The disbursement is one entry, keyed
 * by the loan in the ledger too: loans receivable −amount, the customer's real account +amount.
 */
export async function decideLoan(
  tx: Db,
  id: number,
  operatorId: number,
  decision: Decision,
  now: Date,
): Promise<{ before: repo.LoanSummary; after: repo.LoanSummary; username: string }> {
  const before = await repo.findLoan(tx, id, true);
  if (!before) throw new AppError(ErrorCode.badParameters, refusalReasons.noSuchLoan);
  if (before.status !== 'pending') throw new AppError(ErrorCode.badParameters, refusalReasons.loanDecided);
  const decided = { decidedBy: operatorId, decidedAt: now };
  if (!decision.approve) {
    const after = await repo.updateLoan(tx, id, {
      ...decided,
      status: 'rejected',
      rejectReason: decision.reason,
      endedAt: now,
    });
    const payload = { loanId: id, amount: Money.of(before.amount).toString(), reason: decision.reason };
    await notify(tx, before.userId, 'loan_rejected', payload, now);
    return { before, after, username: await repo.usernameOf(tx, before.userId) };
  }
  const customer = await customerAccountId(tx, before.userId, 'real', ACCOUNT_CURRENCY);
  const { receivable } = await loanAccounts(tx);
  const { entryId } = await post(tx, {
    kind: 'loan_disburse',
    mode: 'real',
    currency: ACCOUNT_CURRENCY,
    idempotencyKey: `loan:${id}:disburse`,
    reference: `loan:${id}`,
    postings: [
      { accountId: receivable, amount: Money.of(before.amount).negated() },
      { accountId: customer, amount: before.amount },
    ],
  });
  const after = await repo.updateLoan(tx, id, {
    ...decided,
    status: 'repaying',
    disburseEntryId: entryId,
    startTime: now,
    dueTime: new Date(dueTime(now.getTime(), before.days)),
  });
  await notify(tx, before.userId, 'loan_approved', { loanId: id, amount: Money.of(before.amount).toString() }, now);
  return { before, after, username: await repo.usernameOf(tx, before.userId) };
}

export async function loanProductCatalogue(db: Db): Promise<LoanProduct[]> {
  return (await repo.listProducts(db)).map(toLoanProduct);
}

/** Whether the product's parameters contradict each other (or pass the rate cap). */
function productProblem(body: LoanProductBody): boolean {
  const rate = Money.of(body.dailyRate);
  return (
    !rate.isPositive() ||
    rate.gt(LOAN_DAILY_RATE_MAX) ||
    body.interestFreeDays >= body.days ||
    !Money.of(body.minAmount).isPositive() ||
    Money.of(body.maxAmount).lt(body.minAmount) ||
    Money.of(body.verifiedMaxAmount).lt(body.maxAmount)
  );
}

/** Changes a product's parameters: loans keep the terms they were signed under. */
export async function changeLoanProduct(
  tx: Db,
  id: number,
  body: LoanProductBody,
): Promise<{ before: LoanProduct; after: LoanProduct }> {
  if (productProblem(body)) throw new AppError(ErrorCode.badParameters, refusalReasons.loanProductLimits);
  const before = await repo.findProduct(tx, id);
  if (!before) throw new AppError(ErrorCode.loanTermWrong);
  const after = await repo.updateProduct(tx, id, body);
  if (!after) throw new AppError(ErrorCode.loanTermWrong);
  return { before: toLoanProduct(before), after: toLoanProduct(after) };
}
