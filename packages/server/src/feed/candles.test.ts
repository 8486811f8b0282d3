import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Candle } from '@tp/contract';
import { call, startTestApp, type TestApp } from '../../test/app.ts';
import { databaseKinds } from '../../test/databases.ts';
import { CandleRecorder } from './recorder.ts';
import { Feed } from './feed.ts';
import { rollUp, upsertCandles } from './candles.ts';

const INDEX = '/swx/customer/index';
const T0 = Date.UTC(2026, 10, 20, 10, 0, 0);
const MIN = 60_000;
const bar = (minute: number, open: number, high: number, low: number, close: number): Candle => ({
  time: T0 + minute * MIN,
  open,
  high,
  low,
  close,
  volume: 1,
});

describe('rolling minute candles up to longer periods', () => {
  it('takes the first open, the highest high, the lowest low, the last close and the summed volume', () => {
    const minutes = [bar(0, 10, 12, 9, 11), bar(1, 11, 15, 10, 14), bar(4, 14, 14, 8, 9), bar(5, 9, 10, 9, 10)];
    expect(rollUp(minutes, 5 * MIN)).toEqual([
      { time: T0, open: 10, high: 15, low: 8, close: 9, volume: 3 },
      { time: T0 + 5 * MIN, open: 9, high: 10, low: 9, close: 10, volume: 1 },
    ]);
  });
});

describe.each(databaseKinds)('getKValueByCodeAndDate on %s', (kind) => {
  let app: TestApp;
  const clock = { now: new Date(T0 + 10 * MIN + 30_000) };
  beforeAll(async () => {
    app = await startTestApp(kind, { clock });
    const written = [bar(0, 100, 101, 99, 100.5), bar(1, 100.5, 103, 100, 102), bar(2, 102, 102, 95, 96)];
    await upsertCandles(
      app.database.db,
      written.map((c) => ({ code: 'BTCUSDT', ...c })),
    );
    // Minutes 2 (already written) and 3 (not yet written) also live in the feed; the tail merges only minute 3.
    app.feed.ingest([
      { code: 'BTCUSDT', price: 96, priceText: '96.00', time: T0 + 2 * MIN + 59_000 },
      { code: 'BTCUSDT', price: 97, priceText: '97.00', time: T0 + 3 * MIN + 1_000 },
      { code: 'BTCUSDT', price: 94, priceText: '94.00', time: T0 + 3 * MIN + 2_000 },
    ]);
  });
  afterAll(async () => {
    await app.close();
  });

  const candles = (query: string) => call<Candle[]>(app.url, 'GET', `${INDEX}/getKValueByCodeAndDate?${query}`);

  it('returns written minutes and the live minute, oldest first', async () => {
    const answer = await candles(`code=BTCUSDT&period=1m&from=${T0}&to=${T0 + 10 * MIN}`);
    expect(answer.code).toBe(200);
    expect(answer.result.map((c) => [c.time, c.open, c.high, c.low, c.close])).toEqual([
      [T0, 100, 101, 99, 100.5],
      [T0 + MIN, 100.5, 103, 100, 102],
      [T0 + 2 * MIN, 102, 102, 95, 96],
      [T0 + 3 * MIN, 97, 97, 94, 94],
    ]);
  });

  it('rolls minutes up to five minutes, including the live tail', async () => {
    const answer = await candles(`code=BTCUSDT&period=5m&from=${T0}&to=${T0 + 10 * MIN}`);
    expect(answer.result).toEqual([{ time: T0, open: 100, high: 103, low: 94, close: 94, volume: 3 }]);
  });

  it('keeps the newest candles when the limit is smaller than the range', async () => {
    const answer = await candles(`code=BTCUSDT&period=1m&from=${T0}&to=${T0 + 10 * MIN}&limit=2`);
    expect(answer.result.map((c) => c.time)).toEqual([T0 + 2 * MIN, T0 + 3 * MIN]);
  });

  it('answers an unknown code or period, an empty range and a limit over 1000 with 10088', async () => {
    for (const query of [
      'code=NOPE&period=1m',
      'code=BTCUSDT&period=2m',
      'code=BTCUSDT',
      `code=BTCUSDT&period=1m&from=${T0}&to=${T0}`,
      'code=BTCUSDT&period=1m&limit=1001',
      'code=BTCUSDT&period=1m&limit=0',
      'code=BTCUSDT&period=1m&from=-5',
      'code=btc usdt&period=1m',
    ]) {
      const answer = await candles(query);
      expect([answer.code, answer.result], query).toEqual([10088, null]);
    }
  });

  it('writes finished minutes once and resumes them into a new feed after a restart', async () => {
    const feed = new Feed(['ETHUSDT']);
    let now = T0 + 5 * MIN;
    const recorder = new CandleRecorder(app.database.db, feed, () => now);
    feed.ingest([
      { code: 'ETHUSDT', price: 10, priceText: '10', time: T0 + 3 * MIN },
      { code: 'ETHUSDT', price: 11, priceText: '11', time: T0 + 4 * MIN },
      { code: 'ETHUSDT', price: 12, priceText: '12', time: T0 + 5 * MIN },
    ]);
    expect(await recorder.flush()).toBe(2);
    expect(await recorder.flush()).toBe(0);
    now += MIN;
    expect(await recorder.flush()).toBe(1);
    const restarted = new Feed(['ETHUSDT']);
    const stops = await new CandleRecorder(app.database.db, restarted, () => now).resume(24 * 3600_000);
    expect(stops.get('ETHUSDT')).toEqual({ time: T0 + 5 * MIN, close: 12 });
    expect(restarted.minuteBars('ETHUSDT').map((c) => c.close)).toEqual([10, 11, 12]);
    expect(restarted.last('ETHUSDT')?.price).toBe(12);
  });
});
