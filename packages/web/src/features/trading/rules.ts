import type { PositionSide } from '@tp/contract/constants';
import { compareDecimal, decimalPlaces, isDecimal, isPositive } from '../../lib/decimal.ts';
import { isMultipleOf, type LotRange } from './decimal.ts';

/**
 * The checks the order form makes before it asks the server: the same rules the server applies
 * (which refuses with 10016 or 10088), said in words the customer can act on.
 */

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
  if (!isDecimal(lots) || !isPositive(lots)) return { key: 'lotsInvalid' };
  if (compareDecimal(lots, range.min) < 0) return { key: 'lotsMin', values: { min: range.min } };
  if (compareDecimal(lots, range.max) > 0) return { key: 'lotsMax', values: { max: range.max } };
  if (!isMultipleOf(lots, range.step)) return { key: 'lotsStep', values: { step: range.step } };
  return null;
}

export type StopKind = 'stopLoss' | 'takeProfit';

export type StopProblem =
  | { key: 'stopLossRequired' | 'takeProfitRequired' | 'priceInvalid' }
  | { key: 'priceDecimals'; values: { places: number } }
  | { key: 'unreasonableBelow' | 'unreasonableAbove'; values: { price: string } };

/**
 * Where a stop must be against the price: a long's stop-loss and a short's take-profit below it,
 * a long's take-profit and a short's stop-loss above it.
 */
export function stopSide(kind: StopKind, side: PositionSide): 'below' | 'above' {
  return (kind === 'stopLoss') === (side === 'long') ? 'below' : 'above';
}

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
  if (!isDecimal(value) || !isPositive(value)) return { key: 'priceInvalid' };
  if (precision !== null && decimalPlaces(value) > precision) {
    return { key: 'priceDecimals', values: { places: precision } };
  }
  if (price === null) return null;
  const where = stopSide(kind, side);
  const order = compareDecimal(value, price);
  if (where === 'below' && order >= 0) return { key: 'unreasonableBelow', values: { price } };
  if (where === 'above' && order <= 0) return { key: 'unreasonableAbove', values: { price } };
  return null;
}
