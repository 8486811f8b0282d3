import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_SCALE, Money, type PositionSide } from '@tp/contract';
import { Feed } from '../../feed/feed.ts';
import { instrumentSeeds } from '../market/instruments.ts';
import { floatingProfitOf } from './exposure.ts';
import { floatingProfitRange, NO_POSITIONS, withPositions } from './profit-sums.ts';
import type { OpenPositionTerms } from './repo.ts';

/**
 * The room check decides by the range whenever the order's cost falls outside it, so the range
 * must hold the exact floating profit (each position valued and rounded, as its record shows it)
 * for any positions and prices: both sides, instruments quoted in USDT, in USD, and converted by
 * XUSD (EURGBP by GBPUSD) or by 1 / USDX (EURJPY by USDJPY).
 */

const CODES = ['BTCUSDT', 'ETHUSDT', 'EURUSD', 'EURGBP', 'EURJPY', 'AAPL'] as const;
const seedOf = (code: string) => {
  const seed = instrumentSeeds.find((each) => each.code === code);
  if (!seed) throw new Error(`no instrument ${code}`);
  return { ...seed, id: instrumentSeeds.indexOf(seed) + 1 };
};
const typeOf = (instrumentId: number) => instrumentSeeds[instrumentId - 1]!.type;

/** A positive decimal of up to `scale` places, as text. */
const decimal = (max: number, scale: number) =>
  fc.integer({ min: 1, max: max * 10 ** scale }).map((units) =>
    Money.of(String(units))
      .dividedBy(String(10 ** scale), scale, 'down')
      .toString(),
  );

const position: fc.Arbitrary<Drawn> = fc.record({
  code: fc.constantFrom(...CODES),
  side: fc.constantFrom<PositionSide>('long', 'short'),
  lots: decimal(50, 3),
  openPrice: decimal(70_000, 5),
  openRate: fc.option(decimal(2, 10), { nil: null }),
});

const prices = fc.record({
  ...Object.fromEntries(CODES.map((code) => [code, fc.option(decimal(70_000, 5), { nil: null })])),
  GBPUSD: fc.option(decimal(2, 5), { nil: null }),
  USDJPY: fc.option(decimal(200, 3), { nil: null }),
}) as fc.Arbitrary<Record<string, string | null>>;

function feedAt(priced: Record<string, string | null>): Feed {
  const feed = new Feed(instrumentSeeds.map((seed) => seed.code));
  const time = Date.now();
  feed.ingest(
    Object.entries(priced).flatMap(([code, priceText]) =>
      priceText === null ? [] : [{ code, price: Number(priceText), priceText, time }],
    ),
  );
  return feed;
}

interface Drawn {
  code: string;
  side: PositionSide;
  lots: string;
  openPrice: string;
  openRate: string | null;
}

function termsOf(drawn: Drawn): OpenPositionTerms {
  const seed = seedOf(drawn.code);
  return { ...drawn, instrumentId: seed.id, contractSize: seed.contractSize, margin: '1' };
}

describe('the floating profit range of an account’s open positions', () => {
  it('holds the exact floating profit, n half-units to each side of the unrounded sum', () => {
    fc.assert(
      fc.property(
        fc.array(position, { maxLength: 40 }),
        fc.array(position, { maxLength: 10 }),
        prices,
        (first, then, priced) => {
          const feed = feedAt(priced);
          const positions = [...first, ...then].map(termsOf);
          // Counted in two steps, as a batch adds the positions it had not seen to the ones it knew.
          const sums = withPositions(withPositions(NO_POSITIONS, first.map(termsOf)), then.map(termsOf));
          const exact = floatingProfitOf(feed, positions, (each) => typeOf(each.instrumentId));
          const range = floatingProfitRange(feed, sums, typeOf);
          const converted = positions.some(
            (each) => priced[each.code] !== null && ['EURGBP', 'EURJPY'].includes(each.code),
          );
          const conversionMissing = converted && (priced.GBPUSD === null || priced.USDJPY === null);
          if (range === null) {
            // Only a priced position without a live conversion leaves the range open.
            expect(conversionMissing).toBe(true);
            return;
          }
          expect(
            exact.gte(range.low) && exact.lte(range.high),
            `${exact.toString()} in [${range.low.toString()}, ${range.high.toString()}]`,
          ).toBe(true);
          const unit = Money.of('1').dividedBy(String(10 ** ACCOUNT_SCALE), ACCOUNT_SCALE, 'down');
          expect(range.high.minus(range.low).toString()).toBe(unit.times(String(positions.length)).toString());
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is the floating profit itself, give or take a half-unit a position, when no profit needs rounding', () => {
    const feed = feedAt({ BTCUSDT: '61000', EURUSD: '1.1' });
    const positions = [
      // (61,000 − 60,000) × 0.5 = 500; (62,000 − 61,000) × 0.2 = 200; (1.2 − 1.1) × 1 × 100,000 = 10,000.
      termsOf({ code: 'BTCUSDT', side: 'long', lots: '0.5', openPrice: '60000', openRate: null }),
      termsOf({ code: 'BTCUSDT', side: 'short', lots: '0.2', openPrice: '62000', openRate: null }),
      termsOf({ code: 'EURUSD', side: 'short', lots: '1', openPrice: '1.2', openRate: null }),
    ];
    const range = floatingProfitRange(feed, withPositions(NO_POSITIONS, positions), typeOf);
    expect([range?.low.toString(), range?.high.toString()]).toEqual(['10699.9999985', '10700.0000015']);
    expect(floatingProfitOf(feed, positions, (each) => typeOf(each.instrumentId)).toString()).toBe('10700');
  });
});
