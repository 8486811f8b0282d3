import { z } from 'zod';
import { ErrorCode } from './codes.ts';
import {
  ACCOUNT_SCALE,
  BID_MAX,
  COIN_SCALE,
  DEPOSIT_MAX,
  LOAN_MAX,
  LOTS_MAX,
  PLAN_MAX,
  PRESALE_COMMIT_MAX,
  PRESALE_TOKENS_MAX,
  NFT_PRICE_MAX,
  STAKE_MAX,
  STOP_PRICE_MAX,
  WITHDRAWAL_MAX,
  type Coin,
} from './constants.ts';
import { DECIMAL_PATTERN, Money } from './money.ts';

/** A money amount on the wire: a decimal string, never a JSON number. */
export const moneyString = z.string().regex(DECIMAL_PATTERN, 'a decimal amount as a string');
export const positiveMoneyString = moneyString.refine((s) => Money.of(s).isPositive(), 'a positive amount');

/**
 * What one money field of a request takes: its maximum (per coin where the call names a coin),
 * its decimals (the step above the maximum), and the code the call answers for an amount it
 * refuses (specification section 8: 10088 for deposits, withdrawals and stop prices, 10016 for
 * stakes, lots, bids and loans, 10013 for plans).
 */
export interface AmountRule {
  /** Who the amount is, at the start of the refusal's sentence. */
  label: string;
  code: ErrorCode;
  max: string | Readonly<Record<Coin, string>>;
  scale?: number | Readonly<Record<Coin, number>>;
}

export const AMOUNT_RULES = {
  deposit: { label: 'The amount', code: ErrorCode.badParameters, max: DEPOSIT_MAX, scale: COIN_SCALE },
  withdrawal: { label: 'The amount', code: ErrorCode.badParameters, max: WITHDRAWAL_MAX, scale: ACCOUNT_SCALE },
  stake: { label: 'The stake', code: ErrorCode.purchaseAmountWrong, max: STAKE_MAX, scale: ACCOUNT_SCALE },
  lots: { label: 'Lots', code: ErrorCode.purchaseAmountWrong, max: LOTS_MAX },
  stopPrice: { label: 'A stop price', code: ErrorCode.badParameters, max: STOP_PRICE_MAX },
  bid: { label: 'The bid', code: ErrorCode.purchaseAmountWrong, max: BID_MAX, scale: ACCOUNT_SCALE },
  loan: { label: 'The amount', code: ErrorCode.purchaseAmountWrong, max: LOAN_MAX, scale: ACCOUNT_SCALE },
  plan: { label: 'The amount', code: ErrorCode.investmentAmountWrong, max: PLAN_MAX, scale: ACCOUNT_SCALE },
  presale: {
    label: 'The commitment',
    code: ErrorCode.purchaseAmountWrong,
    max: PRESALE_COMMIT_MAX,
    scale: ACCOUNT_SCALE,
  },
  presaleTerm: {
    label: 'A price or limit',
    code: ErrorCode.badParameters,
    max: PRESALE_COMMIT_MAX,
    scale: ACCOUNT_SCALE,
  },
  presaleTokens: { label: 'The tokens on offer', code: ErrorCode.badParameters, max: PRESALE_TOKENS_MAX },
  nftPrice: { label: 'A price', code: ErrorCode.badParameters, max: NFT_PRICE_MAX, scale: ACCOUNT_SCALE },
} as const satisfies Record<string, AmountRule>;

/** Plain decimal notation of any length: no sign but minus, no spaces, no exponent, no leading zeros. */
const PLAIN_DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;
/** Longer text is no amount any call takes, whatever its digits. */
const AMOUNT_TEXT_MAX = 60;

/** The params of a refused amount's issue: the error handler answers with this code and the issue's message. */
export interface AmountIssueParams {
  amountCode: ErrorCode;
}

function largestOf(max: AmountRule['max']): Money {
  const values = typeof max === 'string' ? [max] : Object.values(max);
  return values.map((value) => Money.of(value)).reduce((a, b) => (a.gt(b) ? a : b));
}

function limitText(max: AmountRule['max']): string {
  if (typeof max === 'string') return max;
  const parts = Object.entries(max).map(([coin, value]) => `${value} ${coin}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} or ${parts.at(-1)}` : (parts[0] ?? '');
}

/** Whether the text is an amount the wire carries at all, and at most `largest`. */
function withinLargest(text: string, largest: Money): boolean {
  if (text.length > AMOUNT_TEXT_MAX || !PLAIN_DECIMAL.test(text)) return false;
  // Past DECIMAL_PATTERN (20 integer digits, 18 decimals) no column holds it: beyond any maximum.
  return DECIMAL_PATTERN.test(text) && Money.of(text).lte(largest);
}

/**
 * A money field of a request: plain decimal text, never padded (a client that pads numbers is
 * broken, and one behaviour beats a trim here and a refusal there), at most the rule's largest
 * maximum. Anything else is refused at the schema edge with the call's amount code; a JSON number
 * is a wrong type (10088). Finer rules (the coin's own maximum and decimals, the instrument's
 * lots, the product's stakes) stay with the service. The OpenAPI document marks the field
 * (`format: decimal`, `x-maximum`, `x-scale`, `x-amount-code`) so that suites can walk every one.
 */
export function amountField(rule: AmountRule) {
  const largest = largestOf(rule.max);
  const message = `${rule.label} must be plain decimal text (no spaces, no exponent), at most ${limitText(rule.max)}.`;
  const params: AmountIssueParams = { amountCode: rule.code };
  return z
    .string()
    .superRefine((text, ctx) => {
      if (!withinLargest(text, largest)) ctx.addIssue({ code: 'custom', message, params });
    })
    .meta({
      format: 'decimal',
      pattern: PLAIN_DECIMAL.source,
      maxLength: AMOUNT_TEXT_MAX,
      'x-maximum': rule.max,
      ...(rule.scale === undefined ? {} : { 'x-scale': rule.scale }),
      'x-amount-code': rule.code,
    });
}

/** The amount code a validation issue carries, when it refused a money field. */
export function amountCodeOf(issueParams: unknown): ErrorCode | null {
  if (typeof issueParams !== 'object' || issueParams === null || !('amountCode' in issueParams)) return null;
  const code = (issueParams as AmountIssueParams).amountCode;
  return Object.values(ErrorCode).includes(code) ? code : null;
}
