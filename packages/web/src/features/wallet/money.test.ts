import { describe, expect, it } from 'vitest';
import { canonical, compareDecimal, decimalPlaces, formatMoney, isDecimal, isPositive, shiftDecimal } from './money.ts';

describe('string decimals', () => {
  it('compares without turning money into numbers', () => {
    expect(compareDecimal('120', '120.00')).toBe(0);
    expect(compareDecimal('119.999999', '120')).toBe(-1);
    expect(compareDecimal('0.015', '0.0149')).toBe(1);
    expect(compareDecimal('0.2', '0.19999999')).toBe(1);
    expect(compareDecimal('1000', '999.99')).toBe(1);
    expect(compareDecimal('-5', '3')).toBe(-1);
    expect(compareDecimal('-5', '-3')).toBe(-1);
    expect(compareDecimal('007', '7')).toBe(0);
    // Beyond what a double holds exactly.
    expect(compareDecimal('9007199254740993.000001', '9007199254740993')).toBe(1);
  });

  it('reads what a customer types', () => {
    expect(isDecimal('0.015')).toBe(true);
    expect(isDecimal(' 120 ')).toBe(true);
    for (const text of ['', '.5', '1.', '1e3', '1,5', '-1', 'abc', '1.2.3']) expect(isDecimal(text)).toBe(false);
    expect(isPositive('0.000')).toBe(false);
    expect(isPositive('0.001')).toBe(true);
    expect(decimalPlaces('1.50')).toBe(1);
    expect(decimalPlaces('0.00000001')).toBe(8);
    expect(canonical('007.50')).toBe('7.5');
    expect(canonical('0')).toBe('0');
  });

  it('groups for reading and keeps every digit', () => {
    expect(formatMoney('100000', 2)).toBe('100,000.00');
    expect(formatMoney('1234567.123456', 2)).toBe('1,234,567.123456');
    expect(formatMoney('-1500.5', 2)).toBe('-1,500.50');
    expect(formatMoney('25', 2, true)).toBe('+25.00');
    expect(formatMoney('0', 2, true)).toBe('0.00');
    expect(formatMoney('0.015')).toBe('0.015');
    expect(formatMoney('n/a')).toBe('n/a');
  });

  it('moves the decimal point', () => {
    expect(shiftDecimal('0.005', 2)).toBe('0.5');
    expect(shiftDecimal('0.01', 2)).toBe('1');
    expect(shiftDecimal('0.1234', 2)).toBe('12.34');
    expect(shiftDecimal('5', -2)).toBe('0.05');
    expect(shiftDecimal('12', 3)).toBe('12000');
  });
});
