import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AccountMode, Money, PositionSide } from '@tp/contract';
import { queryRows, type Db } from '../../db/client.ts';
import { instruments, positions } from '../../db/schema.ts';

/**
 * SQL of positions only: every function takes the transaction (or the database) first, and every
 * customer read or write names the owner (user and mode), so that another customer's position, or
 * the other book's, reads exactly like a missing one.
 */

export type PositionRow = typeof positions.$inferSelect;
export type NewPosition = typeof positions.$inferInsert;
/** A position with what a record shows of its instrument. */
export type PositionView = PositionRow & { appName: string; type: number };

export interface Owner {
  userId: number;
  mode: AccountMode;
}

const ownedBy = (owner: Owner): SQL => and(eq(positions.userId, owner.userId), eq(positions.mode, owner.mode)) as SQL;

// ---------------------------------------------------------------------------------------------
// Open positions

/**
 * What valuing an open position needs, its instrument's type aside (the catalogue has it). Amounts
 * as text, as read, or already parsed: the order desk values the positions it remembers for every
 * order, and parsing them each time was a twelfth of its CPU.
 */
export interface OpenPositionTerms {
  code: string;
  instrumentId: number;
  side: PositionSide;
  lots: string | Money;
  contractSize: string | Money;
  openPrice: string | Money;
  openRate: string | Money | null;
  margin: string | Money;
}

/**
 * The owner's open positions as one JSON array of OpenPositionTerms, to be read within a larger
 * query. Amounts as text: a JSON number would lose their precision.
 */
const openPositionsJson = (owner: Owner): SQL =>
  sql`(select coalesce(json_agg(json_build_object(
        'code', code, 'instrumentId', instrument_id, 'side', side, 'lots', lots::text,
        'contractSize', contract_size::text, 'openPrice', open_price::text,
        'openRate', open_rate::text, 'margin', margin::text)), '[]'::json)
      from positions where user_id = ${owner.userId} and mode = ${owner.mode} and status = 'open')`;

/** The owner's open positions; locks nothing. */
export async function openPositionTerms(tx: Db, owner: Owner): Promise<OpenPositionTerms[]> {
  const rows = await queryRows<{ open: OpenPositionTerms[] }>(tx, sql`select ${openPositionsJson(owner)} as open`);
  return rows[0]?.open ?? [];
}

// ---------------------------------------------------------------------------------------------
// Writing positions

/** What opening writes: a position's row but what the database or the close fills in. */
export type OpenedPosition = Omit<PositionRow, 'status' | 'changeSeq' | keyof CloseFields>;

/** The owner's position, locked until the transaction ends; undefined when it is not theirs or not there. */
export async function lockOwnPosition(tx: Db, owner: Owner, id: number): Promise<PositionRow | undefined> {
  const rows = await tx
    .select()
    .from(positions)
    .where(and(eq(positions.id, id), ownedBy(owner)))
    .for('update');
  return rows[0];
}

export type CloseFields = Pick<
  NewPosition,
  | 'closePrice'
  | 'closeTickTimeMs'
  | 'closeRate'
  | 'closeRateCode'
  | 'closeRateTimeMs'
  | 'closeReason'
  | 'profit'
  | 'absorbedLoss'
  | 'closeEntryId'
  | 'closedAt'
>;

/**
 * Marks an open position closed, with a new change sequence number (how price-stream workers learn
 * of it). Undefined when it was not open: the caller's lock makes that a broken promise, not a race.
 */
export async function markClosed(
  tx: Db,
  position: Pick<PositionRow, 'id' | 'userId' | 'mode'>,
  fields: CloseFields,
): Promise<PositionRow | undefined> {
  const rows = await tx
    .update(positions)
    .set({ ...fields, status: 'closed', changeSeq: sql`nextval('position_change_seq')` })
    .where(and(eq(positions.id, position.id), ownedBy(position), eq(positions.status, 'open')))
    .returning();
  return rows[0];
}

/** Sets or removes the stops of an open position of the owner, with a new change sequence number. */
export async function updateStops(
  tx: Db,
  owner: Owner,
  id: number,
  stops: { stopLoss: string | null; takeProfit: string | null },
): Promise<PositionRow | undefined> {
  const rows = await tx
    .update(positions)
    .set({ ...stops, changeSeq: sql`nextval('position_change_seq')` })
    .where(and(eq(positions.id, id), ownedBy(owner), eq(positions.status, 'open')))
    .returning();
  return rows[0];
}

// ---------------------------------------------------------------------------------------------
// Reading positions

const viewColumns = { position: positions, appName: instruments.appName, type: instruments.type };
const toView = (row: { position: PositionRow; appName: string; type: number }): PositionView => ({
  ...row.position,
  appName: row.appName,
  type: row.type,
});

/** The position an earlier request of the owner with this Idempotency-Key opened. */
export async function ownPosition(tx: Db, owner: Owner, id: number): Promise<PositionView | undefined> {
  const rows = await tx
    .select(viewColumns)
    .from(positions)
    .innerJoin(instruments, eq(instruments.id, positions.instrumentId))
    .where(and(eq(positions.id, id), ownedBy(owner)));
  return rows[0] ? toView(rows[0]) : undefined;
}

export interface PositionFilter extends Owner {
  status?: 'open' | 'closed';
  instrumentId?: number;
  side?: PositionSide;
  /** Opened at or after, and before, in epoch ms. */
  fromMs?: number;
  toMs?: number;
}

function filterOf(filter: PositionFilter): SQL {
  const conditions: SQL[] = [ownedBy(filter)];
  if (filter.status) conditions.push(eq(positions.status, filter.status));
  if (filter.instrumentId !== undefined) conditions.push(eq(positions.instrumentId, filter.instrumentId));
  if (filter.side) conditions.push(eq(positions.side, filter.side));
  if (filter.fromMs !== undefined) conditions.push(gte(positions.openedAt, new Date(filter.fromMs)));
  if (filter.toMs !== undefined) conditions.push(lt(positions.openedAt, new Date(filter.toMs)));
  return and(...conditions) as SQL;
}

/** The owner's positions, newest first. */
export async function listOwnPositions(
  tx: Db,
  filter: PositionFilter,
  limit: number,
  offset: number,
): Promise<PositionView[]> {
  const rows = await tx
    .select(viewColumns)
    .from(positions)
    .innerJoin(instruments, eq(instruments.id, positions.instrumentId))
    .where(filterOf(filter))
    .orderBy(desc(positions.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toView);
}

export async function countOwnPositions(tx: Db, filter: PositionFilter): Promise<number> {
  const rows = await tx.select({ n: count() }).from(positions).where(filterOf(filter));
  return rows[0]?.n ?? 0;
}

/** What valuing an open position needs. */
export interface OpenExposureRow {
  code: string;
  type: number;
  side: PositionSide;
  lots: string;
  contractSize: string;
  openPrice: string;
  openRate: string | null;
  margin: string;
}

/** The owner's open positions with their instruments' types, in one query. */
export async function openPositionsOf(tx: Db, owner: Owner): Promise<OpenExposureRow[]> {
  return tx
    .select({
      code: positions.code,
      type: instruments.type,
      side: positions.side,
      lots: positions.lots,
      contractSize: positions.contractSize,
      openPrice: positions.openPrice,
      openRate: positions.openRate,
      margin: positions.margin,
    })
    .from(positions)
    .innerJoin(instruments, eq(instruments.id, positions.instrumentId))
    .where(and(ownedBy(owner), eq(positions.status, 'open')));
}
