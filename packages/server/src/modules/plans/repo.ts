import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { PlanStatus } from '@tp/contract';
import { queryRows, type Db } from '../../db/client.ts';
import { smartPlanEarnings, smartPlans, smartProducts, smartProductTerms } from '../../db/schema.ts';

/** SQL only for smart plans: every function takes the transaction (or the database) first; customer reads filter by owner. */

export type SmartProductRow = typeof smartProducts.$inferSelect;
export type NewSmartProduct = typeof smartProducts.$inferInsert;
export type SmartTermRow = typeof smartProductTerms.$inferSelect;
export type SmartPlanRow = typeof smartPlans.$inferSelect;
export type NewSmartPlan = typeof smartPlans.$inferInsert;
export type SmartEarningRow = typeof smartPlanEarnings.$inferSelect;

/** A product with its terms (shortest first) and the principal its earning plans hold. */
export interface ProductView extends SmartProductRow {
  terms: SmartTermRow[];
  earningPrincipal: string;
  earningPlans: number;
  /** Σ amount × daily rate of its earning plans, unrounded: what the platform pays a day. */
  dailyObligation: string;
}

// ---------------------------------------------------------------------------------------------
// Products

export async function listProducts(tx: Db, openOnly: boolean): Promise<ProductView[]> {
  const products = await tx
    .select()
    .from(smartProducts)
    .where(openOnly ? eq(smartProducts.status, 'open') : undefined)
    .orderBy(asc(smartProducts.sortOrder), asc(smartProducts.id));
  if (products.length === 0) return [];
  const ids = products.map((p) => p.id);
  const terms = await tx
    .select()
    .from(smartProductTerms)
    .where(inArray(smartProductTerms.productId, ids))
    .orderBy(asc(smartProductTerms.days));
  const totals = await queryRows<{
    product_id: number | string;
    principal: string;
    plans: number | string;
    daily: string;
  }>(
    tx,
    // amount × daily_rate carries 36 decimals; amounts (6) and rates (8) make it exact in 18, the money scale.
    sql`select product_id, sum(amount)::text as principal, count(*) as plans,
          sum(amount * daily_rate)::numeric(38, 18)::text as daily
        from smart_plans where status = 'earning' and product_id = any(${sql.param(ids)}::bigint[]) group by product_id`,
  );
  const totalOf = new Map(totals.map((t) => [Number(t.product_id), t]));
  return products.map((product) => {
    const total = totalOf.get(product.id);
    return {
      ...product,
      terms: terms.filter((term) => term.productId === product.id),
      earningPrincipal: total?.principal ?? '0',
      earningPlans: Number(total?.plans ?? 0),
      dailyObligation: total?.daily ?? '0',
    };
  });
}

/** The product, locked FOR UPDATE when a subscription must be decided against its quota. */
export async function findProduct(tx: Db, id: number, lock: boolean): Promise<SmartProductRow | undefined> {
  const query = tx.select().from(smartProducts).where(eq(smartProducts.id, id));
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

export async function findTerm(tx: Db, productId: number, days: number): Promise<SmartTermRow | undefined> {
  const rows = await tx
    .select()
    .from(smartProductTerms)
    .where(and(eq(smartProductTerms.productId, productId), eq(smartProductTerms.days, days)));
  return rows[0];
}

/** The principal the product's earning plans hold now. */
export async function earningPrincipal(tx: Db, productId: number): Promise<string> {
  const rows = await queryRows<{ principal: string }>(
    tx,
    sql`select coalesce(sum(amount), 0)::text as principal from smart_plans where status = 'earning' and product_id = ${productId}`,
  );
  return rows[0]?.principal ?? '0';
}

export async function insertProduct(tx: Db, row: NewSmartProduct): Promise<SmartProductRow> {
  const rows = await tx.insert(smartProducts).values(row).returning();
  if (!rows[0]) throw new Error('smart product insert returned nothing');
  return rows[0];
}

export async function updateProduct(tx: Db, id: number, row: Partial<NewSmartProduct>): Promise<SmartProductRow> {
  const rows = await tx
    .update(smartProducts)
    .set({ ...row, updatedAt: sql`now()` })
    .where(eq(smartProducts.id, id))
    .returning();
  if (!rows[0]) throw new Error(`no smart product ${id}`);
  return rows[0];
}

/** The product's terms become exactly these; plans keep the terms they were sold under. */
export async function replaceTerms(tx: Db, productId: number, terms: readonly { days: number; dailyRate: string }[]) {
  await tx.delete(smartProductTerms).where(eq(smartProductTerms.productId, productId));
  if (terms.length > 0) await tx.insert(smartProductTerms).values(terms.map((term) => ({ productId, ...term })));
}

// ---------------------------------------------------------------------------------------------
// Plans

export async function countEarning(tx: Db, userId: number): Promise<number> {
  const rows = await tx
    .select({ n: count() })
    .from(smartPlans)
    .where(and(eq(smartPlans.userId, userId), eq(smartPlans.status, 'earning')));
  return rows[0]?.n ?? 0;
}

export async function hasEarning(tx: Db, userId: number, productId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: smartPlans.id })
    .from(smartPlans)
    .where(and(eq(smartPlans.userId, userId), eq(smartPlans.productId, productId), eq(smartPlans.status, 'earning')));
  return rows.length > 0;
}

/** A new plan's id, taken before its entry is written so that the entry can cite the plan. */
export async function nextPlanId(tx: Db): Promise<number> {
  const rows = await queryRows<{ id: number | string }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('smart_plans', 'id')) as id`,
  );
  const id = Number(rows[0]?.id);
  if (!Number.isSafeInteger(id)) throw new Error('no smart plan id');
  return id;
}

export async function insertPlan(tx: Db, row: NewSmartPlan): Promise<SmartPlanRow> {
  const rows = await tx.insert(smartPlans).values(row).returning();
  if (!rows[0]) throw new Error('smart plan insert returned nothing');
  return rows[0];
}

/** The customer's own plan; locked FOR UPDATE (waiting for an accrual that holds it) when it is to change. */
export async function findOwnPlan(
  tx: Db,
  userId: number,
  id: number,
  lock: boolean,
): Promise<SmartPlanRow | undefined> {
  const query = tx
    .select()
    .from(smartPlans)
    .where(and(eq(smartPlans.id, id), eq(smartPlans.userId, userId)));
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

export interface PlanFilter {
  userId: number;
  status?: PlanStatus | undefined;
}

function planWhere(filter: PlanFilter) {
  return and(eq(smartPlans.userId, filter.userId), filter.status ? eq(smartPlans.status, filter.status) : undefined);
}

export async function listOwnPlans(tx: Db, filter: PlanFilter, limit: number, offset: number): Promise<SmartPlanRow[]> {
  return tx.select().from(smartPlans).where(planWhere(filter)).orderBy(desc(smartPlans.id)).limit(limit).offset(offset);
}

export async function countOwnPlans(tx: Db, filter: PlanFilter): Promise<number> {
  const rows = await tx.select({ n: count() }).from(smartPlans).where(planWhere(filter));
  return rows[0]?.n ?? 0;
}

/** Names of products by id, in every language written: a plan shows its product's name. */
export async function productNames(tx: Db, ids: readonly number[]): Promise<Map<number, SmartProductRow['names']>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: smartProducts.id, names: smartProducts.names })
    .from(smartProducts)
    .where(inArray(smartProducts.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.names]));
}

/** Earning plans with a day due at `now`, oldest due first, locked; plans another node holds are skipped. */
export async function claimDue(tx: Db, now: Date, limit: number): Promise<SmartPlanRow[]> {
  return tx
    .select()
    .from(smartPlans)
    .where(and(eq(smartPlans.status, 'earning'), lte(smartPlans.nextEarningAt, now)))
    .orderBy(asc(smartPlans.nextEarningAt), asc(smartPlans.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export interface Exit {
  penalty: string;
  clawedBack: string;
  refund: string;
  endEntryId: number;
  endedAt: Date;
}
