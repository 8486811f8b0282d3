/**
 * A job every node runs on a timer (a settlement, an accrual): each interval it takes steps back
 * to back while a step says there is more (a full batch), at most `roundsPerInterval` of them, and
 * never starts a round while the last one still runs. A failed round is reported and the next
 * interval tries again: the work itself is claimed and idempotent in the database.
 */
export class RepeatingJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly job: {
      intervalMs: number;
      roundsPerInterval: number;
      /** One step; true when there may be more to do at once. */
      step: () => Promise<boolean>;
      onError: (err: unknown) => void;
    },
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.round();
    }, this.job.intervalMs);
    this.timer.unref();
  }

  private round(): void {
    if (this.running) return;
    this.running = (async () => {
      try {
        for (let i = 0; i < this.job.roundsPerInterval && this.timer; i++) {
          if (!(await this.job.step())) break;
        }
      } catch (err) {
        this.job.onError(err);
      } finally {
        this.running = null;
      }
    })();
  }

  /** Stops the timer and waits for a round in progress, so that the database can be closed after. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
