import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, operators } from '../../db/schema.ts';

export type AuditInsert = typeof auditLog.$inferInsert;

export async function insertAudit(tx: Db, values: AuditInsert): Promise<number> {
  const [row] = await tx.insert(auditLog).values(values).returning({ id: auditLog.id });
  if (!row) throw new Error('audit insert returned no row');
  return row.id;
}

/** A page of the log, newest first, with the name of the operator who acted (null for the system). */
export async function listAudit(tx: Db, filter: { operatorId?: number | undefined; limit: number; offset: number }) {
  const where = filter.operatorId === undefined ? undefined : eq(auditLog.operatorId, filter.operatorId);
  const [rows, totals] = await Promise.all([
    tx
      .select({
        id: auditLog.id,
        operator: operators.name,
        action: auditLog.action,
        targetKind: auditLog.targetKind,
        targetId: auditLog.targetId,
        before: auditLog.before,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(operators, eq(operators.id, auditLog.operatorId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(filter.limit)
      .offset(filter.offset),
    tx.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
