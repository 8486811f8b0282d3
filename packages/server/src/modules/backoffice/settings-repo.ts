import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contents, params } from '../../db/schema.ts';

export type ParamRow = typeof params.$inferSelect;
export type ContentRow = typeof contents.$inferSelect;

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
