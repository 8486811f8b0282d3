import { ACCOUNT_CURRENCY } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { customerCash } from '../../ledger/index.ts';
import type { EngineLog } from './engine-log.ts';
import { changeHorizon, openTrackedPositions, positionsChangedAfter, type TrackedRow } from './engine-repo.ts';
import { MarginBook } from './margin-book.ts';
import { TriggerIndex } from './trigger-index.ts';
import { accountKey } from '../../core/account-key.ts';

/**
 * The open positions as the trading engine keeps them in memory, in step with the database: their
 * stops in a TriggerIndex, their exposure and their accounts' cash in a MarginBook. It learns of
 * changes made anywhere by polling `positions.change_seq`, which every insert, stop change and close
 * bumps, and re-reads every open position now and then as a backstop.
 */

/** Rows one change poll reads at most; a poll pages on until it has read everything. */
const CHANGE_PAGE = 5000;
/** Pages one poll reads at most, so that a huge backlog cannot hold the ticks up for long. */
const CHANGE_PAGES_PER_SYNC = 20;
/** On start the first poll re-reads this many change numbers before the loaded state (see `reconcile`). */
const STARTUP_LOOKBACK = 5000;
/** A poll's change numbers wait at most this long for the transactions running then to end. */
const HORIZON_MAX_WAIT_MS = 60_000;

interface HorizonEntry {
  ceiling: number;
  xmax: bigint;
  /** When the poll was made: a transaction open far longer holds the horizon back no more. */
  atMs: number;
}

export interface TrackedPositionsOptions {
  db: Db;
  log: EngineLog;
  /** Every account's cash is re-read this often; a changed account's at once. */
  cashRefreshMs: number;
  /** A full re-read of the open positions, a backstop for the change feed. */
  reconcileIntervalMs: number;
}

export class TrackedPositions {
  readonly index = new TriggerIndex();
  readonly book = new MarginBook();

  private readonly db: Db;
  private readonly log: EngineLog;
  private readonly cashRefreshMs: number;
  private readonly reconcileIntervalMs: number;
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

  constructor(options: TrackedPositionsOptions) {
    this.db = options.db;
    this.log = options.log;
    this.cashRefreshMs = options.cashRefreshMs;
    this.reconcileIntervalMs = options.reconcileIntervalMs;
  }

  /** Reads the changes since the last sync (or everything, when due), then the cash that changed. */
  async sync(): Promise<void> {
    const nowMs = Date.now();
    if (this.needsReconcile || nowMs - this.lastReconcileMs >= this.reconcileIntervalMs) {
      await this.reconcile();
    } else {
      await this.poll();
    }
    await this.refreshCash(nowMs);
  }

  /**
   * Reads the positions whose change number is above the safe one, in order, in pages. Numbers
   * are handed out before commit, so a change can become visible after a higher one: the safe
   * number only moves past a poll's ceiling once every transaction running then has ended, and
   * until then the changes above it are read again (applying a row twice is harmless).
   */
  private async poll(): Promise<void> {
    const horizon = await changeHorizon(this.db);
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
      const rows = await positionsChangedAfter(this.db, after, CHANGE_PAGE);
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
    const horizon = await changeHorizon(this.db);
    const rows = await openTrackedPositions(this.db);
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

  /**
   * A claimed row the engine found open but not crossed: the row is the truth, so a candidate
   * whose stops moved is indexed again as it is now (unless a newer change is already applied).
   */
  refresh(row: TrackedRow): void {
    const known = this.seqOf.get(row.id);
    if (known === undefined || known <= row.changeSeq) {
      this.seqOf.set(row.id, row.changeSeq);
      this.track(row);
    }
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

  /** Stops tracking a position (closed). */
  forget(id: number): void {
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
      const rows = await customerCash(this.db, userIds.slice(i, i + CHANGE_PAGE), ACCOUNT_CURRENCY);
      for (const row of rows) {
        if (wanted.has(accountKey(row.userId, row.mode))) this.book.setCash(row.userId, row.mode, Number(row.cash));
      }
    }
  }
}
