import { describe, expect, it } from 'vitest';
import { roundDecimal } from '../../lib/decimal.ts';
import { formatAmount, stepLots } from './decimal.ts';

const range = { min: '0.01', step: '0.01', max: '5' };

describe('lots on their grid', () => {
  it('steps up and down inside the range, onto the grid', () => {
    expect(stepLots('0.01', 1, range)).toBe('0.02');
    expect(stepLots('0.02', -1, range)).toBe('0.01');
    expect(stepLots('0.01', -1, range)).toBe('0.01');
    expect(stepLots('5', 1, range)).toBe('5');
    expect(stepLots('0.015', 1, range)).toBe('0.02');
    expect(stepLots('0.015', -1, range)).toBe('0.01');
    expect(stepLots('9', -1, range)).toBe('5');
    expect(stepLots('', 1, range)).toBe('0.01');
    expect(stepLots('abc', -1, range)).toBe('0.01');
    expect(stepLots('0.29', 1, { min: '0.1', step: '0.1', max: '10' })).toBe('0.3');
  });
});

describe('account amounts for reading', () => {
  it('round half away from zero to two decimals', () => {
    expect(roundDecimal('12.345', 2)).toBe('12.35');
    expect(roundDecimal('-12.345', 2)).toBe('-12.35');
    expect(roundDecimal('12.344', 2)).toBe('12.34');
    expect(roundDecimal('0.5', 0)).toBe('1');
  });

  it('group thousands, sign on request, and never show a small fee as zero', () => {
    expect(formatAmount('9935.355495')).toBe('9,935.36');
    expect(formatAmount('12.345', true)).toBe('+12.35');
    expect(formatAmount('-0.5', true)).toBe('-0.50');
    expect(formatAmount('0.004')).toBe('0.004');
    expect(formatAmount('0')).toBe('0.00');
  });
});
