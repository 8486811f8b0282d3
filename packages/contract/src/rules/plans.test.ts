import { describe, expect, it } from 'vitest';
import { Money } from '../money.ts';
import {
  annualRate,
  earnedAfter,
  earningOfDay,
  earningTime,
  exitFigures,
  expectedReturn,
  planAmountVerdict,
} from './plans.ts';

describe('smart plan arithmetic', () => {
  it('pays each day the rounded-down cumulative figure less what was paid, so the term pays exactly the expected return', () => {
    // 333.33 × 0.00015 = 0.0499995 a day: rounding each day alone would pay 0.049999 × 7 = 0.349993.
    const days = [1, 2, 3, 4, 5, 6, 7].map((day) => earningOfDay('333.33', '0.00015', day).toString());
    expect(days).toEqual(['0.049999', '0.05', '0.049999', '0.05', '0.049999', '0.05', '0.049999']);
    expect(expectedReturn('333.33', '0.00015', 7).toString()).toBe('0.349996');
    expect(Money.sum(days).toString()).toBe('0.349996');
    expect(earnedAfter('333.33', '0.00015', 3).toString()).toBe('0.149998');
  });

  it('works the 7-day example: 1000 USDT at 0.015 % a day', () => {
    expect(earningOfDay('1000', '0.00015', 1).toString()).toBe('0.15');
    expect(expectedReturn('1000', '0.00015', 7).toString()).toBe('1.05');
    expect(annualRate('0.00015').toString()).toBe('0.05475');
    expect(earningTime(0, 3)).toBe(3 * 86_400_000);
  });

  it('takes the penalty rounded down, and the earnings back only where the product says so', () => {
    const kept = exitFigures({ amount: '1000', earned: '0.45', earlyExitRate: '0.02', exitForfeitsEarnings: false });
    expect([kept.penalty, kept.clawedBack, kept.refund].map(String)).toEqual(['20', '0', '980']);
    const forfeit = exitFigures({ amount: '1000', earned: '0.9', earlyExitRate: '0.05', exitForfeitsEarnings: true });
    expect([forfeit.penalty, forfeit.clawedBack, forfeit.refund].map(String)).toEqual(['50', '0.9', '949.1']);
    const odd = exitFigures({ amount: '100.000001', earned: '0', earlyExitRate: '0.05', exitForfeitsEarnings: true });
    expect([odd.penalty, odd.refund].map(String)).toEqual(['5', '95.000001']);
  });

  it('never takes back more than the principal left after the penalty', () => {
    const figures = exitFigures({ amount: '100', earned: '99', earlyExitRate: '0.5', exitForfeitsEarnings: true });
    expect([figures.penalty, figures.clawedBack, figures.refund].map(String)).toEqual(['50', '50', '0']);
  });

  it('checks an amount against the product limits and the account decimals', () => {
    const limits = { minAmount: '100', maxAmount: '50000' };
    expect(planAmountVerdict(Money.parse('99.999999'), limits)).toEqual({ ok: false, problem: 'belowMin' });
    expect(planAmountVerdict(Money.parse('50000.000001'), limits)).toEqual({ ok: false, problem: 'aboveMax' });
    expect(planAmountVerdict(Money.parse('100.0000001'), limits)).toEqual({ ok: false, problem: 'decimals' });
    expect(planAmountVerdict(Money.parse('0'), limits)).toEqual({ ok: false, problem: 'notPositive' });
    expect(planAmountVerdict(null, limits)).toEqual({ ok: false, problem: 'format' });
    expect(planAmountVerdict(Money.parse('100'), limits).ok).toBe(true);
  });
});
