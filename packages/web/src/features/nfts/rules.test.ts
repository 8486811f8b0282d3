import { describe, expect, it } from 'vitest';
import { bidProblem, charityPart, countdownParts, feePercent } from './rules.ts';

describe('the bid form and the split as the page shows them', () => {
  it('refuses what the server would refuse: no amount, more than 6 decimals, below the minimum next bid', () => {
    expect(bidProblem('', '105')).toBe('format');
    expect(bidProblem('abc', '105')).toBe('format');
    expect(bidProblem('105.0000001', '105')).toBe('decimals');
    expect(bidProblem('104.99', '105')).toBe('min');
    expect(bidProblem(' 105 ', '105')).toBeNull();
  });

  it('gives the charity the price less the fee rounded down, as the receipt will', () => {
    expect(charityPart({ charityShare: '0.9' }, '333.33')).toBe('299.997');
    expect(charityPart({ charityShare: '0.9' }, '0.000001')).toBe('0.000001');
    expect(feePercent({ charityShare: '0.9' })).toBe('10');
  });

  it('counts down in days and HH:MM:SS, never below zero', () => {
    expect(countdownParts(90_061_000, 0)).toEqual({ days: 1, time: '01:01:01' });
    expect(countdownParts(0, 5000)).toEqual({ days: 0, time: '00:00:00' });
  });
});
