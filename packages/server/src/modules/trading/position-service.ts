import {
  ACCOUNT_CURRENCY,
  ACCOUNT_SCALE,
  ErrorCode,
  Money,
  OPEN_POSITIONS_MAX,
  type AccountMode,
  type OpenPositionBody,
  type PositionQuote,
  type PositionRecord,
  type PositionSide,
  type UpdateStopsBody,
} from '@tp/contract';
import type { Db } from '../../db/client.ts';
import type { Feed } from '../../feed/feed.ts';
import { AppError } from '../../core/errors.ts';
import { listPage, offsetOf, type Page, type PageRequest } from '../../core/paging.ts';
import { customerAccount } from '../../ledger/index.ts';
import type { SessionContext } from '../../core/request.ts';
import { marketStatus } from '../market/service.ts';
import type { InstrumentRow } from '../market/service.ts';
import { TradingAccountIds } from './accounts.ts';
import type { CloseAt } from './close.ts';
import { openOrRefused } from './close-batch.ts';
import { CloseDesk } from './close-desk.ts';
import { exposureOf, freeMarginOf, valueAtMarket, type Exposure } from './exposure.ts';
import { conversionFor, freshTick, markPrice } from './instruments.ts';
import { priceOrder } from './open.ts';
import { OrderDesk } from './order-desk.ts';
import { orderListRange } from './order-filter.ts';
import { money, toPositionRecord } from './position-record.ts';
import { checkStops, messages } from './positions.ts';
import * as repo from './repo.ts';
import type { PositionRow, PositionView } from './repo.ts';

const CURRENCY = ACCOUNT_CURRENCY;

export interface PositionDeps {
  db: Db;
  feed: Feed;
  /** The catalogue, read at start: its terms do not change while the server runs. */
  instruments: readonly InstrumentRow[];
  now?: () => Date;
  /** Most order batches, and close batches, written at once (OrderDesk, CloseDesk); 1 by default. */
  batches?: number;
  onBatchFailure?: (err: unknown, size: number) => void;
}

export interface ListPositionsFilter {
  status?: 'open' | 'closed';
  instrumentId?: string;
  side?: PositionSide;
  from?: string;
  to?: string;
}

/**
 * Buy-long and sell-short positions on margin: quote, open, close at market, move the stops, list.
 * Every call works on the session's own positions of the request's book (demo or real) only.
 */
export class PositionService {
  private readonly db: Db;
  private readonly feed: Feed;
  private readonly instruments: ReadonlyMap<number, InstrumentRow>;
  private readonly accounts: TradingAccountIds;
  private readonly now: () => Date;
  /** Opens positions: orders of different accounts that arrive together are written in one transaction. */
  readonly desk: OrderDesk;
  /** Closes positions at market, in the same way. */
  readonly closeDesk: CloseDesk;

  constructor(deps: PositionDeps) {
    this.db = deps.db;
    this.feed = deps.feed;
    this.instruments = new Map(deps.instruments.map((instrument) => [instrument.id, instrument]));
    this.accounts = new TradingAccountIds(deps.db);
    this.now = deps.now ?? (() => new Date());
    this.desk = new OrderDesk({
      db: deps.db,
      feed: deps.feed,
      instrument: (id) => this.instrument(id),
      accounts: this.accounts,
      view: (row) => this.view(row),
      storedPosition: (owner) => this.storedPosition(owner),
      now: this.now,
      orderBatches: deps.batches,
      onBatchFailure: deps.onBatchFailure,
    });
    this.closeDesk = new CloseDesk({
      db: deps.db,
      accounts: this.accounts,
      termsOf: (position, now) => this.closeTerms(position, now),
      view: (row) => this.view(row),
      storedPosition: (owner) => this.storedPosition(owner),
      now: this.now,
      closeBatches: deps.batches,
      onBatchFailure: deps.onBatchFailure,
    });
  }

  // -------------------------------------------------------------------------------------------
  // Checks shared by the quote and the order

  private instrument(id: number): InstrumentRow {
    const instrument = this.instruments.get(id);
    if (!instrument) throw new AppError(ErrorCode.optionsProductWrong, messages.unknownInstrument);
    return instrument;
  }

  /** Open positions summed at the live prices (exposureOf), their instruments' types from the catalogue. */
  private exposure(open: readonly repo.OpenPositionTerms[]): Exposure {
    return exposureOf(this.feed, open, (position) => this.instrument(position.instrumentId).type);
  }

  // -------------------------------------------------------------------------------------------
  // Quote and open

  /** What opening would cost now and leave free, with the same checks as the order; writes nothing. */
  async quote(
    session: SessionContext,
    mode: AccountMode,
    query: { instrumentId: string; side: PositionSide; lots: string; leverage: string },
  ): Promise<PositionQuote> {
    const owner = { userId: session.userId, mode };
    const instrument = this.instrument(Number(query.instrumentId));
    const priced = priceOrder(this.feed, instrument, { ...query, leverage: Number(query.leverage) }, this.now());
    const [account, open] = await Promise.all([
      customerAccount(this.db, { ...owner, currency: CURRENCY }, { lock: false, create: false }),
      repo.openPositionTerms(this.db, owner),
    ]);
    const exposure = this.exposure(open);
    if (exposure.openCount >= OPEN_POSITIONS_MAX) throw new AppError(ErrorCode.badParameters, messages.tooManyOpen);
    const freeMargin = freeMarginOf(account?.available ?? Money.zero(), exposure);
    const { notional, margin, fee } = priced.costs;
    return {
      price: { code: priced.tick.code, time: priced.tick.time, price: money(priced.tick.priceText) },
      conversion: priced.conversion,
      // Shown to the account's scale; margin and fee were computed from the exact value.
      notional: notional.round(ACCOUNT_SCALE, 'halfEven').toString(),
      margin: margin.toString(),
      fee: fee.toString(),
      freeMargin: freeMargin.toString(),
      freeMarginAfter: freeMargin.minus(margin).minus(fee).toString(),
    };
  }

  /** Opens a position at the live tick through the order desk (group commit); once per Idempotency-Key. */
  open(
    session: SessionContext,
    mode: AccountMode,
    body: OpenPositionBody,
    idempotencyKey?: string,
  ): Promise<PositionRecord> {
    return this.desk.open({ userId: session.userId, mode }, body, idempotencyKey);
  }

  /** The position an earlier open or close under a key answered with, as it is now. */
  private storedPosition(owner: repo.Owner) {
    return async (db: Db, id: number): Promise<PositionRecord | undefined> => {
      const position = await repo.ownPosition(db, owner, id);
      return position && this.record(position);
    };
  }

  // -------------------------------------------------------------------------------------------
  // Close and stops

  /** Closes the customer's position at the live tick of its instrument, its market open, through the close desk (group commit); once per Idempotency-Key. */
  close(session: SessionContext, mode: AccountMode, id: number, idempotencyKey?: string): Promise<PositionRecord> {
    return this.closeDesk.close({ userId: session.userId, mode }, id, idempotencyKey);
  }

  /** How the customer's locked open position closes now: at its instrument's live tick, its market open. */
  private closeTerms(position: PositionRow, now: Date): Omit<CloseAt, 'accounts'> {
    const instrument = this.instrument(position.instrumentId);
    if (!marketStatus(instrument.calendar, now).open) {
      throw new AppError(ErrorCode.marketClosed, messages.marketClosed);
    }
    const tick = freshTick(this.feed, instrument.code, now);
    return { tick, conversion: conversionFor(this.feed, instrument, now), reason: 'customer', now };
  }

  /**
   * Sets or removes (null) the stops of the customer's open position, checked against the current
   * price: the last tick, whatever its age, since moving a stop fills nothing (a closed market's
   * current price is its last one).
   */
  async updateStops(session: SessionContext, mode: AccountMode, body: UpdateStopsBody): Promise<PositionRecord> {
    const owner = { userId: session.userId, mode };
    return this.db.transaction(async (tx) => {
      const position = openOrRefused(await repo.lockOwnPosition(tx, owner, body.id));
      const instrument = this.instrument(position.instrumentId);
      const price = markPrice(this.feed, instrument.code);
      if (!price) {
        throw new AppError(ErrorCode.marketClosed, `There is no price for ${instrument.code} right now; try again.`);
      }
      const stops = checkStops(position.side, price, instrument.precision, body.stopLoss, body.takeProfit);
      const updated = await repo.updateStops(tx, owner, position.id, {
        stopLoss: stops.stopLoss?.toString() ?? null,
        takeProfit: stops.takeProfit?.toString() ?? null,
      });
      if (!updated) throw new AppError(ErrorCode.badParameters, messages.alreadyClosed);
      return this.record({ ...updated, appName: instrument.appName, type: instrument.type });
    });
  }

  // -------------------------------------------------------------------------------------------
  // Reading

  async list(
    session: SessionContext,
    mode: AccountMode,
    request: PageRequest,
    query: ListPositionsFilter,
  ): Promise<Page<PositionRecord>> {
    const filter: repo.PositionFilter = {
      userId: session.userId,
      mode,
      status: query.status,
      side: query.side,
      ...orderListRange(query),
    };
    return listPage(
      request,
      repo.listOwnPositions(this.db, filter, request.pageSize, offsetOf(request)),
      repo.countOwnPositions(this.db, filter),
      (row) => this.record(row),
    );
  }

  async get(session: SessionContext, mode: AccountMode, id: number): Promise<PositionRecord> {
    const position = await repo.ownPosition(this.db, { userId: session.userId, mode }, id);
    if (!position) throw new AppError(ErrorCode.badParameters, messages.noSuchPosition);
    return this.record(position);
  }

  /** The record of a position written just now, with what it shows of its instrument. */
  private view(row: PositionRow): PositionRecord {
    const instrument = this.instrument(row.instrumentId);
    return this.record({ ...row, appName: instrument.appName, type: instrument.type });
  }

  /** The record of a position; an open one carries the live price and its profit at it. */
  private record(row: PositionView): PositionRecord {
    const live = row.status === 'open' ? valueAtMarket(this.feed, row) : null;
    return toPositionRecord(row, live, this.instruments.get(row.instrumentId)?.precision ?? 0);
  }
}
