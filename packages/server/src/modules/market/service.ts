import {
  Money,
  PERIOD_MS,
  type Candle,
  type CandlePeriod,
  type Language,
  type MarketInfo,
  type MarketItem,
  type MarketType,
} from '@tp/contract';
import { ErrorCode, refusalReasons } from '@tp/contract';
import type { Feed } from '../../feed/feed.ts';
import { AppError } from '../../core/errors.ts';
import { calendarTimeZone, marketStatus } from './hours.ts';
import { calendarHours } from './hours-text.ts';
import type { Db } from '../../db/client.ts';
import { lastCandleTime, rolledUpCandles, rollUp } from '../../feed/candles.ts';
import { listInstruments, type InstrumentRow } from './repo.ts';

/**
 * What other modules use of the market: the catalogue's rows and the trading calendar. They
 * import it from here, the module's public face, never from its repository or its files.
 */
export { marketStatus, type InstrumentRow };
export { feedInstruments } from './feed-instruments.ts';
/** The instruments of the catalogue, loaded once at start. */
export const loadInstruments = listInstruments;

/** Candles one request returns when it does not say. */
export const CANDLE_LIMIT_DEFAULT = 300;

/** Exact decimal text without the database's trailing zeros. */
const plain = (value: string) => Money.of(value).toString();

/** The market calls: the catalogue joined with the shared live prices. */
export class MarketService {
  private readonly byId: Map<number, InstrumentRow>;

  constructor(
    private readonly db: Db,
    private readonly instruments: readonly InstrumentRow[],
    private readonly feed: Feed,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.byId = new Map(instruments.map((instrument) => [instrument.id, instrument]));
  }

  private item(instrument: InstrumentRow, stats = this.feed.stats(instrument.code)): MarketItem {
    const reference = Number(instrument.referencePrice);
    return {
      id: instrument.id,
      code: instrument.code,
      type: instrument.type as MarketType,
      appName: instrument.appName,
      logo: instrument.logo,
      price: stats?.price ?? Number(reference.toFixed(instrument.precision)),
      precision: instrument.precision,
      zdf: stats?.zdf ?? 0,
      hundred: stats?.hundred ?? [],
    };
  }

  list(type: MarketType): MarketItem[] {
    return this.instruments.filter((instrument) => instrument.type === type).map((instrument) => this.item(instrument));
  }

  /** One instrument with its terms and its market's hours, worded in `language`. */
  info(id: number, language: Language = 'en'): MarketInfo {
    const instrument = this.byId.get(id);
    if (!instrument) throw new AppError(ErrorCode.badParameters, refusalReasons.noSuchInstrument);
    const stats = this.feed.stats(instrument.code);
    const item = this.item(instrument, stats);
    const status = marketStatus(instrument.calendar, this.now());
    return {
      ...item,
      open: stats?.open ?? item.price,
      high: stats?.high ?? item.price,
      low: stats?.low ?? item.price,
      volume: stats?.volume ?? 0,
      status: status.open ? 'open' : 'closed',
      contractSize: plain(instrument.contractSize),
      leverages: instrument.leverages,
      feeRate: plain(instrument.feeRate),
      minLots: plain(instrument.minLots),
      lotStep: plain(instrument.lotStep),
      maxLots: plain(instrument.maxLots),
      tradingHours: calendarHours(instrument.calendar, language),
      timeZone: calendarTimeZone(instrument.calendar),
      nextChangeAt: status.nextChangeAt,
    };
  }

  /**
   * Candles of one period, oldest first: the written minutes rolled up by the database, and the
   * minutes not written yet (the live tail) rolled up here and merged into the last buckets.
   */
  async candles(query: {
    code: string;
    period: CandlePeriod;
    fromMs?: number;
    toMs?: number;
    limit?: number;
  }): Promise<Candle[]> {
    if (!this.instruments.some((instrument) => instrument.code === query.code)) {
      throw new AppError(ErrorCode.badParameters, refusalReasons.noSuchInstrument);
    }
    const periodMs = PERIOD_MS[query.period];
    const limit = query.limit ?? CANDLE_LIMIT_DEFAULT;
    const toMs = query.toMs ?? this.now().getTime() + periodMs;
    const fromMs = query.fromMs ?? Math.floor(toMs / periodMs) * periodMs - limit * periodMs;
    if (fromMs >= toMs) throw new AppError(ErrorCode.badParameters, 'The range is empty: from must be before to.');
    const written = await rolledUpCandles(this.db, query.code, periodMs, { fromMs, toMs, limit });
    const writtenUpTo = (await lastCandleTime(this.db, query.code)) ?? -1;
    const tail = rollUp(
      this.feed.minuteBars(query.code).filter((bar) => bar.time > writtenUpTo && bar.time >= fromMs && bar.time < toMs),
      periodMs,
    );
    for (const bucket of tail) {
      const last = written.at(-1);
      if (last?.time === bucket.time) {
        last.high = Math.max(last.high, bucket.high);
        last.low = Math.min(last.low, bucket.low);
        last.close = bucket.close;
        last.volume += bucket.volume;
      } else {
        written.push(bucket);
      }
    }
    return written.slice(-limit);
  }
}
