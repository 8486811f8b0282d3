import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Money } from '@tp/contract';
import { databaseKinds, freshDatabase } from '../../test/databases.ts';
import { queryRows, type Database, type Db } from '../db/client.ts';
import { newUser } from '../../test/fixtures.ts';
import {
  accountBalance,
  customerAccount,
  customerAccountId,
  customerCash,
  findViolations,
  grantDemoFunds,
  LedgerError,
  post,
  postHold,
  reserve,
  reserveMany,
  systemAccountId,
  voidHold,
  voidMany,
} from './index.ts';

/** An entry moving `amount` from one account to another. */
function transferEntry(
  from: number,
  to: number,
  amount: string,
  mode: 'demo' | 'real' = 'real',
  idempotencyKey?: string,
) {
  return {
    kind: 'test',
    mode,
    currency: 'USDT',
    idempotencyKey,
    postings: [
      { accountId: from, amount: `-${amount}` },
      { accountId: to, amount },
    ],
  };
}

function transfer(db: Db, from: number, to: number, amount: string, mode: 'demo' | 'real' = 'real') {
  return db.transaction((tx) => post(tx, transferEntry(from, to, amount, mode)));
}

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof LedgerError) return err.failure;
    const cause = (err as Error).cause as Error | undefined;
    return `other: ${(err as Error).message} ${cause?.message ?? ''}`;
  }
  return 'no failure';
}

describe.each(databaseKinds)('ledger on %s', (kind) => {
  let database: Database;
  let db: Db;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    db = database.db;
  });
  afterAll(async () => {
    expect(await findViolations(db)).toEqual([]);
    await database.close();
  });

  it('grants a new demo account 100,000 USDT once, and nothing on the real account', async () => {
    const userId = await newUser(db);
    await db.transaction((tx) => grantDemoFunds(tx, userId));
    await db.transaction((tx) => grantDemoFunds(tx, userId));
    const demo = await accountBalance(db, await customerAccountId(db, userId, 'demo', 'USDT'));
    const real = await accountBalance(db, await customerAccountId(db, userId, 'real', 'USDT'));
    expect(demo.balance.toString()).toBe('100000');
    expect(real.balance.toString()).toBe('0');
  });

  it('refuses an entry whose postings do not sum to zero, and writes nothing', async () => {
    const userId = await newUser(db);
    const account = await customerAccountId(db, userId, 'real', 'USDT');
    const house = await systemAccountId(db, 'house', 'real', 'USDT');
    const entriesBefore = await queryRows(db, sql`select count(*)::int as n from ledger_entries`);
    expect(
      await failure(
        db.transaction((tx) =>
          post(tx, {
            kind: 'test',
            mode: 'real',
            currency: 'USDT',
            postings: [
              { accountId: house, amount: '-10' },
              { accountId: account, amount: '9.99' },
            ],
          }),
        ),
      ),
    ).toBe('unbalanced');
    const entriesAfter = await queryRows(db, sql`select count(*)::int as n from ledger_entries`);
    expect(entriesAfter).toEqual(entriesBefore);
  });

  it('never lets a customer account go below zero, and the failed entry leaves no trace', async () => {
    const userId = await newUser(db);
    const account = await customerAccountId(db, userId, 'real', 'USDT');
    const house = await systemAccountId(db, 'house', 'real', 'USDT');
    await transfer(db, house, account, '50.5');
    expect(await failure(transfer(db, account, house, '50.500000000000000001'))).toBe('insufficient_funds');
    expect((await accountBalance(db, account)).balance.toString()).toBe('50.5');
    expect((await accountBalance(db, house)).balance.isNegative()).toBe(true);
  });

  it('refuses, in the database itself, an entry that mixes demo and real money', async () => {
    const userId = await newUser(db);
    const demo = await customerAccountId(db, userId, 'demo', 'USDT');
    const realHouse = await systemAccountId(db, 'house', 'real', 'USDT');
    const error = await failure(transfer(db, realHouse, demo, '1', 'demo'));
    expect(error).toMatch(/^other:/);
    expect((await accountBalance(db, demo)).balance.toString()).toBe('0');
  });

  it('returns the first entry for a repeated idempotency key and refuses the key for another entry', async () => {
    const userId = await newUser(db);
    const account = await customerAccountId(db, userId, 'real', 'USDT');
    const house = await systemAccountId(db, 'house', 'real', 'USDT');
    const entry = transferEntry(house, account, '7', 'real', `idem-${userId}`);
    const first = await db.transaction((tx) => post(tx, entry));
    const again = await db.transaction((tx) => post(tx, entry));
    expect(again).toEqual({ entryId: first.entryId, replayed: true });
    expect((await accountBalance(db, account)).balance.toString()).toBe('7');
    const other = transferEntry(house, account, '8', 'real', entry.idempotencyKey);
    expect(await failure(db.transaction((tx) => post(tx, other)))).toBe('idempotency_conflict');
  });

  it('keeps entries and postings append-only', async () => {
    expect(await failure(db.execute(sql`update ledger_postings set amount = amount + 1`))).toMatch(/append-only/);
    expect(await failure(db.execute(sql`delete from ledger_entries`))).toMatch(/append-only/);
  });

  it('reserves many holds at once, all or none: one hold its account cannot cover refuses the batch', async () => {
    const house = await systemAccountId(db, 'house', 'real', 'USDT');
    const accounts = await Promise.all(
      [1, 2, 3].map(async () => customerAccountId(db, await newUser(db), 'real', 'USDT')),
    );
    for (const account of accounts) await transfer(db, house, account, '50');
    const holdsOf = (amounts: string[]) =>
      amounts.map((amount, i) => ({ accountId: accounts[i]!, amount: Money.of(amount), reference: `batch:${i}` }));
    const figures = async () =>
      Promise.all(accounts.map(async (account) => (await accountBalance(db, account)).held.toString()));

    expect(await failure(db.transaction((tx) => reserveMany(tx, holdsOf(['10', '50.01', '20']))))).toBe(
      'insufficient_funds',
    );
    expect(await figures()).toEqual(['0', '0', '0']);
    const ids = await db.transaction((tx) => reserveMany(tx, holdsOf(['10', '50', '20'])));
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    expect(await figures()).toEqual(['10', '50', '20']);
    // Each id is its own hold: voiding the second frees exactly its amount.
    await db.transaction((tx) => voidHold(tx, ids[1]!));
    expect(await figures()).toEqual(['10', '0', '20']);
    expect(await findViolations(db)).toEqual([]);
  });

  it('voids many holds at once, each exactly once: one hold no longer pending refuses the batch', async () => {
    const house = await systemAccountId(db, 'house', 'real', 'USDT');
    const accounts = await Promise.all(
      [1, 2].map(async () => customerAccountId(db, await newUser(db), 'real', 'USDT')),
    );
    for (const account of accounts) await transfer(db, house, account, '50');
    const reserved = (accountId: number, amount: string) =>
      db.transaction((tx) => reserve(tx, { accountId, amount })).then((hold) => hold.holdId);
    const [first, second, third] = [
      await reserved(accounts[0]!, '10'),
      await reserved(accounts[0]!, '15'),
      await reserved(accounts[1]!, '20'),
    ];
    const held = async () =>
      Promise.all(accounts.map(async (account) => (await accountBalance(db, account)).held.toString()));
    await db.transaction((tx) => voidHold(tx, third));

    // The third is voided already: nothing of the batch is voided.
    expect(await failure(db.transaction((tx) => voidMany(tx, [first, third])))).toBe('hold_not_pending');
    expect(await failure(db.transaction((tx) => voidMany(tx, [first, first])))).toBe('hold_not_pending');
    expect(await held()).toEqual(['25', '0']);
    await db.transaction((tx) => voidMany(tx, [first, second]));
    expect(await held()).toEqual(['0', '0']);
    expect(await failure(db.transaction((tx) => voidHold(tx, second)))).toBe('hold_not_pending');
    expect(await findViolations(db)).toEqual([]);
  });

  it('reserves, then posts a hold exactly once; a second post or a void is refused', async () => {
    const userId = await newUser(db);
    const account = await customerAccountId(db, userId, 'real', 'USDT');
    const house = await systemAccountId(db, 'house', 'real', 'USDT');
    const fee = await systemAccountId(db, 'fee', 'real', 'USDT');
    const settlement = await systemAccountId(db, 'settlement', 'real', 'USDT');
    await transfer(db, house, account, '100');
    const hold = await db.transaction((tx) => reserve(tx, { accountId: account, amount: '60' }));
    let balance = await accountBalance(db, account);
    expect([balance.balance.toString(), balance.held.toString(), balance.available.toString()]).toEqual([
      '100',
      '60',
      '40',
    ]);
    expect(await failure(db.transaction((tx) => reserve(tx, { accountId: account, amount: '40.01' })))).toBe(
      'insufficient_funds',
    );
    const holdOut = {
      kind: 'withdrawal',
      mode: 'real' as const,
      currency: 'USDT',
      credits: [
        { accountId: settlement, amount: '59.7' },
        { accountId: fee, amount: '0.3' },
      ],
    };
    await db.transaction((tx) => postHold(tx, hold.holdId, holdOut));
    balance = await accountBalance(db, account);
    expect([balance.balance.toString(), balance.held.toString()]).toEqual(['40', '0']);
    expect(await failure(db.transaction((tx) => postHold(tx, hold.holdId, holdOut)))).toBe('hold_not_pending');
    expect(await failure(db.transaction((tx) => voidHold(tx, hold.holdId)))).toBe('hold_not_pending');
    expect((await accountBalance(db, fee)).balance.gte('0.3')).toBe(true);
  });

  it('voids a hold, releasing the funds, exactly once', async () => {
    const userId = await newUser(db);
    await db.transaction((tx) => grantDemoFunds(tx, userId));
    const account = await customerAccountId(db, userId, 'demo', 'USDT');
    const hold = await db.transaction((tx) =>
      reserve(tx, { accountId: account, amount: '99999.99', idempotencyKey: `hold-${userId}` }),
    );
    const again = await db.transaction((tx) =>
      reserve(tx, { accountId: account, amount: '99999.99', idempotencyKey: `hold-${userId}` }),
    );
    expect(again.holdId).toBe(hold.holdId);
    expect((await accountBalance(db, account)).available.toString()).toBe('0.01');
    await db.transaction((tx) => voidHold(tx, hold.holdId));
    expect(await failure(db.transaction((tx) => voidHold(tx, hold.holdId)))).toBe('hold_not_pending');
    expect((await accountBalance(db, account)).available.toString()).toBe('100000');
  });

  it.runIf(kind === 'postgres')('accepts exactly as many concurrent holds as the balance covers', async () => {
    const userId = await newUser(db);
    const account = await customerAccountId(db, userId, 'real', 'USDT');
    const house = await systemAccountId(db, 'house', 'real', 'USDT');
    await transfer(db, house, account, '100');
    const attempts = await Promise.allSettled(
      Array.from({ length: 30 }, () => db.transaction((tx) => reserve(tx, { accountId: account, amount: '10' }))),
    );
    const accepted = attempts.filter((a) => a.status === 'fulfilled').length;
    const refused = attempts.filter(
      (a) => a.status === 'rejected' && a.reason instanceof LedgerError && a.reason.failure === 'insufficient_funds',
    ).length;
    expect([accepted, refused]).toEqual([10, 20]);
    expect((await accountBalance(db, account)).available.eq(Money.zero())).toBe(true);
  });

  it.runIf(kind === 'postgres')('posts one idempotent entry when the same key races', async () => {
    const userId = await newUser(db);
    const account = await customerAccountId(db, userId, 'real', 'USDT');
    const house = await systemAccountId(db, 'house', 'real', 'USDT');
    const entry = transferEntry(house, account, '3', 'real', `race-${userId}`);
    const results = await Promise.all(Array.from({ length: 10 }, () => db.transaction((tx) => post(tx, entry))));
    expect(new Set(results.map((r) => r.entryId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await accountBalance(db, account)).balance.toString()).toBe('3');
  });

  it('reads a customer account in one place: created on first use, locked for a decision, trusted by post()', async () => {
    const userId = await newUser(db);
    const key = { userId, mode: 'real' as const, currency: 'USDT' };
    const house = await systemAccountId(db, 'house', 'real', 'USDT');
    expect(await customerAccount(db, key, { lock: false, create: false })).toBeUndefined();
    const debit = (amount: string, idempotencyKey?: string) =>
      db.transaction(async (tx) => {
        const locked = await customerAccount(tx, key, { lock: true });
        return post(tx, {
          ...transferEntry(locked.id, house, amount, 'real', idempotencyKey),
          lockedAccounts: [locked],
        });
      });
    const created = await db.transaction(async (tx) => {
      const locked = await customerAccount(tx, key, { lock: true });
      await post(tx, { ...transferEntry(house, locked.id, '50'), lockedAccounts: [locked] });
      return locked;
    });
    expect([created.balance.toString(), created.held.toString()]).toEqual(['0', '0']);
    // The caller's lock replaces post()'s, never its guard.
    expect(await failure(debit('50.000000000000000001'))).toBe('insufficient_funds');
    const first = await debit('20', `locked-${userId}`);
    expect(await debit('20', `locked-${userId}`)).toEqual({ entryId: first.entryId, replayed: true });
    const read = await customerAccount(db, key, { lock: false });
    expect([read.id, read.balance.toString(), read.available.toString()]).toEqual([created.id, '30', '30']);
    const cash = (await customerCash(db, [userId], 'USDT')).map((c) => [c.mode, Money.of(c.cash).toString()]);
    expect(cash.sort()).toEqual([['real', '30']]);
  });

  it.runIf(kind === 'postgres')('debits what the balance covers when callers lock the account', async () => {
    const userId = await newUser(db);
    const key = { userId, mode: 'real' as const, currency: 'USDT' };
    const account = await customerAccountId(db, userId, 'real', 'USDT');
    const house = await systemAccountId(db, 'house', 'real', 'USDT');
    await transfer(db, house, account, '100');
    const attempts = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        db.transaction(async (tx) => {
          const locked = await customerAccount(tx, key, { lock: true });
          return post(tx, { ...transferEntry(locked.id, house, '10'), lockedAccounts: [locked] });
        }),
      ),
    );
    const refused = attempts.filter(
      (a) => a.status === 'rejected' && a.reason instanceof LedgerError && a.reason.failure === 'insufficient_funds',
    ).length;
    expect([attempts.filter((a) => a.status === 'fulfilled').length, refused]).toEqual([10, 20]);
    expect((await accountBalance(db, account)).balance.isZero()).toBe(true);
  });
});
