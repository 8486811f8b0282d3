import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { RedisTickBus, type Log, type TickBus } from './bus.ts';
import type { Feed } from './feed.ts';
import { LeaderElection } from './leader.ts';
import { CandleRecorder } from './recorder.ts';
import { checkPriceSource, runPriceFeed, type FeedOptions, type StopFeed } from './runner.ts';
import type { Tick } from './types.ts';

/** The recorded history a node loads: a day, for the 24-hour change, as the price source keeps. */
const HISTORY_MS = 24 * 3600 * 1000;
/** Batches held while the history loads; past this the oldest go (the newer carry the prices on). */
const MAX_HELD_BATCHES = 1000;

/**
 * The bus of one cluster. Its nodes share a database, so the channel is named after it: two
 * clusters (or test runs) on one Redis never mix their prices.
 */
export async function openPriceBus(redisUrl: string, db: Db, log: Log): Promise<RedisTickBus> {
  const [row] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
  return RedisTickBus.open(redisUrl, `tp:prices:${row?.name ?? ''}`, log);
}

/**
 * Feeds a node's feed from the bus. The recorded history is loaded just before the first batch
 * rather than at start: a leader records its backfilled day before it publishes anything, so by
 * then the database holds it, even when every node started at once on an empty one.
 */
export function followBus(bus: TickBus, feed: Feed, loadHistory: () => Promise<unknown>, log: Log): () => void {
  let state: 'waiting' | 'loading' | 'live' = 'waiting';
  const held: (readonly Tick[])[] = [];
  return bus.subscribe((ticks) => {
    if (state === 'live') {
      feed.ingest(ticks);
      return;
    }
    held.push(ticks);
    if (held.length > MAX_HELD_BATCHES) held.shift();
    if (state === 'loading') return;
    state = 'loading';
    void loadHistory()
      .catch((err: unknown) => {
        log.error(`loading the recorded prices failed, following without them: ${(err as Error).message}`);
      })
      .finally(() => {
        state = 'live';
        for (const batch of held.splice(0)) feed.ingest(batch);
      });
  });
}

export interface ScaledOutFeedOptions extends FeedOptions {
  /** The bus between the nodes; stopping the feed closes it. */
  bus: TickBus;
  /** The shared database, for the election's own connection. */
  databaseUrl: string;
  leaderRetryMs: number;
}

/**
 * Several nodes: the elected one runs the configured price source, records the candles and
 * publishes every batch to the bus; every node, the leader too, feeds its feed from the bus only,
 * so that all broadcast the same prices. A node taking over continues the prices it followed.
 */
export async function runScaledOutFeed(options: ScaledOutFeedOptions): Promise<() => Promise<void>> {
  const { bus, feed, log } = options;
  checkPriceSource(options);
  const history = () => new CandleRecorder(options.db, feed, options.now).resume(HISTORY_MS);
  const unfollow = followBus(bus, feed, history, log);
  let stopSource: StopFeed | null = null;
  const election = new LeaderElection({
    connectionString: options.databaseUrl,
    retryMs: options.leaderRetryMs,
    log,
    lead: async () => {
      log.info('leading the price source');
      stopSource = await runPriceFeed({ ...options, publish: (ticks) => void bus.publish(ticks) });
    },
    follow: async (reason, orderly) => {
      if (!orderly) log.warn(`lost the lead of the price source (${reason}): following`);
      // Once the lock is lost another node may be recording: this one writes nothing more.
      await stopSource?.({ flush: orderly });
      stopSource = null;
    },
  });
  await election.start();
  if (!election.isLeader) log.info('following the price source of another node');
  return async () => {
    await election.stop();
    unfollow();
    await bus.close();
  };
}
