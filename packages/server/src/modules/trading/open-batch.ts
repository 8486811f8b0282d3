import { ACCOUNT_CURRENCY, ErrorCode } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import type { Outcome } from '../../core/group-commit.ts';
import { lockCustomerAccounts, type CustomerAccount, type CustomerAccountIds } from '../../ledger/index.ts';
import type { TradingAccounts } from './accounts.ts';
import { acceptedOutcomes, decideEach, withoutRepeatedKeys } from '../../core/batch-keys.ts';
import { openedRow, openEntry, type OpenBooking, type Priced } from './open.ts';
import { openPositionsOfOwners, openTermsIdsAndKeys, postAndInsertPositions } from './open-repo.ts';
import { EMPTY_BOOK, type OpenBook, type OpenTermsCache } from './open-terms-cache.ts';
import { NO_POSITIONS, withPositions } from './profit-sums.ts';
import type { Owner, PositionRow } from './repo.ts';

/**
 * Orders written by group commit: a batch of opens on different accounts in one transaction, in
 * three statements whatever its size (lock the accounts; claim the keys, read the open positions
 * not yet known and take the ids; post the entries, write the positions and settle the keys). Each order is
 * decided on its own, under its account's lock, by the same check as an order served alone; one
 * order's refusal is its own answer and leaves the others untouched.
 */

/** An order priced and ready to book, as the group commit carries it. */
export interface BatchedOpen {
  owner: Owner;
  priced: Priced;
  system: TradingAccounts;
  idempotencyKey: string | null;
  requestHash: string;
  now: Date;
}

/** Whether the account, locked, has room for the order; throws the order's refusal. */
export type RoomCheck = (open: OpenBook, account: CustomerAccount, priced: Priced) => void;

/** Decides every order under its account's lock, then books the accepted ones: one outcome per order, in order. */
export async function writeOpens(
  db: Db,
  orders: readonly BatchedOpen[],
  checkRoom: RoomCheck,
  known: { accountIds: CustomerAccountIds; openTerms: OpenTermsCache },
): Promise<Outcome<PositionRow>[]> {
  const read = new Map<string, OpenBook>();
  const outcomes = await db.transaction(async (tx) => {
    const outcomes: Outcome<PositionRow>[] = [];
    const batched = withoutRepeatedKeys(orders, outcomes);
    const accounts = await lockCustomerAccounts(
      tx,
      batched.map(({ request }) => request.owner),
      ACCOUNT_CURRENCY,
      known.accountIds,
    );
    const open = await readOpenPositions(tx, batched, known.openTerms);
    const { accepted, released } = decideEach(
      batched,
      open.map((terms) => terms.keyClaimed),
      outcomes,
      ({ request: order, accountKey }, i): OpenBooking => {
        const { nextId, book } = open[i] ?? { nextId: 0, book: EMPTY_BOOK };
        read.set(accountKey, book);
        // An account never created holds nothing: the order is refused as one on an empty account.
        const account = accounts.get(accountKey);
        if (!account) throw new AppError(ErrorCode.insufficientBalance);
        checkRoom(book, account, order.priced);
        return { ...order, id: nextId, account };
      },
    );
    // Each position's entry id is the one its entry gets in the same statement.
    const rows = await postAndInsertPositions(
      tx,
      accepted.map(({ value }) => openEntry(value)),
      accepted.map(({ value }) => openedRow(value, 0)),
      released,
    );
    return acceptedOutcomes(outcomes, accepted, rows);
  });
  // What each account held open before this batch, as read from the database: the positions this
  // batch wrote are read by the next one, as the database stored them.
  for (const [accountKey, book] of read) known.openTerms.set(accountKey, book);
  return outcomes;
}

/**
 * Claims the orders' keys, takes their position ids and reads their accounts' open positions: the
 * ones the cache knows are taken from it when the count says they are all still open; otherwise
 * the account's positions are read again in full.
 */
async function readOpenPositions(
  tx: Db,
  batched: readonly { request: BatchedOpen; accountKey: string }[],
  cache: OpenTermsCache,
): Promise<{ nextId: number; keyClaimed: boolean; book: OpenBook }[]> {
  const knownOf = batched.map(({ accountKey }) => cache.get(accountKey));
  const terms = await openTermsIdsAndKeys(
    tx,
    batched.map(({ request: order }, i) => ({
      ...order.owner,
      key: order.idempotencyKey,
      requestHash: order.requestHash,
      newestKnownId: newestIdOf(knownOf[i]?.positions ?? []),
    })),
  );
  const stale = batched.flatMap(({ request: order }, i) => {
    const { openCount, unknown, keyClaimed } = terms[i] ?? { openCount: 0, unknown: [], keyClaimed: false };
    return keyClaimed && openCount !== (knownOf[i]?.positions.length ?? 0) + unknown.length
      ? [{ owner: order.owner, i }]
      : [];
  });
  const reread =
    stale.length === 0
      ? []
      : await openPositionsOfOwners(
          tx,
          stale.map(({ owner }) => owner),
        );
  const fresh = new Map(stale.map(({ i }, n) => [i, reread[n] ?? []]));
  return terms.map(({ nextId, keyClaimed, unknown }, i) => {
    const readAgain = fresh.get(i);
    if (readAgain) {
      return { nextId, keyClaimed, book: { positions: readAgain, sums: withPositions(NO_POSITIONS, readAgain) } };
    }
    const known = knownOf[i] ?? EMPTY_BOOK;
    return {
      nextId,
      keyClaimed,
      book: { positions: [...known.positions, ...unknown], sums: withPositions(known.sums, unknown) },
    };
  });
}

function newestIdOf(positions: readonly { id: number }[]): number {
  let newest = 0;
  for (const position of positions) if (position.id > newest) newest = position.id;
  return newest;
}
