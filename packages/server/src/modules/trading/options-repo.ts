import { and, asc, count, desc, eq, gte, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { AccountMode, OptionDirection } from '@tp/contract';
import { settleAndReleaseKeys } from '../../core/idempotency-repo.ts';
import { queryPrepared, queryRows, type Db } from '../../db/client.ts';
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

const orderColumn = <K extends keyof NewOptionsOrder>(rows: readonly NewOptionsOrder[], key: K) =>
  sql.param(rows.map((row) => row[key] ?? null));

/**
 * insertOrder for a group-committed batch (options-batch.ts), which also settles the keys the
 * batch claimed, in the same statement: each written order's key gets the order's id, and the keys
 * of refused purchases are released, so that the retry can use them. The rows in the order given.
 */
export async function insertOrdersSettlingKeys(
  tx: Db,
  rows: readonly (NewOptionsOrder & { id: number; createdAt: Date })[],
  released: readonly { userId: number; key: string }[],
): Promise<OptionsOrderRow[]> {
  if (rows.length === 0 && released.length === 0) return [];
  const written = await queryPrepared<{ id: number | string }>(
    tx,
    'insert_options_orders_settling_keys',
    sql`with written as (
          insert into options_orders (id, user_id, mode, instrument_id, code, product_id, direction, period_seconds,
            payout_rate, stake, open_price, open_tick_time_ms, expires_at_ms, buy_entry_id, idempotency_key,
            request_hash, created_at)
          select * from unnest(${orderColumn(rows, 'id')}::bigint[], ${orderColumn(rows, 'userId')}::bigint[],
            ${orderColumn(rows, 'mode')}::text[], ${orderColumn(rows, 'instrumentId')}::bigint[], ${orderColumn(rows, 'code')}::text[],
            ${orderColumn(rows, 'productId')}::bigint[], ${orderColumn(rows, 'direction')}::text[],
            ${orderColumn(rows, 'periodSeconds')}::int[], ${orderColumn(rows, 'payoutRate')}::numeric[],
            ${orderColumn(rows, 'stake')}::numeric[], ${orderColumn(rows, 'openPrice')}::numeric[],
            ${orderColumn(rows, 'openTickTimeMs')}::bigint[], ${orderColumn(rows, 'expiresAtMs')}::bigint[],
            ${orderColumn(rows, 'buyEntryId')}::bigint[], ${orderColumn(rows, 'idempotencyKey')}::text[],
            ${orderColumn(rows, 'requestHash')}::text[], ${sql.param(rows.map((row) => row.createdAt.toISOString()))}::timestamptz[])
          returning id, user_id, idempotency_key
        ), ${settleAndReleaseKeys(released)}
        select id from written`,
  );
  const ids = new Set(written.map((row) => Number(row.id)));
  return rows.map((row) => {
    if (!ids.has(row.id)) throw new Error(`options order ${row.id} was not written`);
    return { ...OPEN_ORDER, ...row, idempotencyKey: row.idempotencyKey ?? null };
  });
}

/** What a new order's row holds beyond what a purchase writes. */
const OPEN_ORDER = {
  status: 'open',
  settlePrice: null,
  settleTickTimeMs: null,
  payout: null,
  settleEntryId: null,
  settledAt: null,
} as const;

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
