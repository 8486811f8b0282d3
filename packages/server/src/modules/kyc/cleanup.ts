import type { Db } from '../../db/client.ts';
import { RepeatingJob } from '../../core/repeating-job.ts';
import { deleteUnattachedPhotosBefore } from './repo.ts';

/**
 * How long an identity photo that was uploaded but never submitted is kept: long enough to finish
 * the form the next day, short enough that abandoned identity documents do not stay.
 */
export const UNSUBMITTED_PHOTO_RETENTION_MS = 24 * 60 * 60_000;

const EVERY_MS = 10 * 60_000;
const BATCH = 200;

/**
 * Deletes identity photos that no submission holds once they are older than the retention, on
 * every node: each batch is claimed SKIP LOCKED, so two nodes never take the same rows, and each
 * round deletes everything overdue (after a downtime it catches up in full batches).
 */
export class KycPhotoCleanup {
  private readonly job: RepeatingJob;

  constructor(private readonly deps: { db: Db; now: () => Date; onError: (err: unknown) => void }) {
    this.job = new RepeatingJob({
      intervalMs: EVERY_MS,
      // A round goes on while batches come back full: whatever is overdue goes in the round that finds it.
      roundsPerInterval: Number.MAX_SAFE_INTEGER,
      step: async () => (await this.deleteOverdue()) === BATCH,
      onError: deps.onError,
    });
  }

  /** One batch; answers how many photos it deleted. */
  async deleteOverdue(): Promise<number> {
    const cutoff = new Date(this.deps.now().getTime() - UNSUBMITTED_PHOTO_RETENTION_MS);
    return this.deps.db.transaction((tx) => deleteUnattachedPhotosBefore(tx, cutoff, BATCH));
  }

  start(): void {
    this.job.start();
  }

  async stop(): Promise<void> {
    await this.job.stop();
  }
}
