import { z } from 'zod';
import { ErrorCode } from './codes.ts';
import { ACCOUNT_SCALE, LANGUAGES, PLAN_MAX, PLAN_STATUSES, SMART_TERMS_MAX } from './constants.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { amountField, moneyString, type AmountRule } from './money-schema.ts';
import { PRODUCT_TEXT_MAX, TERM_DAYS_MAX } from './rules/smart-products.ts';
import { text } from './text-schema.ts';

/**
 * The back office's smart products and plans. The schemas take the shape; the finer rules (English
 * required, rate caps, min ≤ max, unique days) are `smartProductProblem` in rules/smart-products.ts,
 * which the server applies with a sentence and the editor applies before sending.
 */

/** Most principal a product's quota may name: many customers' plans at the largest amount. */
export const QUOTA_MAX = '1000000000';

const PRODUCT_AMOUNT: AmountRule = {
  label: 'A product amount',
  code: ErrorCode.badParameters,
  max: PLAN_MAX,
  scale: ACCOUNT_SCALE,
};
const QUOTA: AmountRule = { label: 'The quota', code: ErrorCode.badParameters, max: QUOTA_MAX, scale: ACCOUNT_SCALE };
/** A rate as typed: checked by the rules, long enough for any rate they take. */
const rateText = text(30);

const localizedTexts = (multiline: boolean) =>
  z.partialRecord(z.enum(LANGUAGES), text(PRODUCT_TEXT_MAX, { multiline }));

export const smartProductBody = z.strictObject({
  names: localizedTexts(false),
  disclosures: localizedTexts(true),
  terms: z
    .array(z.strictObject({ days: z.number().int().min(1).max(TERM_DAYS_MAX), dailyRate: rateText }))
    .max(SMART_TERMS_MAX),
  minAmount: amountField(PRODUCT_AMOUNT),
  maxAmount: amountField(PRODUCT_AMOUNT),
  earlyExitRate: rateText,
  exitForfeitsEarnings: z.boolean(),
  quota: amountField(QUOTA).nullable(),
  status: z.enum(['open', 'closed']),
  sortOrder: z.number().int().min(0).max(100_000),
});
export type SmartProductBody = z.infer<typeof smartProductBody>;

/** What a product's earning plans hold and cost the platform now. */
const liveFigures = {
  earningPlans: z.number().int(),
  /** Σ principal of earning plans. */
  principal: moneyString,
  /** Σ amount × dailyRate of earning plans: what the platform pays a day, rounded down to 6 decimals. */
  dailyObligation: moneyString,
};

export const smartProductRecord = z.object({
  id: z.number().int(),
  slug: z.string(),
  names: z.partialRecord(z.enum(LANGUAGES), z.string()),
  disclosures: z.partialRecord(z.enum(LANGUAGES), z.string()),
  terms: z.array(z.object({ days: z.number().int(), dailyRate: moneyString, annualRate: moneyString })),
  minAmount: moneyString,
  maxAmount: moneyString,
  earlyExitRate: moneyString,
  exitForfeitsEarnings: z.boolean(),
  quota: moneyString.nullable(),
  /** quota − principal, never below 0; null when unlimited. */
  quotaLeft: moneyString.nullable(),
  status: z.enum(['open', 'closed']),
  sortOrder: z.number().int(),
  updatedAt: z.number().int(),
  ...liveFigures,
});
export type SmartProductRecord = z.infer<typeof smartProductRecord>;

export const smartProductsOverview = z.object({
  products: z.array(smartProductRecord),
  /** Across all products; the obligation is the exact sum, rounded down to 6 decimals once. */
  totals: z.object(liveFigures),
});
export type SmartProductsOverview = z.infer<typeof smartProductsOverview>;

export const smartPlansQuery = z.strictObject({
  ...pageQuery,
  productId: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .optional(),
  status: z.enum(PLAN_STATUSES).optional(),
});
export type SmartPlansQuery = z.infer<typeof smartPlansQuery>;

export const smartPlanRecord = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  productId: z.number().int(),
  days: z.number().int(),
  amount: moneyString,
  dailyRate: moneyString,
  expectedReturn: moneyString,
  earned: moneyString,
  daysPaid: z.number().int(),
  status: z.enum(PLAN_STATUSES),
  startTime: z.number().int(),
  endTime: z.number().int(),
  /** Early exits only. */
  penalty: moneyString.nullable(),
  clawedBack: moneyString.nullable(),
  refund: moneyString.nullable(),
  endedAt: z.number().int().nullable(),
});
export type SmartPlanRecord = z.infer<typeof smartPlanRecord>;
export const smartPlanRecordPage = pageOf(smartPlanRecord);
export type SmartPlanRecordPage = z.infer<typeof smartPlanRecordPage>;
