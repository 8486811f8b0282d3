import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase } from '../../test/databases.ts';
import type { Database } from '../db/client.ts';
import { systemAccountId, SystemAccountIds } from './index.ts';

describe('system account ids', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase('pglite');
  });
  afterAll(async () => {
    await database.close();
  });

  it('reads each account once, keyed by kind, book and currency, with the ids the ledger gives', async () => {
    const select = vi.spyOn(database.db, 'select');
    const ids = new SystemAccountIds(database.db);
    const [first, again, otherBook] = await Promise.all([
      ids.of('plan_yield', 'real', 'USDT'),
      ids.of('plan_yield', 'real', 'USDT'),
      ids.of('plan_yield', 'demo', 'USDT'),
    ]);
    expect(again).toBe(first);
    expect(otherBook).not.toBe(first);
    expect(await ids.of('plan_yield', 'real', 'USDT')).toBe(first);
    expect(select).toHaveBeenCalledTimes(2);
    select.mockRestore();
    expect(first).toBe(await systemAccountId(database.db, 'plan_yield', 'real', 'USDT'));
    expect(otherBook).toBe(await systemAccountId(database.db, 'plan_yield', 'demo', 'USDT'));
  });

  it('does not remember a failed read: the next call reads again', async () => {
    let down = true;
    // The database, except that every query throws while it is down.
    const flaky = new Proxy(database.db, {
      get(target, name, receiver) {
        if (down && (name === 'select' || name === 'insert')) throw new Error('connection lost');
        return Reflect.get(target, name, receiver) as unknown;
      },
    });
    const ids = new SystemAccountIds(flaky);
    await expect(ids.of('fee', 'real', 'USDT')).rejects.toThrow('connection lost');
    down = false;
    expect(await ids.of('fee', 'real', 'USDT')).toBe(await systemAccountId(database.db, 'fee', 'real', 'USDT'));
  });
});
