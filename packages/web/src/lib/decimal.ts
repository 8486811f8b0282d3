/**
 * Money arrives as decimal strings and is shown as it came: these helpers read and write the text
 * and never turn an amount into a Number. They cover what the screens need (compare, count
 * decimals, group for reading, move the decimal point) and the few exact sums and products an
 * estimate needs (BigInt, never a float); the server does the arithmetic that counts.
 */

/** A plain decimal as a customer may type it, or as the server sends it (sign only from the server). */
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

interface Parts {
  negative: boolean;
  /** Integer digits without leading zeros ('' for zero). */
  integer: string;
  /** Fraction digits without trailing zeros. */
  fraction: string;
}

function parts(text: string): Parts | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const integer = (match[2] ?? '').replace(/^0+/, '');
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  const zero = integer === '' && fraction === '';
  return { negative: match[1] === '-' && !zero, integer, fraction };
}

/** Whether the text is a non-negative plain decimal, e.g. "120", "0.015"; not "1e3", ".5", "1,5". */
export function isDecimal(text: string): boolean {
  return /^\d+(\.\d+)?$/.test(text.trim());
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`; both must be decimals. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const x = parts(a);
  const y = parts(b);
  if (!x || !y) throw new RangeError(`not a decimal: ${JSON.stringify(x ? b : a)}`);
  if (x.negative !== y.negative) return x.negative ? -1 : 1;
  const sign = x.negative ? -1 : 1;
  if (x.integer.length !== y.integer.length) return (x.integer.length > y.integer.length ? sign : -sign) as -1 | 1;
  const width = Math.max(x.fraction.length, y.fraction.length);
  const left = x.integer + x.fraction.padEnd(width, '0');
  const right = y.integer + y.fraction.padEnd(width, '0');
  if (left === right) return 0;
  return (left > right ? sign : -sign) as -1 | 1;
}

/** Significant decimal places: "1.50" has 1. */
export function decimalPlaces(text: string): number {
  return parts(text)?.fraction.length ?? 0;
}

/** Whether the decimal is more than zero. */
export function isPositive(text: string): boolean {
  const p = parts(text);
  return p !== null && !p.negative && (p.integer !== '' || p.fraction !== '');
}

/** Whether the decimal is below zero. */
export function isNegative(text: string): boolean {
  return parts(text)?.negative ?? false;
}

/** The canonical wire text of a typed amount: "007.50" → "7.5". */
export function canonical(text: string): string {
  const p = parts(text);
  if (!p) throw new RangeError(`not a decimal: ${JSON.stringify(text)}`);
  const body = `${p.integer || '0'}${p.fraction ? `.${p.fraction}` : ''}`;
  return p.negative ? `-${body}` : body;
}

/** Integer digits, without leading zeros: "00012.5" has 2. */
export function integerDigits(text: string): number {
  return parts(text)?.integer.length ?? 0;
}

/**
 * The amount grouped in thousands for reading, with at least `minDecimals` places (zeros added,
 * never digits removed): "100000" → "100,000.00". Text that is not a decimal is shown unchanged.
 * `signed` adds a '+' to positive amounts.
 */
export function formatMoney(text: string, minDecimals = 0, signed = false): string {
  const p = parts(text);
  if (!p) return text;
  const integer = (p.integer || '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = p.fraction.padEnd(minDecimals, '0');
  const sign = p.negative ? '-' : signed && (p.integer || p.fraction) ? '+' : '';
  return `${sign}${integer}${fraction ? `.${fraction}` : ''}`;
}

/** The decimal times 10^places, by moving the point: a rate "0.005" is "0.5" percent. */
export function shiftDecimal(text: string, places: number): string {
  const p = parts(text);
  if (!p) return text;
  let digits = p.integer + p.fraction;
  let point = p.integer.length + places;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  digits = digits.padEnd(point, '0');
  const result = canonical(`${digits.slice(0, point) || '0'}${point < digits.length ? `.${digits.slice(point)}` : ''}`);
  return p.negative && result !== '0' ? `-${result}` : result;
}

/** The decimal as an integer of units of 10^-scale, and that scale: "1.25" is 125n at scale 2. */
function scaled(text: string): { units: bigint; scale: number } {
  const p = parts(text);
  if (!p) throw new RangeError(`not a decimal: ${JSON.stringify(text)}`);
  const units = BigInt(`${p.integer || '0'}${p.fraction}`);
  return { units: p.negative ? -units : units, scale: p.fraction.length };
}

/** Units of 10^-scale as decimal text, canonical. */
function unscaled(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const point = digits.length - scale;
  const text = canonical(scale > 0 ? `${digits.slice(0, point)}.${digits.slice(point)}` : digits);
  return negative && text !== '0' ? `-${text}` : text;
}

/** Cuts a decimal to `places` decimals toward zero (rounds down a positive amount): "1.2399" → "1.23". */
export function truncateDecimal(text: string, places: number): string {
  const { units, scale } = scaled(text);
  if (scale <= places) return canonical(text);
  return unscaled(units / 10n ** BigInt(scale - places), places);
}

/** a + b, exactly. */
export function addDecimal(a: string, b: string): string {
  const x = scaled(a);
  const y = scaled(b);
  const scale = Math.max(x.scale, y.scale);
  return unscaled(x.units * 10n ** BigInt(scale - x.scale) + y.units * 10n ** BigInt(scale - y.scale), scale);
}

/** a × b, exactly (the scales add up); cut it with `truncateDecimal` to the places money keeps. */
export function multiplyDecimal(a: string, b: string): string {
  const x = scaled(a);
  const y = scaled(b);
  return unscaled(x.units * y.units, x.scale + y.scale);
}

/** Rounds a decimal to `places` decimals, halves away from zero, for display: "10.288516" → "10.29". */
export function roundDecimal(text: string, places: number): string {
  const { units, scale } = scaled(text);
  if (scale <= places) return canonical(text);
  const divisor = 10n ** BigInt(scale - places);
  const magnitude = units < 0n ? -units : units;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return unscaled(units < 0n ? -rounded : rounded, places);
}
