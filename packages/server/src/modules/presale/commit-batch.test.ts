import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Money, type PresaleCommitment } from '@tp/contract';
import { call, startTestApp, type Answer, type TestApp } from '../../../test/app.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { customersWith, fundReal, headersOf, REAL } from '../../../test/money.ts';
import type { SignedUp } from '../../../test/signin.ts';
import { ledgerHolds, presaleCommitments } from '../../db/schema.ts';
import { customerAccount, findViolations } from '../../ledger/index.ts';
import { createRound } from './admin.ts';

const COMMIT = '/swx/customer/order/commitPresale';
const HOUR = 3_600_000;

/**
 * Commitments are group-committed like orders: those of different customers that arrive together
 * are written in one transaction, each decided on its own under its locks. These tests send many
 * at once and check each answer, each commitment and what every account holds after.
 */
describe.each(databaseKinds)('presale commitments written together on %s', (kind) => {
  let app: TestApp;
  let roundId: number;

  beforeAll(async () => {
    app = await startTestApp(kind, { optionsSettler: false, tradingEngine: false, planAccrual: false });
    const now = Date.now();
    const round = await createRound(
      app.database.db,
      {
        symbol: `B${kind.slice(0, 3).toUpperCase()}`,
        name: 'Batch token',
        price: '0.5',
        tokens: '100000',
        tokenScale: 2,
        cap: '500',
        minCommitment: '10',
        startTime: now - HOUR,
        endTime: now + 24 * HOUR,
        distributionTime: now + 24 * HOUR,
        descriptions: { en: 'A token for the batch tests.' },
      },
      null,
      new Date(now),
    );
    roundId = round.id;
  });
  afterAll(async () => {
    expect(await findViolations(app.database.db)).toEqual([]);
    await app.close();
  });

  const stats = () => ({ ...app.presale.commitmentBatches.stats });
  const commit = (who: SignedUp, amount: string, key?: string, round = roundId) =>
    call<PresaleCommitment | null>(app.url, 'POST', COMMIT, {
      token: who.token,
      body: { roundId: round, amount },
      headers: headersOf(REAL, key),
    });
  const figures = async (who: SignedUp) => {
    const account = await customerAccount(
      app.database.db,
      { userId: who.user.id, mode: 'real', currency: 'USDT' },
      { lock: false },
    );
    return { available: account.available.toString(), held: account.held.toString() };
  };
  const pendingHolds = async (who: SignedUp) => {
    const account = await customerAccount(
      app.database.db,
      { userId: who.user.id, mode: 'real', currency: 'USDT' },
      { lock: false },
    );
    const rows = await app.database.db
      .select()
      .from(ledgerHolds)
      .where(and(eq(ledgerHolds.accountId, account.id), eq(ledgerHolds.status, 'pending')));
    return rows.map((row) => Money.of(row.amount).toString());
  };
  const commitmentOf = async (who: SignedUp) =>
    (
      await app.database.db
        .select()
        .from(presaleCommitments)
        .where(and(eq(presaleCommitments.userId, who.user.id), eq(presaleCommitments.roundId, roundId)))
    ).map((row) => ({ amount: Money.of(row.amount).toString(), status: row.status }));

  it('commits twenty customers at once through the group commit, refusing only the one whose cash falls short', async () => {
    const customers = await customersWith(app, 20, '100');
    const amounts = customers.map((_, i) => (i === 7 ? '100.01' : String(10 + i)));
    const before = stats();

    const answers = await Promise.all(customers.map((who, i) => commit(who, amounts[i] ?? '10')));

    const after = stats();
    expect(after.requests - before.requests).toBe(20);
    // Every one went through the group commit; how many batches depends on how they arrive.
    expect(after.failedBatches).toBe(before.failedBatches);
    for (const [i, who] of customers.entries()) {
      const answer = answers[i] as Answer<PresaleCommitment | null>;
      if (i === 7) {
        expect(answer.code).toBe(10011);
        expect(await figures(who)).toEqual({ available: '100', held: '0' });
        expect(await commitmentOf(who)).toEqual([]);
        continue;
      }
      expect([answer.code, Money.of(answer.result?.amount ?? '0').toString(), answer.result?.status]).toEqual([
        200,
        amounts[i],
        'open',
      ]);
      expect(await figures(who)).toEqual({
        available: Money.of('100')
          .minus(amounts[i] ?? '0')
          .toString(),
        held: amounts[i],
      });
      expect(await commitmentOf(who)).toEqual([{ amount: amounts[i], status: 'open' }]);
    }
  });

  it('keeps one hold per customer when each changes the commitment five times at once, the last write its amount', async () => {
    const customers = await customersWith(app, 10, '100');
    await Promise.all(customers.map((who) => commit(who, '50')));

    const answers = await Promise.all(
      customers.map((who) => Promise.all(['10', '20', '30', '0', '40'].map((amount) => commit(who, amount)))),
    );

    for (const [c, who] of customers.entries()) {
      expect((answers[c] ?? []).every((answer) => answer.code === 200)).toBe(true);
      const [commitment] = await commitmentOf(who);
      const holds = await pendingHolds(who);
      if (commitment?.status === 'open') expect(holds).toEqual([commitment.amount]);
      else expect([commitment?.amount, holds]).toEqual(['0', []]);
      expect((await figures(who)).held).toBe(commitment?.status === 'open' ? commitment.amount : '0');
    }
  });

  it('withdraws, changes and refuses in one batch, each with its own answer', async () => {
    const [withdrawing, changing, nothing, unknown] = await customersWith(app, 4, '100');
    await commit(withdrawing!, '30');
    await commit(changing!, '30');
    const before = stats();

    const answers = await Promise.all([
      commit(withdrawing!, '0'),
      commit(changing!, '95'),
      commit(nothing!, '0'),
      commit(unknown!, '10', undefined, 987_654),
    ]);

    expect(answers.map((answer) => answer.code)).toEqual([200, 200, 10016, 10088]);
    // Decided in batches, none of which failed as a whole and was served again alone.
    expect(stats().failedBatches).toBe(before.failedBatches);
    expect(answers[0].result?.status).toBe('withdrawn');
    expect(await figures(withdrawing!)).toEqual({ available: '100', held: '0' });
    // 95 fits once the commitment's own 30 is freed.
    expect(await figures(changing!)).toEqual({ available: '5', held: '95' });
    expect(await commitmentOf(nothing!)).toEqual([]);
    expect(await commitmentOf(unknown!)).toEqual([]);
  });

  it('changes the commitment once for eight calls racing under one key, and frees a refused call key for its retry', async () => {
    const [who, other] = (await customersWith(app, 2, '100')) as [SignedUp, SignedUp];

    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => commit(who, '25', 'same-commitment')),
      commit(other, '25', 'same-commitment'),
    ]);

    expect(answers.every((answer) => answer.code === 200)).toBe(true);
    expect(new Set(answers.slice(0, 8).map((answer) => answer.result?.id)).size).toBe(1);
    expect(answers[8]?.result?.id).not.toBe(answers[0].result?.id);
    expect(await pendingHolds(who)).toEqual(['25']);
    expect(await pendingHolds(other)).toEqual(['25']);

    expect((await commit(other, '150', 'short-then-funded')).code).toBe(10011);
    await fundReal(app, other, '100');
    const retried = await commit(other, '150', 'short-then-funded');
    expect([retried.code, Money.of(retried.result?.amount ?? '0').toString()]).toEqual([200, '150']);
    expect(await pendingHolds(other)).toEqual(['150']);
  });
});
