import { sql } from 'drizzle-orm';
import { ACCOUNT_CURRENCY, ErrorCode, OPEN_OPTIONS_MAX, type Money, type OptionDirection } from '@tp/contract';
import { queryPrepared, type Db } from '../../db/client.ts';
import type { Feed } from '../../feed/feed.ts';
import type { Tick } from '../../feed/types.ts';
import { AppError } from '../../core/errors.ts';
import type { Outcome } from '../../core/group-commit.ts';
import { lockCustomerAccounts, postMany, type BatchEntry, type CustomerAccountIds } from '../../ledger/index.ts';
import type { InstrumentRow } from '../market/service.ts';
import { acceptedOutcomes, decideEach, withoutRepeatedKeys } from '../../core/batch-keys.ts';
import { accountsExposure, freeMarginOf, type Exposure } from './exposure.ts';
import {
  insertOrdersSettlingKeys,
  type NewOptionsOrder,
  type OptionsOrderRow,
  type OptionsProductRow,
} from './options-repo.ts';
import type { Owner } from './repo.ts';
import { claimBatchKeys, KEY_CLAIMED } from '../../core/idempotency-repo.ts';

/**
 * Option purchases written by group commit: purchases on different accounts in one transaction,
 * in five statements whatever their number (lock the accounts; claim the keys, take the order ids
 * and count the open options; read the open positions; post the entries; write the orders and
 * settle the keys). Each purchase is decided on its own, under its account's lock, by the same
 * check as a purchase served alone (checkOptionRoom); one refusal is its own answer.
 */

/** A purchase checked before any transaction: instrument, product, live tick and stake. */
export interface CheckedBuy {
  instrument: InstrumentRow;
  product: OptionsProductRow;
  tick: Tick;
  stake: Money;
}

/** A purchase as the group commit carries it. */
export interface BatchedBuy {
  owner: Owner;
  checked: CheckedBuy;
  direction: OptionDirection;
  /** The mode's option stakes account, where the stake goes. */
  stakesAccount: number;
  idempotencyKey: string | null;
  requestHash: string;
  now: Date;
}

export const TOO_MANY_OPTIONS_OPEN = `At most ${OPEN_OPTIONS_MAX} options may be open at once.`;

/** Room for one more open option, and the stake within the cash (balance − held) and the free margin; throws the refusal. */
export function checkOptionRoom(openCount: number, stake: Money, available: Money, exposure: Exposure): void {
  if (openCount >= OPEN_OPTIONS_MAX) throw new AppError(ErrorCode.badParameters, TOO_MANY_OPTIONS_OPEN);
  // A floating loss on open positions lowers what options may take.
  if (stake.gt(available) || stake.gt(freeMarginOf(available, exposure)))
    throw new AppError(ErrorCode.insufficientBalance);
}

/** The entry of a purchase: the stake leaves the customer's account for the stakes account. */
export function buyEntry(buy: BatchedBuy, orderId: number, customerAccount: number): BatchEntry {
  return {
    kind: 'option_buy',
    mode: buy.owner.mode,
    currency: ACCOUNT_CURRENCY,
    reference: `options_order:${orderId}`,
    postings: [
      { accountId: customerAccount, amount: buy.checked.stake.negated() },
      { accountId: buy.stakesAccount, amount: buy.checked.stake },
    ],
  };
}

/** The order's row as a purchase writes it. */
export function orderRow(
  buy: BatchedBuy,
  id: number,
  buyEntryId: number,
): NewOptionsOrder & { id: number; createdAt: Date } {
  const { instrument, product, tick, stake } = buy.checked;
  return {
    id,
    userId: buy.owner.userId,
    mode: buy.owner.mode,
    instrumentId: instrument.id,
    code: instrument.code,
    productId: product.id,
    direction: buy.direction,
    periodSeconds: product.periodSeconds,
    payoutRate: product.payoutRate,
    stake: stake.toString(),
    openPrice: tick.priceText,
    openTickTimeMs: tick.time,
    expiresAtMs: buy.now.getTime() + product.periodSeconds * 1000,
    buyEntryId,
    idempotencyKey: buy.idempotencyKey,
    requestHash: buy.requestHash,
    createdAt: buy.now,
  };
}

/** Decides every purchase under its account's lock, then books the accepted ones: one outcome per purchase, in order. */
export async function writeBuys(
  db: Db,
  buys: readonly BatchedBuy[],
  feed: Feed,
  typeOf: (instrumentId: number) => number,
  accountIds: CustomerAccountIds,
): Promise<Outcome<OptionsOrderRow>[]> {
  return db.transaction(async (tx) => {
    const outcomes: Outcome<OptionsOrderRow>[] = [];
    const keyed = withoutRepeatedKeys(buys, outcomes);
    const owners = keyed.map(({ request }) => request.owner);
    const accounts = await lockCustomerAccounts(tx, owners, ACCOUNT_CURRENCY, accountIds);
    const terms = await buyTermsAndKeys(
      tx,
      keyed.map(({ request }) => request),
    );
    const exposures = await accountsExposure(tx, feed, owners, typeOf);
    const { accepted, released } = decideEach(
      keyed,
      terms.map((t) => t.keyClaimed),
      outcomes,
      ({ request: buy, accountKey }, i) => {
        const { nextId, openCount } = terms[i] ?? { nextId: 0, openCount: 0 };
        // An account never created holds nothing: the purchase is refused as one on an empty account.
        const account = accounts.get(accountKey);
        const exposure = exposures[i];
        if (!account || !exposure) throw new AppError(ErrorCode.insufficientBalance);
        checkOptionRoom(openCount, buy.checked.stake, account.available, exposure);
        return { buy, id: nextId, entry: buyEntry(buy, nextId, account.id) };
      },
    );
    const entryIds = await postMany(
      tx,
      accepted.map(({ value }) => value.entry),
    );
    const rows = await insertOrdersSettlingKeys(
      tx,
      accepted.map(({ value: { buy, id } }, i) => orderRow(buy, id, entryIds[i] ?? 0)),
      released,
    );
    return acceptedOutcomes(outcomes, accepted, rows);
  });
}

/**
 * For each purchase, in the order given: a new order id, whether its key was claimed (false:
 * taken already) and how many options its owner holds open; read under the accounts' locks, in a
 * statement of its own, so that it sees what their previous holders wrote.
 */
async function buyTermsAndKeys(
  tx: Db,
  buys: readonly BatchedBuy[],
): Promise<{ nextId: number; keyClaimed: boolean; openCount: number }[]> {
  const rows = await queryPrepared<{ next_id: number | string; key_claimed: boolean; open_count: number | string }>(
    tx,
    'buy_terms_and_keys',
    sql`with o as (
          select * from unnest(${sql.param(buys.map((b) => b.owner.userId))}::bigint[], ${sql.param(buys.map((b) => b.owner.mode))}::text[],
            ${sql.param(buys.map((b) => b.idempotencyKey))}::text[], ${sql.param(buys.map((b) => b.requestHash))}::text[])
            with ordinality as o(user_id, mode, key, request_hash, ordinal)
        ), ${claimBatchKeys('buyOptions')}
        select nextval(pg_get_serial_sequence('options_orders', 'id')) as next_id, ${KEY_CLAIMED} as key_claimed,
          (select count(*) from options_orders x where x.user_id = o.user_id and x.mode = o.mode and x.status = 'open') as open_count
        from o order by o.ordinal`,
  );
  return rows.map((row) => {
    const nextId = Number(row.next_id);
    if (!Number.isSafeInteger(nextId) || nextId <= 0) throw new Error('no options order id');
    return { nextId, keyClaimed: row.key_claimed, openCount: Number(row.open_count) };
  });
}
