import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { REDIS_URL, redisAvailable } from '../../test/redis.ts';
import { decodeBatch, encodeBatch, LocalTickBus, MAX_BATCH_BYTES, RedisTickBus, type TickBus } from './bus.ts';
import type { Tick } from './types.ts';

const log = pino({ level: 'silent' });
const batch: Tick[] = [
  { code: 'BTCUSDT', price: 97123.5, priceText: '97123.50', time: 1_790_000_000_000 },
  { code: 'EURUSD', price: 1.08345, priceText: '1.08345', time: 1_790_000_000_000 },
];

/** Collects what a bus delivers to one subscriber. */
function collect(bus: TickBus): (readonly Tick[])[] {
  const received: (readonly Tick[])[] = [];
  bus.subscribe((ticks) => received.push(ticks));
  return received;
}

async function until(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the tick bus', () => {
  it('encodes a batch once as {"ticks":[...]}, refuses one over the bound, and decodes only batches', () => {
    const message = encodeBatch(batch);
    expect(JSON.parse(message)).toEqual({ ticks: batch });
    expect(decodeBatch(message)).toEqual(batch);
    const huge = Array.from({ length: MAX_BATCH_BYTES / 50 }, (_, i) => ({ ...batch[0]!, code: `C${i}` }));
    expect(() => encodeBatch(huge)).toThrow(RangeError);
    for (const bad of [
      '',
      'nope',
      '{}',
      '{"ticks":{}}',
      '{"ticks":[{"code":"X"}]}',
      '{"ticks":[{"code":"X","price":"1","priceText":"1","time":1}]}',
    ]) {
      expect(decodeBatch(bad), bad).toBeNull();
    }
    expect(decodeBatch(`{"ticks":[],"pad":"${'x'.repeat(MAX_BATCH_BYTES)}"}`)).toBeNull();
  });

  it('in process, delivers each batch to every subscriber at once', async () => {
    const bus = new LocalTickBus();
    const [first, second] = [collect(bus), collect(bus)];
    await bus.publish(batch);
    expect(first).toEqual([batch]);
    expect(second).toEqual([batch]);
  });

  describe.runIf(redisAvailable)('through Redis, between nodes', () => {
    const opened: { close(): unknown }[] = [];
    afterEach(async () => {
      for (const item of opened.splice(0)) await item.close();
    });
    const open = async (channel: string) => {
      const bus = await RedisTickBus.open(REDIS_URL, channel, log);
      opened.push(bus);
      return bus;
    };

    it('delivers one published batch to both nodes, the publishing one included, once', async () => {
      const channel = `tp:test:${randomBytes(6).toString('hex')}`;
      const [nodeA, nodeB] = [await open(channel), await open(channel)];
      const [atA, atB] = [collect(nodeA), collect(nodeB)];
      await nodeA.publish(batch);
      await until(() => atA.length > 0 && atB.length > 0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(atA).toEqual([batch]);
      expect(atB).toEqual([batch]);
    });

    it('ignores a message on its channel that is not a batch, and keeps delivering', async () => {
      const channel = `tp:test:${randomBytes(6).toString('hex')}`;
      const bus = await open(channel);
      const received = collect(bus);
      const intruder = new Redis(REDIS_URL);
      opened.push({ close: () => intruder.disconnect() });
      await intruder.publish(channel, 'not json');
      await intruder.publish(channel, '{"ticks":[{"code":"BTCUSDT"}]}');
      await bus.publish(batch);
      await until(() => received.length > 0);
      expect(received).toEqual([batch]);
    });
  });
});
