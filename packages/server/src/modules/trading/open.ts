import { ACCOUNT_CURRENCY, ErrorCode, Money, type PositionSide } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import type { Feed } from '../../feed/feed.ts';
import type { Tick } from '../../feed/types.ts';
import { AppError } from '../../core/errors.ts';
import { post, type BatchEntry, type LockedCustomerAccount, type PostingInput } from '../../ledger/index.ts';
import { marketStatus, type InstrumentRow } from '../market/service.ts';
import type { TradingAccounts } from './accounts.ts';
import { openCosts, type OpenCosts } from './arithmetic.ts';
import { conversionFor, freshTick, type Conversion } from './instruments.ts';
import { money } from './position-record.ts';
import { checkLots, checkStops, messages, type Stops } from './positions.ts';
import type { OpenedPosition, Owner, PositionRow } from './repo.ts';
import { insertPositions } from './open-repo.ts';

/**
 * Opening a position: the order priced at the live tick under its checks (before any transaction),
 * then, once the account's lock has shown room for it, its ledger entry and its row. The
 * counterpart of close.ts.
 */

/** What the customer orders (the quote asks the same). */
export interface OrderInput {
  side: PositionSide;
  lots: string;
  leverage: number;
  stopLoss?: string | null;
  takeProfit?: string | null;
}

/** An order checked against the instrument and priced at the live tick. */
export interface Priced {
  instrument: InstrumentRow;
  side: PositionSide;
  lots: Money;
  leverage: number;
  stops: Stops;
  tick: Tick;
  conversion: Conversion | null;
  costs: OpenCosts;
}

/**
 * The order's checks in the specified order: market open and a fresh price (10015), lots (10016),
 * leverage and stops (10088); then what it costs at that price. Reads nothing but the feed.
 */
export function priceOrder(feed: Feed, instrument: InstrumentRow, input: OrderInput, now: Date): Priced {
  if (!marketStatus(instrument.calendar, now).open) throw new AppError(ErrorCode.marketClosed, messages.marketClosed);
  const tick = freshTick(feed, instrument.code, now);
  const conversion = conversionFor(feed, instrument, now);
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

export interface OpenBooking {
  /** The position's id, taken before the entry so that the entry and the row name each other. */
  id: number;
  owner: Owner;
  /** The customer's cash account, locked by the caller. */
  account: LockedCustomerAccount;
  system: TradingAccounts;
  priced: Priced;
  idempotencyKey: string | null;
  requestHash: string;
  now: Date;
}

/**
 * The entry ('position_open') of an open at its priced tick: margin + fee from the customer to the
 * margin and fee accounts.
 */
export function openEntry(booking: OpenBooking): BatchEntry {
  const { margin, fee } = booking.priced.costs;
  const postings: PostingInput[] = [
    { accountId: booking.account.id, amount: margin.plus(fee).negated() },
    { accountId: booking.system.margin, amount: margin },
  ];
  if (fee.isPositive()) postings.push({ accountId: booking.system.fee, amount: fee });
  return {
    kind: 'position_open',
    mode: booking.owner.mode,
    currency: ACCOUNT_CURRENCY,
    reference: `position:${booking.id}`,
    postings,
  };
}

/** The position's row, with the tick and the conversion it was priced at and the entry that booked it. */
export function openedRow(booking: OpenBooking, entryId: number): OpenedPosition {
  const { id, owner, priced } = booking;
  return {
    id,
    userId: owner.userId,
    mode: owner.mode,
    instrumentId: priced.instrument.id,
    code: priced.instrument.code,
    side: priced.side,
    lots: priced.lots.toString(),
    leverage: priced.leverage,
    contractSize: money(priced.instrument.contractSize),
    openPrice: priced.tick.priceText,
    openTickTimeMs: priced.tick.time,
    openRate: priced.conversion?.rate ?? null,
    openRateCode: priced.conversion?.code ?? null,
    openRateTimeMs: priced.conversion?.time ?? null,
    margin: priced.costs.margin.toString(),
    fee: priced.costs.fee.toString(),
    stopLoss: priced.stops.stopLoss?.toString() ?? null,
    takeProfit: priced.stops.takeProfit?.toString() ?? null,
    openEntryId: entryId,
    idempotencyKey: booking.idempotencyKey,
    requestHash: booking.requestHash,
    openedAt: booking.now,
  };
}

/**
 * Books one open: its entry, then its row. Refused by the ledger (insufficient_funds) when the
 * cash does not cover it. Group commit books many at once (open-batch.ts) from the same parts.
 */
export async function bookOpen(tx: Db, booking: OpenBooking): Promise<PositionRow> {
  const { entryId } = await post(tx, { ...openEntry(booking), lockedAccounts: [booking.account] });
  const [row] = await insertPositions(tx, [openedRow(booking, entryId)]);
  if (!row) throw new Error(`position ${booking.id} was not written`);
  return row;
}
