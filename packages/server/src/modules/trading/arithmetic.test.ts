import { describe, expect, it } from 'vitest';
import { Money } from '@tp/contract';
import { Feed } from '../../feed/feed.ts';
import { instrumentSeeds } from '../market/instruments.ts';
import { feeOf, invertedRate, marginOf, openCosts, profitOf } from './arithmetic.ts';
import { conversionFor, conversionSource, quoteCurrency } from './instruments.ts';

/**
 * Worked examples, one per market type, with the arithmetic written out. Terms are the seeded
 * catalogue's: contract size, fee rate and leverages. Margin and fee round UP to 6 dp, profit
 * rounds HALF-EVEN to 6 dp.
 */

const text = (m: Money) => m.toString();

function costs(lots: string, contractSize: string, price: string, rate: string, leverage: number, feeRate: string) {
  const c = openCosts({ lots, contractSize, price, rate, leverage, feeRate });
  return { notional: text(c.notional), margin: text(c.margin), fee: text(c.fee) };
}

function profits(open: string, close: string, lots: string, contractSize: string, rate = '1') {
  const of = (side: 'long' | 'short') =>
    text(profitOf({ side, openPrice: open, closePrice: close, lots, contractSize, rate }));
  return { long: of('long'), short: of('short') };
}

describe('rounding rules', () => {
  it('rounds margin and fee up, never down, to 6 dp', () => {
    // 0.0000001 / 1 = 0.0000001 → up → 0.000001 (down would be 0).
    expect(text(marginOf(Money.of('0.0000001'), 1))).toBe('0.000001');
    // 312.75171 / 20 = 15.6375855 → up → 15.637586.
    expect(text(marginOf(Money.of('312.75171'), 20))).toBe('15.637586');
    // 312.75171 × 0.001 = 0.31275171 → up → 0.312752.
    expect(text(feeOf(Money.of('312.75171'), '0.001'))).toBe('0.312752');
  });

  it('rounds profit half-even to 6 dp: a tie goes to the even digit', () => {
    // 0.0025 × 0.001 × 1 = 0.0000025 → half-even → 0.000002 (half-up would say 0.000003).
    expect(profits('100', '100.0025', '0.001', '1').long).toBe('0.000002');
    // 0.0035 × 0.001 = 0.0000035 → half-even → 0.000004.
    expect(profits('100', '100.0035', '0.001', '1').long).toBe('0.000004');
    // Symmetric for losses: −0.0000025 → −0.000002.
    expect(profits('100', '100.0025', '0.001', '1').short).toBe('-0.000002');
  });

  it('inverts a USD-based price to 10 dp half-even', () => {
    // 1 / 151.842 = 0.006585793127066… → 0.0065857931.
    expect(text(invertedRate('151.842'))).toBe('0.0065857931');
    // 1 / 152.310 = 0.006565557087518… → 0.0065655571.
    expect(text(invertedRate('152.310'))).toBe('0.0065655571');
    // 1 / 8 = 0.125 exactly: nothing to round.
    expect(text(invertedRate('8'))).toBe('0.125');
  });
});

describe('worked examples per market type', () => {
  it('forex, USD quote: EURUSD, 0.37 lots × 100,000 at 1.16453, leverage 100, fee 0.05 %', () => {
    // notional = 0.37 × 100000 × 1.16453 × 1 = 43087.61
    // margin   = 43087.61 / 100 = 430.8761 (exact, nothing to round up)
    // fee      = 43087.61 × 0.0005 = 21.543805 (exact)
    expect(costs('0.37', '100000', '1.16453', '1', 100, '0.0005')).toEqual({
      notional: '43087.61',
      margin: '430.8761',
      fee: '21.543805',
    });
    // close at 1.16781: long (1.16781 − 1.16453) × 0.37 × 100000 = 0.00328 × 37000 = 121.36; short −121.36
    expect(profits('1.16453', '1.16781', '0.37', '100000')).toEqual({ long: '121.36', short: '-121.36' });
  });

  it('forex, JPY quote converted by USDJPY itself: USDJPY, 0.25 lots at 151.842, leverage 50', () => {
    // rate open = 1 / 151.842 → 0.0065857931 (10 dp half-even)
    // notional = 0.25 × 100000 × 151.842 × 0.0065857931 = 3796050 × 0.0065857931 = 24999.999897255
    // margin   = 24999.999897255 / 50 = 499.9999979451 → up → 499.999998
    // fee      = 24999.999897255 × 0.0005 = 12.4999999486275 → up → 12.5
    expect(costs('0.25', '100000', '151.842', '0.0065857931', 50, '0.0005')).toEqual({
      notional: '24999.999897255',
      margin: '499.999998',
      fee: '12.5',
    });
    // close at 152.310, rate close = 1 / 152.310 → 0.0065655571
    // long  = (152.310 − 151.842) × 0.25 × 100000 × 0.0065655571 = 11700 × 0.0065655571
    //       = 76.81701807 → half-even → 76.817018; short −76.817018
    expect(profits('151.842', '152.310', '0.25', '100000', '0.0065655571')).toEqual({
      long: '76.817018',
      short: '-76.817018',
    });
  });

  it('forex cross, JPY quote converted by USDJPY: EURJPY, 0.1 lots at 176.820, leverage 20', () => {
    // rate open = 1 / 151.842 → 0.0065857931
    // notional = 0.1 × 100000 × 176.820 × 0.0065857931 = 1768200 × 0.0065857931 = 11644.99935942
    // margin   = 11644.99935942 / 20 = 582.249967971 → up → 582.249968
    // fee      = 11644.99935942 × 0.0005 = 5.82249967971 → up → 5.8225
    expect(costs('0.1', '100000', '176.820', '0.0065857931', 20, '0.0005')).toEqual({
      notional: '11644.99935942',
      margin: '582.249968',
      fee: '5.8225',
    });
    // close at 176.455 with rate close 0.0065655571 (USDJPY 152.310)
    // long  = (176.455 − 176.820) × 0.1 × 100000 × 0.0065655571 = −3650 × 0.0065655571
    //       = −23.964283415 → half-even → −23.964283; short +23.964283
    expect(profits('176.820', '176.455', '0.1', '100000', '0.0065655571')).toEqual({
      long: '-23.964283',
      short: '23.964283',
    });
  });

  it('metal: XAUUSD, 0.05 lots × 100 oz at 4125.40, leverage 20', () => {
    // notional = 0.05 × 100 × 4125.40 = 20627;  margin = 20627 / 20 = 1031.35;  fee = 20627 × 0.0005 = 10.3135
    expect(costs('0.05', '100', '4125.40', '1', 20, '0.0005')).toEqual({
      notional: '20627',
      margin: '1031.35',
      fee: '10.3135',
    });
    // close at 4131.87: long (4131.87 − 4125.40) × 0.05 × 100 = 6.47 × 5 = 32.35; short −32.35
    expect(profits('4125.40', '4131.87', '0.05', '100')).toEqual({ long: '32.35', short: '-32.35' });
  });

  it('crypto, USDT quote: BTCUSDT, 0.003 lots at 104250.57, leverage 20, fee 0.1 %', () => {
    // notional = 0.003 × 1 × 104250.57 = 312.75171
    // margin   = 312.75171 / 20 = 15.6375855 → up → 15.637586
    // fee      = 312.75171 × 0.001 = 0.31275171 → up → 0.312752
    expect(costs('0.003', '1', '104250.57', '1', 20, '0.001')).toEqual({
      notional: '312.75171',
      margin: '15.637586',
      fee: '0.312752',
    });
    // close at 103998.12: long (103998.12 − 104250.57) × 0.003 = −252.45 × 0.003 = −0.75735; short +0.75735
    expect(profits('104250.57', '103998.12', '0.003', '1')).toEqual({ long: '-0.75735', short: '0.75735' });
  });

  it('stock: AAPL, 7 shares at 268.45, leverage 5, fee 0.08 %', () => {
    // notional = 7 × 1 × 268.45 = 1879.15;  margin = 1879.15 / 5 = 375.83;  fee = 1879.15 × 0.0008 = 1.50332
    expect(costs('7', '1', '268.45', '1', 5, '0.0008')).toEqual({
      notional: '1879.15',
      margin: '375.83',
      fee: '1.50332',
    });
    // close at 265.99: long (265.99 − 268.45) × 7 = −2.46 × 7 = −17.22; short +17.22
    expect(profits('268.45', '265.99', '7', '1')).toEqual({ long: '-17.22', short: '17.22' });
  });

  it('futures: ES, 2 contracts × multiplier 50 at 6850.25, leverage 20, fee 0.03 %', () => {
    // notional = 2 × 50 × 6850.25 = 685025;  margin = 685025 / 20 = 34251.25;  fee = 685025 × 0.0003 = 205.5075
    expect(costs('2', '50', '6850.25', '1', 20, '0.0003')).toEqual({
      notional: '685025',
      margin: '34251.25',
      fee: '205.5075',
    });
    // close at 6862.75: long (6862.75 − 6850.25) × 2 × 50 = 12.5 × 100 = 1250; short −1250
    expect(profits('6850.25', '6862.75', '2', '50')).toEqual({ long: '1250', short: '-1250' });
  });

  it('ETF: SPY, 15 shares at 682.43, leverage 10, fee 0.05 %', () => {
    // notional = 15 × 682.43 = 10236.45;  margin = 10236.45 / 10 = 1023.645;  fee = 10236.45 × 0.0005 = 5.118225
    expect(costs('15', '1', '682.43', '1', 10, '0.0005')).toEqual({
      notional: '10236.45',
      margin: '1023.645',
      fee: '5.118225',
    });
    // close at 684.11: long (684.11 − 682.43) × 15 = 1.68 × 15 = 25.2; short −25.2
    expect(profits('682.43', '684.11', '15', '1')).toEqual({ long: '25.2', short: '-25.2' });
  });
});

describe('quote currency and its conversion', () => {
  const feed = new Feed(instrumentSeeds.map((seed) => seed.code));
  const seed = (code: string) => {
    const found = instrumentSeeds.find((s) => s.code === code);
    if (!found) throw new Error(code);
    return found;
  };

  it('quotes crypto in USDT, stocks, futures and ETFs in USD, forex in its last three letters', () => {
    const quotes = [
      'BTCUSDT',
      'AAPL',
      'ES',
      '6E',
      'SPY',
      'EURUSD',
      'XAUUSD',
      'XAGUSD',
      'USDJPY',
      'EURGBP',
      'AUDNZD',
    ].map((code) => [code, quoteCurrency(seed(code))]);
    expect(Object.fromEntries(quotes)).toEqual({
      BTCUSDT: 'USDT',
      AAPL: 'USD',
      ES: 'USD',
      '6E': 'USD',
      SPY: 'USD',
      EURUSD: 'USD',
      XAUUSD: 'USD',
      XAGUSD: 'USD',
      USDJPY: 'JPY',
      EURGBP: 'GBP',
      AUDNZD: 'NZD',
    });
  });

  it('converts with XUSD where the catalogue has it, else with the inverse of USDX', () => {
    const sources = Object.fromEntries(
      instrumentSeeds.filter((s) => s.type === 1).map((s) => [s.code, conversionSource(feed, s)]),
    );
    expect(sources).toEqual({
      EURUSD: null,
      GBPUSD: null,
      AUDUSD: null,
      NZDUSD: null,
      XAUUSD: null,
      XAGUSD: null,
      USDJPY: { code: 'USDJPY', inverted: true },
      EURJPY: { code: 'USDJPY', inverted: true },
      GBPJPY: { code: 'USDJPY', inverted: true },
      AUDJPY: { code: 'USDJPY', inverted: true },
      CADJPY: { code: 'USDJPY', inverted: true },
      USDCAD: { code: 'USDCAD', inverted: true },
      EURCAD: { code: 'USDCAD', inverted: true },
      USDCHF: { code: 'USDCHF', inverted: true },
      EURCHF: { code: 'USDCHF', inverted: true },
      GBPCHF: { code: 'USDCHF', inverted: true },
      EURGBP: { code: 'GBPUSD', inverted: false },
      EURAUD: { code: 'AUDUSD', inverted: false },
      GBPAUD: { code: 'AUDUSD', inverted: false },
      AUDNZD: { code: 'NZDUSD', inverted: false },
    });
    for (const code of ['BTCUSDT', 'AAPL', 'ES', 'SPY']) expect(conversionSource(feed, seed(code))).toBeNull();
  });

  it('records the conversion tick and rate, and refuses a missing or stale one with 10015', () => {
    const now = new Date();
    feed.ingest([
      { code: 'USDJPY', price: 151.842, priceText: '151.842', time: now.getTime() - 1000 },
      { code: 'GBPUSD', price: 1.3412, priceText: '1.34120', time: now.getTime() - 61_000 },
    ]);
    expect(conversionFor(feed, seed('EURJPY'), now)).toEqual({
      code: 'USDJPY',
      time: now.getTime() - 1000,
      rate: '0.0065857931',
    });
    expect(conversionFor(feed, seed('BTCUSDT'), now)).toBeNull();
    // GBPUSD's last tick is 61 s old: no fill converts at it.
    expect(() => conversionFor(feed, seed('EURGBP'), now)).toThrow(expect.objectContaining({ code: 10015 }));
    // AUDUSD has no tick at all.
    expect(() => conversionFor(feed, seed('EURAUD'), now)).toThrow(expect.objectContaining({ code: 10015 }));
  });
});
