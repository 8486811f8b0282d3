import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';

/**
 * Content customers read: one row per item and language. The languages of an item share its slug
 * (and carry its type and order); an item not written in a language is served in English there.
 */
export const contents = pgTable(
  'contents',
  {
    id: id(),
    /** One of the ten interface languages (hk Traditional, zh Simplified Chinese). */
    language: text('language').notNull(),
    type: smallint('type').notNull(),
    slug: text('slug'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('contents_list').on(t.language, t.type, t.sortOrder),
    uniqueIndex('contents_slug').on(t.language, t.slug),
    check('contents_language', sql`${t.language} in ('en', 'ja', 'ko', 'de', 'fr', 'it', 'es', 'ar', 'hk', 'zh')`),
    check('contents_type', sql`${t.type} between 1 and 6`),
  ],
);

export const params = pgTable('params', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  /** Only public parameters are readable through getParamByKey. */
  isPublic: boolean('is_public').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
