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

/** Most texts one back-office content list returns (every item in ten languages): every bound is explicit. */
export const CONTENT_ADMIN_LIMIT = 1000;

export async function listContents(
  tx: Db,
  filter: { language?: string | undefined; type?: number | undefined },
): Promise<ContentRow[]> {
  const conditions = [
    filter.language === undefined ? undefined : eq(contents.language, filter.language),
    filter.type === undefined ? undefined : eq(contents.type, filter.type),
  ];
  return tx
    .select()
    .from(contents)
    .where(and(...conditions))
    .orderBy(asc(contents.type), asc(contents.sortOrder), asc(contents.slug), asc(contents.language), asc(contents.id))
    .limit(CONTENT_ADMIN_LIMIT);
}

export async function findContentForUpdate(tx: Db, id: number): Promise<ContentRow | undefined> {
  const rows = await tx.select().from(contents).where(eq(contents.id, id)).for('update');
  return rows[0];
}

/** The text of item `slug` in `language`, locked, if it is written. */
export async function findTranslationForUpdate(
  tx: Db,
  slug: string,
  language: string,
): Promise<ContentRow | undefined> {
  const rows = await tx
    .select()
    .from(contents)
    .where(and(eq(contents.slug, slug), eq(contents.language, language)))
    .for('update');
  return rows[0];
}

/** Adds an item's text in a language; undefined when another operator added it first. */
export async function insertTranslation(
  tx: Db,
  values: Pick<ContentRow, 'language' | 'type' | 'slug' | 'sortOrder' | 'title' | 'body'>,
  now: Date,
): Promise<ContentRow | undefined> {
  const [row] = await tx
    .insert(contents)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return row;
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
