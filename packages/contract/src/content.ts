import { z } from 'zod';
import { LANGUAGES } from './constants.ts';

/** 1 company, 2 policy, 3 statements (the footer lists); 4 pages, 5 FAQ, 6 notices. */
export const contentType = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
]);
export type ContentType = z.infer<typeof contentType>;
export const FOOTER_TYPES = [1, 2, 3] as const;

export const contentLanguage = z.enum(LANGUAGES);

/**
 * One item in one language: `language` says which, since an item not written in the language asked
 * for comes in English. Its `id` names that text; the item's other languages share its `slug`.
 */
export const contentItem = z.object({
  id: z.number().int(),
  title: z.string(),
  type: contentType,
  slug: z.string().nullable(),
  language: contentLanguage,
});
export type ContentItem = z.infer<typeof contentItem>;

export const contentDetail = contentItem.extend({ content: z.string(), updatedAt: z.number().int() });
export type ContentDetail = z.infer<typeof contentDetail>;

/**
 * The specification's `lang`: 1 for Chinese and 2 for every other language (served in English).
 * A language code asks for that language; an item not written in it comes in English.
 */
export const contentLang = z.enum(['1', '2', ...LANGUAGES]);
export type ContentLang = z.infer<typeof contentLang>;
export const contentLangParam = z.strictObject({ lang: contentLang });
export const contentListQuery = z.strictObject({ type: z.enum(['1', '2', '3', '4', '5', '6']).optional() });
export type ContentListQuery = z.infer<typeof contentListQuery>;
export const contentIdParam = z.strictObject({ id: z.string().regex(/^[1-9]\d{0,9}$/) });
/** Without `lang`, the text the id names; with it, the same item in that language (or in English). */
export const contentByIdQuery = z.strictObject({ lang: contentLang.optional() });
export type ContentByIdQuery = z.infer<typeof contentByIdQuery>;
export const contentSlugParams = z.strictObject({
  lang: contentLang,
  slug: z.string().regex(/^[a-z0-9-]{1,64}$/),
});

export const paramKeyParam = z.strictObject({ key: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/) });
export const param = z.object({ key: z.string(), value: z.string() });
export type Param = z.infer<typeof param>;
