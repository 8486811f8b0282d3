import { describe, expect, it } from 'vitest';
import { Feed } from './feed.ts';
import type { Tick } from './types.ts';

const T0 = Date.UTC(2026, 10, 20, 0, 0, 0);
const tick = (code: string, price: number, time: number): Tick => ({ code, price, priceText: String(price), time });

describe('the feed', () => {
  it('keeps the last 100 prices, oldest first', () => {
    const feed = new Feed(['EURUSD']);
    for (let i = 0; i < 150; i++) feed.ingest([tick('EURUSD', 1 + i / 1000, T0 + i * 1000)]);
    const stats = feed.stats('EURUSD')!;
    expect(stats.hundred).toHaveLength(100);
    expect(stats.hundred[0]).toBe(1.05);
    expect(stats.hundred.at(-1)).toBe(1.149);
  });

  it('computes the 24-hour change against the price one day before the last tick', () => {
    const feed = new Feed(['BTCUSDT']);
    feed.ingest([tick('BTCUSDT', 100, T0)]);
    feed.ingest([tick('BTCUSDT', 120, T0 + 12 * 3600_000)]);
    feed.ingest([tick('BTCUSDT', 110, T0 + 24 * 3600_000)]);
    expect(feed.stats('BTCUSDT')).toMatchObject({ price: 110, zdf: 10, open: 100, high: 120, low: 100 });
    feed.ingest([tick('BTCUSDT', 121, T0 + 36 * 3600_000)]);
    // The first bar is now older than a day: the reference is the bar at 12:00, 120.
    expect(feed.stats('BTCUSDT')).toMatchObject({ price: 121, zdf: 0.83, open: 120, high: 121, low: 110 });
  });

  it('builds minute bars from ticks and ignores ticks older than the last', () => {
    const feed = new Feed(['AAPL']);
    feed.ingest([tick('AAPL', 10, T0 + 1_000), tick('AAPL', 12, T0 + 20_000), tick('AAPL', 9, T0 + 59_000)]);
    feed.ingest([tick('AAPL', 11, T0 + 60_000), tick('AAPL', 50, T0 + 30_000)]);
    expect(feed.minuteBars('AAPL')).toEqual([
      { time: T0, open: 10, high: 12, low: 9, close: 9, volume: 0 },
      { time: T0 + 60_000, open: 11, high: 11, low: 11, close: 11, volume: 0 },
    ]);
    expect(feed.last('AAPL')?.price).toBe(11);
  });

  it('lists only instruments that have a price, with code, price and change', () => {
    const feed = new Feed(['EURUSD', 'GBPUSD']);
    feed.ingest([tick('GBPUSD', 1.27, T0)]);
    expect(feed.livePrices()).toEqual([{ code: 'GBPUSD', price: 1.27, zdf: 0 }]);
  });
});
