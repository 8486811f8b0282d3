import { and, count, desc, eq } from 'drizzle-orm';
import type { PlanStatus } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { smartPlans, users } from '../../db/schema.ts';

/** SQL only for the back office's reading of smart plans: every customer's, by product and status. */

export interface AdminPlanFilter {
  productId?: number | undefined;
  status?: PlanStatus | undefined;
}

export type AdminPlanRow = typeof smartPlans.$inferSelect & { username: string };

function where(filter: AdminPlanFilter) {
  return and(
    filter.productId === undefined ? undefined : eq(smartPlans.productId, filter.productId),
    filter.status ? eq(smartPlans.status, filter.status) : undefined,
  );
}

/** Plans with their customer's username, newest first. */
export async function listPlans(
  tx: Db,
  filter: AdminPlanFilter,
  limit: number,
  offset: number,
): Promise<AdminPlanRow[]> {
  const rows = await tx
    .select({ plan: smartPlans, username: users.username })
    .from(smartPlans)
    .innerJoin(users, eq(users.id, smartPlans.userId))
    .where(where(filter))
    .orderBy(desc(smartPlans.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ plan, username }) => ({ ...plan, username }));
}

export async function countPlans(tx: Db, filter: AdminPlanFilter): Promise<number> {
  const rows = await tx.select({ n: count() }).from(smartPlans).where(where(filter));
  return rows[0]?.n ?? 0;
}
