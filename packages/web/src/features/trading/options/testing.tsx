import type { MarketInfo, OptionsOrder, OptionsProduct, PositionRecord } from '@tp/contract';
import { btc as deskBtc } from '../testing.tsx';

/**
 * Sample data of the options panel's and the order list's tests; the fake server and the providers
 * are the feature's (../testing.tsx).
 */

/** The trade desk's instrument, as the options tests know it. */
export const btc: MarketInfo = {
  ...deskBtc,
  logo: '',
  price: 65000.5,
  open: 64000,
  high: 66000,
  low: 63000,
  leverages: [1, 10, 100],
  maxLots: '100',
};

export const products: OptionsProduct[] = [
  { id: 2, periodSeconds: 60, payoutRate: '0.85', minStake: '10', maxStake: '10000' },
  { id: 1, periodSeconds: 30, payoutRate: '0.85', minStake: '10', maxStake: '10000' },
  { id: 3, periodSeconds: 120, payoutRate: '0.82', minStake: '10', maxStake: '10000' },
  { id: 4, periodSeconds: 300, payoutRate: '0.8', minStake: '10', maxStake: '10000' },
];

export function optionOrder(patch: Partial<OptionsOrder> = {}): OptionsOrder {
  const createdAt = patch.createdAt ?? 1_750_000_000_000;
  return {
    id: 41,
    mode: 'demo',
    instrumentId: 7,
    code: 'BTCUSDT',
    appName: 'Bitcoin',
    type: 2,
    direction: 'up',
    periodSeconds: 60,
    payoutRate: '0.85',
    stake: '100',
    status: 'open',
    openPrice: '65000.5',
    openTick: { code: 'BTCUSDT', time: createdAt - 120, price: '65000.5' },
    expiresAt: createdAt + 60_000,
    settlePrice: null,
    settleTick: null,
    payout: null,
    profit: null,
    createdAt,
    settledAt: null,
    ...patch,
  };
}

export function position(patch: Partial<PositionRecord> = {}): PositionRecord {
  return {
    id: 12,
    mode: 'demo',
    instrumentId: 7,
    code: 'BTCUSDT',
    appName: 'Bitcoin',
    type: 2,
    side: 'long',
    lots: '0.5',
    leverage: 100,
    contractSize: '1',
    status: 'closed',
    openPrice: '64000',
    openTick: { code: 'BTCUSDT', time: 1_750_000_000_000, price: '64000' },
    openConversion: null,
    margin: '320',
    fee: '32',
    stopLoss: '63000',
    takeProfit: null,
    currentPrice: null,
    floatingProfit: null,
    closePrice: '65000',
    closeTick: { code: 'BTCUSDT', time: 1_750_000_600_000, price: '65000' },
    closeConversion: null,
    closeReason: 'take_profit',
    profit: '500',
    absorbedLoss: null,
    openedAt: 1_750_000_000_000,
    closedAt: 1_750_000_600_000,
    ...patch,
  };
}

export const pageOf = <T,>(list: T[], total = list.length, page = 1) => ({ list, total, page, pageSize: 20 });
