import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { contents, params } from '../../db/schema.ts';

export type ContentRow = typeof contents.$inferSelect;
export type ParamRow = typeof params.$inferSelect;

/** Most items one content list returns: every bound is explicit. */
export const CONTENT_LIST_LIMIT = 200;

/** What makes an item: its slug, shared by its languages; a text without a slug is an item of its own. */
const itemKey = sql`coalesce(${contents.slug}, ${contents.id}::text)`;

/** The asked language first, then English. */
const preferring = (language: Language) => sql`${contents.language} = ${language} desc`;

/**
 * The items of the given types, each once: in `language` where it is written in it, in English
 * otherwise (an item written in neither is left out). In list order.
 */
export async function listContents(tx: Db, language: Language, types: readonly number[]) {
  const chosen = tx
    .selectDistinctOn([itemKey], {
      id: contents.id,
      title: contents.title,
      type: contents.type,
      slug: contents.slug,
      language: contents.language,
      sortOrder: contents.sortOrder,
    })
    .from(contents)
    .where(and(inArray(contents.language, [language, 'en']), inArray(contents.type, [...types])))
    .orderBy(itemKey, preferring(language))
    .as('chosen');
  return tx
    .select({ id: chosen.id, title: chosen.title, type: chosen.type, slug: chosen.slug, language: chosen.language })
    .from(chosen)
    .orderBy(asc(chosen.type), asc(chosen.sortOrder), asc(chosen.id))
    .limit(CONTENT_LIST_LIMIT);
}

export async function findContentById(tx: Db, id: number): Promise<ContentRow | undefined> {
  const rows = await tx.select().from(contents).where(eq(contents.id, id));
  return rows[0];
}

/** The item `slug` in `language`, or in English when it is not written in it. */
export async function findContentBySlug(tx: Db, language: Language, slug: string): Promise<ContentRow | undefined> {
  const rows = await tx
    .select()
    .from(contents)
    .where(and(eq(contents.slug, slug), inArray(contents.language, [language, 'en'])))
    .orderBy(preferring(language))
    .limit(1);
  return rows[0];
}

/**
 * Adds the texts that do not exist yet (an item's language is its slug and language); texts an
 * operator wrote or changed are kept. Nodes starting together both seed: the second finds the rows
 * there. Answers how many were added.
 */
export async function insertMissingContents(tx: Db, rows: (typeof contents.$inferInsert)[]): Promise<number> {
  if (rows.length === 0) return 0;
  const added = await tx.insert(contents).values(rows).onConflictDoNothing().returning({ id: contents.id });
  return added.length;
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
