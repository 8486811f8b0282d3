import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode, Money } from '@tp/contract';
import { freshDatabase } from '../../../test/databases.ts';
import { newUser } from '../../../test/fixtures.ts';
import type { Database, Db } from '../../db/client.ts';
import { ledgerAccounts } from '../../db/schema.ts';
import { Feed } from '../../feed/feed.ts';
import { AppError } from '../../core/errors.ts';
import { Limiter } from '../../core/rate-limits.ts';
import { accountBalance, customerAccountId, findViolations } from '../../ledger/index.ts';
import type { SessionContext } from '../../core/request.ts';
import { seedContentAndParams } from '../content/service.ts';
import { accountExposure, accountsExposure } from '../trading/exposure.ts';
import { WalletReview } from './review.ts';
import { WalletService } from './service.ts';
import { ADDRESSES, newOperator, png, txHash } from './wallet.fixtures.ts';

/**
 * Random interleavings of the whole wallet — deposits, their approval or rejection, withdrawals,
 * their approval, rejection or completion, repeated decisions — for a few customers, against a
 * model. PGlite only: it is about the arithmetic and the lifecycle, not about concurrency (the
 * PostgreSQL races are in wallet.test.ts).
 */

const micro = (min: number, max: number) =>
  fc.integer({ min, max }).map((n) => Money.of(String(n)).dividedBy('1000000', 6, 'down'));
const satoshi = (min: number, max: number) =>
  fc.integer({ min, max }).map((n) => Money.of(String(n)).dividedBy('100000000', 8, 'down'));

/** Decisions mostly pick among the last few records, so that they meet them undecided as well as decided. */
const pick = fc.oneof({ arbitrary: fc.nat(3), weight: 3 }, { arbitrary: fc.nat(40), weight: 1 });
const operation = fc.oneof(
  {
    arbitrary: fc.record({
      op: fc.constant('depositUsdt' as const),
      customer: fc.nat(2),
      amount: micro(120_000_000, 3_000_000_000),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('depositBtc' as const),
      customer: fc.nat(2),
      amount: satoshi(1_500_000, 5_000_000),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ op: fc.constant('approveDeposit' as const), pick }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constant('rejectDeposit' as const), pick }), weight: 1 },
  {
    arbitrary: fc.record({
      op: fc.constant('withdraw' as const),
      customer: fc.nat(2),
      amount: micro(20_000_000, 1_500_000_000),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ op: fc.constant('approveWithdrawal' as const), pick }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constant('rejectWithdrawal' as const), pick }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('completeWithdrawal' as const), pick }), weight: 1 },
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

interface DepositModel {
  id: number;
  customer: number;
  credited: Money;
  status: 'awaiting_review' | 'completed' | 'rejected';
}
interface WithdrawalModel {
  id: number;
  customer: number;
  amount: Money;
  status: 'awaiting_review' | 'approved' | 'completed' | 'rejected';
}
interface Model {
  sessions: SessionContext[];
  deposits: DepositModel[];
  withdrawals: WithdrawalModel[];
  btcRate: string;
}

async function code(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
}

const payoutOf = (id: number) => createHash('sha256').update(`payout ${id}`).digest('hex');

describe('the wallet under random interleavings (PGlite)', () => {
  let database: Database;
  let db: Db;
  let wallet: WalletService;
  let review: WalletReview;
  let operatorId: number;
  const feed = new Feed(['BTCUSDT', 'ETHUSDT']);

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    db = database.db;
    await seedContentAndParams(db);
    wallet = new WalletService({
      db,
      feed,
      uploads: new Limiter('property', { points: 1e9, durationSec: 60 }, null),
      exposure: (tx, userId, mode) => accountExposure(tx, feed, userId, mode),
      // No instrument has a position here: the type only picks how a price is read.
      exposures: (tx, owners) => accountsExposure(tx, feed, owners, () => 0),
    });
    review = new WalletReview(db, feed);
    operatorId = (await newOperator(db)).id;
  });
  afterAll(async () => {
    await database.close();
  });

  /** The smallest available balance among the customers' real accounts, in one query. */
  async function leastAvailable(sessions: readonly SessionContext[]): Promise<Money> {
    const rows = await db
      .select({ available: sql<string>`min(${ledgerAccounts.balance} - ${ledgerAccounts.held})::text` })
      .from(ledgerAccounts)
      .where(
        and(
          inArray(
            ledgerAccounts.userId,
            sessions.map((s) => s.userId),
          ),
          eq(ledgerAccounts.mode, 'real'),
        ),
      );
    return Money.of(rows[0]?.available ?? '0');
  }

  async function apply(m: Model, o: Operation): Promise<void> {
    const decide = <T>(run: (tx: Db) => Promise<T>) => db.transaction(run);
    switch (o.op) {
      case 'depositUsdt':
      case 'depositBtc': {
        const session = m.sessions[o.customer % m.sessions.length]!;
        const upload = await wallet.proofs.upload(session, async () => ({ bytes: png() }));
        const [coin, network] = o.op === 'depositUsdt' ? (['USDT', 'TRC20'] as const) : (['BTC', 'BTC'] as const);
        const record = await wallet.deposits.recharge(session, 'real', {
          coin,
          network,
          amount: o.amount.toString(),
          txHash: txHash(network),
          last6: 'abc123',
          proofFileId: upload.fileId,
        });
        const rate = coin === 'USDT' ? '1' : m.btcRate;
        m.deposits.push({
          id: record.id,
          customer: m.sessions.indexOf(session),
          credited: o.amount.times(rate).round(6, 'down'),
          status: 'awaiting_review',
        });
        return;
      }
      case 'approveDeposit':
      case 'rejectDeposit': {
        const d = m.deposits[m.deposits.length - 1 - (o.pick % Math.max(1, m.deposits.length))];
        if (!d) return;
        const approve = o.op === 'approveDeposit';
        const decision = decide((tx) =>
          approve ? review.approveDeposit(tx, operatorId, d.id) : review.rejectDeposit(tx, operatorId, d.id, 'no'),
        );
        const target = approve ? 'completed' : 'rejected';
        if (d.status === 'awaiting_review') {
          const result = await decision;
          expect(result.changed).toBe(true);
          expect(result.after.status).toBe(target);
          if (approve) expect(result.after.creditedAmount).toBe(d.credited.toString());
          d.status = target;
        } else if (d.status === target) {
          expect((await decision).changed).toBe(false);
        } else {
          expect(await code(decision)).toBe(ErrorCode.badParameters);
        }
        return;
      }
      case 'withdraw': {
        const index = o.customer % m.sessions.length;
        const before = await accountBalance(db, await customerAccountId(db, m.sessions[index]!.userId, 'real', 'USDT'));
        const attempt = wallet.withdrawals.withdraw(m.sessions[index]!, 'real', {
          coin: 'USDT',
          network: 'TRC20',
          address: ADDRESSES.TRC20,
          amount: o.amount.toString(),
        });
        if (before.available.gte(o.amount)) {
          const record = await attempt;
          m.withdrawals.push({ id: record.id, customer: index, amount: o.amount, status: 'awaiting_review' });
        } else {
          expect(await code(attempt)).toBe(ErrorCode.insufficientBalance);
        }
        return;
      }
      case 'approveWithdrawal':
      case 'rejectWithdrawal':
      case 'completeWithdrawal': {
        const w = m.withdrawals[m.withdrawals.length - 1 - (o.pick % Math.max(1, m.withdrawals.length))];
        if (!w) return;
        if (o.op === 'completeWithdrawal') {
          const decision = decide((tx) => review.completeWithdrawal(tx, operatorId, w.id, payoutOf(w.id)));
          if (w.status === 'approved') {
            expect((await decision).changed).toBe(true);
            w.status = 'completed';
          } else if (w.status === 'completed') {
            expect((await decision).changed).toBe(false);
          } else {
            expect(await code(decision)).toBe(ErrorCode.badParameters);
          }
          return;
        }
        const approve = o.op === 'approveWithdrawal';
        const decision = decide((tx) =>
          approve
            ? review.approveWithdrawal(tx, operatorId, w.id)
            : review.rejectWithdrawal(tx, operatorId, w.id, 'no'),
        );
        const same = approve ? ['approved', 'completed'] : ['rejected'];
        if (w.status === 'awaiting_review') {
          expect((await decision).changed).toBe(true);
          w.status = approve ? 'approved' : 'rejected';
        } else if (same.includes(w.status)) {
          expect((await decision).changed).toBe(false);
        } else {
          expect(await code(decision)).toBe(ErrorCode.badParameters);
        }
        return;
      }
    }
  }

  it('keeps the books balanced and every balance equal to approved deposits less approved withdrawals', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(operation, { minLength: 5, maxLength: 40, size: 'max' }),
        fc.integer({ min: 2, max: 3 }),
        micro(20_000_000_000, 120_000_000_000),
        fc.array(micro(120_000_000, 3_000_000_000), { minLength: 3, maxLength: 3 }),
        async (operations, customers, btcRate, opening) => {
          feed.ingest([{ code: 'BTCUSDT', price: 0, priceText: btcRate.toString(), time: Date.now() }]);
          const sessions: SessionContext[] = [];
          for (let i = 0; i < customers; i++) sessions.push({ userId: await newUser(db), sessionId: 0 });
          const m: Model = { sessions, deposits: [], withdrawals: [], btcRate: btcRate.toString() };
          // Every customer starts with one approved deposit, so that withdrawals have something to take.
          for (const [customer, amount] of opening.slice(0, customers).entries()) {
            await apply(m, { op: 'depositUsdt', customer, amount });
            await apply(m, { op: 'approveDeposit', pick: 0 });
          }
          for (const o of operations) {
            await apply(m, o);
            expect(await leastAvailable(sessions)).not.toSatisfy((least: Money) => least.isNegative());
          }

          expect(await findViolations(db)).toEqual([]);
          for (const [index, session] of sessions.entries()) {
            const credited = Money.sum(
              m.deposits.filter((d) => d.customer === index && d.status === 'completed').map((d) => d.credited),
            );
            const paid = Money.sum(
              m.withdrawals
                .filter((w) => w.customer === index && (w.status === 'approved' || w.status === 'completed'))
                .map((w) => w.amount),
            );
            const pending = Money.sum(
              m.withdrawals.filter((w) => w.customer === index && w.status === 'awaiting_review').map((w) => w.amount),
            );
            const figures = await wallet.statement.account(session, 'real');
            expect(figures.balance).toBe(credited.minus(paid).toString());
            expect(figures.held).toBe(pending.toString());
            expect(Money.of(figures.freeMargin).isNegative()).toBe(false);
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});
