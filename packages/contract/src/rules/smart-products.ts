import { ACCOUNT_SCALE, LANGUAGES, SMART_TERMS_MAX, type Language } from '../constants.ts';
import { DECIMAL_PATTERN, Money } from '../money.ts';

/**
 * What an operator may set on a smart product, written once for the server that refuses and the
 * back office's editor that warns before sending (`@tp/contract/rules/smart-products`; no zod).
 * Each refusal is one sentence the operator can act on.
 */

/** A daily rate is below this: a cap so that a typo cannot promise 100 % a day. */
export const DAILY_RATE_CAP = '0.01';
/** An early-exit penalty is below this share of the principal. */
export const EARLY_EXIT_RATE_CAP = '0.5';
export const TERM_DAYS_MAX = 3650;
/** Decimals a rate may have: finer than any rate a product offers, coarser than the column. */
export const RATE_SCALE = 8;
export const PRODUCT_TEXT_MAX = 4000;

/** A product as the editor sends it: texts per language, decimals as strings. */
export interface SmartProductInput {
  names: Partial<Record<Language, string>>;
  disclosures: Partial<Record<Language, string>>;
  terms: readonly { days: number; dailyRate: string }[];
  minAmount: string;
  maxAmount: string;
  earlyExitRate: string;
  exitForfeitsEarnings: boolean;
  quota: string | null;
  status: 'open' | 'closed';
  sortOrder: number;
}

/** A plain non-negative decimal with at most `scale` decimals, or null. */
function decimal(text: string, scale: number): Money | null {
  if (!DECIMAL_PATTERN.test(text) || text.startsWith('-')) return null;
  return (text.split('.')[1] ?? '').length > scale ? null : Money.of(text);
}

function textProblem(texts: SmartProductInput['names'], what: string): string | null {
  if (!texts.en?.trim()) return `The English ${what} is required; other languages fall back to it.`;
  for (const language of LANGUAGES) {
    if ((texts[language]?.length ?? 0) > PRODUCT_TEXT_MAX) {
      return `Each ${what} is at most ${PRODUCT_TEXT_MAX} characters (${language} is longer).`;
    }
  }
  return null;
}

function termsProblem(terms: SmartProductInput['terms']): string | null {
  if (terms.length < 1 || terms.length > SMART_TERMS_MAX) return `A product offers 1 to ${SMART_TERMS_MAX} terms.`;
  const seen = new Set<number>();
  for (const { days, dailyRate } of terms) {
    if (!Number.isInteger(days) || days < 1 || days > TERM_DAYS_MAX) {
      return `A term is 1 to ${TERM_DAYS_MAX} whole days.`;
    }
    if (seen.has(days)) return `Each term's days appear once (${days} is there twice).`;
    seen.add(days);
    const rate = decimal(dailyRate, RATE_SCALE);
    if (!rate?.isPositive() || !rate.lt(DAILY_RATE_CAP)) {
      return (
        `A daily rate is a fraction above 0 and below ${DAILY_RATE_CAP} (1 % a day), at most ${RATE_SCALE} decimals: ` +
        'the cap keeps a typo from promising 100 % a day.'
      );
    }
  }
  return null;
}

function amountsProblem(input: SmartProductInput): string | null {
  const min = decimal(input.minAmount, ACCOUNT_SCALE);
  const max = decimal(input.maxAmount, ACCOUNT_SCALE);
  if (!min?.isPositive() || !max?.isPositive()) {
    return `The minimum and maximum amounts are positive, at most ${ACCOUNT_SCALE} decimals.`;
  }
  if (max.lt(min)) return 'The maximum amount is at least the minimum.';
  const exit = decimal(input.earlyExitRate, RATE_SCALE);
  if (!exit?.lt(EARLY_EXIT_RATE_CAP)) {
    return `The early-exit rate is a fraction from 0 up to (not including) ${EARLY_EXIT_RATE_CAP}, at most ${RATE_SCALE} decimals.`;
  }
  if (input.quota !== null && !decimal(input.quota, ACCOUNT_SCALE)?.isPositive()) {
    return `The quota is empty (unlimited) or a positive amount, at most ${ACCOUNT_SCALE} decimals.`;
  }
  return null;
}

/** Why the product cannot be saved as it is, or null when it can. */
export function smartProductProblem(input: SmartProductInput): string | null {
  return (
    textProblem(input.names, 'name') ??
    textProblem(input.disclosures, 'disclosure') ??
    termsProblem(input.terms) ??
    amountsProblem(input)
  );
}

/** The texts worth keeping: trimmed, blank languages dropped (readers of those get the English). */
export function writtenTexts(texts: SmartProductInput['names']): Partial<Record<Language, string>> {
  const kept: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const value = texts[language]?.trim();
    if (value) kept[language] = value;
  }
  return kept;
}
