/**
 * Lots and prices arrive and leave as decimal strings. The shared helpers (src/lib/decimal.ts)
 * read, compare and group them; what the order form adds is stepping lots on their grid and
 * rounding an account amount for reading, all with the contract's Money, never a JavaScript number.
 */
import { Money } from '@tp/contract/money';
import { canonical, formatMoney, isDecimal, isNegative, isPositive, roundDecimal } from '../../lib/decimal.ts';

export interface LotRange {
  min: string;
  step: string;
  max: string;
}

/**
 * The lots one step up (+1) or down (−1) from `value`, on the grid of whole steps and inside
 * [min, max]. A value between two steps goes to the next one in that direction; text that is not
 * a decimal starts again from the minimum.
 */
export function stepLots(value: string, direction: 1 | -1, range: LotRange): string {
  const current = isDecimal(value) ? Money.parse(value) : null;
  if (!current) return canonical(range.min);
  const step = Money.of(range.step);
  const min = Money.of(range.min);
  const max = Money.of(range.max);
  // The whole steps at or below a value: its place on the grid.
  const onGrid = (lots: Money) => lots.dividedBy(step, 0, 'down').times(step);
  const below = onGrid(current);
  let next = direction === 1 ? below.plus(step) : below.eq(current) ? current.minus(step) : below;
  if (next.lt(min)) next = min;
  if (next.gt(max)) next = onGrid(max);
  return next.toString();
}

/**
 * An account amount (USDT) for reading: grouped, two decimals, rounded; an amount too small for
 * two decimals keeps its own digits, so a fee of 0.004 never reads as 0.00. `signed` adds '+'.
 */
export function formatAmount(text: string, signed = false): string {
  if (!Money.parse(text)) return text;
  const rounded = roundDecimal(text, 2);
  const lostEverything = signOf(rounded) === 0 && signOf(text) !== 0;
  return formatMoney(lostEverything ? text : rounded, 2, signed);
}

/** -1, 0 or 1 by the sign of the decimal (0 for null or text that is not one). */
export function signOf(text: string | null): -1 | 0 | 1 {
  if (text === null) return 0;
  return isPositive(text) ? 1 : isNegative(text) ? -1 : 0;
}
