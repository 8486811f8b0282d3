import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** A database handle or an open transaction: repositories accept either as their first argument. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
/** Key of the advisory lock that serialises migrations when several nodes start at once. */
const MIGRATION_LOCK_KEY = 727_001;

// node-postgres would turn int8 into a string and timestamps into local Dates; ids fit in a
// number (below 2^53) and are converted here, once, at the edge.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => {
  const n = Number(v);
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 out of range: ${v}`);
  return n;
});

/**
 * The embedded database in `dataDir` (in memory when null). `loadDataDir` starts an in-memory one
 * from a dump of another (`PGlite.dumpDataDir`): the test suites start each database from one
 * migrated copy rather than initialising and migrating it again.
 */
export async function openPglite(dataDir: string | null, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  let release: (() => Promise<void>) | null = null;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = await lockDataDir(dataDir);
  }
  const client = new PGlite(dataDir ? path.join(dataDir, 'pg') : undefined, { loadDataDir: options.loadDataDir });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async close() {
      await client.close();
      await release?.();
    },
  };
}

export async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection dropped by the server is replaced on next use; it must not crash the process.
  pool.on('error', (err) => {
    console.error(`postgres idle connection error: ${err.message}`);
  });
  const db = drizzlePg({ client: pool, schema });
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(db, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    lockClient.release();
  }
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    close: () => pool.end(),
  };
}

/** Rows of a raw query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * Rows of a raw query run as a named prepared statement: PostgreSQL parses and plans it once per
 * connection instead of on every call. For the statements every order runs; `name` must be
 * unique to the query's text (a template whose text varies needs one name per variant).
 */
export async function queryPrepared<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const result = (await db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute()) as {
    rows: T[];
  };
  return result.rows;
}
