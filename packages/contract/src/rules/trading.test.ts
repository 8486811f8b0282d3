import { describe, expect, it } from 'vitest';
import { STOP_PRICE_MAX } from '../constants.ts';
import { Money } from '../money.ts';
import { lotsVerdict, stakeVerdict, stopSide, stopVerdict, type StopKind } from './trading.ts';

const lotTerms = { minLots: '0.01', lotStep: '0.01', maxLots: '5' };
const problemOf = (verdict: { ok: boolean; problem?: string }) => (verdict.ok ? null : verdict.problem);

describe('the lot rule', () => {
  it('takes whole steps inside the range, and gives the lots back', () => {
    for (const lots of ['0.01', '1.25', '5', '0.010']) {
      const verdict = lotsVerdict(Money.of(lots), lotTerms);
      expect(verdict.ok && verdict.value.eq(lots), lots).toBe(true);
    }
  });

  it('names what is wrong, in the order a customer fixes it', () => {
    expect(problemOf(lotsVerdict(null, lotTerms))).toBe('format');
    expect(problemOf(lotsVerdict(Money.of('0'), lotTerms))).toBe('notPositive');
    expect(problemOf(lotsVerdict(Money.of('-1'), lotTerms))).toBe('notPositive');
    expect(problemOf(lotsVerdict(Money.of('0.001'), lotTerms))).toBe('belowMin');
    expect(problemOf(lotsVerdict(Money.of('5.01'), lotTerms))).toBe('aboveMax');
    expect(problemOf(lotsVerdict(Money.of('0.015'), lotTerms))).toBe('offStep');
  });

  it('counts the step from the minimum', () => {
    const terms = { minLots: '0.5', lotStep: '0.2', maxLots: '10' };
    expect(lotsVerdict(Money.of('0.9'), terms).ok).toBe(true);
    expect(problemOf(lotsVerdict(Money.of('0.8'), terms))).toBe('offStep');
    expect(problemOf(lotsVerdict(Money.of('0.70'), { minLots: '0.1', lotStep: '0.1', maxLots: '1' }))).toBeNull();
    expect(problemOf(lotsVerdict(Money.of('0.75'), { minLots: '0.1', lotStep: '0.1', maxLots: '1' }))).toBe('offStep');
  });
});

describe('the stop rule', () => {
  const price = Money.of('64000.5');
  const at = (kind: StopKind, side: 'long' | 'short', precision: number | null = 2) => ({
    kind,
    side,
    price,
    precision,
  });

  it('wants a long stop-loss below the price and take-profit above it', () => {
    expect(stopVerdict(Money.of('63000'), at('stopLoss', 'long')).ok).toBe(true);
    expect(stopVerdict(Money.of('65000'), at('takeProfit', 'long')).ok).toBe(true);
    expect(problemOf(stopVerdict(Money.of('64000.5'), at('stopLoss', 'long')))).toBe('wrongSide');
    expect(problemOf(stopVerdict(Money.of('64000.5'), at('takeProfit', 'long')))).toBe('wrongSide');
    expect(problemOf(stopVerdict(Money.of('63000'), at('takeProfit', 'long')))).toBe('wrongSide');
  });

  it('wants a short the other way round', () => {
    expect(stopVerdict(Money.of('65000'), at('stopLoss', 'short')).ok).toBe(true);
    expect(stopVerdict(Money.of('63000'), at('takeProfit', 'short')).ok).toBe(true);
    expect(problemOf(stopVerdict(Money.of('63000'), at('stopLoss', 'short')))).toBe('wrongSide');
    expect(problemOf(stopVerdict(Money.of('65000'), at('takeProfit', 'short')))).toBe('wrongSide');
    expect(stopSide('stopLoss', 'short')).toBe('above');
    expect(stopSide('takeProfit', 'short')).toBe('below');
  });

  it('checks the shape before the side, and skips what is not known', () => {
    expect(problemOf(stopVerdict(null, at('stopLoss', 'long')))).toBe('format');
    expect(problemOf(stopVerdict(Money.of('0'), at('stopLoss', 'long')))).toBe('notPositive');
    expect(problemOf(stopVerdict(Money.of('63000.123'), at('stopLoss', 'long')))).toBe('decimals');
    expect(stopVerdict(Money.of('63000.123'), at('stopLoss', 'long', null)).ok).toBe(true);
    expect(stopVerdict(Money.of('99999'), { kind: 'stopLoss', side: 'long', price: null, precision: 2 }).ok).toBe(true);
  });

  it('takes no stop above the highest stop price the wire carries', () => {
    expect(stopVerdict(Money.of(STOP_PRICE_MAX), at('stopLoss', 'short')).ok).toBe(true);
    expect(problemOf(stopVerdict(Money.of(STOP_PRICE_MAX).plus('0.01'), at('stopLoss', 'short')))).toBe('tooHigh');
    expect(problemOf(stopVerdict(Money.of('99999999999999999999'), at('takeProfit', 'long', null)))).toBe('tooHigh');
  });
});

describe('the stake rule', () => {
  const limits = { minStake: '10', maxStake: '10000' };

  it('takes a stake within the limits with at most 6 decimals', () => {
    for (const stake of ['10', '10000', '123.456789'])
      expect(stakeVerdict(Money.of(stake), limits).ok, stake).toBe(true);
  });

  it('names what is wrong', () => {
    expect(problemOf(stakeVerdict(null, limits))).toBe('format');
    expect(problemOf(stakeVerdict(Money.of('0'), limits))).toBe('notPositive');
    expect(problemOf(stakeVerdict(Money.of('10.0000001'), limits))).toBe('decimals');
    expect(problemOf(stakeVerdict(Money.of('9.999999'), limits))).toBe('belowMin');
    expect(problemOf(stakeVerdict(Money.of('10000.000001'), limits))).toBe('aboveMax');
  });
});
