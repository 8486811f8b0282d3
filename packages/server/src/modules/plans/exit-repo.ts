import { asc, sql } from 'drizzle-orm';
import { queryPrepared, type Db } from '../../db/client.ts';
import { settleAndReleaseKeys } from '../../core/idempotency-repo.ts';
import { smartPlans } from '../../db/schema.ts';
import type { Exit, SmartPlanRow } from './repo.ts';

/** The SQL of group-committed early exits. The transaction first; every plan is read by its owner. */

/**
 * The plans asked for that their owners hold, locked until the transaction ends, in id order,
 * keyed by ownPlanKey (id and owner): a plan of anybody else is neither read, locked nor found
 * under the asker's key.
 */
export async function lockOwnPlans(
  tx: Db,
  asked: readonly { planId: number; userId: number }[],
): Promise<Map<string, SmartPlanRow>> {
  if (asked.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(smartPlans)
    .where(
      sql`(${smartPlans.id}, ${smartPlans.userId}) in (select * from unnest(
        ${sql.param(asked.map((a) => a.planId))}::bigint[], ${sql.param(asked.map((a) => a.userId))}::bigint[]))`,
    )
    .orderBy(asc(smartPlans.id))
    .for('update');
  return new Map(rows.map((row) => [ownPlanKey(row.id, row.userId), row]));
}

/** A plan as its owner asks for it: its id with the owner's. */
export const ownPlanKey = (planId: number, userId: number): string => `${planId}:${userId}`;

/** An exit of a batch as it is written: the plan left (exit set) or answered as it is (exit null: it completed first). */
export interface ExitWrite {
  planId: number;
  userId: number;
  exit: Exit | null;
  key: string | null;
}

const iso = (date: Date | undefined) => (date ? date.toISOString() : null);

/**
 * Marks the exiting plans exited (only plans still earning) and, in the same statement, gives each
 * answered exit's key the plan's id and releases the keys of the refused exits. Throws when a plan
 * was not earning any more: the batch must not commit.
 */
export async function markExitedSettlingKeys(
  tx: Db,
  writes: readonly ExitWrite[],
  released: readonly { userId: number; key: string }[],
): Promise<void> {
  if (writes.length === 0 && released.length === 0) return;
  const exiting = writes.filter((write) => write.exit !== null);
  const exitOf = <K extends keyof Exit>(key: K) => sql.param(exiting.map((write) => write.exit?.[key] ?? null));
  const rows = await queryPrepared<{ exited: number | string }>(
    tx,
    'plans_mark_exited_settling_keys',
    sql`with x as (
          select * from unnest(${sql.param(exiting.map((w) => w.planId))}::bigint[], ${sql.param(exiting.map((w) => w.userId))}::bigint[],
            ${exitOf('penalty')}::numeric[], ${exitOf('clawedBack')}::numeric[], ${exitOf('refund')}::numeric[],
            ${exitOf('endEntryId')}::bigint[], ${sql.param(exiting.map((w) => iso(w.exit?.endedAt)))}::timestamptz[])
            as x(id, user_id, penalty, clawed_back, refund, end_entry_id, ended_at)
        ), exited as (
          update smart_plans p set status = 'exited', next_earning_at = null, penalty = x.penalty,
            clawed_back = x.clawed_back, refund = x.refund, end_entry_id = x.end_entry_id, ended_at = x.ended_at
          from x where p.id = x.id and p.user_id = x.user_id and p.status = 'earning'
          returning p.id
        ), written as (
          select * from unnest(${sql.param(writes.map((w) => w.planId))}::bigint[], ${sql.param(writes.map((w) => w.userId))}::bigint[],
            ${sql.param(writes.map((w) => w.key))}::text[]) as w(id, user_id, idempotency_key)
        ), ${settleAndReleaseKeys(released)}
        select count(*) as exited from exited`,
  );
  if (Number(rows[0]?.exited) !== exiting.length) throw new Error('a plan being left was not earning any more');
}
