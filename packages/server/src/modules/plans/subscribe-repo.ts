import { asc, inArray, sql } from 'drizzle-orm';
import { queryPrepared, type Db } from '../../db/client.ts';
import { claimBatchKeys, KEY_CLAIMED, settleAndReleaseKeys } from '../../core/idempotency-repo.ts';
import { smartProducts } from '../../db/schema.ts';
import type { NewSmartPlan, SmartPlanRow, SmartProductRow } from './repo.ts';

/** The SQL of group-committed subscriptions. The transaction first; every read of plans is by owner or by product. */

/**
 * The products of a batch as they are now, by id: those with a quota locked until the transaction
 * ends, in id order (the quota is then checked against what the plans hold once the lock is ours),
 * the others read as a lone subscription reads them.
 */
export async function currentProducts(
  tx: Db,
  quotaIds: readonly number[],
  otherIds: readonly number[],
): Promise<Map<number, SmartProductRow>> {
  const locked = quotaIds.length
    ? await tx
        .select()
        .from(smartProducts)
        .where(inArray(smartProducts.id, [...quotaIds]))
        .orderBy(asc(smartProducts.id))
        .for('update')
    : [];
  const read = otherIds.length
    ? await tx
        .select()
        .from(smartProducts)
        .where(inArray(smartProducts.id, [...otherIds]))
    : [];
  return new Map([...locked, ...read].map((product) => [product.id, product]));
}

/** A subscription of a batch as its terms statement needs it. */
export interface KeyedSubscription {
  userId: number;
  productId: number;
  /** Whether the product has a quota now: only then is its earning principal summed. */
  withQuota: boolean;
  key: string | null;
  requestHash: string;
}

/** What a subscription is decided on, read under its account's lock (and its product's, with a quota). */
export interface SubscriptionTerms {
  /** The new plan's id, taken before its entry so that the entry cites the plan. */
  id: number;
  keyClaimed: boolean;
  /** Whether the customer has an earning plan of this product already. */
  hasEarning: boolean;
  /** The customer's earning plans, of every product. */
  earningCount: number;
  /** The principal the product's earning plans hold now; 0 for a product without a quota. */
  principal: string;
}

/**
 * For each subscription, in the order given: a plan id, its key claimed (false: taken already), and
 * the customer's and the product's earning plans. One statement, after the locks, so that it sees
 * what their previous holders committed.
 */
export async function subscriptionTerms(tx: Db, requests: readonly KeyedSubscription[]): Promise<SubscriptionTerms[]> {
  const rows = await queryPrepared<{
    id: number | string;
    key_claimed: boolean;
    has_earning: boolean;
    earning_count: number | string;
    principal: string;
  }>(
    tx,
    'subscription_terms',
    sql`with o as (
          select *, 'real' as mode from unnest(${sql.param(requests.map((r) => r.userId))}::bigint[],
            ${sql.param(requests.map((r) => r.productId))}::bigint[], ${sql.param(requests.map((r) => r.withQuota))}::boolean[],
            ${sql.param(requests.map((r) => r.key))}::text[], ${sql.param(requests.map((r) => r.requestHash))}::text[])
            with ordinality as o(user_id, product_id, with_quota, key, request_hash, ordinal)
        ), ${claimBatchKeys('buySmart')}
        select nextval(pg_get_serial_sequence('smart_plans', 'id')) as id, ${KEY_CLAIMED} as key_claimed,
          exists (select 1 from smart_plans p where p.user_id = o.user_id and p.product_id = o.product_id
            and p.status = 'earning') as has_earning,
          (select count(*) from smart_plans p where p.user_id = o.user_id and p.status = 'earning') as earning_count,
          case when o.with_quota then (select coalesce(sum(p.amount), 0)::text from smart_plans p
            where p.product_id = o.product_id and p.status = 'earning') else '0' end as principal
        from o order by o.ordinal`,
  );
  return rows.map((row) => {
    const id = Number(row.id);
    if (!Number.isSafeInteger(id) || id <= 0) throw new Error('no smart plan id');
    return {
      id,
      keyClaimed: row.key_claimed,
      hasEarning: row.has_earning,
      earningCount: Number(row.earning_count),
      principal: row.principal,
    };
  });
}

/** A new plan's row as subscribing writes it. */
export type NewPlan = Required<
  Pick<
    NewSmartPlan,
    | 'id'
    | 'userId'
    | 'productId'
    | 'days'
    | 'amount'
    | 'dailyRate'
    | 'earlyExitRate'
    | 'exitForfeitsEarnings'
    | 'expectedReturn'
    | 'startTime'
    | 'endTime'
    | 'nextEarningAt'
    | 'subscribeEntryId'
    | 'createdAt'
  >
>;

const column = <K extends keyof NewPlan>(rows: readonly NewPlan[], key: K) => sql.param(rows.map((row) => row[key]));
const times = (rows: readonly NewPlan[], key: 'startTime' | 'endTime' | 'nextEarningAt' | 'createdAt') =>
  sql.param(rows.map((row) => row[key]?.toISOString() ?? null));

/**
 * Inserts the batch's plans and, in the same statement, gives each written plan's key the plan's
 * id and releases the keys of the refused subscriptions. Gives back the rows in the order given.
 */
export async function insertPlansSettlingKeys(
  tx: Db,
  plans: readonly { row: NewPlan; key: string | null }[],
  released: readonly { userId: number; key: string }[],
): Promise<SmartPlanRow[]> {
  if (plans.length === 0 && released.length === 0) return [];
  const rows = plans.map((plan) => plan.row);
  const written = await queryPrepared<{ id: number | string }>(
    tx,
    'insert_plans_settling_keys',
    sql`with inserted as (
          insert into smart_plans (id, user_id, product_id, days, amount, daily_rate, early_exit_rate,
            exit_forfeits_earnings, expected_return, start_time, end_time, next_earning_at, subscribe_entry_id, created_at)
          select * from unnest(${column(rows, 'id')}::bigint[], ${column(rows, 'userId')}::bigint[],
            ${column(rows, 'productId')}::bigint[], ${column(rows, 'days')}::int[], ${column(rows, 'amount')}::numeric[],
            ${column(rows, 'dailyRate')}::numeric[], ${column(rows, 'earlyExitRate')}::numeric[],
            ${column(rows, 'exitForfeitsEarnings')}::boolean[], ${column(rows, 'expectedReturn')}::numeric[],
            ${times(rows, 'startTime')}::timestamptz[], ${times(rows, 'endTime')}::timestamptz[],
            ${times(rows, 'nextEarningAt')}::timestamptz[], ${column(rows, 'subscribeEntryId')}::bigint[],
            ${times(rows, 'createdAt')}::timestamptz[])
          returning id, user_id
        ), written as (
          select i.id, i.user_id, k.key as idempotency_key from inserted i
          join unnest(${column(rows, 'id')}::bigint[], ${sql.param(plans.map((plan) => plan.key))}::text[]) as k(id, key)
            on k.id = i.id
        ), ${settleAndReleaseKeys(released)}
        select id from written`,
  );
  const ids = new Set(written.map((row) => Number(row.id)));
  return rows.map((row) => {
    if (!ids.has(row.id)) throw new Error(`smart plan ${row.id} was not written`);
    return { ...row, ...EARNING };
  });
}

/** What a new plan's row holds beyond what subscribing writes. */
const EARNING = {
  earned: '0',
  daysPaid: 0,
  status: 'earning',
  penalty: null,
  clawedBack: null,
  refund: null,
  endEntryId: null,
  endedAt: null,
} as const;
