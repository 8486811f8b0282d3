import { ACCOUNT_CURRENCY, ErrorCode } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import type { Outcome } from '../../core/group-commit.ts';
import { lockCustomerAccounts, postMany, type CustomerAccountIds } from '../../ledger/index.ts';
import type { TradingAccounts } from './accounts.ts';
import { acceptedOutcomes, decideEach, withoutRepeatedKeys } from '../../core/batch-keys.ts';
import { closeBooking, type CloseAt } from './close.ts';
import { claimKeys } from '../../core/idempotency-repo.ts';
import { lockOwnPositions, markClosedSettlingKeys, ownPositionKey } from './close-repo.ts';
import { messages } from './positions.ts';
import type { Owner, PositionRow } from './repo.ts';

/**
 * Customers' closes written by group commit: a batch of closes on different accounts in one
 * transaction, in five statements whatever its size (claim the keys; lock the positions; lock the
 * accounts; post the entries; mark the positions closed and settle the keys). Each close is decided
 * on its own, under its position's and account's locks, by the same checks and arithmetic as a
 * close served alone (closeBooking); one close's refusal is its own answer and leaves the others
 * untouched. Locks are taken as a close served alone and the stop engine take them: the position,
 * then the account.
 */

/** A customer's close, as the group commit carries it. */
export interface BatchedClose {
  owner: Owner;
  positionId: number;
  system: Pick<TradingAccounts, 'margin' | 'house'>;
  idempotencyKey: string | null;
  requestHash: string;
  now: Date;
}

/** How a locked open position closes now (its instrument's tick and conversion); throws the close's refusal. */
export type CloseTerms = (position: PositionRow, now: Date) => Omit<CloseAt, 'accounts'>;

/** The position asked for, locked: refused when it is not the customer's or no longer open. */
export function openOrRefused(position: PositionRow | undefined): PositionRow {
  if (!position) throw new AppError(ErrorCode.badParameters, messages.noSuchPosition);
  if (position.status !== 'open') throw new AppError(ErrorCode.badParameters, messages.alreadyClosed);
  return position;
}

/** Decides every close under its position's and account's locks, then books the accepted ones: one outcome per close, in order. */
export async function writeCloses(
  db: Db,
  closes: readonly BatchedClose[],
  termsOf: CloseTerms,
  accountIds: CustomerAccountIds,
): Promise<Outcome<PositionRow>[]> {
  return db.transaction(async (tx) => {
    const outcomes: Outcome<PositionRow>[] = [];
    const keyed = withoutRepeatedKeys(closes, outcomes);
    const claimed = await claimKeys(
      tx,
      'closePosition',
      keyed.map(({ request }) => ({ ...request.owner, key: request.idempotencyKey, requestHash: request.requestHash })),
    );
    // Only the closes whose keys are their own lock anything.
    const owners = keyed.flatMap(({ request }, i) =>
      claimed[i] ? [{ ...request.owner, positionId: request.positionId }] : [],
    );
    const positions = await lockOwnPositions(tx, owners);
    const accounts = await lockCustomerAccounts(tx, owners, ACCOUNT_CURRENCY, accountIds);
    const { accepted, released } = decideEach(keyed, claimed, outcomes, ({ request, accountKey }) => {
      const position = openOrRefused(positions.get(ownPositionKey(request.positionId, request.owner)));
      const account = accounts.get(accountKey);
      if (!account) throw new Error(`position ${position.id} has no account`);
      const booking = closeBooking(position, termsOf(position, request.now), request.system, account);
      return { position, booking, key: request.idempotencyKey };
    });
    const entryIds = await postMany(
      tx,
      accepted.map(({ value }) => value.booking.entry),
    );
    const rows = await markClosedSettlingKeys(
      tx,
      accepted.map(({ value: { position, booking, key } }, i) => ({
        position,
        fields: { ...booking.fields, closeEntryId: entryIds[i] ?? 0 },
        key,
      })),
      released,
    );
    return acceptedOutcomes(outcomes, accepted, rows);
  });
}
