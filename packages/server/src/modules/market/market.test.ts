import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { MarketInfo, MarketItem } from '@tp/contract';
import { call, startTestApp, type TestApp } from '../../../test/app.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { runBroadcast } from '../../feed/runner.ts';
import { instrumentSeeds } from './instruments.ts';

const INDEX = '/swx/customer/index';
/** Saturday 2026-11-21 15:00 UTC: crypto trades, US equities and forex are closed. */
const SATURDAY = new Date('2026-11-21T15:00:00Z');

describe.each(databaseKinds)('the market calls on %s', (kind) => {
  let app: TestApp;
  const clock = { now: SATURDAY };
  beforeAll(async () => {
    app = await startTestApp(kind, { clock });
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists the instruments of each type with the live price, change and series', async () => {
    const btc = app.instruments.find((i) => i.code === 'BTCUSDT')!;
    const base = SATURDAY.getTime() - 24 * 3600_000;
    app.feed.ingest([{ code: 'BTCUSDT', price: 100_000, priceText: '100000.00', time: base }]);
    app.feed.ingest([{ code: 'BTCUSDT', price: 101_500, priceText: '101500.00', time: SATURDAY.getTime() }]);
    const crypto = await call<MarketItem[]>(app.url, 'GET', `${INDEX}/listMarketByType?type=2`);
    expect(crypto.code).toBe(200);
    expect(crypto.result.length).toBe(instrumentSeeds.filter((s) => s.type === 2).length);
    expect(crypto.result.every((item) => item.type === 2)).toBe(true);
    expect(crypto.result.find((item) => item.id === btc.id)).toMatchObject({
      code: 'BTCUSDT',
      price: 101_500,
      precision: 2,
      zdf: 1.5,
      hundred: [100_000, 101_500],
      logo: '/logos/btcusdt.svg',
    });
  });

  it('describes one instrument with its terms and whether its market is open now', async () => {
    const stocks = await call<MarketItem[]>(app.url, 'GET', `${INDEX}/listMarketByType?type=3`);
    const btc = app.instruments.find((i) => i.code === 'BTCUSDT')!;
    const stock = await call<MarketInfo>(app.url, 'GET', `${INDEX}/getMarketInfo/${stocks.result[0]!.id}`);
    const crypto = await call<MarketInfo>(app.url, 'GET', `${INDEX}/getMarketInfo/${btc.id}`);
    expect(stock.result.status).toBe('closed');
    expect(stock.result.nextChangeAt).toBe(Date.parse('2026-11-23T14:30:00Z'));
    expect(crypto.result).toMatchObject({ status: 'open', nextChangeAt: null, precision: 2 });
    expect(crypto.result.feeRate).toMatch(/^0\.\d+$/);
    expect(crypto.result.leverages.length).toBeGreaterThan(0);
  });

  it('words the trading hours in the language the request names, and in English when it names none', async () => {
    const stocks = await call<MarketItem[]>(app.url, 'GET', `${INDEX}/listMarketByType?type=3`);
    const hours = async (query: string) =>
      (await call<MarketInfo>(app.url, 'GET', `${INDEX}/getMarketInfo/${stocks.result[0]!.id}${query}`)).result
        .tradingHours;
    expect(await hours('')).toBe('Mon–Fri 09:30–16:00 ET, closed on NYSE holidays');
    expect(await hours('?lang=en')).toBe('Mon–Fri 09:30–16:00 ET, closed on NYSE holidays');
    expect(await hours('?lang=ja')).toBe('月～金 09:30～16:00（ニューヨーク時間）、NYSEの休場日は休場');
    expect(await hours('?lang=es')).toBe('Lun–vie 09:30–16:00 (hora de Nueva York), cerrado los festivos de la NYSE');
    expect(await hours('?lang=ar')).toBe(
      'من الاثنين إلى الجمعة 09:30–16:00 بتوقيت نيويورك، ويُغلق في عطلات بورصة نيويورك',
    );
  });

  it('answers an unknown type or instrument and malformed parameters with 10088', async () => {
    for (const path of [
      'listMarketByType?type=6',
      'listMarketByType?type=0',
      'listMarketByType',
      'listMarketByType?type=1&extra=1',
      'getMarketInfo/999999',
      'getMarketInfo/abc',
      'getMarketInfo/1?lang=xx',
    ]) {
      const answer = await call(app.url, 'GET', `${INDEX}/${path}`);
      expect([answer.status, answer.code, answer.result], path).toEqual([200, 10088, null]);
    }
  });

  it('broadcasts the live list to every socket as one JSON array of code, price and change', async () => {
    const stop = runBroadcast(app.feed, app.sockets, 50);
    const socket = new WebSocket(`${app.url.replace('http', 'ws')}/websocket/message`);
    const message = await new Promise<string>((resolve, reject) => {
      socket.once('message', (data: Buffer) => {
        resolve(data.toString());
      });
      socket.once('error', reject);
    });
    stop();
    socket.close();
    // A socket that connects between broadcasts gets the last list at once.
    const late = new WebSocket(`${app.url.replace('http', 'ws')}/websocket/message`);
    const first = await new Promise<string>((resolve) =>
      late.once('message', (data: Buffer) => resolve(data.toString())),
    );
    late.close();
    expect(first).toBe(message);
    const list = JSON.parse(message) as { code: string; price: number; zdf: number }[];
    expect(list).toContainEqual({ code: 'BTCUSDT', price: 101_500, zdf: 1.5 });
    expect(Object.keys(list[0]!).sort()).toEqual(['code', 'price', 'zdf']);
  });
});
