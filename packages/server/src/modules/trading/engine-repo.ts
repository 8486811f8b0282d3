import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { positions } from '../../db/schema.ts';
import type { Owner, PositionRow } from './repo.ts';

/**
 * The trading engine's SQL, across every customer's positions: following their change numbers,
 * and claiming the ones it closes. Every function takes the transaction (or the database) first.
 */

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
export type TrackedRow = Pick<PositionRow, keyof typeof tracked>;

/** Where the change numbers stand, and which transactions may still commit changes below them. */
export interface ChangeHorizon {
  /** The highest change number handed out. */
  ceiling: number;
  /** The oldest transaction still running. */
  xmin: bigint;
  /** The next transaction id. */
  xmax: bigint;
}

/**
 * The highest change number handed out, then the oldest transaction still running and the next
 * transaction id, in that order: every transaction that took a number up to the ceiling had its
 * id by then, so once the oldest running transaction is past `xmax`, every change numbered up
 * to the ceiling is committed (or never will be) and visible.
 */
export async function changeHorizon(db: Db): Promise<ChangeHorizon> {
  const seq = await queryRows<{ last: string; called: boolean }>(
    db,
    sql`select last_value::text as last, is_called as called from position_change_seq`,
  );
  const snapshot = await queryRows<{ xmin: string; xmax: string }>(
    db,
    sql`select pg_snapshot_xmin(s)::text as xmin, pg_snapshot_xmax(s)::text as xmax from pg_current_snapshot() as s`,
  );
  const last = Number(seq[0]?.last ?? 0);
  return {
    ceiling: seq[0]?.called ? last : last - 1,
    xmin: BigInt(snapshot[0]?.xmin ?? '0'),
    xmax: BigInt(snapshot[0]?.xmax ?? '0'),
  };
}

/** Positions (open or not) whose change number is above `afterSeq`, in change order, at most `limit`. */
export function positionsChangedAfter(db: Db, afterSeq: number, limit: number): Promise<TrackedRow[]> {
  return db
    .select(tracked)
    .from(positions)
    .where(gt(positions.changeSeq, afterSeq))
    .orderBy(asc(positions.changeSeq))
    .limit(limit);
}

/** Every open position, in one consistent snapshot. */
export function openTrackedPositions(db: Db): Promise<TrackedRow[]> {
  return db.select(tracked).from(positions).where(eq(positions.status, 'open'));
}

/**
 * Claims these positions where still open, locked until the transaction ends: rows another
 * transaction holds (a customer closing) are skipped. In account order, as every node claims, so
 * that the accounts' rows are then locked in one order.
 */
export function claimOpenPositions(tx: Db, ids: readonly number[]): Promise<PositionRow[]> {
  return tx
    .select()
    .from(positions)
    .where(and(inArray(positions.id, [...ids]), eq(positions.status, 'open')))
    .orderBy(asc(positions.userId), asc(positions.mode), asc(positions.id))
    .for('update', { skipLocked: true });
}

/**
 * Every open position of the account, locked until the transaction ends, in id order; null when
 * another transaction holds any of them (the caller tries again later rather than wait).
 */
export async function lockAccountPositions(tx: Db, owner: Owner): Promise<PositionRow[] | null> {
  const owned = and(eq(positions.userId, owner.userId), eq(positions.mode, owner.mode), eq(positions.status, 'open'));
  const locked = await tx
    .select()
    .from(positions)
    .where(owned)
    .orderBy(asc(positions.id))
    .for('update', { skipLocked: true });
  const [all] = await tx.select({ n: count() }).from(positions).where(owned);
  return (all?.n ?? 0) === locked.length ? locked : null;
}
