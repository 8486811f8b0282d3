import { Money, type Language, type SmartPlan, type SmartProduct } from '@tp/contract';
import { annualRate } from '@tp/contract/rules/plans';
import type { LocalizedText } from '../../db/schema.ts';
import type { ProductView, SmartPlanRow } from './repo.ts';

/** Rows as the wire carries them: exact decimals in plain notation, times in epoch milliseconds. */

const plain = (value: string | Money) => Money.of(value).toString();

/** The text in the reader's language, English where none is written. */
export function localized(text: LocalizedText, language: Language): string {
  return text[language] ?? text.en;
}

export function toSmartProduct(product: ProductView, language: Language): SmartProduct {
  const quotaLeft = product.quota === null ? null : Money.of(product.quota).minus(product.earningPrincipal);
  return {
    id: product.id,
    name: localized(product.names, language),
    terms: product.terms.map((term) => ({
      days: term.days,
      dailyRate: plain(term.dailyRate),
      annualRate: annualRate(term.dailyRate).toString(),
    })),
    minAmount: plain(product.minAmount),
    maxAmount: plain(product.maxAmount),
    earlyExitRate: plain(product.earlyExitRate),
    exitForfeitsEarnings: product.exitForfeitsEarnings,
    quota: product.quota === null ? null : plain(product.quota),
    quotaLeft: quotaLeft === null ? null : (quotaLeft.isNegative() ? Money.zero() : quotaLeft).toString(),
    disclosure: localized(product.disclosures, language),
    status: product.status,
  };
}

export function toSmartPlan(row: SmartPlanRow, productName: string): SmartPlan {
  const clawedBack = row.clawedBack === null ? null : plain(row.clawedBack);
  return {
    id: row.id,
    productId: row.productId,
    productName,
    days: row.days,
    amount: plain(row.amount),
    dailyRate: plain(row.dailyRate),
    earlyExitRate: plain(row.earlyExitRate),
    exitForfeitsEarnings: row.exitForfeitsEarnings,
    expectedReturn: plain(row.expectedReturn),
    earned: plain(row.earned),
    daysPaid: row.daysPaid,
    daysLeft: row.status === 'earning' ? row.days - row.daysPaid : 0,
    startTime: row.startTime.getTime(),
    endTime: row.endTime.getTime(),
    nextEarningTime: row.nextEarningAt ? row.nextEarningAt.getTime() : null,
    status: row.status,
    penalty: row.penalty === null ? null : plain(row.penalty),
    clawedBack,
    refund: row.refund === null ? null : plain(row.refund),
    totalRevenue: Money.of(row.earned)
      .minus(clawedBack ?? '0')
      .toString(),
    exitedAt: row.status === 'exited' && row.endedAt ? row.endedAt.getTime() : null,
    completedAt: row.status === 'completed' && row.endedAt ? row.endedAt.getTime() : null,
  };
}
