import { feedInstruments } from '../modules/market/service.ts';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { MarketItem } from '@tp/contract';
import { call, startTestApp } from '../../test/app.ts';
import { databaseKinds, freshDatabase, postgresAvailable } from '../../test/databases.ts';
import { RECORDED_FRAMES, sending, serveExchange } from '../../test/exchange-server.ts';
import { REDIS_URL, redisAvailable } from '../../test/redis.ts';
import { startServerProcess, type ServerProcess } from '../../test/server-process.ts';
import { instrumentSeeds } from '../modules/market/instruments.ts';
import { runBroadcast, runPriceFeed } from './runner.ts';

const TICK_MS = 50;
const BROADCAST_MS = 50;
const REPLAY_FILE = fileURLToPath(new URL('./fixtures/replay-sample.csv', import.meta.url));
const INDEX = '/swx/customer/index';

type LivePrices = { code: string; price: number; zdf: number }[];

/** The recording's closes by code, in time order (the fixture is sorted), read without the replay's parser. */
async function recordedCloses(): Promise<Map<string, number[]>> {
  const closes = new Map<string, number[]>();
  const [, ...rows] = (await readFile(REPLAY_FILE, 'utf8')).trim().split('\n');
  for (const row of rows) {
    const [, code, , , , close] = row.split(',');
    closes.set(code!, [...(closes.get(code!) ?? []), Number(close)]);
  }
  return closes;
}

/** What `listMarketByType` says of some instruments, whatever their type. */
async function listed(url: string, codes: readonly string[]): Promise<Map<string, MarketItem>> {
  const types = new Set(instrumentSeeds.filter((seed) => codes.includes(seed.code)).map((seed) => seed.type));
  const items = new Map<string, MarketItem>();
  for (const type of types) {
    const answer = await call<MarketItem[]>(url, 'GET', `${INDEX}/listMarketByType?type=${type}`);
    for (const item of answer.result) if (codes.includes(item.code)) items.set(item.code, item);
  }
  return items;
}

/** Whether `series` is a stretch of consecutive `closes` (an empty one included). */
function isStretchOf(series: readonly number[], closes: readonly number[]): boolean {
  for (let start = 0; start + series.length <= closes.length; start++) {
    if (series.every((price, i) => closes[start + i] === price)) return true;
  }
  return false;
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const sockets: WebSocket[] = [];
/** Run after each test, last added first: what was started last stops first. */
const cleanups: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * The server with its price source and broadcast running, put together as `main.ts` does from the
 * configuration that `env` gives. The source does not depend on the database, so it runs on
 * PostgreSQL when that is at hand: a fresh one is ready in a fraction of an embedded one's time. (A
 * server process is shown too, below.)
 */
async function startInProcess(env: Record<string, string>) {
  const app = await startTestApp(databaseKinds.at(-1)!, {
    env: { TICK_INTERVAL_MS: String(TICK_MS), BROADCAST_INTERVAL_MS: String(BROADCAST_MS), ...env },
  });
  cleanups.push(() => app.close());
  const messages: string[] = [];
  const log = {
    info: messages.push.bind(messages),
    warn: messages.push.bind(messages),
    error: messages.push.bind(messages),
  };
  const stopFeed = await runPriceFeed({
    db: app.database.db,
    tickRetentionMs: 3_600_000,
    instruments: feedInstruments(app.instruments),
    feed: app.feed,
    source: app.config.priceSource,
    seed: app.config.priceSeed,
    tickIntervalMs: app.config.tickIntervalMs,
    log,
  });
  cleanups.push(() => stopFeed());
  const stopBroadcast = runBroadcast(app.feed, app.sockets, app.config.broadcastIntervalMs);
  cleanups.push(async () => stopBroadcast());
  return { url: app.url, messages };
}

/** `main.ts` in a process of its own, scaled out on a fresh PostgreSQL database and Redis. */
async function startScaledOut(env: Record<string, string>): Promise<ServerProcess> {
  const database = await freshDatabase('postgres', 2);
  cleanups.push(() => database.close());
  const server = await startServerProcess({
    DATABASE_URL: database.url!,
    REDIS_URL,
    TICK_INTERVAL_MS: String(TICK_MS),
    BROADCAST_INTERVAL_MS: String(BROADCAST_MS),
    ...env,
  });
  cleanups.push(async () => {
    if (server.child.exitCode !== null) return;
    // Stopped as an operator would, the source with it.
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
  });
  return server;
}

/** A browser on the live price socket: every list it received, parsed. */
function listen(url: string): LivePrices[] {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/websocket/message`);
  sockets.push(socket);
  const lists: LivePrices[] = [];
  socket.on('message', (data: Buffer) => lists.push(JSON.parse(data.toString('utf8')) as LivePrices));
  return lists;
}

/**
 * Every instrument of the recording shows exactly the recorded closes, in order, and no instrument
 * outside it has a price: nothing was simulated before or beside the replay. Stocks and forex move
 * only while their market is open at the replayed tick's time, so on a weekend (or across a
 * close) they show a stretch of their closes, possibly none; crypto trades always and shows all.
 */
async function expectReplayed(url: string): Promise<void> {
  const closes = await recordedCloses();
  const codes = [...closes.keys()];
  expect(codes.sort()).toEqual(['AAPL', 'BTCUSDT', 'EURUSD']);
  const lists = listen(url);
  const btc = closes.get('BTCUSDT')!;
  const lastBtc = () => lists.at(-1)?.find((p) => p.code === 'BTCUSDT')?.price;
  // REPLAY_LOOP=0: the replay plays once and falls silent on its last record.
  await until(
    async () => (await listed(url, ['BTCUSDT'])).get('BTCUSDT')?.hundred.length === btc.length,
    'the whole recording to play',
  );
  const items = await listed(url, codes);
  expect(items.size).toBe(codes.length);
  expect(items.get('BTCUSDT')).toMatchObject({ price: btc.at(-1), hundred: btc });
  for (const code of ['EURUSD', 'AAPL']) {
    const item = items.get(code)!;
    expect(isStretchOf(item.hundred, closes.get(code)!), `${code}: ${JSON.stringify(item.hundred)}`).toBe(true);
    if (item.hundred.length > 0) expect(item.price).toBe(item.hundred.at(-1));
  }
  const others = await listed(url, ['ETHUSDT', 'SOLUSDT']);
  expect(others.size).toBe(2);
  for (const item of others.values()) expect(item.hundred).toEqual([]);

  await until(() => lastBtc() === btc.at(-1), 'the last close on the socket');
  for (const list of lists) {
    for (const { code, price } of list) expect(closes.get(code) ?? [], code).toContain(price);
  }
}

describe('the price source chosen by PRICE_SOURCE, in a running server', () => {
  it('replays the recorded closes with PRICE_SOURCE=replay', async () => {
    const { url } = await startInProcess({ PRICE_SOURCE: 'replay', REPLAY_FILE, REPLAY_LOOP: '0' });
    await expectReplayed(url);
  });

  it('streams the exchange prices with PRICE_SOURCE=exchange', async () => {
    const exchange = await serveExchange({
      port: 0,
      accepts: (requested) => requested.startsWith('/stream?streams='),
      onConnection: sending(RECORDED_FRAMES),
    });
    cleanups.push(exchange.close);
    const { url, messages } = await startInProcess({ PRICE_SOURCE: 'exchange', EXCHANGE_URL: exchange.url });
    const lists = listen(url);
    // The recorded last prices (`c`), rounded to two decimals; the broken frame and the trade add nothing.
    const expected = {
      BTCUSDT: [104251.37, 104252.01, 104249.88, 104250.5],
      ETHUSDT: [3850.25, 3850.31, 3850.18, 3850.42],
    };
    await until(async () => (await listed(url, ['ETHUSDT'])).get('ETHUSDT')?.hundred.length === 4, 'the prices');
    // One connection, asking for every USDT pair of the catalogue.
    const usdtPairs = instrumentSeeds.filter((seed) => seed.code.endsWith('USDT')).map((seed) => seed.code);
    expect(exchange.requests).toHaveLength(1);
    const streams = new URL(exchange.requests[0]!, exchange.url).searchParams.get('streams')!.split('/');
    expect(streams.sort()).toEqual(usdtPairs.map((code) => `${code.toLowerCase()}@miniTicker`).sort());
    expect(messages).toEqual([expect.stringMatching(/^exchange stream connected: ws:\/\/127\.0\.0\.1:/)]);

    const items = await listed(url, usdtPairs);
    for (const [code, prices] of Object.entries(expected)) {
      expect(items.get(code), code).toMatchObject({ price: prices.at(-1), hundred: prices });
    }
    // No frame came for the other pairs, and nothing was simulated for them.
    for (const code of usdtPairs.filter((c) => !(c in expected))) expect(items.get(code)?.hundred, code).toEqual([]);
    const pricesOf = (list: LivePrices) => list.map(({ code, price }) => ({ code, price }));
    const final = [
      { code: 'BTCUSDT', price: 104250.5 },
      { code: 'ETHUSDT', price: 3850.42 },
    ];
    await until(() => JSON.stringify(pricesOf(lists.at(-1) ?? [])) === JSON.stringify(final), 'the last prices');
    // Every list, the first one sent on connecting too, holds only the two pairs the frames priced.
    for (const list of lists) expect(list.map((p) => p.code)).toEqual(['BTCUSDT', 'ETHUSDT']);
  });

  it.runIf(postgresAvailable && redisAvailable)(
    'replays the recorded closes on the elected node of a server process scaled out',
    async () => {
      const server = await startScaledOut({ PRICE_SOURCE: 'replay', REPLAY_FILE, REPLAY_LOOP: '0' });
      expect(server.output(), server.output()).toContain('"msg":"ready on');
      expect(server.output()).toContain('"msg":"price source: replay"');
      expect(server.output()).toContain('"msg":"leading the price source"');
      await expectReplayed(server.url);
    },
  );

  it.runIf(postgresAvailable && redisAvailable)(
    'refuses to start on a recording that cannot be played, scaled out too, before the election',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'tp-replay-'));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      const file = path.join(dir, 'bad.csv');
      await writeFile(file, 'time,code,open,high,low,close,volume\n2026-11-20T14:30:00Z,NOSUCH,1,1,1,1,0\n');
      const server = await startScaledOut({ PRICE_SOURCE: 'replay', REPLAY_FILE: file });
      // startServerProcess returns once the server is ready or has exited: it must have exited.
      expect(server.output()).not.toContain('"msg":"ready on');
      expect(await server.exited, server.output()).not.toBe(0);
      expect(server.output()).toContain('bad.csv line 2: unknown code "NOSUCH"');
      expect(server.output()).not.toContain('leading the price source');
    },
  );
});
