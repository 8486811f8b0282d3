import { Money } from '@tp/contract/money';
import { dueTime, totalInterest } from '@tp/contract/rules/loans';
import type { LoanProduct } from '@tp/contract';

/** A rate given as a fraction ("0.0004") as a percentage with every digit kept ("0.04"). */
export function percentOf(fraction: string): string {
  return Money.of(fraction).times('100').toString();
}

/** What a loan of `amount` on the product costs, computed as the server will: exact, rounded once. */
export function loanFigures(product: LoanProduct, amount: string, startMs: number) {
  const interest = totalInterest({ ...product, amount });
  return {
    totalInterest: interest.toString(),
    repayAmount: Money.of(amount).plus(interest).toString(),
    dueMs: dueTime(startMs, product.days),
  };
}

/** A day as the reader's locale writes it. */
export function formatDay(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(ms);
}
