import { ACCOUNT_CURRENCY, Money } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { customerAccountId, post, systemAccountId, voidHold } from '../../ledger/index.ts';
import { notify } from '../notify/service.ts';
import { allocate, type Allocation } from './allocation.ts';
import * as repo from './repo.ts';
import { settleClaimedBatch } from '../../core/claimed-batch.ts';
import { RepeatingJob } from '../../core/repeating-job.ts';

/** Rounds one settling transaction claims. */
export const SETTLE_BATCH = 10;
/** How often each node looks for rounds due. */
export const SETTLE_INTERVAL_MS = 1000;
/** Presale commitments and tokens live on the real book only. */
const MODE = 'real' as const;

/**
 * Settles one round claimed (locked) in the caller's transaction: allocates the open commitments
 * (allocate), and for each voids its hold and posts the cost to the presale proceeds and the
 * tokens from the token's issuer; the rest of the hold is simply released with the void. The
 * totals, the unsold tokens and the dust are written on the round.
 */
export async function settleRound(tx: Db, round: repo.RoundRow, settledAt: Date): Promise<void> {
  const commitments = await repo.openCommitments(tx, round.id);
  const result = allocate(
    { price: Money.of(round.price), tokens: Money.of(round.tokens), tokenScale: round.tokenScale },
    commitments.map((c) => Money.of(c.amount)),
  );
  const proceeds = await systemAccountId(tx, 'presale_proceeds', MODE, ACCOUNT_CURRENCY);
  const issuer = await systemAccountId(tx, 'presale_issuer', MODE, round.symbol);
  for (const [index, commitment] of commitments.entries()) {
    const allocation = result.allocations[index] as Allocation;
    await settleCommitment(tx, { round, commitment, allocation, proceeds, issuer, settledAt });
  }
  await repo.markRound(tx, round.id, {
    status: 'settled',
    totalCommitted: result.totalCommitted.toString(),
    subscribers: commitments.length,
    tokensAllocated: result.tokensAllocated.toString(),
    tokensUnsold: result.tokensUnsold.toString(),
    dust: result.dust.toString(),
    settledAt,
  });
}

interface CommitmentSettlement {
  round: repo.RoundRow;
  commitment: repo.CommitmentRow;
  allocation: Allocation;
  proceeds: number;
  issuer: number;
  settledAt: Date;
}

async function settleCommitment(tx: Db, s: CommitmentSettlement): Promise<void> {
  const { round, commitment, allocation, settledAt } = s;
  if (commitment.holdId === null) throw new Error(`open presale commitment ${commitment.id} has no hold`);
  // No partial post in the ledger: the hold is voided and the cost posted in the same transaction.
  await voidHold(tx, commitment.holdId);
  const reference = `presale_commitment:${commitment.id}`;
  let costEntryId: number | null = null;
  let tokenEntryId: number | null = null;
  if (allocation.cost.isPositive()) {
    const customer = await customerAccountId(tx, commitment.userId, MODE, ACCOUNT_CURRENCY);
    ({ entryId: costEntryId } = await post(tx, {
      kind: 'presale_settle',
      mode: MODE,
      currency: ACCOUNT_CURRENCY,
      idempotencyKey: `presale-cost:${commitment.id}`,
      reference,
      postings: [
        { accountId: customer, amount: allocation.cost.negated() },
        { accountId: s.proceeds, amount: allocation.cost },
      ],
    }));
  }
  if (allocation.tokens.isPositive()) {
    const holder = await customerAccountId(tx, commitment.userId, MODE, round.symbol);
    ({ entryId: tokenEntryId } = await post(tx, {
      kind: 'presale_tokens',
      mode: MODE,
      currency: round.symbol,
      idempotencyKey: `presale-tokens:${commitment.id}`,
      reference,
      postings: [
        { accountId: s.issuer, amount: allocation.tokens.negated() },
        { accountId: holder, amount: allocation.tokens },
      ],
    }));
  }
  await repo.updateCommitment(tx, commitment.id, {
    status: 'allocated',
    holdId: null,
    tokens: allocation.tokens.toString(),
    cost: allocation.cost.toString(),
    refund: allocation.refund.toString(),
    costEntryId,
    tokenEntryId,
    settledAt,
    updatedAt: settledAt,
  });
  const payload = {
    roundId: round.id,
    symbol: round.symbol,
    tokens: allocation.tokens.toString(),
    cost: allocation.cost.toString(),
    refund: allocation.refund.toString(),
  };
  await notify(tx, commitment.userId, 'presale_settled', payload, settledAt);
}

/** Cancels a round locked in the caller's transaction: every hold is released, nothing is charged. */
export async function cancelRound(tx: Db, round: repo.RoundRow, reason: string, at: Date): Promise<number> {
  const commitments = await repo.openCommitments(tx, round.id);
  for (const commitment of commitments) {
    if (commitment.holdId !== null) await voidHold(tx, commitment.holdId);
    await repo.updateCommitment(tx, commitment.id, {
      status: 'refunded',
      holdId: null,
      refund: commitment.amount,
      settledAt: at,
      updatedAt: at,
    });
    await notify(
      tx,
      commitment.userId,
      'presale_cancelled',
      { roundId: round.id, symbol: round.symbol, refund: commitment.amount },
      at,
    );
  }
  await repo.markRound(tx, round.id, { status: 'cancelled', cancelledAt: at, cancelReason: reason });
  return commitments.length;
}

export interface SettlerLog {
  error(obj: object, msg: string): void;
}

/**
 * Settles presale rounds whose distribution time has come, on every node: rounds are claimed
 * FOR UPDATE SKIP LOCKED and marked settled in the same transaction, so each settles exactly once
 * whichever node gets it; reading only the database, it catches up at the next start on rounds
 * whose moment passed while no server ran.
 */
export class PresaleSettler {
  private readonly loop: RepeatingJob;

  constructor(private readonly deps: { db: Db; now: () => Date; log: SettlerLog; intervalMs?: number }) {
    this.loop = new RepeatingJob({
      intervalMs: deps.intervalMs ?? SETTLE_INTERVAL_MS,
      roundsPerInterval: 10,
      step: async () => (await this.settleDue()) >= SETTLE_BATCH,
      onError: (err) => {
        deps.log.error({ err }, 'presale settlement round failed');
      },
    });
  }

  /** Settles the rounds due at `now` (one batch, each round under its own savepoint); returns how many. */
  async settleDue(now: Date = this.deps.now()): Promise<number> {
    return settleClaimedBatch(
      this.deps.db,
      (tx) => repo.claimDue(tx, now, SETTLE_BATCH),
      (tx, round) => settleRound(tx, round, now),
      (err, round) => this.deps.log.error({ err, roundId: round.id }, 'presale round not settled'),
    );
  }

  start(): void {
    this.loop.start();
  }

  /** Stops the loop and waits for a round in progress, so that the database can be closed after. */
  stop(): Promise<void> {
    return this.loop.stop();
  }
}
