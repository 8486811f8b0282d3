import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type WithdrawalRecord } from '@tp/contract';
import { startTestApp, type Answer, type TestApp } from '../../../test/app.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { accountFigures, customersWith, REAL, withdraw, withdrawalBody } from '../../../test/money.ts';
import { findViolations } from '../../ledger/index.ts';

const CUSTOMERS = 10;
const REQUESTS_PER_CUSTOMER = 5;
const CASH = '100';
const AMOUNT = '30';
/** How many requests of AMOUNT the cash covers: 3 × 30 = 90 of 100, not a fourth. */
const COVERED = 3;

/**
 * Withdrawals are group-committed like orders: requests of different customers that arrive
 * together are written in one transaction (one hold each), each decided and answered on its own.
 */
describe.each(databaseKinds)('withdrawals written together on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(kind, { tradingEngine: false, optionsSettler: false });
  });
  afterAll(async () => {
    await app.close();
  });

  const stats = () => ({ ...app.wallet.withdrawals.requests.stats });
  const accepted = (answers: readonly Answer<WithdrawalRecord | null>[]) => answers.filter((a) => a.code === 200);

  it(`holds exactly ${COVERED} requests per customer out of ${REQUESTS_PER_CUSTOMER} racing ones`, async () => {
    const customers = await customersWith(app, CUSTOMERS, CASH);
    const [bystander] = await customersWith(app, 1, CASH);
    const before = stats();

    const answers = await Promise.all(
      customers.flatMap((who, c) =>
        Array.from({ length: REQUESTS_PER_CUSTOMER }, (_, n) =>
          withdraw(app, who, withdrawalBody(AMOUNT), `w-${c}-${n}`),
        ),
      ),
    );

    const after = stats();
    // Every request went through the group commit; how many batches depends on how they arrive.
    expect(after.requests - before.requests).toBe(CUSTOMERS * REQUESTS_PER_CUSTOMER);
    for (const [c, who] of customers.entries()) {
      const own = answers.slice(c * REQUESTS_PER_CUSTOMER, (c + 1) * REQUESTS_PER_CUSTOMER);
      const held = accepted(own);
      expect(held).toHaveLength(COVERED);
      for (const answer of held) expect(answer.result).toMatchObject({ status: 'awaiting_review', amount: AMOUNT });
      const refused = own.filter((answer) => answer.code !== 200);
      expect(refused.map((answer) => [answer.code, answer.result])).toEqual(
        refused.map(() => [ErrorCode.insufficientBalance, null]),
      );
      expect(await accountFigures(app, who, REAL)).toMatchObject({ balance: CASH, held: '90', freeMargin: '10' });
    }
    expect(new Set(accepted(answers).map((answer) => answer.result!.id)).size).toBe(CUSTOMERS * COVERED);
    expect(await accountFigures(app, bystander!, REAL)).toMatchObject({ balance: CASH, held: '0' });
    expect(await findViolations(app.database.db)).toEqual([]);
  });

  it('answers a request sent twice at once under one key with one withdrawal, and frees a refused request’s key', async () => {
    const [rich] = await customersWith(app, 1, CASH);
    const [poor] = await customersWith(app, 1, '50');

    const [first, second, refused] = await Promise.all([
      withdraw(app, rich!, withdrawalBody(AMOUNT), 'twice'),
      withdraw(app, rich!, withdrawalBody(AMOUNT), 'twice'),
      withdraw(app, poor!, withdrawalBody('60'), 'spent'),
    ]);

    expect([first.code, second.code, second.result?.id]).toEqual([200, 200, first.result?.id]);
    expect((await accountFigures(app, rich!, REAL)).held).toBe(AMOUNT);
    expect([refused.code, refused.result]).toEqual([ErrorCode.insufficientBalance, null]);
    // The refused request stored nothing under its key: another request may use it.
    const retry = await withdraw(app, poor!, withdrawalBody('20'), 'spent');
    expect([retry.code, retry.result?.amount]).toEqual([200, '20']);
    expect(await accountFigures(app, poor!, REAL)).toMatchObject({ balance: '50', held: '20' });
    expect(await findViolations(app.database.db)).toEqual([]);
  });
});
