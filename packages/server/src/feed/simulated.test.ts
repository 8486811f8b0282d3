import { describe, expect, it } from 'vitest';
import { SimulatedSource, walker } from './simulated.ts';
import type { SourceInstrument } from './types.ts';

const btc: SourceInstrument = {
  code: 'BTCUSDT',
  referencePrice: '90000.00',
  precision: 2,
  annualVolatility: '0.55',
  isOpen: () => true,
};

function logReturns(seed: number, steps: number, dtMs: number): number[] {
  const w = walker(btc, seed);
  const returns: number[] = [];
  let previous = w.price;
  for (let i = 0; i < steps; i++) {
    const next = w.step(dtMs);
    returns.push(Math.log(next / previous));
    previous = next;
  }
  return returns;
}

describe('the simulated price source', () => {
  it('reproduces the same path from the same seed, and another from another seed', () => {
    expect(logReturns(42, 50, 1000)).toEqual(logReturns(42, 50, 1000));
    expect(logReturns(42, 50, 1000)).not.toEqual(logReturns(43, 50, 1000));
  });

  it('has log returns whose mean and deviation match the instrument volatility', () => {
    const dtMs = 60_000;
    const returns = logReturns(7, 20_000, dtMs);
    const n = returns.length;
    const mean = returns.reduce((a, b) => a + b, 0) / n;
    const sd = Math.sqrt(returns.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1));
    const dtYears = dtMs / (365.25 * 24 * 3600 * 1000);
    const expectedSd = 0.55 * Math.sqrt(dtYears);
    // With 20,000 draws the sample deviation is within 2% of σ√dt and the mean within 4 standard errors of the drift.
    expect(sd / expectedSd).toBeGreaterThan(0.98);
    expect(sd / expectedSd).toBeLessThan(1.02);
    expect(Math.abs(mean + 0.5 * 0.55 ** 2 * dtYears)).toBeLessThan((4 * expectedSd) / Math.sqrt(n));
  });

  it('moves only open markets and rounds every tick to the instrument precision', () => {
    let now = Date.UTC(2026, 10, 20, 12);
    const closed: SourceInstrument = { ...btc, code: 'AAPL', referencePrice: '230.00', isOpen: () => false };
    const source = new SimulatedSource({ instruments: [btc, closed], seed: 1, intervalMs: 1000, now: () => now });
    now += 1000;
    const ticks = source.tick();
    expect(ticks.map((t) => t.code)).toEqual(['BTCUSDT']);
    expect(ticks[0]!.priceText).toMatch(/^\d+\.\d{2}$/);
    expect(ticks[0]!.price).toBe(Number(ticks[0]!.priceText));
    expect(ticks[0]!.time).toBe(now);
  });
});
