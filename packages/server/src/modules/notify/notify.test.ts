import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, freshDatabase } from '../../../test/databases.ts';
import { newUser } from '../../../test/fixtures.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import { pageRequest } from '../../core/paging.ts';
import { notify, NotifyService } from './service.ts';

describe.each(databaseKinds)('notifications on %s', (kind) => {
  let database: Database;
  let service: NotifyService;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    service = new NotifyService(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  it("lists the reader's own notifications, newest first, paged", async () => {
    const a = { userId: await newUser(database.db), sessionId: 0 };
    const b = { userId: await newUser(database.db), sessionId: 0 };
    for (let i = 1; i <= 5; i++) {
      await database.db.transaction((tx) =>
        notify(tx, a.userId, 'deposit_submitted', { depositId: i, amount: `${i}.5` }),
      );
    }
    await database.db.transaction((tx) =>
      notify(tx, b.userId, 'withdrawal_submitted', { withdrawalId: 9, note: null }),
    );

    const first = await service.list(a, { page: 1, pageSize: 2 });
    expect([first.total, first.page, first.pageSize]).toEqual([5, 1, 2]);
    expect(first.list.map((n) => n.payload.depositId)).toEqual([5, 4]);
    expect(first.list[0]).toMatchObject({ kind: 'deposit_submitted', payload: { amount: '5.5' }, readAt: null });
    expect((await service.list(a, { page: 3, pageSize: 2 })).list.map((n) => n.payload.depositId)).toEqual([1]);
    expect((await service.list(a, { page: 4, pageSize: 2 })).list).toEqual([]);
    const theirs = await service.list(b, { page: 1, pageSize: 100 });
    expect(theirs.list).toMatchObject([{ kind: 'withdrawal_submitted', payload: { withdrawalId: 9, note: null } }]);
  });

  it('writes nothing when the transaction it belongs to rolls back', async () => {
    const a = { userId: await newUser(database.db), sessionId: 0 };
    await expect(
      database.db.transaction(async (tx) => {
        await notify(tx, a.userId, 'deposit_submitted', { depositId: 1 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await service.list(a, { page: 1, pageSize: 20 })).total).toBe(0);
  });
});

describe('page requests', () => {
  it('default to page 1 of 20 and refuse more than 100 a page', () => {
    expect(pageRequest({})).toEqual({ page: 1, pageSize: 20 });
    expect(pageRequest({ page: '3', pageSize: '100' })).toEqual({ page: 3, pageSize: 100 });
    expect(() => pageRequest({ pageSize: '101' })).toThrow(AppError);
    expect(() => pageRequest({ page: '0' })).toThrow(AppError);
  });
});
