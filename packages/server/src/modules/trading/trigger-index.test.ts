import { describe, expect, it } from 'vitest';
import { TriggerIndex, type Crossed, type TriggerPosition } from './trigger-index.ts';

const sorted = (list: Crossed[]) => [...list].sort((a, b) => a.positionId - b.positionId);

describe('trigger index', () => {
  it('fires a long stop-loss at or below it and a long take-profit at or above it', () => {
    const index = new TriggerIndex();
    index.upsert({ id: 1, code: 'BTCUSDT', side: 'long', stopLoss: '100', takeProfit: '120' });
    expect(index.crossed('BTCUSDT', 101)).toEqual([]);
    expect(index.crossed('BTCUSDT', 119.99)).toEqual([]);
    expect(index.crossed('BTCUSDT', 100)).toEqual([{ positionId: 1, reason: 'stop_loss' }]);
    expect(index.crossed('BTCUSDT', 95)).toEqual([{ positionId: 1, reason: 'stop_loss' }]);
    expect(index.crossed('BTCUSDT', 120)).toEqual([{ positionId: 1, reason: 'take_profit' }]);
    expect(index.crossed('BTCUSDT', 150)).toEqual([{ positionId: 1, reason: 'take_profit' }]);
    expect(index.crossed('ETHUSDT', 95)).toEqual([]);
  });

  it('fires a short stop-loss at or above it and a short take-profit at or below it', () => {
    const index = new TriggerIndex();
    index.upsert({ id: 2, code: 'BTCUSDT', side: 'short', stopLoss: '120', takeProfit: '100' });
    expect(index.crossed('BTCUSDT', 110)).toEqual([]);
    expect(index.crossed('BTCUSDT', 120)).toEqual([{ positionId: 2, reason: 'stop_loss' }]);
    expect(index.crossed('BTCUSDT', 100)).toEqual([{ positionId: 2, reason: 'take_profit' }]);
    expect(index.crossed('BTCUSDT', 1e9)).toEqual([{ positionId: 2, reason: 'stop_loss' }]);
  });

  it('keeps one stop when the other is null, and forgets a position without stops', () => {
    const index = new TriggerIndex();
    index.upsert({ id: 3, code: 'X', side: 'long', stopLoss: null, takeProfit: '10' });
    expect(index.crossed('X', 0)).toEqual([]);
    expect(index.crossed('X', 10)).toEqual([{ positionId: 3, reason: 'take_profit' }]);
    index.upsert({ id: 3, code: 'X', side: 'long', stopLoss: null, takeProfit: null });
    expect(index.size).toBe(0);
    expect(index.crossed('X', 10)).toEqual([]);
  });

  it('upsert moves the trigger; remove forgets it', () => {
    const index = new TriggerIndex();
    index.upsert({ id: 4, code: 'X', side: 'long', stopLoss: '100', takeProfit: null });
    index.upsert({ id: 4, code: 'X', side: 'long', stopLoss: '90', takeProfit: null });
    expect(index.crossed('X', 95)).toEqual([]);
    expect(index.crossed('X', 90)).toEqual([{ positionId: 4, reason: 'stop_loss' }]);
    index.remove(4);
    expect(index.crossed('X', 1)).toEqual([]);
    expect(index.has(4)).toBe(false);
    index.remove(4);
  });

  it('picks the stop-loss when one price crosses both stops of a position', () => {
    const index = new TriggerIndex();
    // Set the wrong way round: a long whose take-profit is below its stop-loss.
    index.upsert({ id: 5, code: 'X', side: 'long', stopLoss: '100', takeProfit: '90' });
    index.upsert({ id: 6, code: 'X', side: 'short', stopLoss: '90', takeProfit: '100' });
    expect(sorted(index.crossed('X', 95))).toEqual([
      { positionId: 5, reason: 'stop_loss' },
      { positionId: 6, reason: 'stop_loss' },
    ]);
    expect(sorted(index.crossed('X', 100))).toEqual([
      { positionId: 5, reason: 'stop_loss' },
      { positionId: 6, reason: 'stop_loss' },
    ]);
  });

  it('handles equal stop prices of many positions', () => {
    const index = new TriggerIndex();
    for (let id = 1; id <= 200; id++) index.upsert({ id, code: 'X', side: 'long', stopLoss: '50', takeProfit: null });
    expect(index.crossed('X', 50.0000001)).toEqual([]);
    expect(index.crossed('X', 50)).toHaveLength(200);
    for (let id = 1; id <= 200; id += 2) index.remove(id);
    expect(sorted(index.crossed('X', 50)).map((c) => c.positionId)).toEqual(
      Array.from({ length: 100 }, (_, i) => 2 * i + 2),
    );
  });

  it('refuses a stop that is not a number', () => {
    const index = new TriggerIndex();
    expect(() => index.upsert({ id: 1, code: 'X', side: 'long', stopLoss: 'abc', takeProfit: null })).toThrow(
      RangeError,
    );
  });

  it('agrees with a brute-force scan over many random positions, upserts and removals', () => {
    // A small deterministic generator, so a failure reproduces.
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x80000000;
    };
    const codes = ['A', 'B', 'C', 'D'];
    const live = new Map<number, TriggerPosition>();
    const index = new TriggerIndex();
    const stop = () => (random() < 0.25 ? null : (Math.round(random() * 2000) / 10).toFixed(1));
    const brute = (code: string, price: number): Crossed[] => {
      const out: Crossed[] = [];
      for (const p of live.values()) {
        if (p.code !== code) continue;
        const sl = p.stopLoss === null ? null : Number(p.stopLoss);
        const tp = p.takeProfit === null ? null : Number(p.takeProfit);
        const long = p.side === 'long';
        const slHit = sl !== null && (long ? price <= sl : price >= sl);
        const tpHit = tp !== null && (long ? price >= tp : price <= tp);
        if (slHit) out.push({ positionId: p.id, reason: 'stop_loss' });
        else if (tpHit) out.push({ positionId: p.id, reason: 'take_profit' });
      }
      return sorted(out);
    };
    let nextId = 1;
    for (let round = 0; round < 40; round++) {
      // A bulk load (exercises the sort merge) then single changes (binary insertion).
      const adds = round === 0 ? 5000 : Math.floor(random() * 100);
      for (let i = 0; i < adds; i++) {
        const p: TriggerPosition = {
          id: nextId++,
          code: codes[Math.floor(random() * codes.length)]!,
          side: random() < 0.5 ? 'long' : 'short',
          stopLoss: stop(),
          takeProfit: stop(),
        };
        live.set(p.id, p);
        index.upsert(p);
      }
      const ids = [...live.keys()];
      for (let i = 0; i < 50; i++) {
        const id = ids[Math.floor(random() * ids.length)]!;
        if (!live.has(id)) continue;
        const roll = random();
        if (roll < 0.4) {
          live.delete(id);
          index.remove(id);
        } else {
          const p = { ...live.get(id)!, stopLoss: stop(), takeProfit: stop() };
          live.set(id, p);
          index.upsert(p);
        }
      }
      for (let q = 0; q < 25; q++) {
        const code = codes[Math.floor(random() * codes.length)]!;
        // Prices both on the 0.1 grid of the stops (equality) and between.
        const price = random() < 0.5 ? Math.round(random() * 2000) / 10 : random() * 210 - 5;
        expect(sorted(index.crossed(code, price))).toEqual(brute(code, price));
      }
    }
    expect(index.size).toBe([...live.values()].filter((p) => p.stopLoss !== null || p.takeProfit !== null).length);
  });
});
