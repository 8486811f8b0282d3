import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Money } from './money.ts';
import { moneyString } from './money-schema.ts';

describe('Money', () => {
  it('adds and subtracts exactly where binary floating point does not', () => {
    expect(Money.of('0.1').plus('0.2').toString()).toBe('0.3');
    expect(Money.of('100000').minus('0.000000000000000001').toString()).toBe('99999.999999999999999999');
  });

  it('divides only with a stated scale and rounding', () => {
    expect(Money.of('10').dividedBy('3', 2, 'down').toString()).toBe('3.33');
    expect(Money.of('10').dividedBy('3', 2, 'up').toString()).toBe('3.34');
    expect(Money.of('2.5').round(0, 'halfEven').toString()).toBe('2');
    expect(Money.of('2.5').round(0, 'halfUp').toString()).toBe('3');
    expect(() => Money.of('1').dividedBy('0', 2, 'down')).toThrow(RangeError);
  });

  it('refuses anything but plain decimal text', () => {
    for (const bad of ['1e3', ' 1', '1.', '.5', '01', '+1', 'NaN', 'Infinity', '', '0x10', '1.0000000000000000001']) {
      expect(() => Money.of(bad), bad).toThrow(RangeError);
      expect(moneyString.safeParse(bad).success, bad).toBe(false);
    }
    expect(moneyString.safeParse(120).success).toBe(false);
  });

  it('reads what a person types, forgiving spaces and leading zeros only', () => {
    expect(Money.parse(' 007.50 ')?.toString()).toBe('7.5');
    expect(Money.parse('-0.25')?.toString()).toBe('-0.25');
    expect(Money.parse('0.0000000000000000000001')?.decimalPlaces()).toBe(22);
    for (const bad of ['', ' ', '1e3', '.5', '1.', '1,5', '+1', 'abc', '1.2.3'])
      expect(Money.parse(bad), bad).toBeNull();
  });

  it('counts decimals without trailing zeros', () => {
    expect(Money.of('1.50').decimalPlaces()).toBe(1);
    expect(Money.of('0.010').decimalPlaces()).toBe(2);
    expect(Money.of('120').decimalPlaces()).toBe(0);
  });

  it('prints canonical text and fixed scales', () => {
    expect(Money.of('120.500').toString()).toBe('120.5');
    expect(Money.of('120.5').toFixed(2, 'down')).toBe('120.50');
    expect(JSON.stringify({ amount: Money.of('-0.25') })).toBe('{"amount":"-0.25"}');
  });

  it('keeps a + b - b = a and the order of a sum irrelevant', () => {
    const amount = fc
      .tuple(fc.bigInt({ min: -(10n ** 19n), max: 10n ** 19n }), fc.integer({ min: 0, max: 18 }))
      .map(([units, scale]) =>
        Money.of('0').plus(Money.of(units.toString()).dividedBy(`1${'0'.repeat(scale)}`, scale, 'down')),
      );
    fc.assert(
      fc.property(amount, amount, amount, (a, b, c) => {
        expect(a.plus(b).minus(b).eq(a)).toBe(true);
        expect(Money.sum([a, b, c]).eq(Money.sum([c, a, b]))).toBe(true);
      }),
    );
  });

  it('multiplies exactly however long the product, and rounds a quotient once, to its scale', () => {
    const text = '12345678901234567890.123456789012345678';
    const units = 12345678901234567890123456789012345678n;
    const square = (units * units).toString();
    expect(Money.of(text).times(text).toString()).toBe(`${square.slice(0, -36)}.${square.slice(-36)}`);
    expect(Money.of('1').dividedBy('8', 2, 'halfEven').toString()).toBe('0.12');
    expect(Money.of('1').dividedBy('8', 2, 'halfUp').toString()).toBe('0.13');
    expect(Money.of('2').dividedBy('3', 0, 'down').toString()).toBe('0');
    expect(Money.of('-2').dividedBy('3', 2, 'up').toString()).toBe('-0.67');
    // The scale of one division does not leak into the next.
    expect(Money.of('1').dividedBy('3', 18, 'down').toString()).toBe('0.333333333333333333');
    expect(Money.of('10').times('0.1').toString()).toBe('1');
  });
});
