import sanitizeHtml from 'sanitize-html';
import {
  ErrorCode,
  FOOTER_TYPES,
  LANGUAGES,
  type ContentDetail,
  type ContentItem,
  type ContentLang,
  type ContentType,
  type Language,
} from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import * as repo from './repo.ts';
import { seedItems, seedParams, seedTexts } from './seed-data.ts';

/**
 * The language a request asks for: the specification's list 1 is Chinese and list 2 every other
 * language, which it serves in English; a language code names the language itself.
 */
export function languageOf(lang: ContentLang): Language {
  if (lang === '1') return 'zh';
  if (lang === '2') return 'en';
  return lang;
}

/** Content is HTML written by operators: whatever is stored, only safe markup leaves the server. */
const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'a',
    'br',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https', 'mailto'],
  allowProtocolRelative: false,
};

/** Operator-written HTML as it may leave the server: the back office stores bodies through this too. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, sanitizeOptions);
}

function toItem(row: Pick<repo.ContentRow, 'id' | 'title' | 'type' | 'slug' | 'language'>): ContentItem {
  return {
    id: row.id,
    title: row.title,
    type: row.type as ContentType,
    slug: row.slug,
    language: row.language as Language,
  };
}

function toDetail(row: repo.ContentRow): ContentDetail {
  return { ...toItem(row), content: sanitizeContentHtml(row.body), updatedAt: row.updatedAt.getTime() };
}

export class ContentService {
  constructor(private readonly db: Db) {}

  /** The items of one type (the three footer lists without one), each in `lang` or else in English. */
  async list(lang: ContentLang, type?: ContentType): Promise<ContentItem[]> {
    const rows = await repo.listContents(this.db, languageOf(lang), type ? [type] : FOOTER_TYPES);
    return rows.map(toItem);
  }

  /** The text `id` names; with `lang`, its item in that language (or in English when not written in it). */
  async byId(id: number, lang?: ContentLang): Promise<ContentDetail> {
    const row = await repo.findContentById(this.db, id);
    if (!row) throw new AppError(ErrorCode.badParameters, 'No such content.');
    if (lang === undefined || row.slug === null) return toDetail(row);
    return toDetail((await repo.findContentBySlug(this.db, languageOf(lang), row.slug)) ?? row);
  }

  async bySlug(lang: ContentLang, slug: string): Promise<ContentDetail> {
    const row = await repo.findContentBySlug(this.db, languageOf(lang), slug);
    if (!row) throw new AppError(ErrorCode.badParameters, 'No such content.');
    return toDetail(row);
  }

  async param(key: string): Promise<{ key: string; value: string }> {
    const row = await repo.findPublicParam(this.db, key);
    if (!row) throw new AppError(ErrorCode.systemParameterMissing);
    return { key: row.key, value: row.value };
  }
}

/**
 * Loads the seeded catalogue: every item in every language that the database lacks (all of it when
 * empty; the languages added since, on a database from before them), and any parameter not yet
 * present. What operators wrote or changed is kept.
 */
export async function seedContentAndParams(db: Db): Promise<{ contents: number; params: number }> {
  const rows = seedItems.flatMap((item) =>
    LANGUAGES.map((language) => {
      const text = seedTexts[language][item.slug];
      if (!text) throw new Error(`the seeded item ${item.slug} has no ${language} text`);
      return { language, type: item.type, slug: item.slug, sortOrder: item.sortOrder, ...text };
    }),
  );
  return db.transaction(async (tx) => {
    const inserted = await repo.insertMissingContents(tx, rows);
    await repo.insertMissingParams(tx, [...seedParams]);
    return { contents: inserted, params: seedParams.length };
  });
}
