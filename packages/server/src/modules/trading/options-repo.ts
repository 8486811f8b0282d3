import { and, asc, count, desc, eq, gte, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { AccountMode, OptionDirection } from '@tp/contract';
import { queryRows, type Db } from '../../db/client.ts';
import { instruments, optionsOrders, optionsProducts } from '../../db/schema.ts';

/** SQL only for the options: every function takes the transaction (or the database) first; customer reads filter by owner and mode. */

export type OptionsProductRow = typeof optionsProducts.$inferSelect;
export type OptionsOrderRow = typeof optionsOrders.$inferSelect;
export type NewOptionsOrder = typeof optionsOrders.$inferInsert;

/** An order with what the customer sees of its instrument. */
export interface OptionsOrderView extends OptionsOrderRow {
  appName: string;
  type: number;
  precision: number;
}

// ---------------------------------------------------------------------------------------------
// Products

export async function listProducts(tx: Db, enabledOnly: boolean): Promise<OptionsProductRow[]> {
  return tx
    .select()
    .from(optionsProducts)
    .where(enabledOnly ? eq(optionsProducts.enabled, true) : undefined)
    .orderBy(asc(optionsProducts.periodSeconds), asc(optionsProducts.id));
}

export async function findProduct(tx: Db, id: number): Promise<OptionsProductRow | undefined> {
  const rows = await tx.select().from(optionsProducts).where(eq(optionsProducts.id, id));
  return rows[0];
}

// ---------------------------------------------------------------------------------------------
// Buying

export async function countOpen(tx: Db, userId: number, mode: AccountMode): Promise<number> {
  const rows = await tx
    .select({ n: count() })
    .from(optionsOrders)
    .where(and(eq(optionsOrders.userId, userId), eq(optionsOrders.mode, mode), eq(optionsOrders.status, 'open')));
  return rows[0]?.n ?? 0;
}

export async function nextOrderId(tx: Db): Promise<number> {
  const rows = await queryRows<{ id: number | string }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('options_orders', 'id')) as id`,
  );
  const id = Number(rows[0]?.id);
  if (!Number.isSafeInteger(id)) throw new Error('no options order id');
  return id;
}

/** Inserts an order and gives back its row, with what the database filled in. */
export async function insertOrder(tx: Db, row: NewOptionsOrder): Promise<OptionsOrderRow> {
  const rows = await tx.insert(optionsOrders).values(row).returning();
  const inserted = rows[0];
  if (!inserted) throw new Error('options order insert returned nothing');
  return inserted;
}

// ---------------------------------------------------------------------------------------------
// The customer's orders

const viewColumns = {
  order: optionsOrders,
  appName: instruments.appName,
  type: instruments.type,
  precision: instruments.precision,
};

function toView(row: { order: OptionsOrderRow; appName: string; type: number; precision: number }): OptionsOrderView {
  return { ...row.order, appName: row.appName, type: row.type, precision: row.precision };
}

/** The owner's order of that mode, or nothing: another customer's or another mode's id reads like an unknown one. */
export async function findOwnOrder(
  tx: Db,
  userId: number,
  mode: AccountMode,
  id: number,
): Promise<OptionsOrderView | undefined> {
  const rows = await tx
    .select(viewColumns)
    .from(optionsOrders)
    .innerJoin(instruments, eq(instruments.id, optionsOrders.instrumentId))
    .where(and(eq(optionsOrders.id, id), eq(optionsOrders.userId, userId), eq(optionsOrders.mode, mode)));
  const row = rows[0];
  return row ? toView(row) : undefined;
}

export interface OrderFilter {
  userId: number;
  mode: AccountMode;
  status?: 'open' | 'settled';
  instrumentId?: number;
  direction?: OptionDirection;
  /** Bought at or after, before (epoch ms). */
  fromMs?: number;
  toMs?: number;
}

function filterOf(filter: OrderFilter): SQL | undefined {
  const conditions: SQL[] = [eq(optionsOrders.userId, filter.userId), eq(optionsOrders.mode, filter.mode)];
  if (filter.status === 'open') conditions.push(eq(optionsOrders.status, 'open'));
  if (filter.status === 'settled') conditions.push(ne(optionsOrders.status, 'open'));
  if (filter.instrumentId !== undefined) conditions.push(eq(optionsOrders.instrumentId, filter.instrumentId));
  if (filter.direction !== undefined) conditions.push(eq(optionsOrders.direction, filter.direction));
  if (filter.fromMs !== undefined) conditions.push(gte(optionsOrders.createdAt, new Date(filter.fromMs)));
  if (filter.toMs !== undefined) conditions.push(lt(optionsOrders.createdAt, new Date(filter.toMs)));
  return and(...conditions);
}

/** Newest first. */
export async function listOwnOrders(
  tx: Db,
  filter: OrderFilter,
  limit: number,
  offset: number,
): Promise<OptionsOrderView[]> {
  const rows = await tx
    .select(viewColumns)
    .from(optionsOrders)
    .innerJoin(instruments, eq(instruments.id, optionsOrders.instrumentId))
    .where(filterOf(filter))
    .orderBy(desc(optionsOrders.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toView);
}

export async function countOwnOrders(tx: Db, filter: OrderFilter): Promise<number> {
  const rows = await tx.select({ n: count() }).from(optionsOrders).where(filterOf(filter));
  return rows[0]?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Settlement

/**
 * Open orders that expired at or before `cutoffMs`, oldest expiry first, locked for this
 * transaction. Rows another settler holds are skipped, so any number of nodes settle each order once.
 */
export async function claimDue(tx: Db, cutoffMs: number, limit: number): Promise<OptionsOrderRow[]> {
  return tx
    .select()
    .from(optionsOrders)
    .where(and(eq(optionsOrders.status, 'open'), lte(optionsOrders.expiresAtMs, cutoffMs)))
    .orderBy(asc(optionsOrders.expiresAtMs), asc(optionsOrders.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export interface Settlement {
  status: 'won' | 'lost' | 'tie' | 'refunded';
  settlePrice: string | null;
  settleTickTimeMs: number | null;
  payout: string;
  settleEntryId: number;
  settledAt: Date;
}

/** Marks a claimed order settled; false when it was no longer open (which a claim rules out). */
export async function markSettled(tx: Db, id: number, settlement: Settlement): Promise<boolean> {
  const rows = await tx
    .update(optionsOrders)
    .set(settlement)
    .where(and(eq(optionsOrders.id, id), eq(optionsOrders.status, 'open')))
    .returning({ id: optionsOrders.id });
  return rows.length > 0;
}
