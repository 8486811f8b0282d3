import {
  ACCOUNT_CURRENCY,
  ACCOUNT_SCALE,
  ErrorCode,
  Money,
  OPEN_POSITIONS_MAX,
  type AccountMode,
  type MarketType,
  type OpenPositionBody,
  type PositionQuote,
  type PositionRecord,
  type PositionSide,
  type UpdateStopsBody,
} from '@tp/contract';
import type { Db } from '../../db/client.ts';
import type { Feed } from '../../feed/feed.ts';
import type { Tick } from '../../feed/types.ts';
import { AppError } from '../../core/errors.ts';
import { listPage, offsetOf, type Page, type PageRequest } from '../../core/paging.ts';
import { IDEMPOTENCY_KEY_REUSED, requestHash, withIdempotency, type StoredRequest } from '../../core/idempotency.ts';
import { LedgerError, post, type PostingInput } from '../../ledger/index.ts';
import type { SessionContext } from '../../core/request.ts';
import { marketStatus } from '../market/service.ts';
import type { InstrumentRow } from '../market/service.ts';
import { lockCashAccount, TradingAccountIds } from './accounts.ts';
import { canonical, decimalOf, decimalsOf, openCosts, type OpenCosts } from './arithmetic.ts';
import { closeLockedPosition } from './close.ts';
import { exposureOf, freeMarginOf, valueAtMarket, type Exposure } from './exposure.ts';
import { conversionFor, freshTick, markPrice, type Conversion } from './instruments.ts';
import { orderListRange } from './order-filter.ts';
import * as repo from './repo.ts';
import type { PositionRow, PositionView } from './repo.ts';

const CURRENCY = ACCOUNT_CURRENCY;

export const messages = {
  unknownInstrument: 'No such instrument.',
  marketClosed: 'The market of this instrument is closed; trading is unavailable.',
  leverage: 'This leverage is not offered for this instrument.',
  stops: 'Stop-loss or take-profit prices are unreasonable.',
  tooManyOpen: `At most ${OPEN_POSITIONS_MAX} positions may be open at once in one account.`,
  noSuchPosition: 'No such position.',
  alreadyClosed: 'The position is already closed.',
  idempotencyReused: IDEMPOTENCY_KEY_REUSED,
} as const;

/** Lots within [minLots, maxLots], on the step from minLots, with no more decimals than the step; else 10016. */
export function checkLots(instrument: InstrumentRow, text: string): Money {
  const min = Money.of(instrument.minLots);
  const step = Money.of(instrument.lotStep);
  const max = Money.of(instrument.maxLots);
  const lots = decimalOf(text);
  const refuse = () =>
    new AppError(
      ErrorCode.purchaseAmountWrong,
      `Lots go from ${min.toString()} to ${max.toString()} in steps of ${step.toString()}.`,
    );
  if (!lots || !lots.isPositive() || lots.lt(min) || lots.gt(max)) throw refuse();
  if (decimalsOf(lots) > decimalsOf(step)) throw refuse();
  const offset = lots.minus(min);
  // Integer quotient times the step gives the offset back exactly only when the offset is on the step.
  if (!offset.dividedBy(step, 0, 'down').times(step).eq(offset)) throw refuse();
  return lots;
}

export interface Stops {
  stopLoss: Money | null;
  takeProfit: Money | null;
}

/**
 * Stop-loss and take-profit: positive decimals with at most the instrument's price decimals, on
 * the losing and the winning side of the current price (long: SL < price < TP; short:
 * TP < price < SL), so that neither fires at once. Else 10088, prices unreasonable.
 */
export function checkStops(
  side: PositionSide,
  price: Money,
  precision: number,
  stopLossText: string | null | undefined,
  takeProfitText: string | null | undefined,
): Stops {
  const unreasonable = () => new AppError(ErrorCode.badParameters, messages.stops);
  const parse = (text: string | null | undefined): Money | null => {
    if (text === null || text === undefined) return null;
    const value = decimalOf(text);
    if (!value || !value.isPositive() || decimalsOf(value) > precision) throw unreasonable();
    return value;
  };
  const stopLoss = parse(stopLossText);
  const takeProfit = parse(takeProfitText);
  const below = (value: Money | null) => value === null || value.lt(price);
  const above = (value: Money | null) => value === null || value.gt(price);
  const ok = side === 'long' ? below(stopLoss) && above(takeProfit) : above(stopLoss) && below(takeProfit);
  if (!ok) throw unreasonable();
  return { stopLoss, takeProfit };
}

/** An order checked against the instrument and priced at the live tick. */
interface Priced {
  instrument: InstrumentRow;
  side: PositionSide;
  lots: Money;
  leverage: number;
  stops: Stops;
  tick: Tick;
  conversion: Conversion | null;
  costs: OpenCosts;
}

interface OrderInput {
  side: PositionSide;
  lots: string;
  leverage: number;
  stopLoss?: string | null;
  takeProfit?: string | null;
}

const money = (value: string | Money): string => Money.of(value).toString();
const maybeMoney = (value: string | null): string | null => (value === null ? null : money(value));

export interface PositionDeps {
  db: Db;
  feed: Feed;
  /** The catalogue, read at start: its terms do not change while the server runs. */
  instruments: readonly InstrumentRow[];
  now?: () => Date;
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

  constructor(deps: PositionDeps) {
    this.db = deps.db;
    this.feed = deps.feed;
    this.instruments = new Map(deps.instruments.map((instrument) => [instrument.id, instrument]));
    this.accounts = new TradingAccountIds(deps.db);
    this.now = deps.now ?? (() => new Date());
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
    return exposureOf(
      this.feed,
      open.map((position) => ({ ...position, type: this.instrument(position.instrumentId).type })),
    );
  }

  /**
   * The order's checks in the specified order: market open and a fresh price (10015), lots (10016),
   * leverage and stops (10088); then what it costs at that price. Reads nothing but the feed.
   */
  private price(instrument: InstrumentRow, input: OrderInput, now: Date): Priced {
    if (!marketStatus(instrument.calendar, now).open) throw new AppError(ErrorCode.marketClosed, messages.marketClosed);
    const tick = freshTick(this.feed, instrument.code, now);
    const conversion = conversionFor(this.feed, instrument, now);
    const lots = checkLots(instrument, input.lots);
    if (!instrument.leverages.includes(input.leverage)) throw new AppError(ErrorCode.badParameters, messages.leverage);
    const stops = checkStops(
      input.side,
      Money.of(tick.priceText),
      instrument.precision,
      input.stopLoss,
      input.takeProfit,
    );
    const costs = openCosts({
      lots,
      contractSize: instrument.contractSize,
      price: tick.priceText,
      rate: conversion?.rate ?? '1',
      leverage: input.leverage,
      feeRate: instrument.feeRate,
    });
    return { instrument, side: input.side, lots, leverage: input.leverage, stops, tick, conversion, costs };
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
    const priced = this.price(instrument, { ...query, leverage: Number(query.leverage) }, this.now());
    const { account, open } = await repo.accountAndOpenPositions(this.db, owner, CURRENCY);
    const exposure = this.exposure(open);
    if (exposure.openCount >= OPEN_POSITIONS_MAX) throw new AppError(ErrorCode.badParameters, messages.tooManyOpen);
    const freeMargin = freeMarginOf(account ?? { balance: '0', held: '0' }, exposure);
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

  /**
   * Opens a position at the live tick, in one transaction under the customer's account lock:
   * the margin moves to the margin account and the fee to the fee account in one entry
   * ('position_open'), and the position records the tick and conversion it used.
   */
  async open(
    session: SessionContext,
    mode: AccountMode,
    body: OpenPositionBody,
    idempotencyKey?: string,
  ): Promise<PositionRecord> {
    const owner = { userId: session.userId, mode };
    const hash = requestHash('openPosition', mode, [
      body.instrumentId,
      body.side,
      canonical(body.lots),
      body.leverage,
      canonical(body.stopLoss),
      canonical(body.takeProfit),
    ]);
    const now = this.now();
    const request = { key: idempotencyKey, requestHash: hash, find: this.storedOpen(owner) };
    try {
      return await withIdempotency(this.db, request, {
        prepare: async () => {
          const instrument = this.instrument(body.instrumentId);
          return { instrument, priced: this.price(instrument, body, now), system: await this.accounts.of(mode) };
        },
        lock: (tx) => lockCashAccount(tx, owner),
        run: async (tx, { instrument, priced, system }, account) => {
          const { margin, fee } = priced.costs;
          const cost = margin.plus(fee);
          // The entry and the position name each other: the id first, then the entry, then the row.
          const { nextId: id, open } = await repo.openPositionsAndNextId(tx, owner);
          const exposure = this.exposure(open);
          if (exposure.openCount >= OPEN_POSITIONS_MAX) throw new AppError(ErrorCode.badParameters, messages.tooManyOpen);
          const cash = Money.of(account.balance).minus(account.held);
          if (cost.gt(freeMarginOf(account, exposure)) || cost.gt(cash)) {
            throw new AppError(ErrorCode.insufficientBalance);
          }

          const postings: PostingInput[] = [
            { accountId: account.id, amount: cost.negated() },
            { accountId: system.margin, amount: margin },
          ];
          if (fee.isPositive()) postings.push({ accountId: system.fee, amount: fee });
          const { entryId } = await post(tx, {
            kind: 'position_open',
            mode,
            currency: CURRENCY,
            reference: `position:${id}`,
            postings,
          });
          const row = await repo.insertPosition(tx, {
            id,
            userId: owner.userId,
            mode,
            instrumentId: instrument.id,
            code: instrument.code,
            side: priced.side,
            lots: priced.lots.toString(),
            leverage: priced.leverage,
            contractSize: money(instrument.contractSize),
            openPrice: priced.tick.priceText,
            openTickTimeMs: priced.tick.time,
            openRate: priced.conversion?.rate ?? null,
            openRateCode: priced.conversion?.code ?? null,
            openRateTimeMs: priced.conversion?.time ?? null,
            margin: margin.toString(),
            fee: fee.toString(),
            stopLoss: priced.stops.stopLoss?.toString() ?? null,
            takeProfit: priced.stops.takeProfit?.toString() ?? null,
            openEntryId: entryId,
            idempotencyKey: idempotencyKey ?? null,
            requestHash: hash,
            openedAt: now,
          });
          return this.record({ ...row, appName: instrument.appName, type: instrument.type });
        },
      });
    } catch (err) {
      if (err instanceof LedgerError && err.failure === 'insufficient_funds') {
        throw new AppError(ErrorCode.insufficientBalance);
      }
      throw err;
    }
  }

  /** The position an earlier open under a key created, as it is now. */
  private storedOpen(owner: repo.Owner) {
    return async (db: Db, key: string): Promise<StoredRequest<PositionRecord> | undefined> => {
      const twin = await repo.positionByIdempotencyKey(db, owner, key);
      return twin && { requestHash: twin.requestHash, answer: this.record(twin) };
    };
  }

  // -------------------------------------------------------------------------------------------
  // Close and stops

  /** Locks the owner's position and checks it is open; anybody else's reads as missing. */
  private async lockOpen(tx: Db, owner: repo.Owner, id: number): Promise<PositionRow> {
    const position = await repo.lockOwnPosition(tx, owner, id);
    if (!position) throw new AppError(ErrorCode.badParameters, messages.noSuchPosition);
    if (position.status !== 'open') throw new AppError(ErrorCode.badParameters, messages.alreadyClosed);
    return position;
  }

  /** Closes the customer's position at the live tick of its instrument, its market open. */
  async close(session: SessionContext, mode: AccountMode, id: number): Promise<PositionRecord> {
    const owner = { userId: session.userId, mode };
    const now = this.now();
    const accounts = await this.accounts.of(mode);
    return this.db.transaction(async (tx) => {
      const position = await this.lockOpen(tx, owner, id);
      const instrument = this.instrument(position.instrumentId);
      if (!marketStatus(instrument.calendar, now).open) {
        throw new AppError(ErrorCode.marketClosed, messages.marketClosed);
      }
      const tick = freshTick(this.feed, instrument.code, now);
      const conversion = conversionFor(this.feed, instrument, now);
      const closed = await closeLockedPosition(tx, position, { tick, conversion, reason: 'customer', now, accounts });
      return this.record({ ...closed, appName: instrument.appName, type: instrument.type });
    });
  }

  /**
   * Sets or removes (null) the stops of the customer's open position, checked against the current
   * price: the last tick, whatever its age, since moving a stop fills nothing (a closed market's
   * current price is its last one).
   */
  async updateStops(session: SessionContext, mode: AccountMode, body: UpdateStopsBody): Promise<PositionRecord> {
    const owner = { userId: session.userId, mode };
    return this.db.transaction(async (tx) => {
      const position = await this.lockOpen(tx, owner, body.id);
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

  /** The record of a position; an open one carries the live price and its profit at it. */
  private record(row: PositionView): PositionRecord {
    const live = row.status === 'open' ? valueAtMarket(this.feed, row) : null;
    // Prices read as the instrument quotes them ("92507.00"), like ticks and option orders do;
    // stored prices never have more decimals than that, so nothing is rounded away.
    const precision = this.instruments.get(row.instrumentId)?.precision ?? 0;
    const quoted = (value: string | Money) => Money.of(value).toFixed(precision, 'halfEven');
    const maybeQuoted = (value: string | null) => (value === null ? null : quoted(value));
    return {
      id: row.id,
      mode: row.mode,
      instrumentId: row.instrumentId,
      code: row.code,
      appName: row.appName,
      type: row.type as MarketType,
      side: row.side,
      lots: money(row.lots),
      leverage: row.leverage,
      contractSize: money(row.contractSize),
      status: row.status,
      openPrice: quoted(row.openPrice),
      openTick: { code: row.code, time: row.openTickTimeMs, price: quoted(row.openPrice) },
      openConversion:
        row.openRate !== null && row.openRateCode !== null && row.openRateTimeMs !== null
          ? { code: row.openRateCode, time: row.openRateTimeMs, rate: money(row.openRate) }
          : null,
      margin: money(row.margin),
      fee: money(row.fee),
      stopLoss: maybeQuoted(row.stopLoss),
      takeProfit: maybeQuoted(row.takeProfit),
      currentPrice: live ? quoted(live.price) : null,
      floatingProfit: live ? live.profit.toString() : null,
      closePrice: maybeQuoted(row.closePrice),
      closeTick:
        row.closePrice !== null && row.closeTickTimeMs !== null
          ? { code: row.code, time: row.closeTickTimeMs, price: quoted(row.closePrice) }
          : null,
      closeConversion:
        row.closeRate !== null && row.closeRateCode !== null && row.closeRateTimeMs !== null
          ? { code: row.closeRateCode, time: row.closeRateTimeMs, rate: money(row.closeRate) }
          : null,
      closeReason: row.closeReason,
      profit: maybeMoney(row.profit),
      absorbedLoss: maybeMoney(row.absorbedLoss),
      openedAt: row.openedAt.getTime(),
      closedAt: row.closedAt ? row.closedAt.getTime() : null,
    };
  }
}
