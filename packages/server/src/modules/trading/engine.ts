import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { ACCOUNT_CURRENCY, Money, type AccountMode, type CloseReason, type PositionSide } from '@tp/contract';
import { queryRows, type Db } from '../../db/client.ts';
import { ledgerAccounts, positions } from '../../db/schema.ts';
import type { Feed } from '../../feed/feed.ts';
import { isPlainDecimal } from '../../feed/price-text.ts';
import type { Tick } from '../../feed/types.ts';
import { TradingAccountIds, type TradingAccounts } from './accounts.ts';
import { closeLockedPosition, conversionFor, freshTick, type PositionRow } from './close.ts';
import { valueAtMarket } from './exposure.ts';
import { conversionSource, PRICE_MAX_AGE_MS, type QuotedInstrument } from './instruments.ts';
import { TriggerIndex, type TriggerReason } from './trigger-index.ts';

/**
 * The stop-loss / take-profit / stop-out engine. It runs on every node: every node's feed receives
 * every tick batch, and every claim is `FOR UPDATE SKIP LOCKED`, so nodes never close a position
 * twice and never wait for each other.
 *
 * - It keeps in memory, in step with the database, the open positions: their stops in a
 *   TriggerIndex (candidates per tick in O(log n + k)) and their exposure per account in a
 *   MarginBook (the stop-out pre-filter). It learns of changes made anywhere by polling
 *   `positions.change_seq`, which every insert, stop change and close bumps.
 * - On each tick batch: for every tick, the positions whose stop it crosses are candidates; they
 *   are claimed (≤ maxPerTransaction per transaction), re-checked exactly with Money against the
 *   locked row and the batch's ticks, and closed at the first tick past the stop (a gap fills at
 *   the gap price, never at the stop).
 * - Then accounts at or below the stop-out level are re-checked exactly under the account's lock
 *   and their largest losers closed until the level recovers.
 *
 * Numbers (doubles) only pick candidates. Every close is decided with Money on locked rows.
 */

export interface EngineLog {
  error(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
}

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

/** Rows one change poll reads at most; a poll pages on until it has read everything. */
export const CHANGE_PAGE = 5000;
/** Pages one poll reads at most, so that a huge backlog cannot hold the ticks up for long. */
const CHANGE_PAGES_PER_SYNC = 20;
/** On start the first poll re-reads this many change numbers before the loaded state (see `start`). */
const STARTUP_LOOKBACK = 5000;
/** A poll's change numbers wait at most this long for the transactions running then to end. */
const HORIZON_MAX_WAIT_MS = 60_000;
/** An account due for stop-out with nothing closable (no live price) is tried again after this. */
const STOP_OUT_PAUSE_MS = 10_000;
/** Ticks waiting for the engine beyond this are dropped, oldest first (the database is stalled). */
const PENDING_TICKS_MAX = 200_000;

// ---------------------------------------------------------------------------------------------
// The stop-out pre-filter

/** What the pre-filter keeps of an open position: doubles, for candidates only. */
export interface MarginPosition {
  id: number;
  userId: number;
  mode: AccountMode;
  code: string;
  /** lots × contract size, positive for a long, negative for a short. */
  signedUnits: number;
  openPrice: number;
  margin: number;
  /** The opening conversion (1 in dollars): used when the conversion has no live price, as exposure.ts does. */
  openRate: number;
}

/** The live price of an instrument and its conversion to USDT (null when that has no price). */
export interface Mark {
  price: number;
  rate: number | null;
}

export interface StopOutCandidate {
  userId: number;
  mode: AccountMode;
  /** The estimated margin level, percent. */
  level: number;
}

const accountKey = (userId: number, mode: AccountMode) => `${userId}:${mode}`;

/** A Float64Array twice as long (or `min`), the old values kept. */
function grownFloat(array: Float64Array, min: number): Float64Array<ArrayBuffer> {
  const next = new Float64Array(Math.max(min, array.length * 2));
  next.set(array);
  return next;
}
function grownInt(array: Int32Array, min: number): Int32Array<ArrayBuffer> {
  const next = new Int32Array(Math.max(min, array.length * 2));
  next.set(array);
  return next;
}

/**
 * Per account (user, book): the open positions and the cash (balance − held), to estimate each
 * account's margin level on every tick batch as exposure.ts defines it: equity = cash + used
 * margin + floating profit; level = equity ÷ used margin × 100.
 *
 * Kept as columns (typed arrays indexed by slot, freed slots reused) so that one pass over
 * 100,000 positions is a few tenths of a millisecond and allocates nothing.
 */
export class MarginBook {
  // Positions, by slot.
  private readonly slotOf = new Map<number, number>();
  private freeSlots: number[] = [];
  private slotsUsed = 0;
  private posAccount = new Int32Array(0);
  private posCode = new Int32Array(0);
  private posUnits = new Float64Array(0);
  private posOpen = new Float64Array(0);
  private posMargin = new Float64Array(0);
  private posOpenRate = new Float64Array(0);
  // Accounts, by slot.
  private readonly accountSlotOf = new Map<string, number>();
  private freeAccounts: number[] = [];
  private accountsUsed = 0;
  private accountOwner: { userId: number; mode: AccountMode }[] = [];
  private accountCountOf = new Int32Array(0);
  /** balance − held; NaN until read. */
  private accountCash = new Float64Array(0);
  // Scratch of a pass.
  private sumUsed = new Float64Array(0);
  private sumFloating = new Float64Array(0);
  private sumMagnitude = new Float64Array(0);
  // Instruments, by index.
  private readonly codeIndex = new Map<string, number>();
  private codes: string[] = [];
  /** Accounts whose cash must be read again (their positions changed). */
  readonly dirty = new Set<string>();

  get positionCount(): number {
    return this.slotOf.size;
  }

  get accountCount(): number {
    return this.accountSlotOf.size;
  }

  has(id: number): boolean {
    return this.slotOf.has(id);
  }

  private codeOf(code: string): number {
    let at = this.codeIndex.get(code);
    if (at === undefined) {
      at = this.codes.length;
      this.codes.push(code);
      this.codeIndex.set(code, at);
    }
    return at;
  }

  private accountSlot(userId: number, mode: AccountMode): number {
    const key = accountKey(userId, mode);
    let slot = this.accountSlotOf.get(key);
    if (slot !== undefined) return slot;
    slot = this.freeAccounts.pop() ?? this.accountsUsed++;
    if (slot >= this.accountCountOf.length) {
      const min = 1024;
      this.accountCountOf = grownInt(this.accountCountOf, min);
      this.accountCash = grownFloat(this.accountCash, min);
      this.sumUsed = grownFloat(this.sumUsed, min);
      this.sumFloating = grownFloat(this.sumFloating, min);
      this.sumMagnitude = grownFloat(this.sumMagnitude, min);
    }
    this.accountOwner[slot] = { userId, mode };
    this.accountCountOf[slot] = 0;
    this.accountCash[slot] = Number.NaN;
    this.accountSlotOf.set(key, slot);
    return slot;
  }

  upsert(position: MarginPosition): void {
    this.remove(position.id);
    const account = this.accountSlot(position.userId, position.mode);
    const slot = this.freeSlots.pop() ?? this.slotsUsed++;
    if (slot >= this.posAccount.length) {
      const min = 4096;
      const previous = this.posAccount.length;
      this.posAccount = grownInt(this.posAccount, min);
      this.posAccount.fill(-1, previous);
      this.posCode = grownInt(this.posCode, min);
      this.posUnits = grownFloat(this.posUnits, min);
      this.posOpen = grownFloat(this.posOpen, min);
      this.posMargin = grownFloat(this.posMargin, min);
      this.posOpenRate = grownFloat(this.posOpenRate, min);
    }
    this.posAccount[slot] = account;
    this.posCode[slot] = this.codeOf(position.code);
    this.posUnits[slot] = position.signedUnits;
    this.posOpen[slot] = position.openPrice;
    this.posMargin[slot] = position.margin;
    this.posOpenRate[slot] = position.openRate;
    this.slotOf.set(position.id, slot);
    this.accountCountOf[account] = (this.accountCountOf[account] ?? 0) + 1;
    this.dirty.add(accountKey(position.userId, position.mode));
  }

  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    const account = this.posAccount[slot] ?? -1;
    this.posAccount[slot] = -1;
    this.freeSlots.push(slot);
    const owner = this.owner(account);
    const key = accountKey(owner.userId, owner.mode);
    const left = (this.accountCountOf[account] ?? 0) - 1;
    this.accountCountOf[account] = left;
    if (left <= 0) {
      this.accountSlotOf.delete(key);
      this.freeAccounts.push(account);
      this.dirty.delete(key);
    } else {
      this.dirty.add(key);
    }
  }

  /** The book (demo or real) of a tracked position. */
  modeOf(id: number): AccountMode | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : this.accountOwner[this.posAccount[slot] ?? -1]?.mode;
  }

  private owner(slot: number): { userId: number; mode: AccountMode } {
    const owner = this.accountOwner[slot];
    if (!owner) throw new RangeError(`no account in slot ${slot}`);
    return owner;
  }

  setCash(userId: number, mode: AccountMode, cash: number): void {
    const slot = this.accountSlotOf.get(accountKey(userId, mode));
    if (slot !== undefined) this.accountCash[slot] = cash;
  }

  /** Every account with open positions. */
  accountList(): { userId: number; mode: AccountMode }[] {
    const list: { userId: number; mode: AccountMode }[] = [];
    for (const slot of this.accountSlotOf.values()) list.push(this.owner(slot));
    return list;
  }

  /** Accounts whose cash must be read, then forgotten as dirty. */
  takeDirty(): { userId: number; mode: AccountMode }[] {
    const list: { userId: number; mode: AccountMode }[] = [];
    for (const key of this.dirty) {
      const slot = this.accountSlotOf.get(key);
      if (slot !== undefined) list.push(this.owner(slot));
    }
    this.dirty.clear();
    return list;
  }

  /**
   * Accounts whose estimated level is at or below `levelPercent`, lowest first. The estimate is in
   * doubles; a tolerance proportional to the magnitudes involved makes it err towards offering a
   * candidate (the exact check decides). Positions without a price count 0, as in exposure.ts.
   */
  candidates(marks: ReadonlyMap<string, Mark>, levelPercent: number): StopOutCandidate[] {
    const codeCount = this.codes.length;
    const prices = new Float64Array(codeCount).fill(Number.NaN);
    const rates = new Float64Array(codeCount).fill(Number.NaN);
    for (let c = 0; c < codeCount; c++) {
      const mark = marks.get(this.codes[c] ?? '');
      if (!mark) continue;
      prices[c] = mark.price;
      if (mark.rate !== null) rates[c] = mark.rate;
    }
    const accounts = this.accountsUsed;
    const used = this.sumUsed;
    const floating = this.sumFloating;
    const magnitude = this.sumMagnitude;
    used.fill(0, 0, accounts);
    floating.fill(0, 0, accounts);
    magnitude.fill(0, 0, accounts);
    const posAccount = this.posAccount;
    const posCode = this.posCode;
    const units = this.posUnits;
    const open = this.posOpen;
    const margin = this.posMargin;
    const openRate = this.posOpenRate;
    for (let slot = 0, n = this.slotsUsed; slot < n; slot++) {
      // (`?? 0` never applies: every index is in range; it satisfies the checked index type.)
      const account = posAccount[slot] ?? -1;
      if (account < 0) continue;
      used[account] = (used[account] ?? 0) + (margin[slot] ?? 0);
      const code = posCode[slot] ?? 0;
      const price = prices[code] ?? Number.NaN;
      if (Number.isNaN(price)) continue; // no price: counts 0
      let rate = rates[code] ?? Number.NaN;
      if (Number.isNaN(rate)) rate = openRate[slot] ?? 1;
      const profit = (units[slot] ?? 0) * (price - (open[slot] ?? 0)) * rate;
      floating[account] = (floating[account] ?? 0) + profit;
      magnitude[account] = (magnitude[account] ?? 0) + Math.abs(profit);
    }
    const found: StopOutCandidate[] = [];
    const cashOf = this.accountCash;
    const countOf = this.accountCountOf;
    for (let account = 0; account < accounts; account++) {
      const count = countOf[account] ?? 0;
      const cash = cashOf[account] ?? Number.NaN;
      const usedMargin = used[account] ?? 0;
      if (count <= 0 || Number.isNaN(cash) || usedMargin <= 0) continue;
      const equity = cash + usedMargin + (floating[account] ?? 0);
      // The exact figures differ from these by double rounding (~1e-16 relative), an inverted
      // rate's 10 decimals (< 1e-8 relative for the pairs listed) and each profit's rounding to
      // 6 decimals: the tolerance covers all three with room, so no true candidate is missed.
      const tolerance = (Math.abs(cash) + usedMargin + (magnitude[account] ?? 0)) * 1e-7 + count * 1e-6;
      if (equity * 100 <= levelPercent * usedMargin + tolerance * 100) {
        found.push({ ...this.owner(account), level: (equity / usedMargin) * 100 });
      }
    }
    return found.sort((a, b) => a.level - b.level);
  }
}

/**
 * The live price of every instrument with one, and its conversion to USDT, as doubles for the
 * pre-filter: the feed's last tick (whatever its age, as exposure.ts values positions) and the
 * conversion instrument's (1 / price for USDX, as `invertedRate`).
 */
export function liveMarks(feed: Feed, types: ReadonlyMap<string, number>): Map<string, Mark> {
  const marks = new Map<string, Mark>();
  const priceOf = (code: string): number | null => {
    const tick = feed.last(code);
    if (!tick || !isPlainDecimal(tick.priceText)) return null;
    const price = Number(tick.priceText);
    return price > 0 ? price : null;
  };
  for (const [code, type] of types) {
    const price = priceOf(code);
    if (price === null) continue;
    const source = conversionSource(feed, { code, type });
    let rate: number | null = 1;
    if (source === undefined) rate = null;
    else if (source !== null) {
      const conversionPrice = priceOf(source.code);
      rate = conversionPrice === null ? null : source.inverted ? 1 / conversionPrice : conversionPrice;
    }
    marks.set(code, { price, rate });
  }
  return marks;
}

// ---------------------------------------------------------------------------------------------
// Exact decisions

/** Why a tick closes a position, decided exactly: long SL at price ≤ SL, long TP at ≥ TP, short the mirror. */
export function exactTrigger(
  position: { side: PositionSide; stopLoss: string | null; takeProfit: string | null },
  priceText: string,
): TriggerReason | null {
  const price = Money.of(priceText);
  const long = position.side === 'long';
  if (position.stopLoss !== null) {
    const stop = Money.of(position.stopLoss);
    if (long ? price.lte(stop) : price.gte(stop)) return 'stop_loss';
  }
  if (position.takeProfit !== null) {
    const take = Money.of(position.takeProfit);
    if (long ? price.gte(take) : price.lte(take)) return 'take_profit';
  }
  return null;
}

/** The first tick of the batch (in order, not before the position opened) that crosses a stop of the row. */
function firstCrossing(
  row: PositionRow,
  ticks: readonly Tick[] | undefined,
): { tick: Tick; reason: TriggerReason } | null {
  if (!ticks) return null;
  for (const tick of ticks) {
    if (tick.time < row.openTickTimeMs) continue;
    const reason = exactTrigger(row, tick.priceText);
    if (reason) return { tick, reason };
  }
  return null;
}

/** The columns the engine tracks of a position. */
const tracked = {
  id: positions.id,
  userId: positions.userId,
  mode: positions.mode,
  code: positions.code,
  side: positions.side,
  status: positions.status,
  lots: positions.lots,
  contractSize: positions.contractSize,
  openPrice: positions.openPrice,
  openRate: positions.openRate,
  margin: positions.margin,
  stopLoss: positions.stopLoss,
  takeProfit: positions.takeProfit,
  changeSeq: positions.changeSeq,
};
type TrackedRow = Pick<PositionRow, keyof typeof tracked>;

interface HorizonEntry {
  ceiling: number;
  xmax: bigint;
  /** When the poll was made: a transaction open far longer holds the horizon back no more. */
  atMs: number;
}

// ---------------------------------------------------------------------------------------------

export class TradingEngine {
  readonly index = new TriggerIndex();
  readonly book = new MarginBook();

  private readonly db: Db;
  private readonly feed: Feed;
  private readonly log: EngineLog;
  private readonly now: () => Date;
  private readonly accounts: TradingAccountIds;
  private readonly level: number;
  private readonly types = new Map<string, number>();
  private readonly syncIntervalMs: number;
  private readonly cashRefreshMs: number;
  private readonly reconcileIntervalMs: number;
  private readonly maxPerTransaction: number;
  private readonly maxStopOutsPerBatch: number;

  /** Change number of each tracked open position: a row is applied only when newer. */
  private readonly seqOf = new Map<number, number>();
  /** Every change numbered at or below this is final and applied; polls read above it. */
  private safeSeq = 0;
  /** What the safe number becomes once the changes up to it have been read again. */
  private safeTarget = 0;
  /** Polls whose ceiling becomes safe once every transaction running at the time has ended. */
  private horizon: HorizonEntry[] = [];
  private lastReconcileMs = 0;
  private lastCashRefreshMs = 0;
  private needsReconcile = true;

  private pending: Tick[] = [];
  private readonly lastTickTime = new Map<string, number>();
  /** Accounts due for stop-out that had nothing closable, and until when they are left alone. */
  private readonly stopOutPausedUntil = new Map<string, number>();
  private syncRequested = false;
  private lastRoundMs = 0;
  private readonly minRoundGapMs: number;
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private stopped = true;

  constructor(options: TradingEngineOptions) {
    this.db = options.db;
    this.feed = options.feed;
    this.log = options.log;
    this.now = options.now ?? (() => new Date());
    this.accounts = new TradingAccountIds(options.db);
    this.level = options.stopOutLevelPercent;
    for (const instrument of options.instruments) this.types.set(instrument.code, instrument.type);
    this.syncIntervalMs = options.syncIntervalMs ?? 1000;
    this.cashRefreshMs = options.cashRefreshMs ?? 5000;
    this.reconcileIntervalMs = options.reconcileIntervalMs ?? 300_000;
    this.maxPerTransaction = options.maxPerTransaction ?? 200;
    this.maxStopOutsPerBatch = options.maxStopOutsPerBatch ?? 50;
    this.minRoundGapMs = options.minRoundGapMs ?? 50;
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
      const ticks = this.pending;
      this.pending = [];
      this.syncRequested = false;
      await this.guard('sync', () => this.sync());
      if (ticks.length > 0) await this.guard('ticks', () => this.processTicks(ticks));
    }
  }

  private async guard(what: string, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (err) {
      this.log.error({ err }, `trading engine: ${what} failed`);
    }
  }

  // -------------------------------------------------------------------------------------------
  // Keeping in step with the database

  private async sync(): Promise<void> {
    const nowMs = Date.now();
    if (this.needsReconcile || nowMs - this.lastReconcileMs >= this.reconcileIntervalMs) {
      await this.reconcile();
    } else {
      await this.poll();
    }
    await this.refreshCash(nowMs);
  }

  /**
   * The highest change number handed out, then the oldest transaction still running and the next
   * transaction id, in that order: every transaction that took a number up to the ceiling had its
   * id by then, so once the oldest running transaction is past `xmax`, every change numbered up
   * to the ceiling is committed (or never will be) and visible.
   */
  private async horizonNow(): Promise<{ ceiling: number; xmin: bigint; xmax: bigint }> {
    const seq = await queryRows<{ last: string; called: boolean }>(
      this.db,
      sql`select last_value::text as last, is_called as called from position_change_seq`,
    );
    const snapshot = await queryRows<{ xmin: string; xmax: string }>(
      this.db,
      sql`select pg_snapshot_xmin(s)::text as xmin, pg_snapshot_xmax(s)::text as xmax from pg_current_snapshot() as s`,
    );
    const last = Number(seq[0]?.last ?? 0);
    return {
      ceiling: seq[0]?.called ? last : last - 1,
      xmin: BigInt(snapshot[0]?.xmin ?? '0'),
      xmax: BigInt(snapshot[0]?.xmax ?? '0'),
    };
  }

  /**
   * Reads the positions whose change number is above the safe one, in order, in pages. Numbers
   * are handed out before commit, so a change can become visible after a higher one: the safe
   * number only moves past a poll's ceiling once every transaction running then has ended, and
   * until then the changes above it are read again (applying a row twice is harmless).
   */
  private async poll(): Promise<void> {
    const horizon = await this.horizonNow();
    const nowMs = Date.now();
    this.horizon.push({ ceiling: horizon.ceiling, xmax: horizon.xmax, atMs: nowMs });
    // The polls whose running transactions have all ended since: their ceilings are final once
    // read again now (the rows below are read after this snapshot).
    for (let entry = this.horizon[0]; entry; entry = this.horizon[0]) {
      const settled = entry.xmax <= horizon.xmin;
      // A transaction open this long (any on the server, not only ours, holds xmin back) would
      // have the polls read ever more rows again: past the limit, the periodic reconcile covers it.
      if (!settled && nowMs - entry.atMs < HORIZON_MAX_WAIT_MS) break;
      if (!settled)
        this.log.warn({ ceiling: entry.ceiling }, 'trading engine: change horizon forced past a long transaction');
      this.horizon.shift();
      this.safeTarget = Math.max(this.safeTarget, entry.ceiling);
    }
    let after = this.safeSeq;
    for (let page = 0; page < CHANGE_PAGES_PER_SYNC; page++) {
      const rows = await this.db
        .select(tracked)
        .from(positions)
        .where(gt(positions.changeSeq, after))
        .orderBy(asc(positions.changeSeq))
        .limit(CHANGE_PAGE);
      for (const row of rows) this.apply(row);
      if (rows.length < CHANGE_PAGE) {
        this.safeSeq = Math.max(this.safeSeq, this.safeTarget);
        return;
      }
      after = rows.at(-1)?.changeSeq ?? after;
      this.safeSeq = Math.max(this.safeSeq, Math.min(after, this.safeTarget));
    }
    // More than one sync's worth: the rest next time, from where it is safe.
  }

  /**
   * Reads every open position and makes the memory match: a consistent snapshot of the open set,
   * so a tracked position missing from it is closed. Run at start and now and then as a backstop.
   */
  private async reconcile(): Promise<void> {
    const horizon = await this.horizonNow();
    const rows = await this.db.select(tracked).from(positions).where(eq(positions.status, 'open'));
    const open = new Set<number>();
    for (const row of rows) {
      open.add(row.id);
      this.apply(row);
    }
    for (const id of [...this.seqOf.keys()]) if (!open.has(id)) this.forget(id);
    if (this.needsReconcile) {
      // Changes numbered below the ceiling by transactions still running are not in the snapshot:
      // the polls start a little before it (the periodic reconcile is the backstop beyond).
      this.safeSeq = Math.max(0, horizon.ceiling - STARTUP_LOOKBACK);
      this.safeTarget = this.safeSeq;
      this.horizon = [{ ceiling: horizon.ceiling, xmax: horizon.xmax, atMs: Date.now() }];
      this.needsReconcile = false;
    }
    this.lastReconcileMs = Date.now();
  }

  private apply(row: TrackedRow): void {
    const known = this.seqOf.get(row.id);
    if (known !== undefined && known >= row.changeSeq) return;
    if (row.status !== 'open') {
      this.forget(row.id);
      return;
    }
    this.seqOf.set(row.id, row.changeSeq);
    this.track(row);
  }

  private track(row: Omit<TrackedRow, 'changeSeq' | 'status'>): void {
    try {
      this.index.upsert({
        id: row.id,
        code: row.code,
        side: row.side,
        stopLoss: row.stopLoss,
        takeProfit: row.takeProfit,
      });
      const units = Number(row.lots) * Number(row.contractSize);
      this.book.upsert({
        id: row.id,
        userId: row.userId,
        mode: row.mode,
        code: row.code,
        signedUnits: row.side === 'long' ? units : -units,
        openPrice: Number(row.openPrice),
        margin: Number(row.margin),
        openRate: row.openRate === null ? 1 : Number(row.openRate),
      });
    } catch (err) {
      this.log.error({ err, positionId: row.id }, 'trading engine: position not tracked');
    }
  }

  private forget(id: number): void {
    this.seqOf.delete(id);
    this.index.remove(id);
    this.book.remove(id);
  }

  /** Reads the cash of the accounts whose positions changed, and of every account now and then. */
  private async refreshCash(nowMs: number): Promise<void> {
    const all = nowMs - this.lastCashRefreshMs >= this.cashRefreshMs;
    const accounts = all ? this.book.accountList() : this.book.takeDirty();
    if (all) {
      this.book.takeDirty();
      this.lastCashRefreshMs = nowMs;
    }
    if (accounts.length === 0) return;
    const wanted = new Set(accounts.map((a) => accountKey(a.userId, a.mode)));
    const userIds = [...new Set(accounts.map((a) => a.userId))];
    for (let i = 0; i < userIds.length; i += CHANGE_PAGE) {
      const rows = await this.db
        .select({
          userId: ledgerAccounts.userId,
          mode: ledgerAccounts.mode,
          cash: sql<string>`(${ledgerAccounts.balance} - ${ledgerAccounts.held})::text`,
        })
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.kind, 'customer'),
            eq(ledgerAccounts.currency, ACCOUNT_CURRENCY),
            inArray(ledgerAccounts.userId, userIds.slice(i, i + CHANGE_PAGE)),
          ),
        );
      for (const row of rows) {
        if (row.userId !== null && wanted.has(accountKey(row.userId, row.mode))) {
          this.book.setCash(row.userId, row.mode, Number(row.cash));
        }
      }
    }
  }

  // -------------------------------------------------------------------------------------------
  // A tick batch

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
      for (const hit of this.index.crossed(tick.code, Number(tick.priceText))) candidates.add(hit.positionId);
    }
    if (candidates.size > 0) await this.fireStops([...candidates], byCode);
    await this.stopOuts();
  }

  /**
   * Claims the candidates, at most maxPerTransaction per transaction: rows another transaction
   * holds (a customer closing) are skipped, closed rows are not returned. Each locked row is
   * checked exactly against the batch's ticks of its instrument and closed at the first that
   * crosses one of its stops; each close runs in a savepoint, so one failure loses only itself.
   */
  private async fireStops(ids: number[], byCode: ReadonlyMap<string, Tick[]>): Promise<void> {
    for (let i = 0; i < ids.length; i += this.maxPerTransaction) {
      const chunk = ids.slice(i, i + this.maxPerTransaction);
      const closed: number[] = [];
      const notCrossed: PositionRow[] = [];
      const outcome = { committed: false };
      await this.guard('stop claim', async () => {
        const accounts = await this.systemAccounts(chunk.map((id) => this.book.modeOf(id)));
        await this.db.transaction(async (tx) => {
          closed.length = 0;
          notCrossed.length = 0;
          // In account order, as every node does: the accounts' rows are then locked in one order.
          const rows = await tx
            .select()
            .from(positions)
            .where(and(inArray(positions.id, chunk), eq(positions.status, 'open')))
            .orderBy(asc(positions.userId), asc(positions.mode), asc(positions.id))
            .for('update', { skipLocked: true });
          const now = this.now();
          for (const row of rows) {
            const hit = firstCrossing(row, byCode.get(row.code));
            if (!hit) {
              notCrossed.push(row);
              continue;
            }
            if (await this.closeInSavepoint(tx, row, hit.tick, hit.reason, now, accounts)) closed.push(row.id);
          }
        });
        outcome.committed = true;
      });
      if (!outcome.committed) continue;
      for (const id of closed) this.forget(id);
      // The row is the truth: a candidate whose stops moved is indexed again as it is now.
      for (const row of notCrossed) {
        const known = this.seqOf.get(row.id);
        if (known === undefined || known <= row.changeSeq) {
          this.seqOf.set(row.id, row.changeSeq);
          this.track(row);
        }
      }
    }
  }

  /**
   * The system accounts of these modes (TradingAccountIds), read before a transaction starts,
   * never inside one: the embedded database runs one transaction at a time. A mode whose read
   * fails is left out, and its closes read the accounts themselves.
   */
  private async systemAccounts(
    modes: Iterable<AccountMode | undefined>,
  ): Promise<ReadonlyMap<AccountMode, TradingAccounts>> {
    const byMode = new Map<AccountMode, TradingAccounts>();
    for (const mode of new Set(modes)) {
      if (mode === undefined) continue;
      try {
        byMode.set(mode, await this.accounts.of(mode));
      } catch (err) {
        this.log.warn({ err, mode }, 'trading engine: system accounts not read');
      }
    }
    return byMode;
  }

  /** Closes one locked row in a savepoint; false (logged) when it could not be closed now. */
  private async closeInSavepoint(
    tx: Db,
    row: PositionRow,
    tick: Tick,
    reason: CloseReason,
    now: Date,
    accounts: ReadonlyMap<AccountMode, TradingAccounts>,
  ): Promise<boolean> {
    const type = this.types.get(row.code);
    if (type === undefined) {
      this.log.error({ positionId: row.id, code: row.code }, 'trading engine: unknown instrument');
      return false;
    }
    try {
      const conversion = conversionFor(this.feed, { code: row.code, type }, now);
      await tx.transaction((sp) =>
        closeLockedPosition(sp, row, {
          tick: { code: tick.code, time: tick.time, priceText: tick.priceText },
          conversion,
          reason,
          now,
          accounts: accounts.get(row.mode),
        }),
      );
      return true;
    } catch (err) {
      this.log.error({ err, positionId: row.id, reason }, 'trading engine: close failed');
      return false;
    }
  }

  // -------------------------------------------------------------------------------------------
  // Stop-out

  private async stopOuts(): Promise<void> {
    if (this.book.accountCount === 0) return;
    const nowMs = Date.now();
    for (const [key, at] of this.stopOutPausedUntil) if (at <= nowMs) this.stopOutPausedUntil.delete(key);
    const candidates = this.book
      .candidates(liveMarks(this.feed, this.types), this.level)
      .filter((c) => !this.stopOutPausedUntil.has(accountKey(c.userId, c.mode)))
      .slice(0, this.maxStopOutsPerBatch);
    for (const candidate of candidates) {
      await this.guard('stop-out', () => this.stopOut(candidate.userId, candidate.mode));
    }
  }

  /**
   * One account, in one transaction: its ledger account row locked (skipped when busy), its open
   * positions locked (skipped when any is held elsewhere: the next batch tries again), and while
   * the exact margin level is at or below the stop-out level, the position with the largest loss
   * (that has a fresh price to close at) is closed at the live tick, then the level is recomputed.
   */
  private async stopOut(userId: number, mode: AccountMode): Promise<void> {
    const closed: number[] = [];
    const result: { cash: Money | null } = { cash: null };
    const accounts = await this.systemAccounts([mode]);
    await this.db.transaction(async (tx) => {
      closed.length = 0;
      const accountRows = await tx
        .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance, held: ledgerAccounts.held })
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.userId, userId),
            eq(ledgerAccounts.mode, mode),
            eq(ledgerAccounts.currency, ACCOUNT_CURRENCY),
            eq(ledgerAccounts.kind, 'customer'),
          ),
        )
        .for('update', { skipLocked: true });
      const account = accountRows[0];
      if (!account) return;
      const owned = and(eq(positions.userId, userId), eq(positions.mode, mode), eq(positions.status, 'open'));
      const locked = await tx
        .select()
        .from(positions)
        .where(owned)
        .orderBy(asc(positions.id))
        .for('update', { skipLocked: true });
      const [all] = await tx.select({ n: count() }).from(positions).where(owned);
      if ((all?.n ?? 0) !== locked.length) return;

      let cash = Money.of(account.balance).minus(account.held);
      const open = [...locked];
      const now = this.now();
      for (;;) {
        result.cash = cash;
        if (open.length === 0) return;
        let used = Money.zero();
        let floating = Money.zero();
        const valued: { row: PositionRow; profit: Money }[] = [];
        for (const row of open) {
          used = used.plus(row.margin);
          const value = valueAtMarket(this.feed, { ...row, type: this.types.get(row.code) ?? 0 });
          if (value) floating = floating.plus(value.profit);
          valued.push({ row, profit: value?.profit ?? Money.zero() });
        }
        const equity = cash.plus(used).plus(floating);
        if (equity.times('100').gt(used.times(String(this.level)))) return;

        // Largest loss first, among the positions that have a live price to close at.
        valued.sort((a, b) => a.profit.compare(b.profit) || a.row.id - b.row.id);
        let done = false;
        for (const { row } of valued) {
          let tick: Tick;
          try {
            tick = freshTick(this.feed, row.code, now);
          } catch {
            continue;
          }
          if (await this.closeInSavepoint(tx, row, tick, 'stop_out', now, accounts)) {
            closed.push(row.id);
            open.splice(open.indexOf(row), 1);
            done = true;
            break;
          }
        }
        if (!done) {
          // No live price to close at (markets closed): not again on every tick.
          this.log.warn({ userId, mode }, 'trading engine: stop-out due but no position can be closed now');
          this.stopOutPausedUntil.set(accountKey(userId, mode), Date.now() + STOP_OUT_PAUSE_MS);
          return;
        }
        const [after] = await tx
          .select({ balance: ledgerAccounts.balance, held: ledgerAccounts.held })
          .from(ledgerAccounts)
          .where(eq(ledgerAccounts.id, account.id));
        if (!after) return;
        cash = Money.of(after.balance).minus(after.held);
      }
    });
    for (const id of closed) this.forget(id);
    if (result.cash) this.book.setCash(userId, mode, Number(result.cash.toString()));
  }
}
