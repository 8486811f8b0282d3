import { Redis } from 'ioredis';
import type { Tick } from './types.ts';

/** A batch larger than this is refused when published and ignored when received: every bound is explicit. */
export const MAX_BATCH_BYTES = 1024 * 1024;
/** How long connecting to Redis, or one command, may take before it counts as failed. */
const REDIS_TIMEOUT_MS = 5000;

/** What the bus needs of a logger (pino's satisfies it). */
export interface Log {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export type TickListener = (ticks: readonly Tick[]) => void;

/**
 * Carries the price source's batches of ticks to every node's feed, the publishing node's
 * included, so that every node broadcasts the same prices.
 */
export interface TickBus {
  /** Sends one batch; never rejects: a batch that cannot be sent is dropped (and the outage logged). */
  publish(ticks: readonly Tick[]): Promise<void>;
  /** Calls the listener with every batch, in the order published; returns how to stop. */
  subscribe(listener: TickListener): () => void;
  close(): Promise<void>;
}

/** The in-process bus: one node, or several in one process (tests). Delivers synchronously. */
export class LocalTickBus implements TickBus {
  private readonly listeners = new Set<TickListener>();

  publish(ticks: readonly Tick[]): Promise<void> {
    for (const listener of this.listeners) listener(ticks);
    return Promise.resolve();
  }

  subscribe(listener: TickListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}

/** One message per batch, serialised once: `{"ticks":[...]}`. */
export function encodeBatch(ticks: readonly Tick[]): string {
  const message = JSON.stringify({ ticks });
  const bytes = Buffer.byteLength(message);
  if (bytes > MAX_BATCH_BYTES) throw new RangeError(`a batch of ${bytes} bytes is over ${MAX_BATCH_BYTES}`);
  return message;
}

function isTick(value: unknown): value is Tick {
  if (typeof value !== 'object' || value === null) return false;
  const { code, price, priceText, time } = value as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    typeof priceText === 'string' &&
    typeof price === 'number' &&
    Number.isFinite(price) &&
    typeof time === 'number' &&
    Number.isFinite(time)
  );
}

/** The batch in a message, or null when it is not one: what arrives over the network is checked, not trusted. */
export function decodeBatch(message: string): Tick[] | null {
  if (Buffer.byteLength(message) > MAX_BATCH_BYTES) return null;
  let value: unknown;
  try {
    value = JSON.parse(message);
  } catch {
    return null;
  }
  const ticks = (value as { ticks?: unknown } | null)?.ticks;
  return Array.isArray(ticks) && ticks.every(isTick) ? ticks : null;
}

/** Logs a connection's outage once when it starts and once when it ends, not at every reconnection attempt. */
function reportOutages(client: Redis, name: string, log: Log): void {
  let down = false;
  client.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn(`redis ${name} connection failed: ${err.message}; retrying`);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info(`redis ${name} connection is back`);
  });
}

/**
 * The bus between nodes: Redis pub/sub on one channel. A subscribed connection can do nothing
 * else, so publishing has its own. Pub/sub keeps nothing: a node that is disconnected misses the
 * batches of that time, and the next batch brings it up to date.
 */
export class RedisTickBus implements TickBus {
  private readonly listeners = new Set<TickListener>();
  private failing = false;

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
    private readonly log: Log,
  ) {
    subscriber.on('message', (from: string, message: string) => {
      if (from === channel) this.receive(message);
    });
  }

  /** Connects both connections and subscribes before returning, so that no batch published after is missed. */
  static async open(url: string, channel: string, log: Log): Promise<RedisTickBus> {
    // Without the offline queue a publish during an outage fails at once instead of piling up.
    const publisher = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      connectTimeout: REDIS_TIMEOUT_MS,
      commandTimeout: REDIS_TIMEOUT_MS,
    });
    const subscriber = new Redis(url, { lazyConnect: true, connectTimeout: REDIS_TIMEOUT_MS, maxRetriesPerRequest: 2 });
    reportOutages(publisher, 'publisher', log);
    reportOutages(subscriber, 'subscriber', log);
    try {
      await Promise.all([publisher.connect(), subscriber.connect()]);
      await subscriber.subscribe(channel);
    } catch (err) {
      publisher.disconnect();
      subscriber.disconnect();
      throw err;
    }
    return new RedisTickBus(publisher, subscriber, channel, log);
  }

  async publish(ticks: readonly Tick[]): Promise<void> {
    try {
      await this.publisher.publish(this.channel, encodeBatch(ticks));
      if (this.failing) this.log.info('publishing prices works again');
      this.failing = false;
    } catch (err) {
      if (!this.failing) this.log.error(`publishing prices failed, batches are dropped: ${(err as Error).message}`);
      this.failing = true;
    }
  }

  subscribe(listener: TickListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private receive(message: string): void {
    const ticks = decodeBatch(message);
    if (!ticks) {
      this.log.warn(`ignored a message on ${this.channel} that is not a batch of ticks`);
      return;
    }
    for (const listener of this.listeners) listener(ticks);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}
