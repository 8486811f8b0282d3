import { describe, expect, it } from 'vitest';
import { Money } from '@tp/contract';
import { allocate } from './allocation.ts';

const m = (values: string[]) => values.map((v) => Money.of(v));
const texts = (values: Money[]) => values.map((v) => v.toString());

describe('presale allocation', () => {
  it('oversubscribed: pro rata, tokens rounded down to the token scale, cost rounded down, dust stated', () => {
    // 1000 tokens at 0.5 USDT: offer value 500. Commitments 300 + 200 + 100.01 = 600.01 > 500.
    // 300 × 1000 ÷ 600.01 = 499.9916…  → 499.99 tokens, cost 249.995, refund 50.005
    // 200 × 1000 ÷ 600.01 = 333.3277…  → 333.32 tokens, cost 166.66,  refund 33.34
    // 100.01 × 1000 ÷ 600.01 = 166.6805… → 166.68 tokens, cost 83.34, refund 16.67
    // allocated 999.99, dust 0.01 (stays with the issuer).
    const r = allocate(
      { price: Money.of('0.5'), tokens: Money.of('1000'), tokenScale: 2 },
      m(['300', '200', '100.01']),
    );
    expect(r.oversubscribed).toBe(true);
    expect(r.offerValue.toString()).toBe('500');
    expect(r.totalCommitted.toString()).toBe('600.01');
    expect(texts(r.allocations.map((a) => a.tokens))).toEqual(['499.99', '333.32', '166.68']);
    expect(texts(r.allocations.map((a) => a.cost))).toEqual(['249.995', '166.66', '83.34']);
    expect(texts(r.allocations.map((a) => a.refund))).toEqual(['50.005', '33.34', '16.67']);
    expect([r.tokensAllocated.toString(), r.dust.toString(), r.tokensUnsold.toString()]).toEqual([
      '999.99',
      '0.01',
      '0',
    ]);
  });

  it('undersubscribed: everyone filled in full; the rest is unsold, not dust', () => {
    // 100 ÷ 0.5 = 200 tokens, cost 100; 50.000001 ÷ 0.5 = 100.000002 → 100 tokens, cost 50, refund 0.000001.
    const r = allocate({ price: Money.of('0.5'), tokens: Money.of('1000'), tokenScale: 2 }, m(['100', '50.000001']));
    expect(r.oversubscribed).toBe(false);
    expect(texts(r.allocations.map((a) => a.tokens))).toEqual(['200', '100']);
    expect(texts(r.allocations.map((a) => a.cost))).toEqual(['100', '50']);
    expect(texts(r.allocations.map((a) => a.refund))).toEqual(['0', '0.000001']);
    expect([r.tokensUnsold.toString(), r.dust.toString()]).toEqual(['700', '0']);
  });

  it('never charges more than the tokens are worth: cost = tokens × price rounded down to 6 decimals', () => {
    // 10 ÷ 0.333333 = 30.00003000… → 30.00003 tokens (5 dp); × 0.333333 = 9.99999999999 → cost 9.999999.
    const r = allocate({ price: Money.of('0.333333'), tokens: Money.of('1000000'), tokenScale: 5 }, m(['10']));
    const [a] = r.allocations;
    expect([a?.tokens.toString(), a?.cost.toString(), a?.refund.toString()]).toEqual([
      '30.00003',
      '9.999999',
      '0.000001',
    ]);
  });

  it('exactly subscribed fills in full and leaves nothing', () => {
    const r = allocate({ price: Money.of('2'), tokens: Money.of('100'), tokenScale: 0 }, m(['150', '50']));
    expect(texts(r.allocations.map((a) => a.tokens))).toEqual(['75', '25']);
    expect([r.tokensUnsold.toString(), r.dust.toString()]).toEqual(['0', '0']);
  });
});
