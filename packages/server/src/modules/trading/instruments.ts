import { ErrorCode, MarketType, Money } from '@tp/contract';
import type { Feed } from '../../feed/feed.ts';
import { isPlainDecimal } from '../../feed/price-text.ts';
import type { Tick } from '../../feed/types.ts';
import { AppError } from '../../core/errors.ts';
import { invertedRate } from './arithmetic.ts';

/**
 * What trading needs to know of an instrument beyond its terms: the currency it is quoted in, and
 * how that currency becomes USDT at a recorded price.
 */

/** A fill never uses a price older than this: a silent feed means the source is down. */
export const PRICE_MAX_AGE_MS = 60_000;

/** Currencies worth one USDT each: no conversion, nothing recorded. */
const DOLLARS: ReadonlySet<string> = new Set(['USD', 'USDT']);

/** The part of an instrument row the quote currency depends on. */
export interface QuotedInstrument {
  code: string;
  type: number;
}

/**
 * The currency prices are quoted in: USDT for crypto, USD for stocks, futures and ETFs, and the
 * last three letters of a forex pair (EURJPY → JPY; the metals XAUUSD and XAGUSD → USD).
 */
export function quoteCurrency(instrument: QuotedInstrument): string {
  switch (instrument.type) {
    case MarketType.crypto:
      return 'USDT';
    case MarketType.forex:
      return instrument.code.slice(-3);
    default:
      return 'USD';
  }
}

/** The instrument whose price turns a quote currency into dollars, and whether its price is inverted. */
export interface ConversionSource {
  code: string;
  /** true for USDX (rate = 1 / price), false for XUSD (rate = price). */
  inverted: boolean;
}

/** The codes each feed carries, computed once per feed rather than on every fill. */
const codesOfFeed = new WeakMap<Feed, ReadonlySet<string>>();
function feedCodes(feed: Feed): ReadonlySet<string> {
  let codes = codesOfFeed.get(feed);
  if (!codes) {
    codes = new Set(feed.codes);
    codesOfFeed.set(feed, codes);
  }
  return codes;
}

/**
 * Where the conversion of an instrument's quote currency comes from: null when it is quoted in
 * dollars; XUSD when the catalogue has it (GBPUSD for EURGBP), else USDX (USDJPY for EURJPY and
 * for USDJPY itself). Undefined when the catalogue has neither: the instrument cannot be priced
 * in USDT.
 */
export function conversionSource(feed: Feed, instrument: QuotedInstrument): ConversionSource | null | undefined {
  const quote = quoteCurrency(instrument);
  if (DOLLARS.has(quote)) return null;
  const codes = feedCodes(feed);
  if (codes.has(`${quote}USD`)) return { code: `${quote}USD`, inverted: false };
  if (codes.has(`USD${quote}`)) return { code: `USD${quote}`, inverted: true };
  return undefined;
}

/** A recorded conversion: the rate and the tick it came from (contract: conversionRef). */
export interface Conversion {
  code: string;
  time: number;
  rate: string;
}

/** Whether a tick's price is a usable, positive decimal. */
function usable(tick: Tick | null): tick is Tick {
  return tick !== null && isPlainDecimal(tick.priceText) && Money.of(tick.priceText).isPositive();
}

function noPrice(code: string): never {
  throw new AppError(ErrorCode.marketClosed, `There is no live price for ${code} right now; trading is unavailable.`);
}

/**
 * The instrument's last tick, if it is a fill price: present, a positive decimal, and at most
 * PRICE_MAX_AGE_MS old at `now`. Anything else is 10015: no price, no trade.
 */
export function freshTick(feed: Feed, code: string, now: Date): Tick {
  const tick = feed.last(code);
  if (!usable(tick) || now.getTime() - tick.time > PRICE_MAX_AGE_MS) return noPrice(code);
  return tick;
}

function conversionOf(source: ConversionSource, tick: Tick): Conversion {
  const rate = source.inverted ? invertedRate(tick.priceText) : Money.of(tick.priceText);
  return { code: source.code, time: tick.time, rate: rate.toString() };
}

/**
 * The conversion to use for a fill now: null for an instrument quoted in USD or USDT; otherwise
 * the rate from the conversion instrument's last tick (its price for XUSD, 1 / price to 10 dp
 * half-even for USDX), with that tick's code and time, to be recorded on the position.
 * Throws AppError 10015 when there is no such instrument or no fresh price for it (same rule as
 * the fill price: at most PRICE_MAX_AGE_MS old at `now`).
 */
export function conversionFor(feed: Feed, instrument: QuotedInstrument, now: Date): Conversion | null {
  const source = conversionSource(feed, instrument);
  if (source === null) return null;
  if (source === undefined) return noPrice(`${quoteCurrency(instrument)}USD`);
  return conversionOf(source, freshTick(feed, source.code, now));
}

/**
 * The conversion rate to value an open position now, whatever the age of the price (a closed
 * market is valued at its last price): 1 for dollars, the live rate when there is one, else null.
 */
export function markRate(feed: Feed, instrument: QuotedInstrument): Money | null {
  const source = conversionSource(feed, instrument);
  if (source === null) return Money.of('1');
  if (source === undefined) return null;
  const tick = feed.last(source.code);
  if (!usable(tick)) return null;
  return Money.of(conversionOf(source, tick).rate);
}

/** The last price of an instrument to value an open position with, whatever its age; null without one. */
export function markPrice(feed: Feed, code: string): Money | null {
  const tick = feed.last(code);
  return usable(tick) ? Money.of(tick.priceText) : null;
}

/** The live price of an instrument and its conversion to USDT (null when that has no price), as doubles. */
export interface Mark {
  price: number;
  rate: number | null;
}

/**
 * The live price of every instrument with one, and its conversion to USDT, as doubles for the
 * pre-filter: the feed's last tick (whatever its age, as exposure.ts values positions) and the
 * conversion instrument's (1 / price for USDX, as `invertedRate`).
 */
export function liveMarks(feed: Feed, types: ReadonlyMap<string, number>): Map<string, Mark> {
  const marks = new Map<string, Mark>();
  const priceOf = (code: string): number | null => {
    const tick = feed.last(code);
    if (!tick || !isPlainDecimal(tick.priceText)) return null;
    const price = Number(tick.priceText);
    return price > 0 ? price : null;
  };
  for (const [code, type] of types) {
    const price = priceOf(code);
    if (price === null) continue;
    const source = conversionSource(feed, { code, type });
    let rate: number | null = 1;
    if (source === undefined) rate = null;
    else if (source !== null) {
      const conversionPrice = priceOf(source.code);
      rate = conversionPrice === null ? null : source.inverted ? 1 / conversionPrice : conversionPrice;
    }
    marks.set(code, { price, rate });
  }
  return marks;
}
