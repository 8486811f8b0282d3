import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { migratedPgliteDump, migratedPostgresTemplate } from './database-templates.ts';

/**
 * The integration suite runs once per database kind: PGlite always, PostgreSQL when reachable.
 * Where it is not, the PostgreSQL run is skipped with a visible line, unless REQUIRE_POSTGRES=1
 * (as CI sets) turns that into a failure.
 */
export const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const reachable = await postgresReachable();
if (!reachable) {
  if (process.env.REQUIRE_POSTGRES === '1') {
    throw new Error(`PostgreSQL is required (REQUIRE_POSTGRES=1) but not reachable at ${POSTGRES_ADMIN_URL}`);
  }
  console.warn(`PostgreSQL not reachable at ${POSTGRES_ADMIN_URL}: the PostgreSQL run of this suite is SKIPPED`);
}

export type DatabaseKind = 'pglite' | 'postgres';
export const databaseKinds: DatabaseKind[] = reachable ? ['pglite', 'postgres'] : ['pglite'];
export const postgresAvailable = reachable;

/** A fresh, migrated database of the given kind; closing it drops it. */
export async function freshDatabase(kind: DatabaseKind, poolSize = 10): Promise<Database & { url: string | null }> {
  if (kind === 'pglite') return { ...(await openPglite(null, { loadDataDir: await migratedPgliteDump() })), url: null };
  const template = await migratedPostgresTemplate(POSTGRES_ADMIN_URL);
  const name = `tp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), poolSize);
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
