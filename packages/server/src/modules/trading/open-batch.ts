import { ACCOUNT_CURRENCY, ErrorCode } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import type { Outcome } from '../../core/group-commit.ts';
import { claimKeys, settleKeys } from '../../core/idempotency-repo.ts';
import { lockCustomerAccounts, postMany, type CustomerAccount, type CustomerAccountIds } from '../../ledger/index.ts';
import type { TradingAccounts } from './accounts.ts';
import { accountKey } from './margin-book.ts';
import { openedRow, openEntry, type OpenBooking, type Priced } from './open.ts';
import { insertPositions, openTermsAndIds } from './open-repo.ts';
import type { OpenPositionTerms, Owner, PositionRow } from './repo.ts';

/**
 * Orders written by group commit: a batch of opens on different accounts in one transaction, in
 * six statements whatever its size (claim the keys, lock the accounts, read their open positions
 * and take the ids, post the entries, write the positions, settle the keys). Keys are claimed
 * before any account is locked, as withIdempotency does, so that the two paths never deadlock. Each order is decided on its own,
 * under its account's lock, by the same check as an order served alone; one order's refusal is
 * its own answer and leaves the others untouched.
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

/**
 * The order is to be served alone (withIdempotency): its key was claimed already (a repeat, or a
 * twin in flight). Served alone, it gets the answer its key stored, or 10088 for another request.
 */
export class ServeAlone extends Error {
  constructor() {
    super('served alone');
  }
}

/** Whether the account, locked, has room for the order; throws the order's refusal. */
export type RoomCheck = (open: readonly OpenPositionTerms[], account: CustomerAccount, priced: Priced) => void;

/** Decides every order under its account's lock, then books the accepted ones: one outcome per order, in order. */
export async function writeOpens(
  db: Db,
  orders: readonly BatchedOpen[],
  checkRoom: RoomCheck,
  accountIds: CustomerAccountIds,
): Promise<Outcome<PositionRow>[]> {
  return db.transaction(async (tx) => {
    const outcomes: Outcome<PositionRow>[] = [];
    const claimed = await claimKeys(
      tx,
      orders.flatMap(({ owner, idempotencyKey: key, requestHash }) =>
        key === null ? [] : [{ ...owner, key, call: 'openPosition' as const, requestHash }],
      ),
    );
    // A key taken already (a repeat, a twin in flight, or an earlier order of this batch) is
    // answered alone, from what it stored.
    const live = orders.flatMap((order, index) => {
      const { idempotencyKey: key, owner } = order;
      if (key === null || claimed.delete(`${owner.userId}:${key}`)) return [{ order, index }];
      outcomes[index] = { ok: false, error: new ServeAlone() };
      return [];
    });
    const owners = live.map(({ order }) => order.owner);
    const accounts = await lockCustomerAccounts(tx, owners, ACCOUNT_CURRENCY, accountIds);
    const terms = await openTermsAndIds(tx, owners);
    const booked: { index: number; booking: OpenBooking }[] = [];
    const released: { userId: number; key: string }[] = [];
    live.forEach(({ order, index }, i) => {
      const account = accounts.get(accountKey(order.owner.userId, order.owner.mode));
      const { nextId, open } = terms[i] ?? { nextId: 0, open: [] };
      try {
        // An account never created holds nothing: the order is refused as one on an empty account.
        if (!account) throw new AppError(ErrorCode.insufficientBalance);
        checkRoom(open, account, order.priced);
        booked.push({ index, booking: { ...order, id: nextId, account } });
      } catch (error) {
        outcomes[index] = { ok: false, error };
        if (order.idempotencyKey !== null) released.push({ userId: order.owner.userId, key: order.idempotencyKey });
      }
    });
    const entryIds = await postMany(
      tx,
      booked.map(({ booking }) => openEntry(booking)),
    );
    const rows = await insertPositions(
      tx,
      booked.map(({ booking }, i) => openedRow(booking, entryIds[i] ?? 0)),
    );
    await settleKeys(
      tx,
      booked.flatMap(({ booking: { owner, idempotencyKey: key, id } }) =>
        key === null ? [] : [{ userId: owner.userId, key, resultId: id }],
      ),
      released,
    );
    booked.forEach(({ index }, i) => {
      const row = rows[i];
      outcomes[index] = row ? { ok: true, value: row } : { ok: false, error: new Error('position not written') };
    });
    return outcomes;
  });
}
