import { ACCOUNT_CURRENCY, Money, type CloseReason } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { post, systemAccountId, type BatchEntry, type PostingInput } from '../../ledger/index.ts';
import { notify } from '../notify/service.ts';
import { lockCashAccount, type TradingAccounts } from './accounts.ts';
import { profitOf } from './arithmetic.ts';
import { markClosed, type CloseFields, type PositionRow } from './repo.ts';

/**
 * Closing a position: the one core shared by the customer's close and the stop-loss / take-profit /
 * stop-out engine. The caller picks the price (the tick it closes at) and the reason; this books it.
 */

export type { PositionRow } from './repo.ts';
/** The conversion of the fill price (`conversionFor`) and the live fill price (`freshTick`), for callers. */
export { conversionFor, freshTick, type Conversion } from './instruments.ts';

export interface CloseAt {
  /** The tick closed at: its price is the close price, its time is recorded. */
  tick: { code: string; time: number; priceText: string };
  /** Quote currency → USDT at closing (from `conversionFor`); null for instruments quoted in USD or USDT. */
  conversion: { code: string; time: number; rate: string } | null;
  reason: CloseReason;
  now: Date;
  /** The mode's system account ids when the caller keeps them (TradingAccountIds); read here otherwise. */
  accounts?: Pick<TradingAccounts, 'margin' | 'house'>;
}

/** How a close's money splits: what the customer gets (negative: pays), what the house gets, what it absorbs. */
export interface CloseAmounts {
  toCustomer: Money;
  toHouse: Money;
  absorbed: Money;
}

/**
 * The margin comes back from the margin account with the profit (or less the loss). Negative-balance
 * protection: the customer is never debited beyond the available cash (balance − held); the rest of
 * the loss is the house's (absorbed), and the house receives only what the customer paid.
 */
export function closeAmounts(margin: Money, profit: Money, available: Money): CloseAmounts {
  let toCustomer = margin.plus(profit);
  let absorbed = Money.zero();
  if (toCustomer.isNegative() && toCustomer.negated().gt(available)) {
    absorbed = toCustomer.negated().minus(available);
    toCustomer = available.negated();
  }
  // The house balances the entry: it receives what left the margin account and did not go back to
  // the customer (a loss), or pays what the customer got beyond the margin (a profit, −profit).
  return { toCustomer, toHouse: margin.minus(toCustomer), absorbed };
}

/** What closing a position books: its entry (without the entry id) and the row's close fields. */
export interface CloseBooking {
  entry: BatchEntry;
  fields: Omit<CloseFields, 'closeEntryId'>;
  profit: Money;
}

/**
 * The entry and the row's close fields of closing `position` at `close`, its owner's account locked
 * (closeAmounts splits the money under that lock). Checks the position is open and the tick and
 * conversion are its own; computes, writes nothing.
 */
export function closeBooking(
  position: PositionRow,
  close: Omit<CloseAt, 'accounts'>,
  accounts: Pick<TradingAccounts, 'margin' | 'house'>,
  account: { id: number; available: Money },
): CloseBooking {
  if (position.status !== 'open') throw new Error(`position ${position.id} is not open`);
  if (close.tick.code !== position.code) throw new Error(`tick of ${close.tick.code} for a ${position.code} position`);
  if ((position.openRateCode === null) !== (close.conversion === null)) {
    throw new Error(`position ${position.id}: the closing conversion does not match the opening one`);
  }
  const margin = Money.of(position.margin);
  const profit = profitOf({
    side: position.side,
    openPrice: position.openPrice,
    closePrice: close.tick.priceText,
    lots: position.lots,
    contractSize: position.contractSize,
    rate: close.conversion?.rate ?? '1',
  });
  const { toCustomer, toHouse, absorbed } = closeAmounts(margin, profit, account.available);
  const postings: PostingInput[] = [
    { accountId: accounts.margin, amount: margin.negated() },
    { accountId: account.id, amount: toCustomer },
    { accountId: accounts.house, amount: toHouse },
  ].filter((p) => !p.amount.isZero());
  return {
    entry: {
      kind: 'position_close',
      mode: position.mode,
      currency: ACCOUNT_CURRENCY,
      reference: `position:${position.id}`,
      postings,
    },
    fields: {
      closePrice: close.tick.priceText,
      closeTickTimeMs: close.tick.time,
      closeRate: close.conversion?.rate ?? null,
      closeRateCode: close.conversion?.code ?? null,
      closeRateTimeMs: close.conversion?.time ?? null,
      closeReason: close.reason,
      profit: profit.toString(),
      absorbedLoss: absorbed.isZero() ? null : absorbed.toString(),
      closedAt: close.now,
    },
    profit,
  };
}

/**
 * Closes a position the caller has locked (SELECT … FOR UPDATE) and found open, in the caller's
 * transaction. One ledger entry, kind 'position_close': the margin account gives back the margin,
 * the customer receives margin + profit (a debit when the loss is larger than the margin), and
 * the house pays the profit (or receives the loss), as closeAmounts splits it under the lock of the
 * customer's account. `profit` records the full computed profit, `absorbed_loss` what the house took.
 *
 * When the system closed it (any reason but 'customer'), the customer is notified.
 */
export async function closeLockedPosition(tx: Db, position: PositionRow, close: CloseAt): Promise<PositionRow> {
  const { mode } = position;
  const account = await lockCashAccount(tx, position);
  const accounts = close.accounts ?? {
    margin: await systemAccountId(tx, 'margin', mode, ACCOUNT_CURRENCY),
    house: await systemAccountId(tx, 'house', mode, ACCOUNT_CURRENCY),
  };
  const { entry, fields, profit } = closeBooking(position, close, accounts, account);
  const { entryId } = await post(tx, { ...entry, lockedAccounts: [account] });
  const closed = await markClosed(tx, position, { ...fields, closeEntryId: entryId });
  if (!closed) throw new Error(`position ${position.id} was not open: the caller must lock it first`);

  if (close.reason !== 'customer') {
    await notify(
      tx,
      position.userId,
      'position_closed',
      { positionId: position.id, code: position.code, reason: close.reason, profit: profit.toString() },
      close.now,
    );
  }
  return closed;
}
