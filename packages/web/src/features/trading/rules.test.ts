import { describe, expect, it } from 'vitest';
import { STOP_PRICE_MAX } from '@tp/contract/constants';
import { checkLots, checkStop } from './rules.ts';

const range = { min: '0.01', step: '0.01', max: '5' };

describe('the lots check', () => {
  it('takes whole steps inside the range', () => {
    expect(checkLots('0.01', range)).toBeNull();
    expect(checkLots(' 1.25 ', range)).toBeNull();
    expect(checkLots('5', range)).toBeNull();
  });

  it('knows a whole number of steps', () => {
    const steps = (step: string) => ({ min: step, step, max: '1000' });
    expect(checkLots('0.03', steps('0.01'))).toBeNull();
    expect(checkLots('0.015', steps('0.01'))?.key).toBe('lotsStep');
    expect(checkLots('10', steps('1'))).toBeNull();
    expect(checkLots('0.3', steps('0.1'))).toBeNull();
    expect(checkLots('2.5', steps('0.25'))).toBeNull();
  });

  it('reads lots as typed: spaces and leading zeros are forgiven', () => {
    expect(checkLots('007.50', { min: '0.01', step: '0.01', max: '10' })).toBeNull();
  });

  it('names what is wrong', () => {
    expect(checkLots('', range)?.key).toBe('lotsRequired');
    expect(checkLots('1e2', range)?.key).toBe('lotsInvalid');
    expect(checkLots('0', range)?.key).toBe('lotsInvalid');
    expect(checkLots('0.001', range)).toEqual({ key: 'lotsMin', values: { min: '0.01' } });
    expect(checkLots('5.01', range)).toEqual({ key: 'lotsMax', values: { max: '5' } });
    expect(checkLots('0.015', range)).toEqual({ key: 'lotsStep', values: { step: '0.01' } });
  });
});

describe('the stop check', () => {
  it('wants a long stop-loss below the price and take-profit above it', () => {
    expect(checkStop('63000', 'stopLoss', 'long', '64000.5', 2)).toBeNull();
    expect(checkStop('65000', 'takeProfit', 'long', '64000.5', 2)).toBeNull();
    expect(checkStop('64000.5', 'stopLoss', 'long', '64000.5', 2)?.key).toBe('unreasonableBelow');
    expect(checkStop('65000', 'stopLoss', 'long', '64000.5', 2)).toEqual({
      key: 'unreasonableBelow',
      values: { price: '64000.5' },
    });
    expect(checkStop('63000', 'takeProfit', 'long', '64000.5', 2)?.key).toBe('unreasonableAbove');
  });

  it('wants a short the other way round', () => {
    expect(checkStop('65000', 'stopLoss', 'short', '64000.5', 2)).toBeNull();
    expect(checkStop('63000', 'takeProfit', 'short', '64000.5', 2)).toBeNull();
    expect(checkStop('63000', 'stopLoss', 'short', '64000.5', 2)?.key).toBe('unreasonableAbove');
    expect(checkStop('65000', 'takeProfit', 'short', '64000.5', 2)?.key).toBe('unreasonableBelow');
  });

  it('checks the shape first, the side only when a price is known', () => {
    expect(checkStop('', 'stopLoss', 'long', null, 2)?.key).toBe('stopLossRequired');
    expect(checkStop(' ', 'takeProfit', 'long', null, 2)?.key).toBe('takeProfitRequired');
    expect(checkStop('-1', 'stopLoss', 'long', null, 2)?.key).toBe('priceInvalid');
    expect(checkStop('0', 'stopLoss', 'long', null, 2)?.key).toBe('priceInvalid');
    expect(checkStop('63000.123', 'stopLoss', 'long', null, 2)).toEqual({
      key: 'priceDecimals',
      values: { places: 2 },
    });
    expect(checkStop('63000.123', 'stopLoss', 'long', null, null)).toBeNull();
    expect(checkStop('99999', 'stopLoss', 'long', null, 2)).toBeNull();
  });

  it('says the highest stop price the server takes before sending one above it', () => {
    expect(checkStop(STOP_PRICE_MAX, 'stopLoss', 'short', '64000.5', 2)).toBeNull();
    expect(checkStop(`${STOP_PRICE_MAX}.01`, 'stopLoss', 'short', '64000.5', 2)).toEqual({
      key: 'priceTooHigh',
      values: { max: STOP_PRICE_MAX },
    });
    expect(checkStop('99999999999999999999', 'takeProfit', 'long', null, 2)?.key).toBe('priceTooHigh');
  });
});
