import { describe, expect, it } from 'vitest';
import { addDecimal, multiplyDecimal, roundDecimal, truncateDecimal } from './decimal.ts';

describe('exact sums and products of decimal strings', () => {
  it('adds and multiplies without a float', () => {
    expect(addDecimal('1', '0.85')).toBe('1.85');
    expect(addDecimal('0.1', '0.2')).toBe('0.3');
    expect(addDecimal('-5', '3.25')).toBe('-1.75');
    expect(multiplyDecimal('33.33', '1.82')).toBe('60.6606');
    expect(multiplyDecimal('0.1', '0.2')).toBe('0.02');
    expect(multiplyDecimal('9007199254740993', '1.5')).toBe('13510798882111489.5');
    expect(multiplyDecimal('-2', '0.5')).toBe('-1');
  });

  it('cuts to a number of places toward zero', () => {
    expect(truncateDecimal('60.6606', 2)).toBe('60.66');
    expect(truncateDecimal('1.999999999', 6)).toBe('1.999999');
    expect(truncateDecimal('185', 2)).toBe('185');
    expect(truncateDecimal('0.004', 2)).toBe('0');
    expect(truncateDecimal('-1.239', 2)).toBe('-1.23');
  });

  it('rounds half away from zero for display', () => {
    expect(roundDecimal('10.288516', 2)).toBe('10.29');
    expect(roundDecimal('2.345', 2)).toBe('2.35');
    expect(roundDecimal('-0.573', 2)).toBe('-0.57');
    expect(roundDecimal('-0.005', 2)).toBe('-0.01');
    expect(roundDecimal('0.004', 2)).toBe('0');
    expect(roundDecimal('999.995', 2)).toBe('1000');
    expect(roundDecimal('7', 2)).toBe('7');
  });
});
