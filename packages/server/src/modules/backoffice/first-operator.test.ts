import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, postgresAvailable } from '../../../test/databases.ts';
import { openPostgres, type Database } from '../../db/client.ts';
import { auditLog, operators } from '../../db/schema.ts';
import { ensureFirstOperator } from './operators.ts';
import { TEST_PASSWORDS } from '../../../test/app.ts';

/** Several nodes starting at once on one empty PostgreSQL: one administrator, one password logged. */
describe.runIf(postgresAvailable)('first operator on PostgreSQL, several nodes at once', () => {
  let first: Database & { url: string | null };
  const nodes: Database[] = [];
  beforeAll(async () => {
    first = await freshDatabase('postgres');
    for (let i = 0; i < 3; i++) nodes.push(await openPostgres(first.url!, 3));
  });
  afterAll(async () => {
    for (const node of nodes) await node.close();
    await first.close();
  });

  it('creates exactly one admin and logs one password', async () => {
    const lines: string[] = [];
    const log = { warn: (line: string) => lines.push(line) };
    const results = await Promise.all(
      [first, ...nodes].map((node) => ensureFirstOperator(node.db, log, TEST_PASSWORDS)),
    );
    const created = results.filter((result) => result !== null);
    expect(created).toHaveLength(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(created[0]!.password);
    expect(await first.db.select({ name: operators.name, role: operators.role }).from(operators)).toEqual([
      { name: 'admin', role: 'admin' },
    ]);
    expect(await first.db.select({ action: auditLog.action, operatorId: auditLog.operatorId }).from(auditLog)).toEqual([
      { action: 'operator.create', operatorId: null },
    ]);
  });
});
