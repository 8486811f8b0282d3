import Decimal from 'decimal.js';
import { z } from 'zod';

/**
 * The one money type. Amounts travel as decimal strings, live in the database as `numeric`
 * and in code as Money; a JavaScript number never holds money. Every division names its
 * rounding.
 */
const D = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_EVEN, toExpNeg: -60, toExpPos: 60 });
type DecimalValue = InstanceType<typeof D>;

export type Rounding = 'down' | 'up' | 'halfEven' | 'halfUp';
const roundingModes: Record<Rounding, Decimal.Rounding> = {
  down: Decimal.ROUND_DOWN,
  up: Decimal.ROUND_UP,
  halfEven: Decimal.ROUND_HALF_EVEN,
  halfUp: Decimal.ROUND_HALF_UP,
};

/** Plain decimal notation: optional minus, digits, optional fraction. No exponent, no spaces. */
export const DECIMAL_PATTERN = /^-?(0|[1-9]\d{0,19})(\.\d{1,18})?$/;

export class Money {
  private constructor(private readonly value: DecimalValue) {}

  static of(amount: string | Money): Money {
    if (amount instanceof Money) return amount;
    if (!DECIMAL_PATTERN.test(amount)) throw new RangeError(`not a decimal amount: ${JSON.stringify(amount)}`);
    return new Money(new D(amount));
  }

  static zero(): Money {
    return new Money(new D(0));
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
    if (d.isZero()) throw new RangeError('division by zero');
    return new Money(this.value.dividedBy(d).toDecimalPlaces(scale, roundingModes[rounding]));
  }

  round(scale: number, rounding: Rounding): Money {
    return new Money(this.value.toDecimalPlaces(scale, roundingModes[rounding]));
  }

  negated(): Money {
    return new Money(this.value.negated());
  }

  abs(): Money {
    return new Money(this.value.abs());
  }

  compare(other: string | Money): -1 | 0 | 1 {
    return this.value.comparedTo(Money.of(other).value) as -1 | 0 | 1;
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
    return this.value.isZero();
  }
  isNegative(): boolean {
    return this.value.isNegative() && !this.value.isZero();
  }
  isPositive(): boolean {
    return this.value.isPositive() && !this.value.isZero();
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

/** A money amount on the wire: a decimal string, never a JSON number. */
export const moneyString = z.string().regex(DECIMAL_PATTERN, 'a decimal amount as a string');
export const positiveMoneyString = moneyString.refine((s) => Money.of(s).isPositive(), 'a positive amount');
