import { ACCOUNT_CURRENCY, Money, type AccountMode, type CloseReason } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import type { Feed } from '../../feed/feed.ts';
import type { Tick } from '../../feed/types.ts';
import { customerAccount, type LockedCustomerAccount } from '../../ledger/index.ts';
import { TradingAccountIds, type TradingAccounts } from './accounts.ts';
import { closeLockedPosition, conversionFor, freshTick, type PositionRow } from './close.ts';
import { guard, type EngineLog } from './engine-log.ts';
import { claimOpenPositions, lockAccountPositions } from './engine-repo.ts';
import { valueAtMarket } from './exposure.ts';
import { liveMarks } from './instruments.ts';
import type { Owner } from './repo.ts';
import type { TrackedPositions } from './tracked-positions.ts';
import { firstCrossing } from './trigger-index.ts';
import { accountKey } from '../../core/account-key.ts';

/**
 * The trading engine's closes: stop-losses and take-profits the ticks crossed, and stop-outs of
 * accounts at or below the stop-out level. Every close is claimed with FOR UPDATE SKIP LOCKED (a
 * row another node or a customer holds is left to them), decided exactly with Money on the locked
 * rows, and run in a savepoint of its own, so one failure loses only itself.
 */

/** An account due for stop-out with nothing closable (no live price) is tried again after this. */
const STOP_OUT_PAUSE_MS = 10_000;

export interface StopClosesOptions {
  db: Db;
  feed: Feed;
  log: EngineLog;
  now: () => Date;
  /** Each instrument's type, by code: it decides the quote currency and conversion. */
  types: ReadonlyMap<string, number>;
  /** Stop-out when equity ÷ used margin × 100 is at or below this. */
  stopOutLevelPercent: number;
  /** Positions one claiming transaction closes at most. */
  maxPerTransaction: number;
  /** Accounts one tick batch stops out at most, one transaction each; the rest next batch. */
  maxStopOutsPerBatch: number;
  tracked: TrackedPositions;
}

/** A stop-out in progress: the account and its positions, locked, and what it closed so far. */
interface StopOutRun {
  owner: Owner;
  account: LockedCustomerAccount;
  open: PositionRow[];
  accounts: ReadonlyMap<AccountMode, TradingAccounts>;
  closed: number[];
}

export class StopCloses {
  private readonly db: Db;
  private readonly feed: Feed;
  private readonly log: EngineLog;
  private readonly now: () => Date;
  private readonly types: ReadonlyMap<string, number>;
  private readonly level: number;
  private readonly maxPerTransaction: number;
  private readonly maxStopOutsPerBatch: number;
  private readonly tracked: TrackedPositions;
  private readonly accounts: TradingAccountIds;
  /** Accounts due for stop-out that had nothing closable, and until when they are left alone. */
  private readonly stopOutPausedUntil = new Map<string, number>();

  constructor(options: StopClosesOptions) {
    this.db = options.db;
    this.feed = options.feed;
    this.log = options.log;
    this.now = options.now;
    this.types = options.types;
    this.level = options.stopOutLevelPercent;
    this.maxPerTransaction = options.maxPerTransaction;
    this.maxStopOutsPerBatch = options.maxStopOutsPerBatch;
    this.tracked = options.tracked;
    this.accounts = new TradingAccountIds(options.db);
  }

  /**
   * Claims the candidates, at most maxPerTransaction per transaction: rows another transaction
   * holds (a customer closing) are skipped, closed rows are not returned. Each locked row is
   * checked exactly against the batch's ticks of its instrument and closed at the first that
   * crosses one of its stops (a gap fills at the gap price, never at the stop). Gives back the
   * positions it could not settle (a database error): crossed, or maybe crossed, and still open.
   */
  async fireStops(ids: readonly number[], byCode: ReadonlyMap<string, readonly Tick[]>): Promise<number[]> {
    const unsettled: number[] = [];
    for (let i = 0; i < ids.length; i += this.maxPerTransaction) {
      const chunk = ids.slice(i, i + this.maxPerTransaction);
      const closed: number[] = [];
      const notCrossed: PositionRow[] = [];
      const failed: number[] = [];
      const outcome = { committed: false };
      await guard(this.log, 'stop claim', async () => {
        const accounts = await this.systemAccounts(chunk.map((id) => this.tracked.book.modeOf(id)));
        await this.db.transaction(async (tx) => {
          closed.length = 0;
          notCrossed.length = 0;
          failed.length = 0;
          const rows = await claimOpenPositions(tx, chunk);
          const now = this.now();
          for (const row of rows) {
            const hit = firstCrossing(row, byCode.get(row.code));
            if (!hit) {
              notCrossed.push(row);
              continue;
            }
            if (await this.closeInSavepoint(tx, row, hit.tick, hit.reason, now, accounts)) closed.push(row.id);
            else failed.push(row.id);
          }
        });
        outcome.committed = true;
      });
      if (!outcome.committed) {
        unsettled.push(...chunk);
        continue;
      }
      unsettled.push(...failed);
      for (const id of closed) this.tracked.forget(id);
      for (const row of notCrossed) this.tracked.refresh(row);
    }
    return unsettled;
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

  /** Stops out the accounts the pre-filter offers (lowest level first), at most maxStopOutsPerBatch. */
  async stopOuts(): Promise<void> {
    const book = this.tracked.book;
    if (book.accountCount === 0) return;
    const nowMs = Date.now();
    for (const [key, at] of this.stopOutPausedUntil) if (at <= nowMs) this.stopOutPausedUntil.delete(key);
    const candidates = book
      .candidates(liveMarks(this.feed, this.types), this.level)
      .filter((c) => !this.stopOutPausedUntil.has(accountKey(c.userId, c.mode)))
      .slice(0, this.maxStopOutsPerBatch);
    for (const candidate of candidates) {
      await guard(this.log, 'stop-out', () => this.stopOut({ userId: candidate.userId, mode: candidate.mode }));
    }
  }

  /**
   * One account, in one transaction: its ledger account row locked (skipped when busy), its open
   * positions locked (skipped when any is held elsewhere: the next batch tries again), then its
   * largest losers closed while it is due (closeWhileDue).
   */
  private async stopOut(owner: Owner): Promise<void> {
    const closed: number[] = [];
    const result: { cash: Money | null } = { cash: null };
    const accounts = await this.systemAccounts([owner.mode]);
    await this.db.transaction(async (tx) => {
      closed.length = 0;
      const key = { ...owner, currency: ACCOUNT_CURRENCY };
      const account = await customerAccount(tx, key, { lock: true, skipLocked: true });
      if (!account) return;
      const open = await lockAccountPositions(tx, owner);
      if (!open) return;
      result.cash = await this.closeWhileDue(tx, { owner, account, open, accounts, closed });
    });
    for (const id of closed) this.tracked.forget(id);
    if (result.cash) this.tracked.book.setCash(owner.userId, owner.mode, Number(result.cash.toString()));
  }

  /**
   * While the exact margin level is at or below the stop-out level, the position with the largest
   * loss (that has a fresh price to close at) is closed at the live tick, and the level recomputed
   * with the cash the close left. Gives back the account's cash as last read.
   */
  private async closeWhileDue(tx: Db, run: StopOutRun): Promise<Money> {
    const { owner, open } = run;
    let cash = run.account.available;
    const now = this.now();
    for (;;) {
      if (open.length === 0) return cash;
      const losers = this.losersIfDue(open, cash);
      if (!losers) return cash;
      const closed = await this.closeFirstClosable(tx, losers, now, run.accounts);
      if (!closed) {
        // No live price to close at (markets closed): not again on every tick.
        this.log.warn(owner, 'trading engine: stop-out due but no position can be closed now');
        this.stopOutPausedUntil.set(accountKey(owner.userId, owner.mode), Date.now() + STOP_OUT_PAUSE_MS);
        return cash;
      }
      run.closed.push(closed.id);
      open.splice(open.indexOf(closed), 1);
      const after = await customerAccount(tx, { ...owner, currency: ACCOUNT_CURRENCY }, { lock: false, create: false });
      if (!after) return cash;
      cash = after.available;
    }
  }

  /**
   * The open positions, largest loss first, when the exact margin level (equity ÷ used margin ×
   * 100, equity = cash + used margin + floating profit) is at or below the stop-out level; else null.
   */
  private losersIfDue(open: readonly PositionRow[], cash: Money): PositionRow[] | null {
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
    if (equity.times('100').gt(used.times(String(this.level)))) return null;
    valued.sort((a, b) => a.profit.compare(b.profit) || a.row.id - b.row.id);
    return valued.map((v) => v.row);
  }

  /** Closes the first of these rows that has a live price to close at; null when none could be closed. */
  private async closeFirstClosable(
    tx: Db,
    rows: readonly PositionRow[],
    now: Date,
    accounts: ReadonlyMap<AccountMode, TradingAccounts>,
  ): Promise<PositionRow | null> {
    for (const row of rows) {
      let tick: Tick;
      try {
        tick = freshTick(this.feed, row.code, now);
      } catch {
        continue;
      }
      if (await this.closeInSavepoint(tx, row, tick, 'stop_out', now, accounts)) return row;
    }
    return null;
  }
}
