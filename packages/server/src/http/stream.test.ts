import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { StreamMessage } from '@tp/contract';
import { startTestApp, type TestApp } from '../../test/app.ts';

/** Opens a socket and collects its messages and its close code. */
async function open(url: string) {
  const ws = new WebSocket(url);
  const messages: StreamMessage[] = [];
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  ws.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as StreamMessage));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const next = async (count: number) => {
    for (let i = 0; i < 100 && messages.length < count; i++) await new Promise((r) => setTimeout(r, 20));
    return messages.slice(0, count);
  };
  return { ws, messages, closed, next };
}

describe('the socket channels', () => {
  let app: TestApp;
  let base: string;
  beforeAll(async () => {
    app = await startTestApp('pglite');
    base = app.url.replace('http', 'ws');
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends a subscriber the ticks and live candle of its instruments only', async () => {
    const client = await open(`${base}/websocket/stream`);
    client.ws.send(JSON.stringify({ op: 'subscribe', codes: ['BTCUSDT'] }));
    expect(await client.next(1)).toEqual([{ type: 'subscribed', codes: ['BTCUSDT'] }]);
    const time = Date.UTC(2026, 10, 20, 10, 0, 5);
    app.feed.ingest([
      { code: 'BTCUSDT', price: 100, priceText: '100.00', time },
      { code: 'ETHUSDT', price: 5, priceText: '5.00', time },
    ]);
    const [, update] = await client.next(2);
    expect(update).toEqual({
      type: 'ticks',
      items: [
        {
          code: 'BTCUSDT',
          price: 100,
          time,
          candle: { time: Date.UTC(2026, 10, 20, 10, 0), open: 100, high: 100, low: 100, close: 100, volume: 0 },
        },
      ],
    });
    client.ws.close();
  });

  it('closes a client that sends garbage or unknown instruments, and the others carry on', async () => {
    const good = await open(`${base}/websocket/stream`);
    good.ws.send(JSON.stringify({ op: 'subscribe', codes: ['ETHUSDT'] }));
    await good.next(1);
    for (const garbage of ['not json', '{"op":"buy"}', '{"op":"subscribe","codes":["NOPE"]}', '[1,2]']) {
      const bad = await open(`${base}/websocket/stream`);
      bad.ws.send(garbage);
      expect(await bad.closed, garbage).toBe(1008);
    }
    const tooMany = await open(`${base}/websocket/stream`);
    tooMany.ws.send(JSON.stringify({ op: 'subscribe', codes: app.instruments.slice(0, 21).map((i) => i.code) }));
    expect(await tooMany.closed).toBe(1008);
    app.feed.ingest([{ code: 'ETHUSDT', price: 6, priceText: '6.00', time: Date.UTC(2026, 10, 20, 10, 1) }]);
    const [, update] = await good.next(2);
    expect(update?.type).toBe('ticks');
    good.ws.close();
  });

  it('closes a client that talks on the price list socket', async () => {
    const talker = await open(`${base}/websocket/message`);
    talker.ws.send('hello');
    expect(await talker.closed).toBe(1003);
  });

  it('refuses an unknown socket path', async () => {
    const ws = new WebSocket(`${base}/websocket/other`);
    const status = await new Promise<number | undefined>((resolve) => {
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode));
      ws.once('error', () => resolve(-1));
    });
    expect(status).toBe(404);
  });
});
