import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrationsFolder, openPglite, openPostgres } from '../src/db/client.ts';

/**
 * One migrated database per kind, made once and copied for every test: initialising an embedded
 * database costs about 7 s of CPU and migrating it another second, against under 2 s to load a
 * copy; on PostgreSQL, creating from a template takes 0.2 s against 0.7 s to create and migrate.
 * The copies are keyed by the migrations and the engine's version, so a new migration makes new ones.
 */
const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const pgliteVersion = (
  JSON.parse(fs.readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json'), 'utf8')) as { version: string }
).version;

function templateKey(): string {
  const hash = createHash('sha256').update(pgliteVersion);
  const files = fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}
const key = templateKey();

/** Builds `target` under a private name and renames it into place: a reader never sees half of it. */
async function publishOnce(target: string, build: (scratch: string) => Promise<void>): Promise<void> {
  if (fs.existsSync(target)) return;
  const scratch = `${target}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    await build(scratch);
    fs.renameSync(scratch, target);
  } catch (err) {
    // Another process published it first (a directory cannot be renamed over a full one).
    if (!fs.existsSync(target)) throw err;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

let pgliteDump: Promise<Blob> | null = null;

/** A dump of a migrated, empty embedded database, for `openPglite(null, { loadDataDir })`. */
export function migratedPgliteDump(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const file = path.join(os.tmpdir(), `tp-test-pglite-${key}.tar`);
    await publishOnce(file, async (scratch) => {
      const database = await openPglite(null);
      // drizzle keeps the driver's client: the database as `openPglite` made and migrated it.
      const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
      await database.close();
      fs.writeFileSync(scratch, Buffer.from(await dump.arrayBuffer()));
    });
    return new Blob([fs.readFileSync(file)]);
  })();
  return pgliteDump;
}

/** A migrated, empty embedded data directory (the `pg` folder of a DATA_DIR), made once. */
async function migratedPgliteDataDir(): Promise<string> {
  const dir = path.join(os.tmpdir(), `tp-test-pglite-data-${key}`);
  await publishOnce(dir, async (scratch) => {
    const database = await openPglite(scratch);
    await database.close();
  });
  return path.join(dir, 'pg');
}

const TEMPLATE_LOCK_KEY = 727_002;

let postgresTemplate: Promise<string> | null = null;

/** The name of a migrated PostgreSQL database to create test databases from, made on first use. */
export function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  postgresTemplate ??= ensurePostgresTemplate(adminUrl);
  return postgresTemplate;
}

async function ensurePostgresTemplate(adminUrl: string): Promise<string> {
  const name = `tp_template_${key}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Test files in other workers ask at the same time: one builds, the others wait for it.
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const existing = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (existing.rowCount === 0) {
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      // Two connections: the migration's advisory lock holds one while the migrator uses the other.
      const database = await openPostgres(url.toString(), 2);
      await database.close();
      await admin.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => undefined);
    await admin.end();
  }
  return name;
}

/** A new DATA_DIR holding a migrated, empty embedded database, for a server process to start on. */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(await migratedPgliteDataDir(), path.join(dataDir, 'pg'), { recursive: true });
  return dataDir;
}
