import pg from 'pg';
import type { Log } from './bus.ts';

/** The advisory lock held by the node that runs the price source (the migrations' is 727_001). */
export const PRICE_SOURCE_LOCK_KEY = 727_002;
/** How long connecting, one query (the leader's check included), or closing may take. */
const CONNECTION_TIMEOUT_MS = 5000;
/** SQLSTATE of an unknown setting: idle_session_timeout before PostgreSQL 14. */
const UNDEFINED_OBJECT = '42704';

export interface ElectionOptions {
  connectionString: string;
  /** How often a follower tries to take the lead, and how often a leader checks that it still has it. */
  retryMs: number;
  /** Starts leading. If it throws, the lock is released, so that another node can lead. */
  lead: () => Promise<void>;
  /**
   * Stops leading. `orderly` when the lock is still held (shutting down), so work may be finished;
   * otherwise it is already lost and another node may be leading.
   */
  follow: (reason: string, orderly: boolean) => Promise<void>;
  log: Log;
}

/** Ends a connection without waiting forever on a network that no longer answers. */
async function endWithin(client: pg.Client, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([client.end().catch(() => undefined), timeout]);
  clearTimeout(timer);
}

/**
 * Elects the one node that runs the price source: whoever holds a session-level advisory lock on
 * its own connection (not the pool's: the lock lives and dies with the session). PostgreSQL
 * releases the lock when that connection ends, and a follower, trying every `retryMs`, takes it.
 * A leader stops leading as soon as its connection fails or stops answering its check.
 */
export class LeaderElection {
  private client: pg.Client | null = null;
  private leading = false;
  private stopped = false;
  private failing = false;
  /** A node that just lost the lead to a failed connection does not contend before this time. */
  private holdOffUntilMs = 0;
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> = Promise.resolve();
  /** Leading and following start one after the other, never interleaved. */
  private transitions: Promise<void> = Promise.resolve();

  constructor(private readonly options: ElectionOptions) {}

  get isLeader(): boolean {
    return this.leading;
  }

  /** Makes the first attempt, and starts leading if it wins, before returning; then keeps trying. */
  async start(): Promise<void> {
    await this.next();
    await this.transitions;
  }

  /** Stops trying; a leader stops leading while still holding the lock, then releases it. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.round;
    await this.transitions;
    if (this.leading) {
      this.leading = false;
      await this.options.follow('stopping', true);
    }
    const client = this.client;
    this.client = null;
    if (client) await endWithin(client, CONNECTION_TIMEOUT_MS);
  }

  private async next(): Promise<void> {
    this.round = this.attempt();
    await this.round;
    if (!this.stopped) this.timer = setTimeout(() => void this.next(), this.options.retryMs);
  }

  /** One round: a follower tries to take the lock; a leader checks that its connection still answers. */
  private async attempt(): Promise<void> {
    if (!this.leading && Date.now() < this.holdOffUntilMs) return;
    try {
      const client = this.client ?? (await this.connect());
      if (this.leading) {
        await client.query('select 1');
      } else {
        const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
          PRICE_SOURCE_LOCK_KEY,
        ]);
        if (rows[0]?.locked && !this.stopped && this.client === client) this.becomeLeader(client);
      }
      this.failing = false;
    } catch (err) {
      const reason = (err as Error).message;
      if (!this.failing && !this.leading) this.options.log.warn(`price source election failed: ${reason}; retrying`);
      this.failing = true;
      if (this.client) this.lose(this.client, reason);
    }
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      query_timeout: CONNECTION_TIMEOUT_MS,
      keepAlive: true,
    });
    client.on('error', (err) => this.lose(client, err.message));
    client.on('end', () => this.lose(client, 'its connection closed'));
    this.client = client;
    await client.connect();
    await this.limitIdleSession(client);
    return client;
  }

  /**
   * Bounds how long PostgreSQL keeps the lock of a leader it no longer hears from (the network
   * between them failed without closing the connection): past this it ends the session. A live
   * leader queries every retryMs, so it is never idle that long, and one that cannot reach the
   * database gives up after one failed check, well before its lock goes to another node.
   */
  private async limitIdleSession(client: pg.Client): Promise<void> {
    const idleMs = 2 * (this.options.retryMs + CONNECTION_TIMEOUT_MS);
    try {
      await client.query(`set idle_session_timeout = ${Math.round(idleMs)}`);
    } catch (err) {
      if ((err as { code?: string }).code !== UNDEFINED_OBJECT) throw err;
    }
  }

  private becomeLeader(client: pg.Client): void {
    this.leading = true;
    this.transitions = this.transitions.then(async () => {
      try {
        await this.options.lead();
      } catch (err) {
        this.options.log.error(`could not start the price source: ${(err as Error).message}`);
        this.lose(client, 'the price source did not start');
      }
    });
  }

  /** Drops a connection that failed. A leader on it stops leading at once: its lock went with it. */
  private lose(client: pg.Client, reason: string): void {
    if (this.client !== client) return;
    this.client = null;
    void endWithin(client, CONNECTION_TIMEOUT_MS);
    if (!this.leading) return;
    this.leading = false;
    // Its failure may be its own (network, load): a follower that still reaches the database
    // should win the lock first, rather than race this node for it at the same retry tick.
    this.holdOffUntilMs = Date.now() + 2 * this.options.retryMs;
    this.transitions = this.transitions
      .then(() => this.options.follow(reason, false))
      .catch((err: unknown) => {
        this.options.log.error(`stopping the price source failed: ${(err as Error).message}`);
      });
  }
}
