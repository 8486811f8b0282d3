import { and, asc, count, desc, eq, gt, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { OperatorRole } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { contents, operatorSessions, operators, params, users } from '../../db/schema.ts';

export type OperatorRow = typeof operators.$inferSelect;
export type ParamRow = typeof params.$inferSelect;
export type ContentRow = typeof contents.$inferSelect;
export type CustomerRow = Pick<
  typeof users.$inferSelect,
  'id' | 'username' | 'email' | 'kycStatus' | 'status' | 'createdAt'
>;

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

// ── customers ────────────────────────────────────────────────────────────────

const customerColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  kycStatus: users.kycStatus,
  status: users.status,
  createdAt: users.createdAt,
};

/** `%text%` for LIKE, with the wildcards of the text itself escaped. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Customers whose username or e-mail contains the query (any case), or whose id it is; every
 * customer, newest first, without a query.
 */
export async function searchCustomers(
  tx: Db,
  query: string,
  limit: number,
  offset: number,
): Promise<{ rows: CustomerRow[]; total: number }> {
  let where: SQL | undefined;
  if (query !== '') {
    const pattern = containing(query);
    const byText = or(ilike(users.username, pattern), ilike(users.email, pattern));
    const id = /^\d{1,15}$/.test(query) ? Number(query) : null;
    where = id === null ? byText : or(eq(users.id, id), byText);
  }
  const [rows, totals] = await Promise.all([
    tx.select(customerColumns).from(users).where(where).orderBy(desc(users.id)).limit(limit).offset(offset),
    tx.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findCustomer(tx: Db, id: number): Promise<CustomerRow | undefined> {
  const rows = await tx.select(customerColumns).from(users).where(eq(users.id, id));
  return rows[0];
}

// ── params ───────────────────────────────────────────────────────────────────

export async function listParams(tx: Db): Promise<ParamRow[]> {
  return tx.select().from(params).orderBy(asc(params.key));
}

export async function findParamForUpdate(tx: Db, key: string): Promise<ParamRow | undefined> {
  const rows = await tx.select().from(params).where(eq(params.key, key)).for('update');
  return rows[0];
}

export async function updateParam(tx: Db, key: string, value: string, now: Date): Promise<ParamRow> {
  const [row] = await tx.update(params).set({ value, updatedAt: now }).where(eq(params.key, key)).returning();
  if (!row) throw new Error(`param ${key} vanished`);
  return row;
}

// ── contents ─────────────────────────────────────────────────────────────────

/** Most items one back-office content list returns: every bound is explicit. */
export const CONTENT_ADMIN_LIMIT = 500;

export async function listContents(
  tx: Db,
  filter: { langGroup?: number | undefined; type?: number | undefined },
): Promise<ContentRow[]> {
  const conditions = [
    filter.langGroup === undefined ? undefined : eq(contents.langGroup, filter.langGroup),
    filter.type === undefined ? undefined : eq(contents.type, filter.type),
  ];
  return tx
    .select()
    .from(contents)
    .where(and(...conditions))
    .orderBy(asc(contents.langGroup), asc(contents.type), asc(contents.sortOrder), asc(contents.id))
    .limit(CONTENT_ADMIN_LIMIT);
}

export async function findContentForUpdate(tx: Db, id: number): Promise<ContentRow | undefined> {
  const rows = await tx.select().from(contents).where(eq(contents.id, id)).for('update');
  return rows[0];
}

export async function updateContent(
  tx: Db,
  id: number,
  values: { title: string; body: string },
  now: Date,
): Promise<ContentRow> {
  const [row] = await tx
    .update(contents)
    .set({ ...values, updatedAt: now })
    .where(eq(contents.id, id))
    .returning();
  if (!row) throw new Error(`content ${id} vanished`);
  return row;
}
