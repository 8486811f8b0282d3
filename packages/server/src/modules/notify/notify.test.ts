import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationCategory, NotificationKind, NotificationPage } from '@tp/contract';
import { call, startTestApp, type TestApp } from '../../../test/app.ts';
import { databaseKinds, freshDatabase } from '../../../test/databases.ts';
import { newUser } from '../../../test/fixtures.ts';
import { USER, signUp } from '../../../test/signin.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import { pageRequest } from '../../core/paging.ts';
import { notify, NotifyService } from './service.ts';

describe.each(databaseKinds)('notifications on %s', (kind) => {
  let database: Database;
  let service: NotifyService;
  const clock = { now: new Date('2030-01-01T00:00:00Z') };
  beforeAll(async () => {
    database = await freshDatabase(kind);
    service = new NotifyService(database.db, () => clock.now);
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

  it("marks the reader's own seen notifications read, once, and nobody else's", async () => {
    const a = { userId: await newUser(database.db), sessionId: 0 };
    const b = { userId: await newUser(database.db), sessionId: 0 };
    for (const reader of [a, a, a, b]) {
      await database.db.transaction((tx) => notify(tx, reader.userId, 'position_closed', { positionId: 1 }));
    }
    const [newest, middle, oldest] = (await service.list(a, { page: 1, pageSize: 10 })).list.map((n) => n.id);
    const [theirs] = (await service.list(b, { page: 1, pageSize: 10 })).list.map((n) => n.id);
    const firstRead = clock.now.getTime();
    await service.read(a, [newest!, middle!, theirs!]);
    clock.now = new Date(firstRead + 60_000);
    await service.read(a, [newest!, oldest!]);

    const readAt = async (reader: typeof a) =>
      (await service.list(reader, { page: 1, pageSize: 10 })).list.map((n) => n.readAt);
    expect(await readAt(a)).toEqual([firstRead, firstRead, firstRead + 60_000]);
    expect(await readAt(b)).toEqual([null]);
  });

  it('lists unread first, then newest, one category or all, and counts the unread by category', async () => {
    const a = { userId: await newUser(database.db), sessionId: 0 };
    const b = { userId: await newUser(database.db), sessionId: 0 };
    const write = (userId: number, kind: NotificationKind) =>
      database.db.transaction((tx) => notify(tx, userId, kind, { n: 1 }));
    for (const kind of ['deposit_completed', 'position_closed', 'withdrawal_rejected', 'plan_earning'] as const) {
      await write(a.userId, kind);
    }
    await write(b.userId, 'deposit_completed');
    const ids = async (category?: NotificationCategory) =>
      (await service.list(a, { page: 1, pageSize: 10, category })).list.map((n) => n.kind);
    expect(await ids()).toEqual(['plan_earning', 'withdrawal_rejected', 'position_closed', 'deposit_completed']);
    expect(await ids('wallet')).toEqual(['withdrawal_rejected', 'deposit_completed']);
    expect(await service.unread(a)).toEqual({
      total: 4,
      byCategory: { account: 0, trading: 2, wallet: 2, system: 0 },
    });

    const [newest] = (await service.list(a, { page: 1, pageSize: 1 })).list;
    await service.read(a, [newest!.id]);
    expect(await ids()).toEqual(['withdrawal_rejected', 'position_closed', 'deposit_completed', 'plan_earning']);
    await service.readAll(a, 'wallet');
    expect(await service.unread(a)).toEqual({
      total: 1,
      byCategory: { account: 0, trading: 1, wallet: 0, system: 0 },
    });
    await service.readAll(a, undefined);
    expect((await service.unread(a)).total).toBe(0);
    expect((await service.unread(b)).total).toBe(1);
  });

  it("deletes the reader's own, and nobody else's", async () => {
    const a = { userId: await newUser(database.db), sessionId: 0 };
    const b = { userId: await newUser(database.db), sessionId: 0 };
    await database.db.transaction((tx) => notify(tx, a.userId, 'option_settled', { orderId: 1 }));
    await database.db.transaction((tx) => notify(tx, b.userId, 'option_settled', { orderId: 2 }));
    const [mine] = (await service.list(a, { page: 1, pageSize: 10 })).list;
    const [theirs] = (await service.list(b, { page: 1, pageSize: 10 })).list;
    await service.delete(a, [mine!.id, theirs!.id]);
    expect((await service.list(a, { page: 1, pageSize: 10 })).total).toBe(0);
    expect((await service.list(b, { page: 1, pageSize: 10 })).list.map((n) => n.id)).toEqual([theirs!.id]);
    await service.readAll(a, undefined);
    expect((await service.unread(b)).total).toBe(1);
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

describe.each(databaseKinds)('the notification calls on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(async () => {
    await app.close();
  });
  const list = (token: string) =>
    call<NotificationPage>(app.url, 'GET', `${USER}/listNotifications?page=1&pageSize=20`, { token });
  const read = (token: string | undefined, body: unknown) =>
    call<null>(app.url, 'POST', `${USER}/readNotifications`, { token, body });

  it('mark the ones seen read for their owner, refuse an empty or oversized list, and need a session', async () => {
    const { token, user } = await signUp(app);
    await app.database.db.transaction((tx) => notify(tx, user.id, 'option_settled', { orderId: 1, status: 'won' }));
    const [seen] = (await list(token)).result.list;
    expect(seen?.readAt).toBeNull();

    expect((await read(undefined, { ids: [seen!.id] })).code).toBe(401);
    expect((await read(token, { ids: [] })).code).toBe(10088);
    expect((await read(token, { ids: Array.from({ length: 101 }, (_, i) => i + 1) })).code).toBe(10088);
    expect((await list(token)).result.list[0]?.readAt).toBeNull();

    expect((await read(token, { ids: [seen!.id] })).code).toBe(200);
    expect((await list(token)).result.list[0]?.readAt).toEqual(expect.any(Number));
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
