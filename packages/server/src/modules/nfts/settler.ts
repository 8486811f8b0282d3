import { Money } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { settleClaimedBatch } from '../../core/claimed-batch.ts';
import { RepeatingJob } from '../../core/repeating-job.ts';
import { announce, sell } from './bidding.ts';
import * as repo from './repo.ts';

/** Lots one settling transaction claims. */
export const SETTLE_BATCH = 20;
/** How often each node looks for auctions that have ended. */
export const SETTLE_INTERVAL_MS = 1000;

/**
 * Settles one ended lot claimed (locked) in the caller's transaction: the top bid wins (its hold
 * is posted and split, the NFT is the winner's), the earlier bids are decided; a lot without bids
 * ends unsold.
 */
export async function settleLot(tx: Db, lot: repo.NftRow, now: Date): Promise<void> {
  if (lot.topBidId === null) {
    await repo.updateNft(tx, lot.id, { state: 'unsold', settledAt: now });
    await announce(tx, { ...lot, state: 'unsold', settledAt: now }, now, null);
    return;
  }
  const top = await repo.findBid(tx, lot.topBidId);
  if (!top || top.status !== 'top') throw new Error(`lot ${lot.id} has no open top bid ${lot.topBidId}`);
  await repo.setBidStatus(tx, top.id, 'won');
  await repo.markOthersLost(tx, lot.id);
  await sell(tx, lot, { userId: top.userId, holdId: top.holdId, price: Money.of(top.amount), kind: 'auction', now });
}

export interface SettlerLog {
  error(obj: object, msg: string): void;
}

/**
 * Settles auctions whose end has come, on every node: lots are claimed FOR UPDATE SKIP LOCKED and
 * leave the open state in the same transaction, so each settles exactly once whichever node gets
 * it; reading only the database, it catches up at the next start on lots that ended while no
 * server ran.
 */
export class NftSettler {
  private readonly loop: RepeatingJob;

  constructor(private readonly deps: { db: Db; now: () => Date; log: SettlerLog; intervalMs?: number }) {
    this.loop = new RepeatingJob({
      intervalMs: deps.intervalMs ?? SETTLE_INTERVAL_MS,
      roundsPerInterval: 10,
      step: async () => (await this.settleDue()) >= SETTLE_BATCH,
      onError: (err) => {
        deps.log.error({ err }, 'nft settlement round failed');
      },
    });
  }

  /** Settles the lots due at `now` (one batch, each under its own savepoint); returns how many. */
  async settleDue(now: Date = this.deps.now()): Promise<number> {
    return settleClaimedBatch(
      this.deps.db,
      (tx) => repo.claimDue(tx, now, SETTLE_BATCH),
      (tx, lot) => settleLot(tx, lot, now),
      (err, lot) => this.deps.log.error({ err, nftId: lot.id }, 'nft auction not settled'),
    );
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }
}
