import type { Feed } from '../../feed/feed.ts';
import { isPlainDecimal } from '../../feed/price-text.ts';
import type { Tick } from '../../feed/types.ts';
import type { Db } from '../../db/client.ts';
import { guard, type EngineLog } from './engine-log.ts';
import { PRICE_MAX_AGE_MS, type QuotedInstrument } from './instruments.ts';
import { StopCloses } from './stop-closes.ts';
import { TrackedPositions } from './tracked-positions.ts';
import type { TriggerIndex } from './trigger-index.ts';

/**
 * The stop-loss / take-profit / stop-out engine. It runs on every node: every node's feed receives
 * every tick batch, and every claim is `FOR UPDATE SKIP LOCKED`, so nodes never close a position
 * twice and never wait for each other. This is its loop; the parts:
 *
 * - TrackedPositions (tracked-positions.ts) keeps in memory, in step with the database, the open
 *   positions: their stops in a TriggerIndex (candidates per tick in O(log n + k)) and their
 *   exposure per account in a MarginBook (the stop-out pre-filter), following `positions.change_seq`.
 * - On each tick batch StopCloses (stop-closes.ts) claims the positions whose stop a tick crosses
 *   (≤ maxPerTransaction per transaction), re-checks them exactly with Money against the locked row
 *   and the batch's ticks (trigger-index.ts, exactTrigger), and closes them at the first tick past
 *   the stop (a gap fills at the gap price, never at the stop).
 * - Then accounts at or below the stop-out level are re-checked exactly under the account's lock
 *   and their largest losers closed until the level recovers.
 *
 * Numbers (doubles) only pick candidates. Every close is decided with Money on locked rows. After a
 * restart the first sync reloads every open position, so the first live ticks fire whatever they cross.
 *
 * A database error loses no tick while it is live: a round whose sync fails keeps its ticks for the
 * next round (a second later at most), and a stop crossed but not closed is closed in a later
 * round at the tick that crossed it.
 */

export interface TradingEngineOptions {
  db: Db;
  feed: Feed;
  /** The catalogue: an instrument's type decides its quote currency and conversion. */
  instruments: readonly QuotedInstrument[];
  /** Stop-out when equity ÷ used margin × 100 is at or below this. */
  stopOutLevelPercent: number;
  log: EngineLog;
  now?: () => Date;
  /** The engine syncs on every tick batch and at least this often (default 1000 ms). */
  syncIntervalMs?: number;
  /** Every account's cash is re-read this often (default 5000 ms); a changed account's at once. */
  cashRefreshMs?: number;
  /** A full re-read of the open positions, a backstop for the change feed (default 5 min). */
  reconcileIntervalMs?: number;
  /** Positions one claiming transaction closes at most (default 200). */
  maxPerTransaction?: number;
  /** Accounts one tick batch stops out at most, one transaction each (default 50); the rest next batch. */
  maxStopOutsPerBatch?: number;
  /** Rounds (sync + batch) start at least this far apart (default 50 ms); ticks arriving meanwhile join the next. */
  minRoundGapMs?: number;
}

/** Crossed stops whose close failed, and the batch's ticks (by instrument) to close them at. */
interface UnclosedStops {
  ids: number[];
  byCode: ReadonlyMap<string, readonly Tick[]>;
}

/** Ticks waiting for the engine beyond this are dropped, oldest first (the database is stalled). */
const PENDING_TICKS_MAX = 200_000;

export class TradingEngine {
  private readonly feed: Feed;
  private readonly log: EngineLog;
  private readonly now: () => Date;
  private readonly tracked: TrackedPositions;
  private readonly closes: StopCloses;
  private readonly syncIntervalMs: number;
  private readonly minRoundGapMs: number;

  private pending: Tick[] = [];
  /** Ticks of a round whose sync failed: checked in the next round, while live. */
  private deferred: Tick[] = [];
  /** Positions a tick crossed whose close failed, each with the ticks of the batch that crossed it. */
  private unclosed: UnclosedStops[] = [];
  private readonly lastTickTime = new Map<string, number>();
  private syncRequested = false;
  private lastRoundMs = 0;
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private stopped = true;

  constructor(options: TradingEngineOptions) {
    this.feed = options.feed;
    this.log = options.log;
    this.now = options.now ?? (() => new Date());
    this.syncIntervalMs = options.syncIntervalMs ?? 1000;
    this.minRoundGapMs = options.minRoundGapMs ?? 50;
    this.tracked = new TrackedPositions({
      db: options.db,
      log: options.log,
      cashRefreshMs: options.cashRefreshMs ?? 5000,
      reconcileIntervalMs: options.reconcileIntervalMs ?? 300_000,
    });
    this.closes = new StopCloses({
      db: options.db,
      feed: options.feed,
      log: options.log,
      now: this.now,
      types: new Map(options.instruments.map((instrument) => [instrument.code, instrument.type])),
      stopOutLevelPercent: options.stopOutLevelPercent,
      maxPerTransaction: options.maxPerTransaction ?? 200,
      maxStopOutsPerBatch: options.maxStopOutsPerBatch ?? 50,
      tracked: this.tracked,
    });
  }

  /** The stops of the tracked open positions (what the engine knows, for tests and health checks). */
  get index(): TriggerIndex {
    return this.tracked.index;
  }

  /**
   * Loads the open positions, then follows the feed and the change numbers. A failure to load is
   * logged and retried by the loop; it does not stop the server.
   */
  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    this.unsubscribe = this.feed.onTicks((ticks) => this.onTicks(ticks));
    this.timer = setInterval(() => {
      this.syncRequested = true;
      void this.kick();
    }, this.syncIntervalMs);
    this.timer.unref();
    this.syncRequested = true;
    await this.kick();
  }

  /** Whether stop() was called (read afresh after an await). */
  private get halted(): boolean {
    return this.stopped;
  }

  /** Stops following the feed and waits for the work in hand to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.pending = [];
    this.deferred = [];
    this.unclosed = [];
    await this.running;
  }

  /** Reads the changes to positions now (and whatever ticks are waiting); resolves when done. */
  async syncNow(): Promise<void> {
    this.syncRequested = true;
    await this.kick();
    await this.whenIdle();
  }

  /** Resolves once no tick batch or sync is waiting or running. */
  async whenIdle(): Promise<void> {
    while (this.running) await this.running;
  }

  /**
   * Takes live ticks only: a tick older than PRICE_MAX_AGE_MS (the history a simulated source
   * fills in at start, a replay of the past) is no price anybody could have traded at, and never
   * fires a stop.
   */
  private onTicks(ticks: readonly Tick[]): void {
    if (this.stopped || ticks.length === 0) return;
    const oldest = this.now().getTime() - PRICE_MAX_AGE_MS;
    for (const tick of ticks) if (tick.time >= oldest) this.pending.push(tick);
    if (this.pending.length === 0) return;
    if (this.pending.length > PENDING_TICKS_MAX) {
      const dropped = this.pending.length - PENDING_TICKS_MAX;
      this.pending.splice(0, dropped);
      this.log.warn({ dropped }, 'trading engine behind the feed: oldest ticks dropped');
    }
    void this.kick();
  }

  /** Runs the loop unless it is running: one sync and one batch at a time, in order. */
  private kick(): Promise<void> {
    if (this.stopped) return this.running ?? Promise.resolve();
    if (!this.running) {
      this.running = this.loop().finally(() => {
        this.running = null;
        // Work that arrived as the loop was ending: go on at once rather than at the next timer.
        if (!this.stopped && (this.syncRequested || this.pending.length > 0)) void this.kick();
      });
    }
    return this.running;
  }

  private async loop(): Promise<void> {
    while (!this.stopped && (this.syncRequested || this.pending.length > 0)) {
      // Ticks that arrive one by one (an exchange stream) are taken together, a few per second at
      // most, rather than one sync and one pre-filter pass per tick.
      const wait = this.lastRoundMs + this.minRoundGapMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (this.halted) return;
      this.lastRoundMs = Date.now();
      const oldest = this.now().getTime() - PRICE_MAX_AGE_MS;
      const ticks = this.deferred.concat(this.pending).filter((tick) => tick.time >= oldest);
      this.pending = [];
      this.deferred = [];
      this.syncRequested = false;
      if (!(await guard(this.log, 'sync', () => this.tracked.sync()))) {
        // Not checked against positions not read: the next round (the timer's at the latest) tries.
        this.deferred = ticks.slice(-PENDING_TICKS_MAX);
        continue;
      }
      if (this.unclosed.length > 0) await this.retryUnclosed(oldest);
      if (ticks.length > 0) await guard(this.log, 'ticks', () => this.processTicks(ticks));
    }
  }

  /**
   * The stops crossed whose close failed, tried again at the ticks that crossed them (the first
   * past the stop is still the fill) while those are live; past that, given up with an error.
   */
  private async retryUnclosed(oldest: number): Promise<void> {
    const retries = this.unclosed;
    this.unclosed = [];
    for (const { ids, byCode } of retries) {
      const newest = Math.max(...[...byCode.values()].map((ticks) => ticks.at(-1)?.time ?? 0));
      if (newest < oldest) {
        this.log.error({ positionIds: ids }, 'trading engine: crossed stops not closed while their ticks were live');
        continue;
      }
      const failed = await this.closes.fireStops(ids, byCode);
      if (failed.length > 0) this.unclosed.push({ ids: failed, byCode });
    }
  }

  /**
   * A tick batch: for every tick (in order, none older than its instrument's last), the positions
   * whose stop it crosses are candidates, claimed and closed exactly; then the stop-outs.
   */
  private async processTicks(batch: readonly Tick[]): Promise<void> {
    const byCode = new Map<string, Tick[]>();
    const candidates = new Set<number>();
    for (const tick of batch) {
      const last = this.lastTickTime.get(tick.code);
      if ((last !== undefined && tick.time < last) || !isPlainDecimal(tick.priceText)) continue;
      this.lastTickTime.set(tick.code, tick.time);
      let list = byCode.get(tick.code);
      if (!list) byCode.set(tick.code, (list = []));
      list.push(tick);
      // Number(text), not tick.price: the conversion of the exact text is what makes the filter safe.
      for (const hit of this.tracked.index.crossed(tick.code, Number(tick.priceText))) candidates.add(hit.positionId);
    }
    if (candidates.size > 0) {
      const failed = await this.closes.fireStops([...candidates], byCode);
      if (failed.length > 0) this.unclosed.push({ ids: failed, byCode });
    }
    await this.closes.stopOuts();
  }
}
