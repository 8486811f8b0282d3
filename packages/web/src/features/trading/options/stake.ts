import type { OptionsProduct } from '@tp/contract';
import { ACCOUNT_SCALE } from '@tp/contract/constants';
import { Money } from '@tp/contract/money';
import { stakeVerdict } from '@tp/contract/rules/trading';
import { addDecimal, canonical, compareDecimal, multiplyDecimal, truncateDecimal } from '../../../lib/decimal.ts';

/** Why a stake is refused before anything is sent. */
export type StakeProblem =
  | { key: 'enter' }
  | { key: 'invalid' }
  | { key: 'decimals'; values: { decimals: number } }
  | { key: 'min'; values: { min: string } }
  | { key: 'max'; values: { max: string } };

/** The stake as typed against the product's limits (the contract's stake rule): null when it may be sent. */
export function checkStake(text: string, product: Pick<OptionsProduct, 'minStake' | 'maxStake'>): StakeProblem | null {
  const typed = text.trim();
  if (!typed) return { key: 'enter' };
  const verdict = stakeVerdict(Money.parse(typed), product);
  if (verdict.ok) return null;
  switch (verdict.problem) {
    case 'format':
    case 'notPositive':
      return { key: 'invalid' };
    case 'decimals':
      return { key: 'decimals', values: { decimals: ACCOUNT_SCALE } };
    case 'belowMin':
      return { key: 'min', values: { min: canonical(product.minStake) } };
    case 'aboveMax':
      return { key: 'max', values: { max: canonical(product.maxStake) } };
  }
}

/** What a win credits: stake × (1 + rate), rounded down to the account's 6 places. */
export function potentialPayout(stake: string, payoutRate: string): string {
  return truncateDecimal(multiplyDecimal(stake, addDecimal('1', payoutRate)), ACCOUNT_SCALE);
}

/** The profit of a win: stake × rate, rounded down to the account's 6 places. */
export function potentialProfit(stake: string, payoutRate: string): string {
  return truncateDecimal(multiplyDecimal(stake, payoutRate), ACCOUNT_SCALE);
}

/** Amounts offered as one-tap stakes: those within the product's limits. */
const QUICK = ['10', '50', '100', '500', '1000', '5000'];
export function quickStakes(product: Pick<OptionsProduct, 'minStake' | 'maxStake'>): string[] {
  const within = QUICK.filter(
    (amount) => compareDecimal(amount, product.minStake) >= 0 && compareDecimal(amount, product.maxStake) <= 0,
  );
  return within.length > 0 ? within.slice(0, 5) : [canonical(product.minStake), canonical(product.maxStake)];
}
