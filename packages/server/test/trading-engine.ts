import { and, eq } from 'drizzle-orm';
import { Money, type PositionRecord } from '@tp/contract';
import type { Db } from '../src/db/client.ts';
import { ledgerEntries, positions } from '../src/db/schema.ts';
import { call, type Answer, type TestApp } from './app.ts';
import type { SignedUp } from './signin.ts';

/**
 * What the trading engine's suites share: prices on one instrument at a time, positions opened
 * and closed over HTTP, and waiting for the engine to close one, with what the engine logged as
 * going wrong in the message when it does not.
 */

export const ORDER = '/swx/customer/order';
export const DEMO = { virtually: 'NO' };

export type PositionRow = typeof positions.$inferSelect;

/**
 * Polls until `check` returns a value (not undefined), or fails after `timeoutMs` with what
 * `detail` says (what the server logged as going wrong, say).
 */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 60_000,
  detail: () => string = () => '',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${detail()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The server's log as a suite keeps it: the last lines at warning level or above. */
function troubleLog() {
  const lines: string[] = [];
  const stream = {
    write(line: string) {
      let level = 0;
      try {
        level = (JSON.parse(line) as { level?: number }).level ?? 0;
      } catch {
        level = 50;
      }
      if (level < 40) return;
      lines.push(line.trim());
      if (lines.length > 20) lines.shift();
    },
  };
  return { stream, describe: () => (lines.length === 0 ? '' : `; the server logged:\n${lines.join('\n')}`) };
}

export async function positionRow(db: Db, id: number): Promise<PositionRow> {
  const rows = await db.select().from(positions).where(eq(positions.id, id));
  if (!rows[0]) throw new Error(`no position ${id}`);
  return rows[0];
}

export async function closeEntries(db: Db, id: number): Promise<number> {
  const rows = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, 'position_close'), eq(ledgerEntries.reference, `position:${id}`)));
  return rows.length;
}

/** What waitTracked needs of an engine: reading the changes now, and the stops it tracks. */
interface TrackingEngine {
  syncNow(): Promise<void>;
  index: { has(positionId: number): boolean };
}

/** What the engine tests do with one app: prices on one instrument, positions over HTTP. */
export function helpers(getApp: () => Pick<TestApp, 'url' | 'feed' | 'instruments'>) {
  let clock = Date.now();
  /** Tick times strictly increase (the feed drops an older tick), and stay near the real time. */
  const nextTime = () => (clock = Math.max(clock + 1, Date.now()));
  const instrument = (code: string) => {
    const found = getApp().instruments.find((i) => i.code === code);
    if (!found) throw new Error(`no instrument ${code}`);
    return found;
  };
  const text = (code: string, price: string) => Money.of(price).toFixed(instrument(code).precision, 'halfEven');
  const trouble = troubleLog();
  return {
    /** The log to start the app with (startTestApp's `log`): what goes wrong shows in waitClosed's failure. */
    log: trouble.stream,
    /** Waits for the engine to close the position; on time-out, says what the server logged. */
    waitClosed(db: Db, id: number): Promise<PositionRow> {
      const closed = async () => {
        const row = await positionRow(db, id);
        return row.status === 'closed' ? row : undefined;
      };
      return waitFor(`position ${id} closed`, closed, 60_000, trouble.describe);
    },
    /**
     * Has the engine read the changes until it tracks the position's stops: a sync that failed is
     * tried again, as the engine's timer would; on time-out, says what the server logged.
     */
    async waitTracked(engine: TrackingEngine, id: number, timeoutMs = 10_000): Promise<void> {
      const tracked = async () => {
        await engine.syncNow();
        return engine.index.has(id) ? true : undefined;
      };
      await waitFor(`position ${id} tracked`, tracked, timeoutMs, trouble.describe);
    },
    instrument,
    text,
    /** One batch of ticks of several instruments: [code, price] pairs, in order. */
    batch(...pairs: [string, string][]) {
      const batch = pairs.map(([code, p]) => {
        const priceText = text(code, p);
        return { code, price: Number(priceText), priceText, time: nextTime() };
      });
      getApp().feed.ingest(batch);
      return batch;
    },
    /** One batch of ticks of one instrument, in order; returns them as ingested. */
    ticks(code: string, ...prices: string[]) {
      const batch = prices.map((p) => {
        const priceText = text(code, p);
        return { code, price: Number(priceText), priceText, time: nextTime() };
      });
      getApp().feed.ingest(batch);
      return batch;
    },
    async open(
      who: SignedUp,
      code: string,
      body: { side: 'long' | 'short'; lots?: string; leverage?: number; stopLoss?: string; takeProfit?: string },
    ): Promise<PositionRecord> {
      const answer: Answer<PositionRecord | null> = await call(getApp().url, 'POST', `${ORDER}/openPosition`, {
        token: who.token,
        headers: DEMO,
        body: {
          instrumentId: instrument(code).id,
          side: body.side,
          lots: body.lots ?? instrument(code).minLots,
          leverage: body.leverage ?? 10,
          stopLoss: body.stopLoss === undefined ? null : text(code, body.stopLoss),
          takeProfit: body.takeProfit === undefined ? null : text(code, body.takeProfit),
        },
      });
      if (answer.code !== 200 || !answer.result) throw new Error(`openPosition: ${answer.code} ${answer.msg}`);
      return answer.result;
    },
    updateStops(who: SignedUp, id: number, stopLoss: string | null, takeProfit: string | null, code: string) {
      return call<PositionRecord | null>(getApp().url, 'POST', `${ORDER}/updatePositionStops`, {
        token: who.token,
        headers: DEMO,
        body: {
          id,
          stopLoss: stopLoss === null ? null : text(code, stopLoss),
          takeProfit: takeProfit === null ? null : text(code, takeProfit),
        },
      });
    },
    close(who: SignedUp, id: number) {
      return call<PositionRecord | null>(getApp().url, 'POST', `${ORDER}/closePosition`, {
        token: who.token,
        headers: DEMO,
        body: { id },
      });
    },
  };
}
