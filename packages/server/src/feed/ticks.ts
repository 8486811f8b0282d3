import { and, desc, eq, gt, lt, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ticks } from '../db/schema.ts';
import type { Tick } from './types.ts';

/** Rows one insert carries: every bound is explicit. */
export const TICK_INSERT_BATCH = 5000;

/** A recorded tick: what a fill or a settlement cites. */
export interface RecordedTick {
  code: string;
  time: number;
  price: string;
}

/** Records ticks of the shared source; a tick recorded twice (a replay restarted) is kept once. */
export async function recordTicks(db: Db, batch: readonly Tick[]): Promise<void> {
  for (let i = 0; i < batch.length; i += TICK_INSERT_BATCH) {
    const rows = batch
      .slice(i, i + TICK_INSERT_BATCH)
      .map((t) => ({ code: t.code, timeMs: t.time, price: t.priceText }));
    await db.insert(ticks).values(rows).onConflictDoNothing();
  }
}

/** The last recorded tick of `code` in (afterMs, atMs]: the price at a moment, or null when none was recorded. */
export async function tickAtOrBefore(
  db: Db,
  code: string,
  atMs: number,
  afterMs: number,
): Promise<RecordedTick | null> {
  const rows = await db
    .select({ time: ticks.timeMs, price: ticks.price })
    .from(ticks)
    .where(and(eq(ticks.code, code), lte(ticks.timeMs, atMs), gt(ticks.timeMs, afterMs)))
    .orderBy(desc(ticks.timeMs))
    .limit(1);
  const row = rows[0];
  return row ? { code, time: row.time, price: row.price } : null;
}

/** Forgets ticks older than `beforeMs`; orders keep the price and time they used. */
export async function pruneTicks(db: Db, beforeMs: number): Promise<void> {
  await db.delete(ticks).where(lt(ticks.timeMs, beforeMs));
}

/**
 * Writes the source's ticks in the background, one insert per batch, in order, and prunes what is
 * past retention once a minute. A failed write is logged, not retried: the ticks stay in every
 * node's feed and orders cite them in their own rows.
 */
export class TickWriter {
  private chain: Promise<void> = Promise.resolve();
  private lastPruneMs = 0;

  constructor(
    private readonly db: Db,
    private readonly retentionMs: number,
    private readonly onError: (err: Error) => void,
    private readonly now: () => number = Date.now,
  ) {}

  add(batch: readonly Tick[]): void {
    if (batch.length === 0) return;
    this.chain = this.chain
      .then(async () => {
        await recordTicks(this.db, batch);
        const now = this.now();
        if (now - this.lastPruneMs >= 60_000) {
          this.lastPruneMs = now;
          await pruneTicks(this.db, now - this.retentionMs);
        }
      })
      .catch((err: unknown) => {
        this.onError(err as Error);
      });
  }

  /** Resolves once everything added so far is written. */
  flush(): Promise<void> {
    return this.chain;
  }
}
