import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client.ts';

/** The first wait before reconnecting the listening connection; each failure in a row doubles it, up to the maximum. */
export const RECONNECT_FIRST_DELAY_MS = 100;
export const RECONNECT_MAX_DELAY_MS = 5000;
/** How long connecting, the LISTEN, or closing may take. */
const CONNECTION_TIMEOUT_MS = 5000;

export interface ListenerLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * One database channel a node follows: what the database says on it at commit, and what to do
 * while the node cannot hear it (`down`: whatever was said meanwhile is lost) and once it hears
 * it again (`up`).
 */
export interface DatabaseChannel {
  name: string;
  deliver(payload: string): void;
  up(): void;
  down(): void;
}

export interface DatabaseListener {
  close(): Promise<void>;
}

/**
 * Follows the channels for as long as the node runs. PGlite has one process per data directory
 * and delivers in-process; PostgreSQL needs a connection of its own, shared by every channel.
 */
export async function listenToDatabase(
  db: Db,
  channels: readonly DatabaseChannel[],
  log: ListenerLog,
): Promise<DatabaseListener> {
  const client = (db as Db & { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    const unlisten = await Promise.all(
      channels.map((channel) => client.listen(channel.name, (payload) => channel.deliver(payload))),
    );
    for (const channel of channels) channel.up();
    return {
      close: async () => {
        for (const channel of channels) channel.down();
        await Promise.all(unlisten.map((stop) => stop().catch(() => undefined)));
      },
    };
  }
  if (client instanceof pg.Pool) {
    const listener = new PostgresListener(client.options, channels, log);
    await listener.start();
    return listener;
  }
  throw new Error('database channels: the database is neither PGlite nor a PostgreSQL pool');
}

/** Ends a connection without waiting forever on a network that no longer answers. */
async function endWithin(client: pg.Client, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([client.end().catch(() => undefined), timeout]);
  clearTimeout(timer);
}

/**
 * One dedicated connection that LISTENs. While it is down every channel is told so; it reconnects
 * with a bounded backoff and tells them it is up only once it LISTENs again.
 */
class PostgresListener implements DatabaseListener {
  private client: pg.Client | null = null;
  private closed = false;
  private failuresInARow = 0;
  private timer: NodeJS.Timeout | undefined;
  private attempt: Promise<void> = Promise.resolve();
  private readonly byName: ReadonlyMap<string, DatabaseChannel>;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly channels: readonly DatabaseChannel[],
    private readonly log: ListenerLog,
  ) {
    this.byName = new Map(channels.map((channel) => [channel.name, channel]));
  }

  /** Makes the first attempt before returning; when it fails, the channels stay down and retries follow. */
  async start(): Promise<void> {
    this.attempt = this.connect();
    await this.attempt;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.attempt;
    for (const channel of this.channels) channel.down();
    const client = this.client;
    this.client = null;
    if (client) await endWithin(client, CONNECTION_TIMEOUT_MS);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({
      ...this.connection,
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      query_timeout: CONNECTION_TIMEOUT_MS,
      keepAlive: true,
    });
    this.client = client;
    client.on('notification', (message) => this.byName.get(message.channel)?.deliver(message.payload ?? ''));
    client.on('error', (err) => this.lose(client, err.message));
    client.on('end', () => this.lose(client, 'its connection closed'));
    try {
      await client.connect();
      for (const channel of this.channels) await client.query(`listen ${channel.name}`);
    } catch (err) {
      this.lose(client, (err as Error).message);
      return;
    }
    if (this.client !== client) return;
    if (this.failuresInARow > 0) this.log.info('database channels: listening again');
    this.failuresInARow = 0;
    for (const channel of this.channels) channel.up();
  }

  private lose(client: pg.Client, reason: string): void {
    if (this.client !== client) return;
    this.client = null;
    for (const channel of this.channels) channel.down();
    void endWithin(client, CONNECTION_TIMEOUT_MS);
    if (this.closed) return;
    const delayMs = Math.min(RECONNECT_FIRST_DELAY_MS * 2 ** this.failuresInARow, RECONNECT_MAX_DELAY_MS);
    if (this.failuresInARow === 0) {
      this.log.warn(`database channels: listening failed (${reason}); pushes off until it reconnects`);
    }
    this.failuresInARow++;
    this.timer = setTimeout(() => {
      this.attempt = this.connect();
    }, delayMs);
  }
}
