import Big from 'big.js';

/**
 * The one money type. Amounts travel as decimal strings, live in the database as `numeric`
 * and in code as Money; a JavaScript number never holds money. Every division names its
 * rounding. This module imports no zod (`@tp/contract/money`), so the browser computes with the
 * same Money as the server; the wire schema of an amount is in money-schema.ts.
 */
/**
 * big.js behind it: sums, differences and products are exact at any length (no precision to
 * run out of), a quotient is rounded once, straight to its scale, and it is a quarter of the
 * size decimal.js adds to a page. Strict: it takes strings only, never a JavaScript number.
 */
const D = Big();
D.strict = true;
type DecimalValue = Big;

export type Rounding = 'down' | 'up' | 'halfEven' | 'halfUp';
const roundingModes: Record<Rounding, Big.RoundingMode> = {
  down: Big.roundDown,
  up: Big.roundUp,
  halfEven: Big.roundHalfEven,
  halfUp: Big.roundHalfUp,
};

/** Plain decimal notation: optional minus, digits, optional fraction. No exponent, no spaces. */
export const DECIMAL_PATTERN = /^-?(0|[1-9]\d{0,19})(\.\d{1,18})?$/;
/** A decimal as a person types it: spaces around and leading zeros are forgiven, nothing else. */
const TYPED_DECIMAL = /^\s*-?\d+(\.\d+)?\s*$/;

export class Money {
  private constructor(private readonly value: DecimalValue) {}

  static of(amount: string | Money): Money {
    if (amount instanceof Money) return amount;
    if (!DECIMAL_PATTERN.test(amount)) throw new RangeError(`not a decimal amount: ${JSON.stringify(amount)}`);
    return new Money(new D(amount));
  }

  /**
   * What a person typed, read as a decimal ("007.50 " is 7.5), or null when it is not one
   * ("1e3", ".5", "1,5"). Not bounded like the wire's amounts: a form says what is wrong with
   * a long fraction, rather than that it is no number.
   */
  static parse(text: string): Money | null {
    return TYPED_DECIMAL.test(text) ? new Money(new D(text.trim())) : null;
  }

  static zero(): Money {
    return new Money(new D('0'));
  }

  static sum(amounts: readonly (string | Money)[]): Money {
    return amounts.reduce<Money>((total, amount) => total.plus(amount), Money.zero());
  }

  plus(other: string | Money): Money {
    return new Money(this.value.plus(Money.of(other).value));
  }

  minus(other: string | Money): Money {
    return new Money(this.value.minus(Money.of(other).value));
  }

  times(factor: string | Money): Money {
    return new Money(this.value.times(Money.of(factor).value));
  }

  /** Division always states its scale and rounding: there is no exact division of money. */
  dividedBy(divisor: string | Money, scale: number, rounding: Rounding): Money {
    const d = Money.of(divisor).value;
    if (isZero(d)) throw new RangeError('division by zero');
    // The constructor's scale and rounding govern div; set for this one synchronous call.
    D.DP = scale;
    D.RM = roundingModes[rounding];
    return new Money(this.value.div(d));
  }

  round(scale: number, rounding: Rounding): Money {
    return new Money(this.value.round(scale, roundingModes[rounding]));
  }

  negated(): Money {
    return new Money(this.value.neg());
  }

  abs(): Money {
    return new Money(this.value.abs());
  }

  compare(other: string | Money): -1 | 0 | 1 {
    return this.value.cmp(Money.of(other).value);
  }

  eq(other: string | Money): boolean {
    return this.compare(other) === 0;
  }
  gt(other: string | Money): boolean {
    return this.compare(other) > 0;
  }
  gte(other: string | Money): boolean {
    return this.compare(other) >= 0;
  }
  lt(other: string | Money): boolean {
    return this.compare(other) < 0;
  }
  lte(other: string | Money): boolean {
    return this.compare(other) <= 0;
  }
  isZero(): boolean {
    return isZero(this.value);
  }
  isNegative(): boolean {
    return this.value.s < 0 && !isZero(this.value);
  }
  isPositive(): boolean {
    return this.value.s > 0 && !isZero(this.value);
  }

  /** Decimals of the value, trailing zeros aside ("0.010" has 2). */
  decimalPlaces(): number {
    // big.js keeps digits `c` and exponent `e` (value = 0.c × 10^(e+1)), trailing zeros stripped.
    return Math.max(0, this.value.c.length - this.value.e - 1);
  }

  /** Canonical text: no exponent, no trailing zeros. */
  toString(): string {
    return this.value.toFixed();
  }

  /** Text with exactly `scale` decimals; rounding must be said. */
  toFixed(scale: number, rounding: Rounding): string {
    return this.value.toFixed(scale, roundingModes[rounding]);
  }

  toJSON(): string {
    return this.toString();
  }
}

function isZero(value: Big): boolean {
  return value.c[0] === 0;
}
