/**
 * Lots and prices arrive and leave as decimal strings. The shared helpers (src/lib/decimal.ts)
 * read, compare and group them; what the order form adds is stepping lots on their grid, checking
 * a multiple of the step, and rounding an account amount for reading, all on BigInt counts of the
 * smallest unit, never on a JavaScript number.
 */
import {
  canonical,
  decimalPlaces,
  formatMoney,
  isDecimal,
  isNegative,
  isPositive,
  roundDecimal,
} from '../../lib/decimal.ts';

const SIGNED_DECIMAL = /^-?\d+(\.\d+)?$/;

/** The decimal as a count of 10^-scale units: ("1.25", 3) → 1250n. The text must have at most `scale` places. */
function units(text: string, scale: number): bigint {
  if (!SIGNED_DECIMAL.test(text.trim())) throw new RangeError(`not a decimal: ${JSON.stringify(text)}`);
  const plain = canonical(text);
  const negative = plain.startsWith('-');
  const [integer = '0', fraction = ''] = (negative ? plain.slice(1) : plain).split('.');
  if (fraction.length > scale) throw new RangeError(`${text} has more than ${scale} places`);
  const value = BigInt(`${integer}${fraction.padEnd(scale, '0')}`);
  return negative ? -value : value;
}

/** The text of a count of 10^-scale units: (1250n, 3) → "1.25". */
function fromUnits(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return canonical(negative ? `-${text}` : text);
}

const scaleOf = (...texts: string[]) => Math.max(0, ...texts.map(decimalPlaces));

/** Whether `value` is a whole number of `step`s: ("0.03", "0.01") yes, ("0.015", "0.01") no. */
export function isMultipleOf(value: string, step: string): boolean {
  const scale = scaleOf(value, step);
  const s = units(step, scale);
  return s !== 0n && units(value, scale) % s === 0n;
}

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
  if (!isDecimal(value)) return canonical(range.min);
  const scale = scaleOf(value, range.min, range.step, range.max);
  const step = units(range.step, scale);
  const min = units(range.min, scale);
  const max = units(range.max, scale);
  const current = units(value, scale);
  const below = current - (current % step);
  let next = direction === 1 ? below + step : current % step === 0n ? current - step : below;
  if (next < min) next = min;
  if (next > max) next = max - (max % step);
  return fromUnits(next, scale);
}

/**
 * An account amount (USDT) for reading: grouped, two decimals, rounded; an amount too small for
 * two decimals keeps its own digits, so a fee of 0.004 never reads as 0.00. `signed` adds '+'.
 */
export function formatAmount(text: string, signed = false): string {
  if (!SIGNED_DECIMAL.test(text.trim())) return text;
  const rounded = roundDecimal(text, 2);
  const lostEverything = signOf(rounded) === 0 && signOf(text) !== 0;
  return formatMoney(lostEverything ? text : rounded, 2, signed);
}

/** -1, 0 or 1 by the sign of the decimal (0 for null or text that is not one). */
export function signOf(text: string | null): -1 | 0 | 1 {
  if (text === null) return 0;
  return isPositive(text) ? 1 : isNegative(text) ? -1 : 0;
}
