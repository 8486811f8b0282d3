import {
  ACCOUNT_CURRENCY,
  ErrorCode,
  Money,
  refusalReasons,
  type AccountMode,
  type Loan,
  type LoanBody,
  type LoanProduct,
} from '@tp/contract';
import { totalInterest } from '@tp/contract/rules/loans';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../core/errors.ts';
import { keyedCall, withIdempotency } from '../../core/idempotency.ts';
import { listPage, offsetOf, type Page, type PageRequest } from '../../core/paging.ts';
import type { SessionContext } from '../../core/request.ts';
import { customerAccount } from '../../ledger/index.ts';
import { verifiedIdentityOf } from '../kyc/service.ts';
import { notify } from '../notify/service.ts';
import { renderAgreement } from './agreement.ts';
import { collect, dayNumber } from './collect.ts';
import { accruedInterest, toLoan, toLoanProduct } from './record.ts';
import { inkPixels, SIGNATURE_MIN_INK_PIXELS } from './signature.ts';
import * as repo from './repo.ts';

/** The back office's reads and decisions, which check the operator's role first. */
export { changeLoanProduct, decideLoan, loanProductCatalogue, loanQueue, toLoanRecord } from './admin.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Refuses a withdrawal (10088 with the reason) while one of the customer's loans is overdue: the
 * wallet calls it before it holds anything.
 */
export async function refuseWhileOverdue(tx: Db, userId: number): Promise<void> {
  if (await repo.hasOverdueLoan(tx, userId)) throw new AppError(ErrorCode.badParameters, refusalReasons.loanOverdue);
}

/** refuseWhileOverdue for a batch: the customers among these who are refused, each with its refusal. */
export async function overdueRefusals(tx: Db, userIds: readonly number[]): Promise<Map<number, AppError>> {
  const overdue = await repo.withOverdueLoans(tx, userIds);
  return new Map(
    [...overdue].map((userId) => [userId, new AppError(ErrorCode.badParameters, refusalReasons.loanOverdue)]),
  );
}

/** A loan as it is stored on signing: its terms, the signature and the agreement. */
type SignedLoan = Parameters<typeof repo.insertLoan>[1] & { createdAt: Date };

interface CheckedLoan {
  product: repo.LoanProductRow;
  amount: Money;
  signature: { id: string; bytes: Uint8Array };
}

/**
 * Investment loans on the real account: the products, borrowing with a signed agreement, the
 * customer's loans, repaying now and the agreement's PDF. Disbursement is the back office's
 * (admin.ts), collection at maturity the job's (maturity.ts).
 */
export class LoanService {
  constructor(private readonly deps: { db: Db; now: () => Date }) {}

  /** Open products first, then by the operator's order. */
  async products(): Promise<LoanProduct[]> {
    const rows = await repo.listProducts(this.deps.db);
    return rows.map(toLoanProduct).sort((a, b) => Number(a.status === 'closed') - Number(b.status === 'closed'));
  }

  async borrow(session: SessionContext, mode: AccountMode, body: LoanBody, key?: string): Promise<Loan> {
    if (mode !== 'real') throw new AppError(ErrorCode.badParameters, refusalReasons.loanDemo);
    const { userId } = session;
    const fields = [body.productId, Money.of(body.amount).toString(), body.signatureFileId];
    const request = { ...keyedCall('loan', { userId, mode }, key, fields), answer: this.storedLoan(userId) };
    try {
      return await withIdempotency(this.deps.db, request, {
        // The agreement is rendered before the transaction: 6-36 ms of PDF work (measured) that
        // would otherwise hold a connection, and the embedded database's only one.
        prepare: async () => this.signed(userId, await this.checkedLoan(userId, body)),
        run: (tx, signed) => this.insertSigned(tx, userId, signed),
      });
    } catch (err) {
      if (uniqueViolation(err) === 'loans_one_open')
        throw new AppError(ErrorCode.badParameters, refusalReasons.loanOpen);
      throw err;
    }
  }

  /** Every refusal before anything is written: KYC, product, amount, signature, an open loan. */
  private async checkedLoan(userId: number, body: LoanBody): Promise<CheckedLoan> {
    const { db } = this.deps;
    if ((await repo.kycStatusOf(db, userId)) !== 'verified') throw new AppError(ErrorCode.notRealNameVerified);
    const product = await repo.findProduct(db, body.productId);
    if (!product) throw new AppError(ErrorCode.loanTermWrong);
    if (product.status !== 'open') throw new AppError(ErrorCode.loanTermWrong, refusalReasons.loanProductClosed);
    const amount = Money.of(body.amount);
    if (amount.lt(product.minAmount) || amount.gt(product.verifiedMaxAmount)) {
      throw new AppError(ErrorCode.purchaseAmountWrong, refusalReasons.loanAmountLimits);
    }
    const signature = await this.signature(userId, body.signatureFileId);
    if (await repo.hasOpenLoan(db, userId)) throw new AppError(ErrorCode.badParameters, refusalReasons.loanOpen);
    return { product, amount, signature };
  }

  /** The customer's own PNG with ink on it. */
  private async signature(userId: number, fileId: string): Promise<{ id: string; bytes: Uint8Array }> {
    const id = fileId.trim();
    if (id === '') throw new AppError(ErrorCode.badParameters, refusalReasons.signatureMissing);
    const file = UUID.test(id) ? await repo.findOwnImage(this.deps.db, userId, id) : undefined;
    if (!file || file.mediaType !== 'image/png') {
      throw new AppError(ErrorCode.badParameters, refusalReasons.signatureMissing);
    }
    const ink = inkPixels(file.bytes);
    if (ink === null || ink < SIGNATURE_MIN_INK_PIXELS) {
      throw new AppError(ErrorCode.badParameters, refusalReasons.signatureBlank);
    }
    return { id, bytes: file.bytes };
  }

  /**
   * The loan's id (taken from its sequence) and its agreement, written for the verified identity
   * and signed with the customer's signature, before any transaction.
   */
  private async signed(userId: number, { product, amount, signature }: CheckedLoan): Promise<SignedLoan> {
    const { db } = this.deps;
    const identity = await verifiedIdentityOf(db, userId);
    if (!identity) throw new AppError(ErrorCode.notRealNameVerified);
    const now = this.deps.now();
    const id = await repo.nextLoanId(db);
    const interest = totalInterest({
      amount,
      dailyRate: product.dailyRate,
      interestFreeDays: product.interestFreeDays,
      days: product.days,
    });
    const { pdf, sha256 } = await renderAgreement({
      loanId: id,
      borrowerName: `${identity.firstName} ${identity.lastName}`.trim(),
      username: await repo.usernameOf(db, userId),
      country: identity.country,
      amount: amount.toString(),
      days: product.days,
      dailyRate: product.dailyRate,
      interestFreeDays: product.interestFreeDays,
      totalInterest: interest.toString(),
      repayAmount: amount.plus(interest).toString(),
      signedAt: now,
      signaturePng: signature.bytes,
    });
    return {
      id,
      userId,
      productId: product.id,
      amount: amount.toString(),
      days: product.days,
      dailyRate: product.dailyRate,
      interestFreeDays: product.interestFreeDays,
      totalInterest: interest.toString(),
      signatureFileId: signature.id,
      agreementPdf: pdf,
      agreementSha256: sha256,
      createdAt: now,
    };
  }

  /** The signed loan stored, waiting for an operator; the customer still verified as the transaction sees it. */
  private async insertSigned(tx: Db, userId: number, signed: SignedLoan): Promise<Loan> {
    if ((await repo.kycStatusOf(tx, userId)) !== 'verified') throw new AppError(ErrorCode.notRealNameVerified);
    const row = await repo.insertLoan(tx, signed);
    return toLoan(row, signed.createdAt);
  }

  /** The session's loans, newest first; the demo book has none. */
  async list(session: SessionContext, mode: AccountMode, request: PageRequest): Promise<Page<Loan>> {
    if (mode !== 'real') return { list: [], total: 0, page: request.page, pageSize: request.pageSize };
    const now = this.deps.now();
    return listPage(
      request,
      repo.listOwnLoans(this.deps.db, session.userId, request.pageSize, offsetOf(request)),
      repo.countOwnLoans(this.deps.db, session.userId),
      (row) => toLoan(row, now),
    );
  }

  /** Repays a disbursed (or overdue) loan in full now: principal and interest accrued to today. */
  async repay(session: SessionContext, mode: AccountMode, id: number, key?: string): Promise<Loan> {
    if (mode !== 'real') throw new AppError(ErrorCode.badParameters, refusalReasons.loanDemo);
    const { userId } = session;
    const request = { ...keyedCall('repayLoan', { userId, mode }, key, [id]), answer: this.storedLoan(userId) };
    return withIdempotency(this.deps.db, request, { run: (tx) => this.repayIn(tx, userId, id) });
  }

  private async repayIn(tx: Db, userId: number, id: number): Promise<Loan> {
    const loan = await repo.findOwnLoan(tx, userId, id, true);
    if (!loan) throw new AppError(ErrorCode.badParameters, refusalReasons.noSuchLoan);
    if (loan.status !== 'repaying' && loan.status !== 'expired') {
      throw new AppError(ErrorCode.badParameters, refusalReasons.loanNotRepayable);
    }
    const now = this.deps.now();
    const account = await customerAccount(tx, { userId, mode: 'real', currency: ACCOUNT_CURRENCY }, { lock: true });
    const owed = {
      interest: accruedInterest(loan, now).minus(loan.interestCollected),
      principal: Money.of(loan.amount).minus(loan.principalCollected),
    };
    if (owed.interest.plus(owed.principal).gt(account.available)) throw new AppError(ErrorCode.insufficientBalance);
    const done = await collect(
      tx,
      loan,
      account,
      { kind: 'repay', day: dayNumber(now), owed, available: account.available },
      now,
    );
    if (!done) throw new AppError(ErrorCode.badParameters, refusalReasons.loanNotRepayable);
    await notify(tx, userId, 'loan_repaid', { loanId: loan.id, amount: done.paid.toString() }, now);
    return toLoan(done.loan, now);
  }

  /** The signed agreement's bytes, the owner's only: anybody else's id reads like an unknown one. */
  async agreement(session: SessionContext, id: number): Promise<Uint8Array> {
    const pdf = await repo.ownAgreement(this.deps.db, session.userId, id);
    if (!pdf) throw new AppError(ErrorCode.badParameters, refusalReasons.noSuchLoan);
    return pdf;
  }

  /** The loan an earlier call under a key answered with, as it is now. */
  private storedLoan(userId: number) {
    return async (db: Db, id: number): Promise<Loan | undefined> => {
      const row = await repo.findOwnLoan(db, userId, id, false);
      return row ? toLoan(row, this.deps.now()) : undefined;
    };
  }
}
