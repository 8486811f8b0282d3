import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { RECORDED_FRAMES as FRAMES, sending, serveExchange, type ExchangeStandIn } from '../../test/exchange-server.ts';
import { BINANCE_STREAM_URL, classifyFrame, ExchangeTickerSource, parseMiniTicker } from './exchange.ts';
import type { SourceInstrument, Tick } from './types.ts';

const EXPECTED_PATH = '/stream?streams=btcusdt@miniTicker/ethusdt@miniTicker';

const instrument = (code: string, precision: number): SourceInstrument => ({
  code,
  referencePrice: '1',
  precision,
  annualVolatility: '0.5',
  isOpen: () => true,
});
// BTCUSDT at one decimal (Binance quotes two) so that the rounding shows in the ticks.
const INSTRUMENTS = [instrument('BTCUSDT', 1), instrument('ETHUSDT', 2), instrument('EURUSD', 5)];

/** What the fixture's eight mini-tickers become: [code, priceText, time]. */
const EXPECTED_TICKS = [
  ['BTCUSDT', '104251.4', 1763649000123],
  ['ETHUSDT', '3850.25', 1763649000207],
  ['BTCUSDT', '104252.0', 1763649001125],
  ['ETHUSDT', '3850.31', 1763649001209],
  ['BTCUSDT', '104249.9', 1763649002124],
  ['ETHUSDT', '3850.18', 1763649002211],
  ['BTCUSDT', '104250.5', 1763649003126],
  ['ETHUSDT', '3850.42', 1763649003214],
];

describe('reading mini-ticker frames', () => {
  it('parses the recorded frames and rejects the garbage line and the trade event', () => {
    expect(FRAMES).toHaveLength(10);
    const parsed = FRAMES.map(parseMiniTicker);
    expect(parsed[0]).toEqual({ symbol: 'BTCUSDT', price: '104251.37000000', time: 1763649000123 });
    expect(parsed[3]).toBeNull();
    expect(parsed[5]).toBeNull();
    expect(parsed.filter((p) => p !== null)).toHaveLength(8);
    expect(FRAMES.map((raw) => classifyFrame(raw).kind)).toEqual([
      'ticker',
      'ticker',
      'ticker',
      'malformed',
      'ticker',
      'other',
      'ticker',
      'ticker',
      'ticker',
      'ticker',
    ]);
  });

  it('accepts the bare event of a single-stream connection', () => {
    const bare = '{"e":"24hrMiniTicker","E":1700000000123,"s":"BTCUSDT","c":"37000.12","o":"36000.00"}';
    expect(parseMiniTicker(bare)).toEqual({ symbol: 'BTCUSDT', price: '37000.12', time: 1700000000123 });
  });

  it.each([
    ['a price as a JSON number', { c: 37000.12 }],
    ['a negative price', { c: '-1.00' }],
    ['a zero price', { c: '0.00000000' }],
    ['an exponent', { c: '3.7e4' }],
    ['no price', { c: undefined }],
    ['a time as text', { E: '1700000000123' }],
    ['a fractional time', { E: 1700000000123.5 }],
    ['a lower-case symbol', { s: 'btcusdt' }],
    ['another event type', { e: '24hrTicker' }],
  ])('ignores a mini-ticker with %s', (_what, change) => {
    const data = { e: '24hrMiniTicker', E: 1700000000123, s: 'BTCUSDT', c: '37000.12', ...change };
    const raw = JSON.stringify({ stream: 'btcusdt@miniTicker', data });
    expect(parseMiniTicker(raw)).toBeNull();
    expect(classifyFrame(raw).kind).toBe('other');
  });

  it.each(['', '{', 'not json', '{"stream":"btcusdt@miniTicker","data":'])('counts %j as malformed', (raw) => {
    expect(classifyFrame(raw).kind).toBe('malformed');
  });

  it.each(['null', '[]', '42', '"text"', '{"result":null,"id":1}', '{"data":null}'])(
    'counts valid JSON of another shape (%s) as other',
    (raw) => {
      expect(classifyFrame(raw).kind).toBe('other');
    },
  );
});

describe('choosing the streams', () => {
  it('subscribes the USDT pairs by default, on the public Binance URL, without connecting', () => {
    const source = new ExchangeTickerSource({ instruments: INSTRUMENTS });
    expect(source.streamUrl).toBe(`${BINANCE_STREAM_URL}${EXPECTED_PATH}`);
    expect(source.symbols).toEqual(
      new Map([
        ['BTCUSDT', 'BTCUSDT'],
        ['ETHUSDT', 'ETHUSDT'],
      ]),
    );
    expect(source.stats.connects).toBe(0);
  });

  it('takes explicit symbols for other codes and a base URL with or without a trailing slash', () => {
    const gold = instrument('XAUUSD', 2);
    const source = new ExchangeTickerSource({
      instruments: [gold, instrument('BTCUSDT', 2)],
      symbols: { XAUUSD: 'PAXGUSDT' },
      url: 'ws://127.0.0.1:9/',
    });
    expect(source.streamUrl).toBe('ws://127.0.0.1:9/stream?streams=paxgusdt@miniTicker/btcusdt@miniTicker');
  });

  it('refuses mappings that cannot be right', () => {
    expect(() => new ExchangeTickerSource({ instruments: [instrument('EURUSD', 5)] })).toThrow(/no instrument/);
    expect(() => new ExchangeTickerSource({ instruments: INSTRUMENTS, symbols: { SOLUSDT: 'solusdt' } })).toThrow(
      /unknown instrument SOLUSDT/,
    );
    expect(() => new ExchangeTickerSource({ instruments: INSTRUMENTS, symbols: { EURUSD: 'BTCUSDT' } })).toThrow(
      /given to two instruments/,
    );
    expect(() => new ExchangeTickerSource({ instruments: INSTRUMENTS, symbols: { EURUSD: 'eur/usd' } })).toThrow(
      /not an exchange symbol/,
    );
  });
});

const servers = new Set<ExchangeStandIn>();
const sources = new Set<ExchangeTickerSource>();

/** A stand-in that answers only the stream of the instruments here, closed after each test. */
async function serve(port: number, onConnection: (socket: WebSocket) => void): Promise<ExchangeStandIn> {
  const server = await serveExchange({ port, accepts: (path) => path === EXPECTED_PATH, onConnection });
  servers.add(server);
  return server;
}

function source(port: number, extra: Partial<ConstructorParameters<typeof ExchangeTickerSource>[0]> = {}) {
  const s = new ExchangeTickerSource({
    instruments: INSTRUMENTS,
    url: `ws://127.0.0.1:${port}`,
    reconnectMs: 20,
    maxReconnectMs: 80,
    ...extra,
  });
  sources.add(s);
  return s;
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const summary = (ticks: readonly Tick[]) => ticks.map((t) => [t.code, t.priceText, t.time]);

describe('streaming from a WebSocket server', () => {
  afterEach(async () => {
    for (const s of sources) s.stop();
    sources.clear();
    for (const server of servers) await server.close();
    servers.clear();
  });

  it('asks for the combined stream of its symbols and emits the recorded prices as ticks', async () => {
    const server = await serve(0, sending(FRAMES));
    const ticks: Tick[] = [];
    const s = source(server.port);
    s.start((batch) => ticks.push(...batch));
    await waitFor(() => ticks.length === 8, 'eight ticks');
    expect(server.requests).toEqual([EXPECTED_PATH]);
    expect(summary(ticks)).toEqual(EXPECTED_TICKS);
    for (const tick of ticks) expect(tick.price).toBe(Number(tick.priceText));
    expect(s.stats).toEqual({ connects: 1, reconnects: 0, frames: 10, ticks: 8, malformed: 1, ignored: 1 });
  });

  it('ignores symbols it did not ask for and binary frames, and goes on', async () => {
    const sol = '{"stream":"solusdt@miniTicker","data":{"e":"24hrMiniTicker","E":1,"s":"SOLUSDT","c":"185.42"}}';
    const server = await serve(0, (socket) => {
      socket.send(sol);
      socket.send(Buffer.from(FRAMES[0]!), { binary: true });
      socket.send(FRAMES[1]!);
    });
    const ticks: Tick[] = [];
    const s = source(server.port);
    s.start((batch) => ticks.push(...batch));
    await waitFor(() => ticks.length === 1, 'one tick');
    await waitFor(() => s.stats.frames === 3, 'three frames');
    expect(summary(ticks)).toEqual([EXPECTED_TICKS[1]]);
    expect(s.stats).toMatchObject({ ignored: 1, malformed: 1, ticks: 1 });
  });

  it('reconnects after the server goes away and continues with the new connection', async () => {
    const first = await serve(0, sending(FRAMES.slice(0, 5)));
    const port = first.port;
    const ticks: Tick[] = [];
    const s = source(port);
    s.start((batch) => ticks.push(...batch));
    await waitFor(() => ticks.length === 4, 'the first four ticks');
    await first.close();
    // Let a few attempts fail against the closed port before the exchange comes back.
    await sleep(150);
    expect(s.stats.reconnects).toBeGreaterThanOrEqual(1);
    const second = await serve(port, sending(FRAMES.slice(5)));
    await waitFor(() => ticks.length === 8, 'the last four ticks');
    expect(summary(ticks)).toEqual(EXPECTED_TICKS);
    expect(second.requests).toEqual([EXPECTED_PATH]);
    expect(s.stats.connects).toBe(2);
  });

  it('replaces a connection that has gone silent', async () => {
    let connections = 0;
    const server = await serve(0, () => {
      connections++;
    });
    const s = source(server.port, { staleMs: 100 });
    s.start(() => undefined);
    // The server sees the second connection a moment before the source hears it is open.
    await waitFor(() => connections >= 2 && s.stats.connects >= 2, 'a second connection');
    expect(s.stats.reconnects).toBeGreaterThanOrEqual(1);
  });

  it('stop() closes the connection and never reconnects', async () => {
    let connections = 0;
    const server = await serve(0, (socket) => {
      connections++;
      sending(FRAMES.slice(0, 3))(socket);
    });
    const ticks: Tick[] = [];
    const s = source(server.port, { staleMs: 200 });
    s.start((batch) => ticks.push(...batch));
    await waitFor(() => ticks.length >= 2, 'two ticks');
    const [client] = [...server.clients];
    const closed = once(client!, 'close');
    const before = connections;
    s.stop();
    await closed;
    // Well past the back-off and the silence watchdog: nothing comes back.
    await sleep(400);
    expect(connections).toBe(before);
    expect(server.clients.size).toBe(0);
    expect(() => s.start(() => undefined)).toThrow(/cannot be restarted/);
  });

  it('emits nothing after stop(), even frames already on their way', async () => {
    const server = await serve(0, (socket) => {
      let i = 0;
      const timer = setInterval(() => {
        if (socket.readyState === socket.OPEN) socket.send(FRAMES[i++ % 2]!);
      }, 1);
      socket.on('close', () => clearInterval(timer));
    });
    let emitted = 0;
    const s = source(server.port);
    s.start((batch) => (emitted += batch.length));
    await waitFor(() => emitted >= 5, 'five ticks');
    s.stop();
    const atStop = emitted;
    await sleep(100);
    expect(emitted).toBe(atStop);
  });

  it('stop() during the back-off cancels the pending reconnection', async () => {
    const first = await serve(0, () => undefined);
    const port = first.port;
    const s = source(port, { reconnectMs: 100, maxReconnectMs: 100 });
    s.start(() => undefined);
    await waitFor(() => s.stats.connects === 1, 'a connection');
    await first.close();
    await sleep(20);
    s.stop();
    const second = await serve(port, () => undefined);
    await sleep(300);
    expect(second.requests).toEqual([]);
    expect(s.stats.reconnects).toBe(0);
  });
});
