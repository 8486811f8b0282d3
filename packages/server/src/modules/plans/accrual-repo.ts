import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/** SQL only for the accrual job's batch writes: one statement for all of a batch's days, one for its plans. */

export interface PaidDay {
  planId: number;
  day: number;
  amount: string;
  entryId: number | null;
  dueAt: Date;
}

/** Records the days paid; the primary key (plan, day) refuses a day paid twice, failing the batch. */
export async function insertPaidDays(tx: Db, days: readonly PaidDay[], paidAt: Date): Promise<void> {
  if (days.length === 0) return;
  await queryRows(
    tx,
    sql`insert into smart_plan_earnings (plan_id, day, amount, entry_id, due_at, paid_at)
        select plan_id, day, amount, entry_id, due_at, ${paidAt.toISOString()}::timestamptz
        from unnest(${sql.param(days.map((d) => d.planId))}::bigint[], ${sql.param(days.map((d) => d.day))}::int[],
          ${sql.param(days.map((d) => d.amount))}::numeric[], ${sql.param(days.map((d) => d.entryId))}::bigint[],
          ${sql.param(days.map((d) => d.dueAt.toISOString()))}::timestamptz[])
          as v(plan_id, day, amount, entry_id, due_at)`,
  );
}

export interface AccruedPlan {
  id: number;
  earned: string;
  daysPaid: number;
  nextEarningAt: Date | null;
  status: 'earning' | 'completed';
  endEntryId: number | null;
  endedAt: Date | null;
}

/** Moves each claimed plan on to what the batch paid; only plans still earning (which the claim holds). */
export async function updateAccrued(tx: Db, plans: readonly AccruedPlan[]): Promise<number> {
  if (plans.length === 0) return 0;
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  const rows = await queryRows<{ id: number | string }>(
    tx,
    sql`update smart_plans s set earned = v.earned, days_paid = v.days_paid, next_earning_at = v.next_earning_at,
          status = v.status, end_entry_id = v.end_entry_id, ended_at = v.ended_at
        from unnest(${sql.param(plans.map((p) => p.id))}::bigint[], ${sql.param(plans.map((p) => p.earned))}::numeric[],
          ${sql.param(plans.map((p) => p.daysPaid))}::int[], ${sql.param(plans.map((p) => iso(p.nextEarningAt)))}::timestamptz[],
          ${sql.param(plans.map((p) => p.status))}::text[], ${sql.param(plans.map((p) => p.endEntryId))}::bigint[],
          ${sql.param(plans.map((p) => iso(p.endedAt)))}::timestamptz[])
          as v(id, earned, days_paid, next_earning_at, status, end_entry_id, ended_at)
        where s.id = v.id and s.status = 'earning'
        returning s.id`,
  );
  return rows.length;
}
