import type { Db } from '../db/client.ts';
import { lastDayOfCandles, upsertCandles, type CandleRow } from './candles.ts';
import type { Feed } from './feed.ts';

const MINUTE_MS = 60_000;
/** An instrument that has not traded for this long (a long holiday and more) is not loaded at start. */
const RESUME_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

/**
 * Writes the feed's finished minute bars to the database once a minute, so that charts keep their
 * history across restarts and every node can read it. Only the node running the price source records.
 */
export class CandleRecorder {
  private readonly written = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly feed: Feed,
    private readonly now: () => number = Date.now,
  ) {}

  /** Writes every finished minute not written yet; the minute in progress waits for the next call. */
  async flush(): Promise<number> {
    const currentMinute = Math.floor(this.now() / MINUTE_MS) * MINUTE_MS;
    const rows: CandleRow[] = [];
    for (const code of this.feed.codes) {
      const after = this.written.get(code) ?? -1;
      for (const bar of this.feed.minuteBars(code)) {
        if (bar.time > after && bar.time < currentMinute) rows.push({ code, ...bar });
      }
    }
    await upsertCandles(this.db, rows);
    for (const row of rows) this.written.set(row.code, Math.max(this.written.get(row.code) ?? -1, row.time));
    return rows.length;
  }

  /**
   * Loads into the feed each instrument's last day written (before a restart, or by the node
   * leading the price source); returns where each instrument stopped.
   */
  async resume(dayMs: number): Promise<Map<string, { time: number; close: number }>> {
    const rows = await lastDayOfCandles(this.db, this.feed.codes, dayMs, this.now() - RESUME_MAX_AGE_MS);
    const byCode = new Map<string, CandleRow[]>();
    for (const row of rows) {
      const bars = byCode.get(row.code);
      if (bars) bars.push(row);
      else byCode.set(row.code, [row]);
    }
    const stops = new Map<string, { time: number; close: number }>();
    for (const [code, bars] of byCode) {
      this.feed.restore(code, bars);
      const last = bars.at(-1);
      if (last) {
        stops.set(code, { time: last.time, close: last.close });
        this.written.set(code, last.time);
      }
    }
    return stops;
  }

  start(): () => void {
    const timer = setInterval(() => {
      this.flush().catch((err: unknown) => {
        console.error(`candle recording failed: ${(err as Error).message}`);
      });
    }, MINUTE_MS);
    return () => {
      clearInterval(timer);
    };
  }
}
