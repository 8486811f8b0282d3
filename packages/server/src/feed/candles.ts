import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Candle } from '@tp/contract';
import { queryRows, type Db } from '../db/client.ts';
import { candles } from '../db/schema.ts';

/** Rows one insert statement carries: every bound is explicit. */
export const CANDLE_INSERT_BATCH = 5000;

export interface CandleRow extends Candle {
  code: string;
}

const column = <K extends keyof CandleRow>(rows: readonly CandleRow[], key: K) => rows.map((row) => row[key]);

/**
 * Writes minute candles; a minute written again (its last ticks arrived later) is merged. The rows
 * travel as seven arrays unnested by the database: one statement of seven parameters per batch.
 */
export async function upsertCandles(tx: Db, rows: readonly CandleRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CANDLE_INSERT_BATCH) {
    const batch = rows.slice(i, i + CANDLE_INSERT_BATCH);
    await tx.execute(sql`insert into ${candles} (code, time_ms, open, high, low, close, volume)
      select * from unnest(${sql.param(column(batch, 'code'))}::text[], ${sql.param(column(batch, 'time'))}::bigint[],
        ${sql.param(column(batch, 'open'))}::float8[], ${sql.param(column(batch, 'high'))}::float8[], ${sql.param(column(batch, 'low'))}::float8[],
        ${sql.param(column(batch, 'close'))}::float8[], ${sql.param(column(batch, 'volume'))}::float8[])
      on conflict (code, time_ms) do update set high = greatest(${candles.high}, excluded.high),
        low = least(${candles.low}, excluded.low), close = excluded.close, volume = excluded.volume`);
  }
}

/**
 * Each instrument's minute candles of the day up to its own last one, oldest first: what a node
 * loads at start. Anchored on each instrument's last candle rather than on now, every node loads
 * the same day whenever it starts (a market closed since yesterday keeps the day it traded, which
 * its 24-hour change is measured over). Instruments with no candle since `sinceMs` are left out.
 */
export async function lastDayOfCandles(
  tx: Db,
  codes: readonly string[],
  dayMs: number,
  sinceMs: number,
): Promise<CandleRow[]> {
  const rows = await queryRows<Omit<CandleRow, 'time'> & { time: string | number }>(
    tx,
    sql`select c.code, c.time_ms as time, c.open, c.high, c.low, c.close, c.volume
    from unnest(${sql.param(codes)}::text[]) as i(code)
    cross join lateral (select max(time_ms) as last from ${candles} where code = i.code) as l
    join ${candles} as c on c.code = i.code and c.time_ms >= l.last - ${dayMs}::bigint
    where l.last >= ${sinceMs}::bigint
    order by c.code, c.time_ms`,
  );
  // The time is int8, which PGlite may hand over as text.
  return rows.map((row) => ({ ...row, time: Number(row.time) }));
}

export async function lastCandleTime(tx: Db, code: string): Promise<number | null> {
  const rows = await tx
    .select({ timeMs: candles.timeMs })
    .from(candles)
    .where(eq(candles.code, code))
    .orderBy(desc(candles.timeMs))
    .limit(1);
  return rows[0]?.timeMs ?? null;
}

/**
 * Candles of one period rolled up from minutes, the newest `limit` in [from, to), oldest first.
 * Buckets start at multiples of the period since the epoch (UTC days for 1d).
 */
export async function rolledUpCandles(
  tx: Db,
  code: string,
  periodMs: number,
  range: { fromMs: number; toMs: number; limit: number },
): Promise<Candle[]> {
  const rows = await queryRows<{
    time: string | number;
    open: number;
    high: number;
    low: number;
    close: number;
    volume: number;
  }>(
    tx,
    sql`select (${candles.timeMs} / ${periodMs}::bigint) * ${periodMs}::bigint as time,
      (array_agg(${candles.open} order by ${candles.timeMs}))[1] as open,
      max(${candles.high}) as high,
      min(${candles.low}) as low,
      (array_agg(${candles.close} order by ${candles.timeMs} desc))[1] as close,
      sum(${candles.volume}) as volume
    from ${candles}
    where ${and(eq(candles.code, code), gte(candles.timeMs, range.fromMs), sql`${candles.timeMs} < ${range.toMs}`)}
    group by 1 order by 1 desc limit ${range.limit}`,
  );
  // Both drivers read float8 as numbers; the bucket is int8, which PGlite may hand over as text.
  return rows.map((row) => ({ ...row, time: Number(row.time) })).reverse();
}

/** The same roll-up in memory, for the minutes not yet written (the live tail). */
export function rollUp(minutes: readonly Candle[], periodMs: number): Candle[] {
  const out: Candle[] = [];
  for (const bar of minutes) {
    const time = Math.floor(bar.time / periodMs) * periodMs;
    const current = out.at(-1);
    if (current?.time === time) {
      current.high = Math.max(current.high, bar.high);
      current.low = Math.min(current.low, bar.low);
      current.close = bar.close;
      current.volume += bar.volume;
    } else {
      out.push({ ...bar, time });
    }
  }
  return out;
}
