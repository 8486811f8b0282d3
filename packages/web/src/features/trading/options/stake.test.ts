import { describe, expect, it } from 'vitest';
import { checkStake, potentialPayout, potentialProfit, quickStakes } from './stake.ts';

const product = { minStake: '10', maxStake: '10000' };

describe('the stake of an option', () => {
  it('is refused outside the product limits, and with more than 6 decimals', () => {
    expect(checkStake('', product)).toEqual({ key: 'enter' });
    expect(checkStake('1e3', product)).toEqual({ key: 'invalid' });
    expect(checkStake('0', product)).toEqual({ key: 'invalid' });
    expect(checkStake('9.999999', product)).toEqual({ key: 'min', values: { min: '10' } });
    expect(checkStake('10000.000001', product)).toEqual({ key: 'max', values: { max: '10000' } });
    expect(checkStake('10.0000001', product)).toEqual({ key: 'decimals', values: { decimals: 6 } });
    expect(checkStake(' 10 ', product)).toBeNull();
    expect(checkStake('10000', product)).toBeNull();
  });

  it('pays stake × (1 + rate) on a win, rounded down to 6 places', () => {
    expect(potentialPayout('100', '0.85')).toBe('185');
    expect(potentialPayout('10.123457', '0.82')).toBe('18.424691');
    expect(potentialProfit('10.123457', '0.82')).toBe('8.301234');
  });

  it('offers quick amounts within the limits', () => {
    expect(quickStakes(product)).toEqual(['10', '50', '100', '500', '1000']);
    expect(quickStakes({ minStake: '1', maxStake: '60' })).toEqual(['10', '50']);
    expect(quickStakes({ minStake: '20', maxStake: '40' })).toEqual(['20', '40']);
  });
});
