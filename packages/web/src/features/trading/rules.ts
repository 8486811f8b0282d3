import { STOP_PRICE_MAX, type PositionSide } from '@tp/contract/constants';
import { Money } from '@tp/contract/money';
import { lotsVerdict, stopSide, stopVerdict, type StopKind } from '@tp/contract/rules/trading';
import type { LotRange } from './decimal.ts';

/**
 * The checks the order form makes before it asks the server: the contract's rules, the very ones
 * the server applies (it refuses with 10016 or 10088), said in words the customer can act on.
 */
export { stopSide, type StopKind };

export type LotsProblem =
  | { key: 'lotsRequired' }
  | { key: 'lotsInvalid' }
  | { key: 'lotsMin'; values: { min: string } }
  | { key: 'lotsMax'; values: { max: string } }
  | { key: 'lotsStep'; values: { step: string } };

/** Lots: a decimal inside [min, max], a whole number of steps. */
export function checkLots(text: string, range: LotRange): LotsProblem | null {
  const lots = text.trim();
  if (!lots) return { key: 'lotsRequired' };
  const verdict = lotsVerdict(Money.parse(lots), { minLots: range.min, lotStep: range.step, maxLots: range.max });
  if (verdict.ok) return null;
  switch (verdict.problem) {
    case 'format':
    case 'notPositive':
      return { key: 'lotsInvalid' };
    case 'belowMin':
      return { key: 'lotsMin', values: { min: range.min } };
    case 'aboveMax':
      return { key: 'lotsMax', values: { max: range.max } };
    case 'offStep':
      return { key: 'lotsStep', values: { step: range.step } };
  }
}

export type StopProblem =
  | { key: 'stopLossRequired' | 'takeProfitRequired' | 'priceInvalid' }
  | { key: 'priceDecimals'; values: { places: number } }
  | { key: 'priceTooHigh'; values: { max: string } }
  | { key: 'unreasonableBelow' | 'unreasonableAbove'; values: { price: string } };

/**
 * A stop-loss or take-profit price: a positive decimal with at most the instrument's decimals
 * (`precision` null when unknown here: the server checks it), on the right side of the live
 * `price` (null when there is none yet: the server checks it).
 */
export function checkStop(
  text: string,
  kind: StopKind,
  side: PositionSide,
  price: string | null,
  precision: number | null,
): StopProblem | null {
  const value = text.trim();
  if (!value) return { key: kind === 'stopLoss' ? 'stopLossRequired' : 'takeProfitRequired' };
  const live = price === null ? null : Money.parse(price);
  const verdict = stopVerdict(Money.parse(value), { kind, side, price: live, precision });
  if (verdict.ok) return null;
  if (verdict.problem === 'tooHigh') return { key: 'priceTooHigh', values: { max: STOP_PRICE_MAX } };
  if (verdict.problem === 'decimals') return { key: 'priceDecimals', values: { places: precision ?? 0 } };
  if (verdict.problem === 'wrongSide') {
    const key = stopSide(kind, side) === 'below' ? 'unreasonableBelow' : 'unreasonableAbove';
    return { key, values: { price: price ?? '' } };
  }
  return { key: 'priceInvalid' };
}
