import type { Db } from '../../db/client.ts';
import { RepeatingJob } from '../../core/repeating-job.ts';
import { deleteExpired } from './repo.ts';

const EVERY_MS = 10 * 60_000;
const BATCH = 200;

/**
 * Deletes visitors' conversations (their messages and images with them) once their time is up,
 * on every node: each batch is claimed SKIP LOCKED, so two nodes never take the same rows.
 */
export class ChatExpiry {
  private readonly job: RepeatingJob;

  constructor(private readonly deps: { db: Db; now: () => Date; onError: (err: unknown) => void }) {
    this.job = new RepeatingJob({
      intervalMs: EVERY_MS,
      roundsPerInterval: 10,
      step: async () => (await this.expireDue()) === BATCH,
      onError: deps.onError,
    });
  }

  /** One batch; answers how many conversations it deleted. */
  async expireDue(): Promise<number> {
    return this.deps.db.transaction((tx) => deleteExpired(tx, this.deps.now(), BATCH));
  }

  start(): void {
    this.job.start();
  }

  async stop(): Promise<void> {
    await this.job.stop();
  }
}
