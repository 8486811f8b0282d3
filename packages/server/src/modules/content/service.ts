import sanitizeHtml from 'sanitize-html';
import {
  ErrorCode,
  FOOTER_TYPES,
  type ContentDetail,
  type ContentItem,
  type ContentType,
  type Language,
} from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import * as repo from './repo.ts';
import { seedContents, seedParams } from './seed-data.ts';

/** The specification's rule: list 1 is Chinese, list 2 every other language. */
export function langGroupOf(lang: '1' | '2' | Language): 1 | 2 {
  return lang === '1' || lang === 'zh' || lang === 'hk' ? 1 : 2;
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

function toItem(row: Pick<repo.ContentRow, 'id' | 'title' | 'type' | 'slug'>): ContentItem {
  return { id: row.id, title: row.title, type: row.type as ContentType, slug: row.slug };
}

function toDetail(row: repo.ContentRow): ContentDetail {
  return { ...toItem(row), content: sanitizeContentHtml(row.body), updatedAt: row.updatedAt.getTime() };
}

export class ContentService {
  constructor(private readonly db: Db) {}

  async list(lang: '1' | '2' | Language, type?: ContentType): Promise<ContentItem[]> {
    const rows = await repo.listContents(this.db, langGroupOf(lang), type ? [type] : FOOTER_TYPES);
    return rows.map(toItem);
  }

  async byId(id: number): Promise<ContentDetail> {
    const row = await repo.findContentById(this.db, id);
    if (!row) throw new AppError(ErrorCode.badParameters, 'No such content.');
    return toDetail(row);
  }

  async bySlug(lang: '1' | '2' | Language, slug: string): Promise<ContentDetail> {
    const row = await repo.findContentBySlug(this.db, langGroupOf(lang), slug);
    if (!row) throw new AppError(ErrorCode.badParameters, 'No such content.');
    return toDetail(row);
  }

  async param(key: string): Promise<{ key: string; value: string }> {
    const row = await repo.findPublicParam(this.db, key);
    if (!row) throw new AppError(ErrorCode.systemParameterMissing);
    return { key: row.key, value: row.value };
  }
}

/** Loads the seeded catalogue into an empty database, and any parameter not yet present. */
export async function seedContentAndParams(db: Db): Promise<{ contents: number; params: number }> {
  return db.transaction(async (tx) => {
    let inserted = 0;
    if ((await repo.countContents(tx)) === 0) {
      await repo.insertContents(
        tx,
        seedContents.map((c) => ({
          langGroup: c.langGroup,
          type: c.type,
          slug: c.slug,
          title: c.title,
          body: c.body,
          sortOrder: c.sortOrder,
        })),
      );
      inserted = seedContents.length;
    }
    await repo.insertMissingParams(tx, [...seedParams]);
    return { contents: inserted, params: seedParams.length };
  });
}
