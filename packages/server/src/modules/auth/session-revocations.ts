import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../../db/client.ts';
import type { SessionCache } from './session-cache.ts';

/** The channel the database notifies, on commit, with the id of a user whose sessions ended (migration 0010). */
export const SESSION_REVOKED_CHANNEL = 'session_revoked';
/** The first wait before reconnecting the listening connection; each failure in a row doubles it, up to the maximum. */
export const RECONNECT_FIRST_DELAY_MS = 100;
export const RECONNECT_MAX_DELAY_MS = 5000;
/** How long connecting, the LISTEN, or closing may take. */
const CONNECTION_TIMEOUT_MS = 5000;

export interface RevocationLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface SessionRevocations {
  close(): Promise<void>;
}

function forgetFromPayload(cache: SessionCache, payload: string): void {
  const userId = Number(payload);
  // A payload that names no user cannot say whose sessions to drop: drop them all.
  if (Number.isSafeInteger(userId)) cache.forgetUser(userId);
  else cache.clear();
}

/**
 * Drops from the cache the sessions of every user the database says ended, whichever node (or
 * hand-written SQL) ended them, and turns the cache on once that is in place. PGlite has one
 * process per data directory and delivers in-process; PostgreSQL needs a connection of its own.
 */
export async function listenForSessionRevocations(
  db: Db,
  cache: SessionCache,
  log: RevocationLog,
): Promise<SessionRevocations> {
  const client = (db as Db & { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    const unlisten = await client.listen(SESSION_REVOKED_CHANNEL, (payload) => forgetFromPayload(cache, payload));
    cache.resume();
    return {
      close: async () => {
        cache.suspend();
        await unlisten().catch(() => undefined);
      },
    };
  }
  if (client instanceof pg.Pool) {
    const listener = new PostgresRevocationListener(client.options, cache, log);
    await listener.start();
    return listener;
  }
  throw new Error('session revocations: the database is neither PGlite nor a PostgreSQL pool');
}

/** Ends a connection without waiting forever on a network that no longer answers. */
async function endWithin(client: pg.Client, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([client.end().catch(() => undefined), timeout]);
  clearTimeout(timer);
}

/**
 * One dedicated connection that LISTENs. While it is down the cache is cleared and bypassed, since
 * revocations sent meanwhile are lost; it reconnects with a bounded backoff and resumes the cache
 * only once it LISTENs again.
 */
class PostgresRevocationListener implements SessionRevocations {
  private client: pg.Client | null = null;
  private closed = false;
  private failuresInARow = 0;
  private timer: NodeJS.Timeout | undefined;
  private attempt: Promise<void> = Promise.resolve();

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly cache: SessionCache,
    private readonly log: RevocationLog,
  ) {}

  /** Makes the first attempt before returning; when it fails, the cache stays bypassed and retries follow. */
  async start(): Promise<void> {
    this.attempt = this.connect();
    await this.attempt;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.attempt;
    this.cache.suspend();
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
    client.on('notification', (message) => forgetFromPayload(this.cache, message.payload ?? ''));
    client.on('error', (err) => this.lose(client, err.message));
    client.on('end', () => this.lose(client, 'its connection closed'));
    try {
      await client.connect();
      await client.query(`listen ${SESSION_REVOKED_CHANNEL}`);
    } catch (err) {
      this.lose(client, (err as Error).message);
      return;
    }
    if (this.client !== client) return;
    if (this.failuresInARow > 0) this.log.info('session revocations: listening again; session cache back on');
    this.failuresInARow = 0;
    this.cache.resume();
  }

  private lose(client: pg.Client, reason: string): void {
    if (this.client !== client) return;
    this.client = null;
    this.cache.suspend();
    void endWithin(client, CONNECTION_TIMEOUT_MS);
    if (this.closed) return;
    const delayMs = Math.min(RECONNECT_FIRST_DELAY_MS * 2 ** this.failuresInARow, RECONNECT_MAX_DELAY_MS);
    if (this.failuresInARow === 0) {
      this.log.warn(`session revocations: listening failed (${reason}); session cache off until it reconnects`);
    }
    this.failuresInARow++;
    this.timer = setTimeout(() => {
      this.attempt = this.connect();
    }, delayMs);
  }
}
