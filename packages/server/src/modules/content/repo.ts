import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contents, params } from '../../db/schema.ts';

export type ContentRow = typeof contents.$inferSelect;
export type ParamRow = typeof params.$inferSelect;

/** Most items one content list returns: every bound is explicit. */
export const CONTENT_LIST_LIMIT = 200;

export async function listContents(tx: Db, langGroup: 1 | 2, types: readonly number[]) {
  return tx
    .select({ id: contents.id, title: contents.title, type: contents.type, slug: contents.slug })
    .from(contents)
    .where(and(eq(contents.langGroup, langGroup), inArray(contents.type, [...types])))
    .orderBy(asc(contents.type), asc(contents.sortOrder), asc(contents.id))
    .limit(CONTENT_LIST_LIMIT);
}

export async function findContentById(tx: Db, id: number): Promise<ContentRow | undefined> {
  const rows = await tx.select().from(contents).where(eq(contents.id, id));
  return rows[0];
}

export async function findContentBySlug(tx: Db, langGroup: 1 | 2, slug: string): Promise<ContentRow | undefined> {
  const rows = await tx
    .select()
    .from(contents)
    .where(and(eq(contents.langGroup, langGroup), eq(contents.slug, slug)));
  return rows[0];
}

export async function countContents(tx: Db): Promise<number> {
  const rows = await tx.select({ n: count() }).from(contents);
  return rows[0]?.n ?? 0;
}

export async function insertContents(tx: Db, rows: (typeof contents.$inferInsert)[]): Promise<void> {
  // Nodes starting together on an empty database both seed: the second finds the rows there.
  if (rows.length > 0) await tx.insert(contents).values(rows).onConflictDoNothing();
}

export async function findPublicParam(tx: Db, key: string): Promise<ParamRow | undefined> {
  const rows = await tx
    .select()
    .from(params)
    .where(and(eq(params.key, key), eq(params.isPublic, true)));
  return rows[0];
}

/** Adds parameters that do not exist yet; values an operator changed are kept. */
export async function insertMissingParams(tx: Db, rows: (typeof params.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(params).values(rows).onConflictDoNothing();
}
