import { z } from 'zod';
import { LANGUAGES, PLAN_STATUSES } from './constants.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { AMOUNT_RULES, amountField, moneyString } from './money-schema.ts';

/**
 * Smart trading plans: fixed-term products whose daily rate is set by the platform for the whole
 * term, published before subscribing, and paid by the platform's plan-yield account through the
 * ledger. Rates are decimal strings of a fraction ("0.0085" is 0.85 % a day).
 */
const millis = z.number().int();
const id = z.number().int().positive();

/** One term a product offers: its length in days and the daily rate fixed for it. */
export const smartTerm = z.object({
  days: z.number().int(),
  dailyRate: moneyString,
  /** dailyRate × 365, for comparison only: the plan pays daily, it does not compound. */
  annualRate: moneyString,
});
export type SmartTerm = z.infer<typeof smartTerm>;

export const smartProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  terms: z.array(smartTerm),
  minAmount: moneyString,
  maxAmount: moneyString,
  /** Share of the principal kept as liquidated damages on an early exit. */
  earlyExitRate: moneyString,
  /** Whether an early exit also takes back the earnings already paid ("total income is reduced"). */
  exitForfeitsEarnings: z.boolean(),
  /** Most principal all earning plans of the product may hold; null when unlimited. */
  quota: moneyString.nullable(),
  /** quota − the principal of earning plans; null when unlimited. */
  quotaLeft: moneyString.nullable(),
  /** Who pays the yield and what early exit costs, in the reader's language. */
  disclosure: z.string(),
  status: z.enum(['open', 'closed']),
});
export type SmartProduct = z.infer<typeof smartProduct>;

/** GET listSmartProducts: names and disclosure in this language, English where none is written. */
export const smartProductsQuery = z.strictObject({ lang: z.enum(LANGUAGES).optional() });
export type SmartProductsQuery = z.infer<typeof smartProductsQuery>;

/** POST buySmart. `days` must be one of the product's terms. */
export const buySmartBody = z.strictObject({
  productId: id,
  days: z.number().int().positive().max(3650),
  amount: amountField(AMOUNT_RULES.plan),
});
export type BuySmartBody = z.infer<typeof buySmartBody>;

/** POST exitSmart. */
export const exitSmartBody = z.strictObject({ id });
export type ExitSmartBody = z.infer<typeof exitSmartBody>;

export const smartPlan = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  days: z.number().int(),
  amount: moneyString,
  dailyRate: moneyString,
  earlyExitRate: moneyString,
  exitForfeitsEarnings: z.boolean(),
  /** floor(amount × dailyRate × days) to the account's decimals: what the whole term pays. */
  expectedReturn: moneyString,
  /** Earnings paid so far (what an exit took back stays counted here; see clawedBack). */
  earned: moneyString,
  /** Days of the term paid so far, and left. */
  daysPaid: z.number().int(),
  daysLeft: z.number().int(),
  startTime: millis,
  endTime: millis,
  /** When the next day's earning is paid; null once completed or exited. */
  nextEarningTime: millis.nullable(),
  status: z.enum(PLAN_STATUSES),
  /** Early exit only: the liquidated damages, the earnings taken back, and what returned to the account. */
  penalty: moneyString.nullable(),
  clawedBack: moneyString.nullable(),
  refund: moneyString.nullable(),
  /** earned − clawedBack: what the plan paid the customer in the end (so far while earning). */
  totalRevenue: moneyString,
  exitedAt: millis.nullable(),
  completedAt: millis.nullable(),
});
export type SmartPlan = z.infer<typeof smartPlan>;
export const smartPlanPage = pageOf(smartPlan);
export type SmartPlanPage = z.infer<typeof smartPlanPage>;

export const listSmartQuery = z.strictObject({
  ...pageQuery,
  status: z.enum(PLAN_STATUSES).optional(),
  /** The language product names are given in (English where none is written). */
  lang: z.enum(LANGUAGES).optional(),
});
export type ListSmartQuery = z.infer<typeof listSmartQuery>;
