import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, Money, type OptionsOrder } from '@tp/contract';
import { startTestApp, type Answer, type TestApp } from '../../../test/app.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { accountFigures, buyOption, customersWith, optionBody, REAL, setPrice } from '../../../test/money.ts';
import { findViolations } from '../../ledger/index.ts';

const CUSTOMERS = 10;
const PURCHASES_PER_CUSTOMER = 8;
/** How many of its purchases a customer's real cash covers: exactly this many, not one more. */
const COVERED = 3;
const STAKE = '12.5';

/**
 * Option purchases are group-committed like orders: purchases of different accounts that arrive
 * together are written in one transaction, each decided and answered on its own. These tests send
 * many at once, on the real book, and check each answer and what every account holds after.
 */
describe.each(databaseKinds)('option purchases written together on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(kind, { tradingEngine: false, optionsSettler: false });
  });
  afterAll(async () => {
    await app.close();
  });

  const stats = () => ({ ...app.options.buys.stats });
  const accepted = (answers: readonly Answer<OptionsOrder | null>[]) => answers.filter((a) => a.code === 200);

  it(`takes exactly ${COVERED} stakes per customer out of ${PURCHASES_PER_CUSTOMER} racing purchases`, async () => {
    const cash = Money.of(STAKE).times(String(COVERED)).toString();
    const customers = await customersWith(app, CUSTOMERS, cash);
    const [bystander] = await customersWith(app, 1, '100');
    const bystanderBefore = await accountFigures(app, bystander!, REAL);
    const body = await optionBody(app, STAKE);
    setPrice(app, 'BTCUSDT', '60000');
    const before = stats();

    const answers = await Promise.all(
      customers.flatMap((who, c) =>
        Array.from({ length: PURCHASES_PER_CUSTOMER }, (_, n) => buyOption(app, who, body, REAL, `buy-${c}-${n}`)),
      ),
    );

    const after = stats();
    // Every purchase went through the group commit; how many batches depends on how they arrive.
    expect(after.requests - before.requests).toBe(CUSTOMERS * PURCHASES_PER_CUSTOMER);
    for (const [c, who] of customers.entries()) {
      const own = answers.slice(c * PURCHASES_PER_CUSTOMER, (c + 1) * PURCHASES_PER_CUSTOMER);
      const taken = accepted(own);
      expect(taken).toHaveLength(COVERED);
      for (const answer of taken) {
        expect(answer.result).toMatchObject({ status: 'open', stake: STAKE, direction: 'up' });
      }
      const refused = own.filter((answer) => answer.code !== 200);
      expect(refused.map((answer) => [answer.code, answer.result])).toEqual(
        refused.map(() => [ErrorCode.insufficientBalance, null]),
      );
      const figures = await accountFigures(app, who, REAL);
      expect([figures.balance, figures.held]).toEqual(['0', '0']);
    }
    expect(new Set(accepted(answers).map((answer) => answer.result!.id)).size).toBe(CUSTOMERS * COVERED);
    expect(await accountFigures(app, bystander!, REAL)).toEqual(bystanderBefore);
    expect(await findViolations(app.database.db)).toEqual([]);
  });

  it('answers a purchase sent twice at once under one key with one order, and frees a refused purchase’s key', async () => {
    const [rich] = await customersWith(app, 1, '100');
    const [poor] = await customersWith(app, 1, '20');
    const body = await optionBody(app, STAKE);
    setPrice(app, 'BTCUSDT', '60000');

    const [first, second, refused] = await Promise.all([
      buyOption(app, rich!, body, REAL, 'twice'),
      buyOption(app, rich!, body, REAL, 'twice'),
      buyOption(app, poor!, { ...body, stake: '50' }, REAL, 'spent'),
    ]);

    expect([first.code, second.code, second.result?.id]).toEqual([200, 200, first.result?.id]);
    expect((await accountFigures(app, rich!, REAL)).balance).toBe(Money.of('100').minus(STAKE).toString());
    expect([refused.code, refused.result]).toEqual([ErrorCode.insufficientBalance, null]);
    // The refused purchase stored nothing under its key: another purchase may use it.
    const retry = await buyOption(app, poor!, { ...body, stake: '10' }, REAL, 'spent');
    expect([retry.code, retry.result?.stake]).toEqual([200, '10']);
    expect((await accountFigures(app, poor!, REAL)).balance).toBe('10');
    expect(await findViolations(app.database.db)).toEqual([]);
  });
});
