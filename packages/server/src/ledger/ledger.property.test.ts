import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Money } from '@tp/contract';
import { databaseKinds, freshDatabase } from '../../test/databases.ts';
import type { Database, Db } from '../db/client.ts';
import {
  accountBalance,
  customerAccountId,
  findViolations,
  LedgerError,
  post,
  postHold,
  reserve,
  systemAccountId,
  voidHold,
} from './index.ts';
import { newUser } from '../../test/fixtures.ts';

/** Operations on three customers and the house; indexes pick among the accounts and holds. */
const amount = fc.integer({ min: 1, max: 200_000 }).map((cents) => Money.of(String(cents)).dividedBy('100', 2, 'down'));
const operation = fc.oneof(
  fc.record({ op: fc.constant('transfer' as const), from: fc.nat(3), to: fc.nat(3), amount, keyed: fc.boolean() }),
  fc.record({ op: fc.constant('replay' as const) }),
  fc.record({ op: fc.constant('unbalanced' as const), from: fc.nat(3), to: fc.nat(3), amount }),
  fc.record({ op: fc.constant('reserve' as const), customer: fc.nat(2), amount }),
  fc.record({ op: fc.constant('postHold' as const), hold: fc.nat(20), to: fc.nat(3) }),
  fc.record({ op: fc.constant('voidHold' as const), hold: fc.nat(20) }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

interface Model {
  accounts: number[];
  balance: Money[];
  held: Money[];
  holds: { id: number; account: number; amount: Money; pending: boolean }[];
  lastKeyed: { key: string; from: number; to: number; amount: Money } | null;
}

async function expectFailure(promise: Promise<unknown>, failure: string): Promise<void> {
  await expect(promise).rejects.toSatisfy((e) => e instanceof LedgerError && e.failure === failure);
}

async function apply(db: Db, m: Model, o: Operation, run: number, step: number): Promise<void> {
  const transfer = (from: number, to: number, value: Money, idempotencyKey?: string) =>
    db.transaction((tx) =>
      post(tx, {
        kind: 'property',
        mode: 'real',
        currency: 'USDT',
        idempotencyKey,
        postings: [
          { accountId: m.accounts[from]!, amount: value.negated() },
          { accountId: m.accounts[to]!, amount: value },
        ],
      }),
    );
  const covers = (i: number, value: Money) => i === 0 || m.balance[i]!.minus(m.held[i]!).gte(value);
  switch (o.op) {
    case 'transfer': {
      if (o.from === o.to) return;
      const key = o.keyed ? `p${run}-${step}` : undefined;
      if (!covers(o.from, o.amount)) return expectFailure(transfer(o.from, o.to, o.amount, key), 'insufficient_funds');
      await transfer(o.from, o.to, o.amount, key);
      m.balance[o.from] = m.balance[o.from]!.minus(o.amount);
      m.balance[o.to] = m.balance[o.to]!.plus(o.amount);
      if (key) m.lastKeyed = { key, from: o.from, to: o.to, amount: o.amount };
      return;
    }
    case 'replay': {
      if (!m.lastKeyed) return;
      const result = await transfer(m.lastKeyed.from, m.lastKeyed.to, m.lastKeyed.amount, m.lastKeyed.key);
      expect(result.replayed).toBe(true);
      return;
    }
    case 'unbalanced': {
      const entry = db.transaction((tx) =>
        post(tx, {
          kind: 'property',
          mode: 'real',
          currency: 'USDT',
          postings: [
            { accountId: m.accounts[o.from]!, amount: o.amount.negated() },
            { accountId: m.accounts[o.to]!, amount: o.amount.plus('0.01') },
          ],
        }),
      );
      return expectFailure(entry, 'unbalanced');
    }
    case 'reserve': {
      const i = o.customer + 1;
      const hold = db.transaction((tx) => reserve(tx, { accountId: m.accounts[i]!, amount: o.amount }));
      if (!covers(i, o.amount)) return expectFailure(hold, 'insufficient_funds');
      const { holdId } = await hold;
      m.held[i] = m.held[i]!.plus(o.amount);
      m.holds.push({ id: holdId, account: i, amount: o.amount, pending: true });
      return;
    }
    case 'postHold':
    case 'voidHold': {
      const h = m.holds[o.hold % Math.max(m.holds.length, 1)];
      if (!h) return;
      const target = o.op === 'postHold' ? (o.to === h.account ? 0 : o.to) : 0;
      const resolve =
        o.op === 'postHold'
          ? db.transaction((tx) =>
              postHold(tx, h.id, {
                kind: 'property',
                mode: 'real',
                currency: 'USDT',
                credits: [{ accountId: m.accounts[target]!, amount: h.amount }],
              }),
            )
          : db.transaction((tx) => voidHold(tx, h.id));
      if (!h.pending) return expectFailure(resolve, 'hold_not_pending');
      await resolve;
      h.pending = false;
      m.held[h.account] = m.held[h.account]!.minus(h.amount);
      if (o.op === 'postHold') {
        m.balance[h.account] = m.balance[h.account]!.minus(h.amount);
        m.balance[target] = m.balance[target]!.plus(h.amount);
      }
      return;
    }
  }
}

describe.each(databaseKinds)('ledger invariants under random operations on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it('keeps every entry balanced, balances equal to postings, and no customer below zero', async () => {
    const { db } = database;
    const house = await systemAccountId(db, 'house', 'real', 'USDT');
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(amount, { minLength: 3, maxLength: 3 }),
        fc.array(operation, { minLength: 1, maxLength: 25 }),
        async (funding, operations) => {
          run += 1;
          const customers = [];
          for (let i = 0; i < 3; i++) customers.push(await customerAccountId(db, await newUser(db), 'real', 'USDT'));
          const houseStart = (await accountBalance(db, house)).balance;
          const m: Model = {
            accounts: [house, ...customers],
            balance: [houseStart, Money.zero(), Money.zero(), Money.zero()],
            held: [Money.zero(), Money.zero(), Money.zero(), Money.zero()],
            holds: [],
            lastKeyed: null,
          };
          // Each customer starts funded, so that holds and debits are mostly covered, sometimes not.
          for (const [i, value] of funding.entries()) {
            await apply(db, m, { op: 'transfer', from: 0, to: i + 1, amount: value, keyed: false }, run, -1 - i);
          }
          for (const [step, o] of operations.entries()) await apply(db, m, o, run, step);
          for (const [i, accountId] of m.accounts.entries()) {
            const actual = await accountBalance(db, accountId);
            expect(actual.balance.toString()).toBe(m.balance[i]!.toString());
            expect(actual.held.toString()).toBe(m.held[i]!.toString());
          }
          expect(await findViolations(db)).toEqual([]);
        },
      ),
      { numRuns: kind === 'pglite' ? 60 : 30 },
    );
  });
});
