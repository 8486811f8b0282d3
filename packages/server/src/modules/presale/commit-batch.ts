import { ACCOUNT_CURRENCY, Money, type PresaleCommitment } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { acceptedOutcomes, decideEach, withoutRepeatedKeys, type KeyedRequest } from '../../core/batch-keys.ts';
import type { Outcome } from '../../core/group-commit.ts';
import { lockCustomerAccounts, reserveMany, voidMany, type CustomerAccountIds } from '../../ledger/index.ts';
import { checkCommitment } from './commit.ts';
import {
  claimKeysLockingRounds,
  commitmentKey,
  lockCommitments,
  writeCommitmentsSettlingKeys,
  type CommitmentWrite,
  type LockedCommitment,
} from './commit-repo.ts';
import type { CommitmentView } from './repo.ts';
import { toCommitment } from './record.ts';

/**
 * Presale commitments of different customers that arrive together, written in one transaction of
 * six statements whatever their number: claim the keys and lock the rounds (share); lock the
 * commitments; lock the accounts; void the old holds; reserve the new ones; write the commitments
 * with their keys settled. Locks are taken in the order a commitment served alone takes them (key
 * and round, commitment, account), and each request is decided on its own by checkCommitment, the
 * rule the lone path uses.
 */

/** A commitment as the group commit carries it. */
export interface BatchedCommitment extends KeyedRequest {
  owner: { userId: number; mode: 'real' };
  roundId: number;
  /** The amount as the customer sent it; checked against the round under its lock. */
  amount: string;
  now: Date;
}

/** Decides every commitment under its locks, then writes the accepted ones: one outcome per request, in order. */
export function writeCommitments(
  db: Db,
  requests: readonly BatchedCommitment[],
  accountIds: CustomerAccountIds,
): Promise<Outcome<PresaleCommitment>[]> {
  return db.transaction(async (tx) => {
    const outcomes: Outcome<PresaleCommitment>[] = [];
    const keyed = withoutRepeatedKeys(requests, outcomes);
    const asked = keyed.map(({ request }) => request);
    const claims = await claimKeysLockingRounds(
      tx,
      asked.map((r) => ({
        userId: r.owner.userId,
        roundId: r.roundId,
        key: r.idempotencyKey,
        requestHash: r.requestHash,
      })),
    );
    // Only rounds that exist: a commitment's row cannot name another.
    const pairs = asked
      .filter((_, i) => claims[i]?.round !== undefined)
      .map((r) => ({ roundId: r.roundId, userId: r.owner.userId }));
    const commitments = await lockCommitments(tx, pairs);
    const accounts = await lockCustomerAccounts(
      tx,
      asked.map((r) => r.owner),
      ACCOUNT_CURRENCY,
      accountIds,
    );
    const { accepted, released } = decideEach(
      keyed,
      claims.map((claim) => claim.keyClaimed),
      outcomes,
      ({ request, accountKey }, i) => {
        const claim = claims[i];
        const commitment = commitments.get(commitmentKey(request.roundId, request.owner.userId));
        const account = accounts.get(accountKey);
        const amount = checkCommitment(request.amount, {
          round: claim?.round,
          commitment,
          available: account?.available ?? Money.zero(),
          now: request.now,
        });
        const decided: DecidedCommitment = {
          request,
          amount,
          commitment,
          id: commitment?.id ?? claim?.newId ?? 0,
          accountId: account?.id ?? 0,
        };
        return decided;
      },
    );
    const decided = accepted.map(({ value }) => value);
    const views = await holdAndWrite(tx, decided, released);
    return acceptedOutcomes(
      outcomes,
      accepted,
      views.map((view, i) => toCommitment(view, decided[i]?.request.now ?? view.updatedAt)),
    );
  });
}

/** A commitment the batch accepted: its amount, the row it had (if any) and its row's id. */
interface DecidedCommitment {
  request: BatchedCommitment;
  amount: Money;
  commitment: LockedCommitment | undefined;
  id: number;
  accountId: number;
}

/** Voids the accepted commitments' old holds, reserves their new ones and writes them, keys settled. */
async function holdAndWrite(
  tx: Db,
  decided: readonly DecidedCommitment[],
  released: readonly { userId: number; key: string }[],
): Promise<CommitmentView[]> {
  await voidMany(
    tx,
    decided.flatMap(({ commitment }) => (commitment?.holdId != null ? [commitment.holdId] : [])),
  );
  const holding = decided.filter(({ amount }) => amount.isPositive());
  const holdIds = await reserveMany(
    tx,
    holding.map(({ id, amount, accountId }) => ({ accountId, amount, reference: `presale_commitment:${id}` })),
  );
  const holdOf = new Map(holding.map(({ id }, i) => [id, holdIds[i] ?? null]));
  const writes: CommitmentWrite[] = decided.map(({ request, amount, commitment, id }) => ({
    id,
    existing: commitment !== undefined,
    roundId: request.roundId,
    userId: request.owner.userId,
    amount: amount.toString(),
    status: amount.isPositive() ? 'open' : 'withdrawn',
    holdId: holdOf.get(id) ?? null,
    now: request.now,
    key: request.idempotencyKey,
  }));
  return writeCommitmentsSettlingKeys(tx, writes, released);
}
