import { describe, expect, it } from 'vitest';
import { GroupCommit, type GroupCommitOptions, type Outcome } from './group-commit.ts';

interface Order {
  account: string;
  amount: number;
}

/** A group commit whose batches are recorded; `write` refuses negative amounts, one by one. */
function recorder(overrides: Partial<GroupCommitOptions<Order, string>> = {}) {
  const batches: Order[][] = [];
  const alone: Order[] = [];
  const commit = new GroupCommit<Order, string>({
    write: (orders) => {
      batches.push([...orders]);
      return Promise.resolve(
        orders.map((order): Outcome<string> =>
          order.amount < 0
            ? { ok: false, error: new Error(`refused ${order.account}`) }
            : { ok: true, value: `${order.account}+${order.amount}` },
        ),
      );
    },
    alone: (order) => {
      alone.push(order);
      return Promise.resolve(`alone ${order.account}`);
    },
    keyOf: (order) => order.account,
    maxBatchSize: 4,
    maxConcurrentBatches: 1,
    ...overrides,
  });
  return { commit, batches, alone };
}

describe('group commit', () => {
  it('writes requests that arrive together in one batch, and answers each with its own outcome', async () => {
    const { commit, batches } = recorder();
    const answers = await Promise.allSettled([
      commit.submit({ account: 'a', amount: 1 }),
      commit.submit({ account: 'b', amount: -1 }),
      commit.submit({ account: 'c', amount: 3 }),
    ]);
    expect(batches).toHaveLength(1);
    expect(answers[0]).toEqual({ status: 'fulfilled', value: 'a+1' });
    expect(answers[1]).toMatchObject({ status: 'rejected', reason: new Error('refused b') });
    expect(answers[2]).toEqual({ status: 'fulfilled', value: 'c+3' });
  });

  it('never puts two requests of one account in a batch, and keeps the bound on the batch size', async () => {
    const { commit, batches } = recorder();
    const orders = ['a', 'a', 'b', 'c', 'd', 'e', 'a'].map((account, amount) => ({ account, amount }));
    const answers = await Promise.all(orders.map((order) => commit.submit(order)));
    expect(answers).toEqual(orders.map((order) => `${order.account}+${order.amount}`));
    for (const batch of batches) {
      expect(batch.length).toBeLessThanOrEqual(4);
      expect(new Set(batch.map((order) => order.account)).size).toBe(batch.length);
    }
    expect(batches.flat()).toHaveLength(orders.length);
    // The same account's requests keep their order.
    expect(
      batches
        .flat()
        .filter((order) => order.account === 'a')
        .map((order) => order.amount),
    ).toEqual([0, 1, 6]);
  });

  it('serves every request of a batch that failed as a whole alone, and a failure alone stays its own', async () => {
    const failures: number[] = [];
    const { commit, alone } = recorder({
      write: () => Promise.reject(new Error('connection lost')),
      alone: (order) =>
        order.account === 'b' ? Promise.reject(new Error('refused b')) : Promise.resolve(`alone ${order.account}`),
      onBatchFailure: (_err, size) => failures.push(size),
    });
    const answers = await Promise.allSettled([
      commit.submit({ account: 'a', amount: 1 }),
      commit.submit({ account: 'b', amount: 2 }),
    ]);
    expect(failures).toEqual([2]);
    expect(alone).toEqual([]);
    expect(answers[0]).toEqual({ status: 'fulfilled', value: 'alone a' });
    expect(answers[1]).toMatchObject({ status: 'rejected', reason: new Error('refused b') });
  });

  it('writes at most maxConcurrentBatches batches at once, with no account in two of them', async () => {
    let running = 0;
    let most = 0;
    const inFlight = new Set<string>();
    const commit = new GroupCommit<Order, string>({
      write: async (orders) => {
        running++;
        most = Math.max(most, running);
        for (const order of orders) {
          expect(inFlight.has(order.account)).toBe(false);
          inFlight.add(order.account);
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
        for (const order of orders) inFlight.delete(order.account);
        running--;
        return orders.map((order) => ({ ok: true as const, value: order.account }));
      },
      alone: () => Promise.reject(new Error('not expected')),
      keyOf: (order) => order.account,
      maxBatchSize: 2,
      maxConcurrentBatches: 2,
    });
    const orders = Array.from({ length: 20 }, (_, i) => ({ account: `acct${i % 5}`, amount: i }));
    expect(await Promise.all(orders.map((order) => commit.submit(order)))).toEqual(
      orders.map((order) => order.account),
    );
    expect(most).toBe(2);
    expect(commit.stats.requests).toBe(20);
  });
});
