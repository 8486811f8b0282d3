import { Money } from '@tp/contract/money';
import { localizeDecimal } from './numbers.ts';

/**
 * Money arrives as decimal strings and is shown as it came. The screens keep amounts as text;
 * whatever they compare or compute goes through the contract's Money (`@tp/contract/money`, no
 * zod), the same decimal the server books with, so an estimate here never disagrees with the
 * server's arithmetic and never passes through a JavaScript number.
 */

/** The amount the text holds (spaces and leading zeros forgiven); a RangeError when it holds none. */
function moneyOf(text: string): Money {
  const value = Money.parse(text);
  if (!value) throw new RangeError(`not a decimal: ${JSON.stringify(text)}`);
  return value;
}

/** Whether the text is a non-negative plain decimal, e.g. "120", "0.015"; not "1e3", ".5", "1,5", "-1". */
export function isDecimal(text: string): boolean {
  return Money.parse(text) !== null && !text.trim().startsWith('-');
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`; both must be decimals. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  return moneyOf(a).compare(moneyOf(b));
}

/** Significant decimal places: "1.50" has 1. */
export function decimalPlaces(text: string): number {
  return Money.parse(text)?.decimalPlaces() ?? 0;
}

/** Whether the decimal is more than zero. */
export function isPositive(text: string): boolean {
  return Money.parse(text)?.isPositive() ?? false;
}

/** Whether the decimal is below zero. */
export function isNegative(text: string): boolean {
  return Money.parse(text)?.isNegative() ?? false;
}

/** The canonical wire text of a typed amount: "007.50" → "7.5". */
export function canonical(text: string): string {
  return moneyOf(text).toString();
}

/** Integer digits, without leading zeros: "00012.5" has 2, "0.5" none. */
export function integerDigits(text: string): number {
  const integer = Money.parse(text)?.abs().round(0, 'down').toString() ?? '0';
  return integer === '0' ? 0 : integer.length;
}

/**
 * The amount grouped in thousands for reading, with at least `minDecimals` places (zeros added,
 * never digits removed): "100000" → "100,000.00" (in English; the separators are the interface
 * language's, see lib/numbers.ts). Text that is not a decimal is shown unchanged.
 * `signed` adds a '+' to positive amounts.
 */
export function formatMoney(text: string, minDecimals = 0, signed = false): string {
  const value = Money.parse(text);
  if (!value) return text;
  const [integer = '0', fraction = ''] = value.abs().toString().split('.');
  const decimals = fraction.padEnd(minDecimals, '0');
  const sign = value.isNegative() ? '-' : signed && value.isPositive() ? '+' : '';
  return `${sign}${localizeDecimal(decimals ? `${integer}.${decimals}` : integer)}`;
}

/** The decimal times 10^places, by moving the point: a rate "0.005" is "0.5" percent. */
export function shiftDecimal(text: string, places: number): string {
  const value = Money.parse(text);
  if (!value) return text;
  const power = `1${'0'.repeat(Math.abs(places))}`;
  // Dividing by a power of ten is exact at the value's own places plus the shift.
  return (places >= 0 ? value.times(power) : value.dividedBy(power, value.decimalPlaces() - places, 'down')).toString();
}

/** Cuts a decimal to `places` decimals toward zero (rounds down a positive amount): "1.2399" → "1.23". */
export function truncateDecimal(text: string, places: number): string {
  return moneyOf(text).round(places, 'down').toString();
}

/** a + b, exactly. */
export function addDecimal(a: string, b: string): string {
  return moneyOf(a).plus(moneyOf(b)).toString();
}

/** a × b, exactly (the scales add up); cut it with `truncateDecimal` to the places money keeps. */
export function multiplyDecimal(a: string, b: string): string {
  return moneyOf(a).times(moneyOf(b)).toString();
}

/** Rounds a decimal to `places` decimals, halves away from zero, for display: "10.288516" → "10.29". */
export function roundDecimal(text: string, places: number): string {
  return moneyOf(text).round(places, 'halfUp').toString();
}
