import { z } from 'zod';
import { pageOf, pageQuery } from './envelope.ts';
import { AMOUNT_RULES, amountField, moneyString } from './money-schema.ts';
import { text } from './text-schema.ts';

/**
 * Investment loans: products with a term, a daily rate and interest-free days, set by the
 * platform; a KYC-verified customer borrows on the real account by signing the agreement with a
 * drawn signature; an operator disburses; principal and interest are due at maturity, or repaid
 * earlier with the interest accrued to that day. Rates are decimal strings of a fraction.
 */
const millis = z.number().int();
const id = z.number().int().positive();

export const LOAN_STATUSES = ['pending', 'rejected', 'repaying', 'repaid', 'expired'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];
export const LOAN_PRODUCT_STATUSES = ['open', 'closed'] as const;
/** Most days a loan product may run, and most interest-free days: every bound is explicit. */
export const LOAN_DAYS_MAX = 365;
/** A cap on the daily rate an operator may set, so that a typo cannot charge 100 % a day. */
export const LOAN_DAILY_RATE_MAX = '0.01';

export const loanProduct = z.object({
  id: z.number().int(),
  days: z.number().int(),
  dailyRate: moneyString,
  interestFreeDays: z.number().int(),
  minAmount: moneyString,
  /** The most a customer may borrow before KYC verification is complete. */
  maxAmount: moneyString,
  /** The most a KYC-verified customer may borrow: higher. */
  verifiedMaxAmount: moneyString,
  status: z.enum(LOAN_PRODUCT_STATUSES),
});
export type LoanProduct = z.infer<typeof loanProduct>;

/**
 * POST loan: the signature is a PNG the customer drew, uploaded first through `upload` (its file
 * id). An empty id is taken here so that the server answers what to do: sign first.
 */
export const loanBody = z.strictObject({
  productId: id,
  amount: amountField(AMOUNT_RULES.loan),
  signatureFileId: z.string().regex(/^[0-9a-fA-F-]{0,36}$/, 'a file id from upload'),
});
export type LoanBody = z.infer<typeof loanBody>;

export const repayLoanBody = z.strictObject({ id });
export type RepayLoanBody = z.infer<typeof repayLoanBody>;

export const loanIdParams = z.strictObject({ id: z.string().regex(/^[1-9]\d{0,15}$/) });

export const loan = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  amount: moneyString,
  days: z.number().int(),
  dailyRate: moneyString,
  interestFreeDays: z.number().int(),
  /** The interest of the whole term, rounded once: what is due at maturity with the principal. */
  totalInterest: moneyString,
  /** Interest accrued to today (none before disbursement and within the interest-free days). */
  currentInterest: moneyString,
  /** amount + totalInterest: what falls due at maturity. */
  repayAmount: moneyString,
  /** What repaying now costs: principal and interest accrued to today, less what was collected. */
  repayNowAmount: moneyString,
  /** What has been collected so far (repayment, or what the maturity could take). */
  collected: moneyString,
  /** Disbursement and maturity; null until an operator disburses. */
  startTime: millis.nullable(),
  dueTime: millis.nullable(),
  createdAt: millis,
  endedAt: millis.nullable(),
  status: z.enum(LOAN_STATUSES),
  rejectReason: z.string().nullable(),
  /** SHA-256 of the signed agreement's PDF bytes, hex: printed on it and checkable against the download. */
  agreementSha256: z.string(),
});
export type Loan = z.infer<typeof loan>;
export const loanPage = pageOf(loan);
export type LoanPage = z.infer<typeof loanPage>;
export const loanPageQuery = z.strictObject({ ...pageQuery });
export type LoanPageQuery = z.infer<typeof loanPageQuery>;

// ---------------------------------------------------------------------------------------------
// Back office

/** A loan as operators see it: with its customer. */
export const loanRecord = loan.extend({ userId: z.number().int(), username: z.string() });
export type LoanRecord = z.infer<typeof loanRecord>;
export const loanRecordPage = pageOf(loanRecord);
export type LoanRecordPage = z.infer<typeof loanRecordPage>;
export const loanQueueQuery = z.strictObject({ ...pageQuery, status: z.enum(LOAN_STATUSES).optional() });
export type LoanQueueQuery = z.infer<typeof loanQueueQuery>;

const days = z.number().int().min(1).max(LOAN_DAYS_MAX);
/** A product as an administrator sets it; the limits are checked together by the server (10088 with the reason). */
export const loanProductBody = z.strictObject({
  days,
  dailyRate: amountField(AMOUNT_RULES.loan),
  interestFreeDays: z.number().int().min(0).max(LOAN_DAYS_MAX),
  minAmount: amountField(AMOUNT_RULES.loan),
  maxAmount: amountField(AMOUNT_RULES.loan),
  verifiedMaxAmount: amountField(AMOUNT_RULES.loan),
  status: z.enum(LOAN_PRODUCT_STATUSES),
});
export type LoanProductBody = z.infer<typeof loanProductBody>;
export const rejectLoanBody = z.strictObject({ reason: text(500, { multiline: true }).trim().min(3) });
export type RejectLoanBody = z.infer<typeof rejectLoanBody>;
