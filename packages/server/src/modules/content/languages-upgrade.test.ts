import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { POSTGRES_ADMIN_URL, databaseKinds, type DatabaseKind } from '../../../test/databases.ts';
import { openPglite, openPostgres, queryRows, type Database } from '../../db/client.ts';
import { ContentService, seedContentAndParams } from './service.ts';
import { seedItems } from './seed-data.ts';

const drizzleFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');
/** The last migration of the two language groups (1 Chinese, 2 everyone else). */
const LAST_TWO_GROUP_MIGRATION = '0007_withdrawal_completion';

/** The migrations folder as it stood before content had a language per text. */
function twoGroupMigrations(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-migrations-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(drizzleFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === LAST_TWO_GROUP_MIGRATION);
  journal.entries = journal.entries.slice(0, last + 1);
  for (const { tag } of journal.entries)
    fs.copyFileSync(path.join(drizzleFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  return folder;
}

/** What an earlier version stored: English and Chinese rows, one edited by an operator, one in Chinese only. */
const LEGACY_ROWS = `insert into contents (id, lang_group, type, slug, title, body, sort_order) values
  (1, 2, 1, 'about-us', 'About us (edited)', '<p>Edited by an operator.</p>', 10),
  (2, 1, 1, 'about-us', '关于我们', '<p>我们是谁</p>', 10),
  (3, 2, 5, 'faq-register', 'How do I register?', '<p>Sign up.</p>', 10),
  (4, 1, 5, 'faq-register', '如何注册？', '<p>注册。</p>', 10),
  (5, 1, 6, null, '仅中文公告', '<p>只有中文。</p>', 90);
select setval(pg_get_serial_sequence('contents', 'id'), 5)`;

/** Starts a database of the given kind on the earlier migrations with legacy rows, then opens it as today's server does. */
async function upgradedDatabase(kind: DatabaseKind, cleanups: (() => Promise<void>)[]): Promise<Database> {
  const migrationsFolder = twoGroupMigrations();
  if (kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-upgrade-'));
    const client = new PGlite(path.join(dataDir, 'pg'));
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    await client.exec(LEGACY_ROWS);
    await client.close();
    return openPglite(dataDir);
  }
  const name = `tp_upgrade_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  await migratePg(drizzlePg({ client: pool }), { migrationsFolder });
  await pool.query(LEGACY_ROWS);
  await pool.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  return openPostgres(url.toString(), 2);
}

describe.each(databaseKinds)('content of a database from before the ten languages, on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('keeps every row and id, in English or Chinese, and gains the other languages on start', async () => {
    const database = await upgradedDatabase(kind, cleanups);
    try {
      const rows = await queryRows<{ id: number; language: string; title: string }>(
        database.db,
        sql`select id, language, title from contents where id <= 5 order by id`,
      );
      expect(rows).toEqual([
        { id: 1, language: 'en', title: 'About us (edited)' },
        { id: 2, language: 'zh', title: '关于我们' },
        { id: 3, language: 'en', title: 'How do I register?' },
        { id: 4, language: 'zh', title: '如何注册？' },
        { id: 5, language: 'zh', title: '仅中文公告' },
      ]);
      const seeded = await seedContentAndParams(database.db);
      expect(seeded.contents).toBe(seedItems.length * 10 - 4);
      const content = new ContentService(database.db);
      expect((await content.bySlug('es', 'about-us')).title).toBe('Sobre nosotros');
      expect((await content.bySlug('en', 'about-us')).title).toBe('About us (edited)');
      expect((await content.byId(2)).title).toBe('关于我们');
      expect((await content.list('1', 6)).map((c) => c.title)).toContain('仅中文公告');
      expect((await content.list('de', 6)).map((c) => c.title)).not.toContain('仅中文公告');
      expect((await content.list('ko')).length).toBe(seedItems.filter((item) => item.type <= 3).length);
    } finally {
      await database.close();
    }
  });
});
