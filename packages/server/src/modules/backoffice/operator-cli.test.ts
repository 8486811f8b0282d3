import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import argon2 from 'argon2';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../db/client.ts';
import { auditLog, operators } from '../../db/schema.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Each run opens the embedded database (about 1–2 s, much more on a busy machine). */
const SLOW = 180_000;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run operator -- <args>`, as its own process, on the test's data directory. */
function operatorCli(dataDir: string, ...args: string[]): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/operator.ts', ...args],
      { cwd: serverDir, env, timeout: SLOW },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe('npm run operator', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tp-operator-cli-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses bad arguments with the usage and exit 2, without opening the database', async () => {
    for (const args of [[], ['create', 'carol', 'boss'], ['create', 'Carol!', 'admin']]) {
      const run = await operatorCli(dataDir, ...args);
      expect([args, run.code]).toEqual([args, 2]);
      expect(run.stderr).toContain('Usage: npm run operator -- <command>');
      expect(run.stdout).toBe('');
    }
    expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);
  });

  it(
    'creates an operator with a password shown once, lists it, refuses a duplicate, and audits',
    async () => {
      const created = await operatorCli(dataDir, 'create', 'carol', 'reviewer');
      expect([created.code, created.stderr]).toEqual([0, '']);
      const password = /Password \(shown once[^:]*\): (\S+)/.exec(created.stdout)?.[1];
      expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);

      const listed = await operatorCli(dataDir, 'list');
      expect(listed.code).toBe(0);
      expect(listed.stdout).toMatch(/^carol\s+reviewer\s+active\s+\d{4}-/m);
      expect(listed.stdout).not.toContain(password);

      const duplicate = await operatorCli(dataDir, 'create', 'carol', 'admin');
      expect(duplicate.code).toBe(1);
      expect(duplicate.stderr).toContain('already exists');

      // Opened here, the directory is locked: the command line says so at once and exits 1.
      const database = await openPglite(dataDir);
      try {
        const rows = await database.db.select().from(operators);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ name: 'carol', role: 'reviewer', status: 'active' });
        expect(rows[0]!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
        expect(await argon2.verify(rows[0]!.passwordHash, password!)).toBe(true);
        expect(await database.db.select().from(auditLog).orderBy(asc(auditLog.id))).toMatchObject([
          {
            operatorId: null,
            action: 'operator.create',
            targetKind: 'operator',
            targetId: String(rows[0]!.id),
            before: null,
            after: { name: 'carol', role: 'reviewer', via: 'cli' },
          },
        ]);

        const locked = await operatorCli(dataDir, 'create', 'dave', 'support');
        expect(locked.code).toBe(1);
        expect(locked.stderr).toMatch(/stop the server first, or use DATABASE_URL/i);
        expect(await database.db.select().from(operators)).toHaveLength(1);
      } finally {
        await database.close();
      }
    },
    SLOW * 4,
  );
});
