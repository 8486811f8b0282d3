import type { PriceSourceConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Log } from './bus.ts';
import { ExchangeTickerSource } from './exchange.ts';
import type { Feed } from './feed.ts';
import { CandleRecorder } from './recorder.ts';
import { TickWriter } from './ticks.ts';
import { ReplaySource } from './replay.ts';
import { SimulatedSource } from './simulated.ts';
import type { PriceSource, SourceInstrument, Tick } from './types.ts';

/** History simulated at start, so that the 24-hour change and the charts have a day behind them. */
const BACKFILL_MS = 24 * 3600 * 1000;
/** Steps of the simulated history: several per minute, so that each minute candle has a real range. */
const BACKFILL_STEP_MS = 10_000;

export interface FeedOptions {
  db: Db;
  /** The listed instruments, each with its calendar's open check (market's feedInstruments). */
  instruments: readonly SourceInstrument[];
  feed: Feed;
  source: PriceSourceConfig;
  /** The simulated source's seed. */
  seed: number;
  /** How often the simulated source steps and the replay plays. */
  tickIntervalMs: number;
  /** Where the exchange source reports connection trouble. */
  log: Log;
  now?: () => number;
  /**
   * Where live ticks go; by default straight into the feed. Scaled out, to the tick bus, which
   * brings them back into this node's feed as into every other node's.
   */
  publish?: (ticks: Tick[]) => void;
  /** How long the recorded ticks are kept. */
  tickRetentionMs: number;
}

/** Stops the source; `flush: false` when the lead is already lost and another node may be recording. */
export type StopFeed = (options?: { flush?: boolean }) => Promise<void>;

/**
 * Where the source continues from: each instrument's last price in the feed (the recorded closes
 * just restored, or, on a node taking over the lead, the live ticks it followed, newer than the
 * recorded minutes), from just after the newest of them. An instrument whose last price is older
 * was closed in between, so it would not have moved. With no price at all, a day back.
 */
function continuation(feed: Feed, instruments: readonly SourceInstrument[], end: number) {
  const lasts = instruments.flatMap((instrument) => feed.last(instrument.code) ?? []);
  const newest = Math.max(...lasts.map((tick) => tick.time));
  return {
    startAt: Math.max(newest + 1, end - BACKFILL_MS),
    startPrices: new Map(lasts.map((tick) => [tick.code, tick.price])),
  };
}

/**
 * The simulated source, after it has simulated into the feed the time missing since the last
 * price (at most a day; the whole day on an empty database), reproducibly from the seed. The last
 * step short of now is left to the live source, whose first step spans it: a node taking over the
 * lead a moment after the last tick adds nothing that the other nodes would not see.
 */
function backfilledSimulation(options: FeedOptions, now: () => number): SimulatedSource {
  const end = now();
  const { startAt, startPrices } = continuation(options.feed, options.instruments, end);
  let clock = startAt;
  const source = new SimulatedSource({
    instruments: options.instruments,
    seed: options.seed,
    intervalMs: options.tickIntervalMs,
    now: () => (clock < end ? clock : now()),
    startPrices,
  });
  for (; clock <= end - BACKFILL_STEP_MS; clock += BACKFILL_STEP_MS) options.feed.ingest(source.tick());
  clock = end;
  return source;
}

/** A replay or exchange source, built but not started. The replay reads and checks its whole file here. */
function outsideSource(options: FeedOptions, config: Exclude<PriceSourceConfig, { kind: 'simulated' }>): PriceSource {
  const instruments = options.instruments;
  if (config.kind === 'exchange') {
    return new ExchangeTickerSource({ instruments, url: config.url, logger: options.log });
  }
  return new ReplaySource({
    file: config.file,
    instruments,
    intervalMs: options.tickIntervalMs,
    speed: config.speed,
    loop: config.loop,
    now: options.now,
  });
}

/**
 * Builds the configured source without starting it, so that a node fails at start on a recording
 * that cannot be played. Scaled out, a following node builds its source only when it takes the
 * lead, maybe hours later; without this check the bad file would surface only then, on every node
 * in turn, leaving the cluster without prices.
 */
export function checkPriceSource(options: FeedOptions): void {
  if (options.source.kind !== 'simulated') outsideSource(options, options.source);
}

/**
 * Runs the configured price source into the feed (or `publish`) and records minute candles. It
 * resumes from the history written before a restart (or, on a node taking over the lead, from the
 * prices it followed). A replay plays from its first record each time it starts, restarts and
 * takeovers included, stamped from that moment on.
 *
 * Only the simulated source fills in the time before it starts. Replayed and exchange prices are
 * not made up, and a simulated day in front of them would be: the charts and the 24-hour change
 * would mix invented prices with recorded or real ones, and the invented walk would not meet the
 * source's first price, drawing a jump that never happened. They start from what was recorded
 * before and what they play, so the 24-hour change counts from their first price.
 */
export async function runPriceFeed(options: FeedOptions): Promise<StopFeed> {
  const now = options.now ?? Date.now;
  const config = options.source;
  // Built before anything is loaded: a recording that cannot be played fails at once.
  const outside = config.kind === 'simulated' ? null : outsideSource(options, config);
  const recorder = new CandleRecorder(options.db, options.feed, now);
  await recorder.resume(BACKFILL_MS);
  const source = outside ?? backfilledSimulation(options, now);
  await recorder.flush();
  // Every live tick is recorded, so that fills and settlements cite prices anyone can look up.
  const tickWriter = new TickWriter(
    options.db,
    options.tickRetentionMs,
    (err) => {
      options.log.error(`tick recording failed: ${err.message}`);
    },
    now,
  );
  const deliver = options.publish ?? ((ticks: Tick[]) => options.feed.ingest(ticks));
  source.start((ticks) => {
    tickWriter.add(ticks);
    deliver(ticks);
  });
  const stopRecording = recorder.start();
  return async ({ flush = true } = {}) => {
    source.stop();
    stopRecording();
    if (flush) await Promise.all([recorder.flush(), tickWriter.flush()]);
  };
}

/**
 * Every interval, the live list is serialised once and the same text goes to every socket. It is
 * serialised even with no socket open, so that the first visitor gets a current list on connecting.
 */
export function runBroadcast(feed: Feed, hub: { broadcast(text: string): void }, intervalMs: number): () => void {
  const timer = setInterval(() => {
    hub.broadcast(JSON.stringify(feed.livePrices()));
  }, intervalMs);
  return () => {
    clearInterval(timer);
  };
}
