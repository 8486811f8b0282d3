import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { OperatorRole } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { operatorSessions, operators } from '../../db/schema.ts';

export type OperatorRow = typeof operators.$inferSelect;

// ── operators ────────────────────────────────────────────────────────────────

export async function findOperatorByName(tx: Db, name: string): Promise<OperatorRow | undefined> {
  const rows = await tx
    .select()
    .from(operators)
    .where(eq(sql`lower(${operators.name})`, name.toLowerCase()));
  return rows[0];
}

export async function findOperatorById(tx: Db, id: number, forUpdate = false): Promise<OperatorRow | undefined> {
  const query = tx.select().from(operators).where(eq(operators.id, id));
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0];
}

export async function anyOperator(tx: Db): Promise<boolean> {
  const rows = await tx.select({ id: operators.id }).from(operators).limit(1);
  return rows.length > 0;
}

export async function listOperators(tx: Db): Promise<OperatorRow[]> {
  return tx.select().from(operators).orderBy(asc(operators.id));
}

/** Inserts an operator; undefined when the name (in any case) is taken. */
export async function insertOperator(
  tx: Db,
  values: { name: string; role: OperatorRole; passwordHash: string },
): Promise<OperatorRow | undefined> {
  const rows = await tx.insert(operators).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function setOperatorPassword(tx: Db, id: number, passwordHash: string): Promise<void> {
  await tx.update(operators).set({ passwordHash }).where(eq(operators.id, id));
}

export async function setOperatorStatus(tx: Db, id: number, status: 'active' | 'disabled'): Promise<void> {
  await tx.update(operators).set({ status }).where(eq(operators.id, id));
}

// ── operator sessions ────────────────────────────────────────────────────────

export async function insertOperatorSession(
  tx: Db,
  operatorId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<number> {
  const [row] = await tx
    .insert(operatorSessions)
    .values({ operatorId, tokenHash, expiresAt })
    .returning({ id: operatorSessions.id });
  if (!row) throw new Error('operator session insert returned no row');
  return row.id;
}

/** The live session of a token hash (unrevoked, unexpired at `now`) of an active operator. */
export async function findLiveOperatorSession(tx: Db, tokenHash: string, now: Date) {
  const rows = await tx
    .select({
      sessionId: operatorSessions.id,
      operatorId: operators.id,
      name: operators.name,
      role: operators.role,
      status: operators.status,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
      ),
    );
  return rows[0];
}

/** Revokes one session; false when it was already revoked. */
export async function revokeOperatorSession(tx: Db, sessionId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)))
    .returning({ id: operatorSessions.id });
  return rows.length === 1;
}

/** Revokes every open session of an operator but the one kept; returns how many. */
export async function revokeOperatorSessions(
  tx: Db,
  operatorId: number,
  keepSessionId: number | null,
  now: Date,
): Promise<number> {
  const keep = keepSessionId === null ? sql`true` : ne(operatorSessions.id, keepSessionId);
  const rows = await tx
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt), keep))
    .returning({ id: operatorSessions.id });
  return rows.length;
}
