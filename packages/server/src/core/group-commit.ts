/**
 * Group commit: requests that arrive while the database is busy are gathered and written
 * together, one transaction for many, the way TigerBeetle batches transfers. A request is
 * answered only once its own batch has committed, with its own result or its own refusal: the
 * batch's `write` decides every request separately, and a batch that fails as a whole is retried
 * one request at a time (`alone`), so that one customer's failure never becomes another's.
 *
 * Two requests with the same `key` (the same account) are never in one batch nor in two batches
 * at once: the second waits for the next batch, so that a batch never waits on a row lock that
 * another batch of ours holds.
 */

export interface GroupCommitOptions<Request, Result> {
  /** Writes the batch in one transaction; one outcome per request, in the requests' order. */
  write: (requests: readonly Request[]) => Promise<readonly Outcome<Result>[]>;
  /** Serves one request on its own, when its batch failed as a whole. */
  alone: (request: Request) => Promise<Result>;
  /** The account a request works on: one request per key per batch. */
  keyOf: (request: Request) => string;
  /** Most requests in one batch. */
  maxBatchSize: number;
  /** Most batches written at once (connections the batches may use). */
  maxConcurrentBatches: number;
  /** Called with the error of a batch that failed as a whole, before its requests are retried alone. */
  onBatchFailure?: (err: unknown, size: number) => void;
}

export type Outcome<Result> = { ok: true; value: Result } | { ok: false; error: unknown };

interface Waiting<Request, Result> {
  request: Request;
  key: string;
  resolve: (value: Result) => void;
  reject: (error: unknown) => void;
}

export class GroupCommit<Request, Result> {
  private readonly queue: Waiting<Request, Result>[] = [];
  private readonly busyKeys = new Set<string>();
  private inFlight = 0;
  private scheduled = false;
  /** Batches written, requests in them and batches that failed as a whole: what the tests and diagnostics read. */
  readonly stats = { batches: 0, requests: 0, failedBatches: 0 };

  constructor(private readonly options: GroupCommitOptions<Request, Result>) {
    if (options.maxBatchSize < 1 || options.maxConcurrentBatches < 1) throw new RangeError('bounds must be ≥ 1');
  }

  submit(request: Request): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ request, key: this.options.keyOf(request), resolve, reject });
      this.schedule();
    });
  }

  /**
   * Starts a batch after the current turn of the event loop (setImmediate), so that every request
   * whose bytes arrived in this turn joins it; while all batch slots are busy, requests gather.
   */
  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.options.maxConcurrentBatches || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      while (this.inFlight < this.options.maxConcurrentBatches) {
        const batch = this.take();
        if (batch.length === 0) break;
        void this.run(batch);
      }
    });
  }

  /** The next batch: queued requests in arrival order, one per key, none whose key is busy. */
  private take(): Waiting<Request, Result>[] {
    const batch: Waiting<Request, Result>[] = [];
    const keys = new Set<string>();
    for (let i = 0; i < this.queue.length && batch.length < this.options.maxBatchSize;) {
      const waiting = this.queue[i] as Waiting<Request, Result>;
      if (this.busyKeys.has(waiting.key) || keys.has(waiting.key)) {
        i++;
        continue;
      }
      keys.add(waiting.key);
      batch.push(waiting);
      this.queue.splice(i, 1);
    }
    return batch;
  }

  private async run(batch: Waiting<Request, Result>[]): Promise<void> {
    this.inFlight++;
    for (const waiting of batch) this.busyKeys.add(waiting.key);
    try {
      await this.settle(batch);
    } finally {
      for (const waiting of batch) this.busyKeys.delete(waiting.key);
      this.inFlight--;
      this.schedule();
    }
  }

  private async settle(batch: Waiting<Request, Result>[]): Promise<void> {
    this.stats.batches++;
    this.stats.requests += batch.length;
    let outcomes: readonly Outcome<Result>[];
    try {
      outcomes = await this.options.write(batch.map((waiting) => waiting.request));
      if (outcomes.length !== batch.length) throw new Error(`${outcomes.length} outcomes for ${batch.length} requests`);
    } catch (err) {
      this.stats.failedBatches++;
      this.options.onBatchFailure?.(err, batch.length);
      await Promise.all(
        batch.map((waiting) => this.options.alone(waiting.request).then(waiting.resolve, waiting.reject)),
      );
      return;
    }
    batch.forEach((waiting, i) => {
      const outcome = outcomes[i] as Outcome<Result>;
      if (outcome.ok) waiting.resolve(outcome.value);
      else waiting.reject(outcome.error);
    });
  }
}
