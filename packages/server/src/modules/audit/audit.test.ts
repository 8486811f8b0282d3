import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { databaseKinds, freshDatabase } from '../../../test/databases.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, operators } from '../../db/schema.ts';
import { AuditService, scrub } from './service.ts';

/** The database's refusal, as its message (drizzle wraps the driver's error). */
async function refusal(query: Promise<unknown>): Promise<string> {
  try {
    await query;
  } catch (err) {
    const cause = (err as { cause?: { message?: string } }).cause;
    return cause?.message ?? (err as Error).message;
  }
  return 'accepted';
}

describe('audit scrub', () => {
  it('drops passwords, hashes and tokens at any depth, and keeps the rest as JSON', () => {
    expect(
      scrub({
        name: 'ann',
        password: 'p',
        passwordHash: '$argon2id$…',
        nested: { token: 't', tokenHash: 'h', txHash: '0xabc', list: [{ newPassword: 'n', ok: 1 }] },
        big: 12n,
        at: new Date(0),
      }),
    ).toEqual({
      name: 'ann',
      nested: { txHash: '0xabc', list: [{ ok: 1 }] },
      big: '12',
      at: '1970-01-01T00:00:00.000Z',
    });
    expect(scrub(undefined)).toBeNull();
    expect(scrub(null)).toBeNull();
  });
});

describe.each(databaseKinds)('audit log on %s', (kind) => {
  let database: Database;
  let audit: AuditService;
  let ann: number;
  let bob: number;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    audit = new AuditService(database.db);
    const rows = await database.db
      .insert(operators)
      .values([
        { name: 'ann', passwordHash: 'x', role: 'admin' },
        { name: 'bob', passwordHash: 'x', role: 'reviewer' },
      ])
      .returning({ id: operators.id });
    [ann, bob] = rows.map((row) => row.id) as [number, number];
  });
  afterAll(async () => {
    await database.close();
  });

  it('records in the caller’s transaction: a rolled-back change leaves no row', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await audit.record(tx, { operatorId: ann, action: 'x.change', targetKind: 'x', targetId: 1, after: {} });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await database.db.select().from(auditLog)).toEqual([]);
  });

  it('lists newest first, by operator, with names and paging', async () => {
    const { db } = database;
    await db.transaction(async (tx) => {
      await audit.record(tx, { operatorId: null, action: 'operator.create', targetKind: 'operator', targetId: ann });
      await audit.record(tx, {
        operatorId: ann,
        action: 'param.update',
        targetKind: 'param',
        targetId: 'withdrawFeeRate',
        before: { value: '0.5' },
        after: { value: '1' },
      });
      await audit.record(tx, { operatorId: bob, action: 'deposit.approve', targetKind: 'deposit', targetId: 7 });
    });
    const all = await audit.list(1);
    expect(all.total).toBe(3);
    expect(all.list.map((row) => [row.operator, row.action, row.targetId])).toEqual([
      ['bob', 'deposit.approve', '7'],
      ['ann', 'param.update', 'withdrawFeeRate'],
      [null, 'operator.create', String(ann)],
    ]);
    expect(all.list[1]).toMatchObject({ before: { value: '0.5' }, after: { value: '1' } });
    expect(all.list[0]!.createdAt).toBeTypeOf('number');
    expect(await audit.list(1, ann)).toMatchObject({ total: 1, list: [{ action: 'param.update' }] });
    expect(await audit.list(2, undefined, 2)).toMatchObject({
      total: 3,
      page: 2,
      pageSize: 2,
      list: [{ operator: null }],
    });
  });

  it('is append-only: the database refuses UPDATE and DELETE, even in plain SQL', async () => {
    const { db } = database;
    const [row] = await db.select().from(auditLog).limit(1);
    const refused = 'audit_log is append-only';
    expect(await refusal(db.execute(sql`update audit_log set action = 'nothing.happened' where id = ${row!.id}`))).toBe(
      refused,
    );
    expect(
      await refusal(
        db
          .update(auditLog)
          .set({ after: { forged: true } })
          .where(eq(auditLog.id, row!.id)),
      ),
    ).toBe(refused);
    expect(await refusal(db.execute(sql`delete from audit_log where id = ${row!.id}`))).toBe(refused);
    expect(await refusal(db.execute(sql`delete from audit_log`))).toBe(refused);
    expect((await db.select().from(auditLog).where(eq(auditLog.id, row!.id)))[0]).toEqual(row);
    expect(await db.select().from(auditLog)).toHaveLength(3);
  });
});
