import { Money, type AccountMode, type PositionSide } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import type { Feed } from '../../feed/feed.ts';
import { profitOf } from './arithmetic.ts';
import { markPrice, markRate } from './instruments.ts';
import { openPositionsOfOwners } from './open-repo.ts';
import { openPositionsOf } from './repo.ts';

/** What valuing an open position at the live price needs. */
export interface Valued {
  code: string;
  type: number;
  side: PositionSide;
  lots: string | Money;
  contractSize: string | Money;
  openPrice: string | Money;
  /** The opening conversion: used when the conversion instrument has no price now. */
  openRate: string | Money | null;
}

/** What valuing needs but the instrument's type, which the catalogue has. */
type ValuedTerms = Omit<Valued, 'type'>;

/**
 * An open position at the feed's last price (whatever its age: a closed market is valued at its
 * last price) and the live conversion, falling back to the opening rate. Null when the instrument
 * has no price at all yet.
 */
export function valueAtMarket(feed: Feed, position: Valued): { price: Money; profit: Money } | null {
  return valueAt(liveMark(feed, position), position);
}

/** The live price of an instrument and its live conversion (null: none now, the opening rate serves). */
export interface LiveMark {
  price: Money;
  rate: Money | null;
}

export function liveMark(feed: Feed, instrument: { code: string; type: number }): LiveMark | null {
  const price = markPrice(feed, instrument.code);
  return price ? { price, rate: markRate(feed, instrument) } : null;
}

function valueAt(mark: LiveMark | null, position: ValuedTerms): { price: Money; profit: Money } | null {
  if (!mark) return null;
  const rate = mark.rate ?? Money.of(position.openRate ?? '1');
  // The position's fields passed one by one: copying the whole position for each valuation was
  // a visible share of the order desk's allocations.
  const { side, openPrice, lots, contractSize } = position;
  return { price: mark.price, profit: profitOf({ side, openPrice, lots, contractSize, closePrice: mark.price, rate }) };
}

export interface Exposure {
  /** The margin of the open positions: what the margin account holds for this customer. */
  usedMargin: Money;
  /** Their profit at the live prices, each rounded as its record shows it; positions without a price count 0. */
  floatingProfit: Money;
  openCount: number;
}

/**
 * The account's open positions, summed (one query): used margin and floating profit. With them,
 * everywhere: free margin = cash − held + floating profit, where cash is the customer's ledger
 * balance (the margin has moved to the margin account).
 */
export async function accountExposure(tx: Db, feed: Feed, userId: number, mode: AccountMode): Promise<Exposure> {
  return exposureOf(feed, await openPositionsOf(tx, { userId, mode }), (position) => position.type);
}

/** accountExposure for many accounts at once (a group-committed batch), in the order given: one query. */
export async function accountsExposure(
  tx: Db,
  feed: Feed,
  owners: readonly { userId: number; mode: AccountMode }[],
  typeOf: (instrumentId: number) => number,
): Promise<Exposure[]> {
  const open = await openPositionsOfOwners(tx, owners);
  return open.map((positions) => exposureOf(feed, positions, (position) => typeOf(position.instrumentId)));
}

/**
 * Open positions (of one account), summed at the live prices. Each instrument's price and
 * conversion are read from the feed once per call (an account's positions share a few
 * instruments), and so is its type, from `typeOf`.
 */
export function exposureOf<P extends ValuedTerms & { margin: string | Money }>(
  feed: Feed,
  open: readonly P[],
  typeOf: (position: P) => number,
): Exposure {
  let usedMargin = Money.zero();
  for (const position of open) usedMargin = usedMargin.plus(position.margin);
  return { usedMargin, floatingProfit: floatingProfitOf(feed, open, typeOf), openCount: open.length };
}

/**
 * The open positions' floating profit alone (exposureOf's), for the order's room check, which
 * does not need the used margin: one sum fewer per position on every order.
 */
export function floatingProfitOf<P extends ValuedTerms>(
  feed: Feed,
  open: readonly P[],
  typeOf: (position: P) => number,
): Money {
  let floatingProfit = Money.zero();
  const marks = new Map<string, LiveMark | null>();
  for (const position of open) {
    let mark = marks.get(position.code);
    if (mark === undefined) {
      mark = liveMark(feed, { code: position.code, type: typeOf(position) });
      marks.set(position.code, mark);
    }
    const valued = valueAt(mark, position);
    if (valued) floatingProfit = floatingProfit.plus(valued.profit);
  }
  return floatingProfit;
}

/** Free margin: what new margin, fees and withdrawals may use; `available` is the account's balance − held. */
export function freeMarginOf(available: Money, exposure: { floatingProfit: Money }): Money {
  return available.plus(exposure.floatingProfit);
}
