import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';

export const contents = pgTable(
  'contents',
  {
    id: id(),
    /** 1 Chinese, 2 every other language (the specification's rule). */
    langGroup: smallint('lang_group').notNull(),
    type: smallint('type').notNull(),
    slug: text('slug'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('contents_list').on(t.langGroup, t.type, t.sortOrder),
    uniqueIndex('contents_slug').on(t.langGroup, t.slug),
    check('contents_lang_group', sql`${t.langGroup} in (1, 2)`),
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
