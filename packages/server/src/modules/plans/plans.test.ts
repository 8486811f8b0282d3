import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Money, PLAN_DAY_MS, type SmartPlan, type SmartProduct } from '@tp/contract';
import { databaseKinds } from '../../../test/databases.ts';
import { call, startTestApp, type Answer, type TestApp } from '../../../test/app.ts';
import { fundReal, headersOf, REAL, DEMO, type Book } from '../../../test/money.ts';
import { signUp, type SignedUp } from '../../../test/signin.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { notifications, smartPlanEarnings, smartPlans } from '../../db/schema.ts';
import { accountBalance, customerAccount, findViolations, systemAccountId } from '../../ledger/index.ts';
import { PlanAccrual } from './accrual.ts';

const ORDER = '/swx/customer/order';
const INDEX = '/swx/customer/index';
const START = Date.parse('2026-03-04T02:00:00.000Z');
const silent = { error() {} };

interface Page<T> {
  list: T[];
  total: number;
}

describe.each(databaseKinds)('smart plans on %s', (kind) => {
  const clock = { now: new Date(START) };
  let app: TestApp;
  let db: Db;
  let fixed: SmartProduct;
  let longTerm: SmartProduct;

  beforeAll(async () => {
    app = await startTestApp(kind, { clock, planAccrual: false, tradingEngine: false, optionsSettler: false });
    db = app.database.db;
    const products = (await call<SmartProduct[]>(app.url, 'GET', `${INDEX}/listSmartProducts`)).result;
    const find = (name: string) => products.find((p) => p.name === name);
    fixed = find('USDT Fixed Yield') as SmartProduct;
    longTerm = find('USDT Long Term') as SmartProduct;
  });
  afterAll(async () => {
    expect(await findViolations(db)).toEqual([]);
    await app.close();
  });

  const advance = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };
  const accrue = () => app.plans.accrual.accrueDue(clock.now);
  const cash = async (who: SignedUp) =>
    (
      await customerAccount(db, { userId: who.user.id, mode: 'real', currency: 'USDT' }, { lock: false })
    ).available.toString();
  const buy = (who: SignedUp, body: object, book: Book = REAL, key?: string): Promise<Answer<SmartPlan | null>> =>
    call(app.url, 'POST', `${ORDER}/buySmart`, { token: who.token, body, headers: headersOf(book, key) });
  const exit = (who: SignedUp, id: number, book: Book = REAL): Promise<Answer<SmartPlan | null>> =>
    call(app.url, 'POST', `${ORDER}/exitSmart`, { token: who.token, body: { id }, headers: headersOf(book) });
  const plansOf = async (who: SignedUp, book: Book = REAL) =>
    (await call<Page<SmartPlan>>(app.url, 'GET', `${ORDER}/listSmartOrder`, { token: who.token, headers: { ...book } }))
      .result;
  async function funded(amount: string): Promise<SignedUp> {
    const who = await signUp(app);
    await fundReal(app, who, amount);
    return who;
  }

  it('lists the products to visitors with terms, annual rates, limits, exit terms, quota and a disclosure in the language asked for', async () => {
    expect(fixed.terms).toEqual([
      { days: 7, dailyRate: '0.00015', annualRate: '0.05475' },
      { days: 30, dailyRate: '0.0002', annualRate: '0.073' },
      { days: 90, dailyRate: '0.00025', annualRate: '0.09125' },
    ]);
    expect([fixed.minAmount, fixed.maxAmount, fixed.earlyExitRate, fixed.exitForfeitsEarnings]).toEqual([
      '100',
      '50000',
      '0.02',
      false,
    ]);
    expect(fixed.quota).toBeNull();
    expect(longTerm.quota).toBe('5000000');
    expect(fixed.disclosure).toContain('paid by the platform');
    const german = (await call<SmartProduct[]>(app.url, 'GET', `${INDEX}/listSmartProducts?lang=de`)).result;
    expect(german.find((p) => p.id === fixed.id)?.name).toBe('USDT Festzins');
    expect((await call(app.url, 'GET', `${INDEX}/listSmartProducts?lang=xx`)).code).toBe(10088);
  });

  it('runs a 7-day plan: 1000 USDT at 0.015 % a day pays 0.15 a day, then 1.05 in all and the principal back', async () => {
    const who = await funded('5000');
    const bought = await buy(who, { productId: fixed.id, days: 7, amount: '1000' });
    expect([bought.code, bought.msg]).toEqual([200, '20004']);
    const plan = bought.result as SmartPlan;
    expect([plan.status, plan.expectedReturn, plan.earned, plan.daysLeft]).toEqual(['earning', '1.05', '0', 7]);
    expect(plan.nextEarningTime).toBe(clock.now.getTime() + PLAN_DAY_MS);
    expect(plan.endTime).toBe(clock.now.getTime() + 7 * PLAN_DAY_MS);
    expect(await cash(who)).toBe('4000');

    advance(PLAN_DAY_MS - 1);
    await accrue();
    expect(await cash(who)).toBe('4000');
    advance(1);
    await accrue();
    expect(await cash(who)).toBe('4000.15');
    advance(6 * PLAN_DAY_MS);
    await accrue();
    const [done] = (await plansOf(who)).list;
    expect([done?.status, done?.earned, done?.daysPaid, done?.totalRevenue, done?.nextEarningTime]).toEqual([
      'completed',
      '1.05',
      7,
      '1.05',
      null,
    ]);
    expect(await cash(who)).toBe('5001.05');
    const paid = await db.select().from(smartPlanEarnings).where(eq(smartPlanEarnings.planId, plan.id));
    expect(paid.map((row) => Money.of(row.amount).toString())).toEqual(Array(7).fill('0.15'));
    const told = await db.select().from(notifications).where(eq(notifications.userId, who.user.id));
    expect(told.map((row) => row.kind)).toEqual(expect.arrayContaining(['plan_earning', 'plan_completed']));
  });

  it('exits early on day 3 keeping the earnings: the 2 % penalty is taken from the principal, 980 returns', async () => {
    const who = await funded('5000');
    const plan = (await buy(who, { productId: fixed.id, days: 7, amount: '1000' })).result as SmartPlan;
    advance(3 * PLAN_DAY_MS);
    await accrue();
    expect(await cash(who)).toBe('4000.45');
    const exited = (await exit(who, plan.id)).result as SmartPlan;
    expect([
      exited.status,
      exited.penalty,
      exited.clawedBack,
      exited.refund,
      exited.earned,
      exited.totalRevenue,
    ]).toEqual(['exited', '20', '0', '980', '0.45', '0.45']);
    expect(await cash(who)).toBe('4980.45');
    expect((await exit(who, plan.id)).code).toBe(10088);
  });

  it('exits early on day 3 taking the earnings back where the product says so, paying a day that fell due first', async () => {
    const who = await funded('5000');
    const yieldBefore = (await accountBalance(db, await systemAccountId(db, 'plan_yield', 'real', 'USDT'))).balance;
    const plan = (await buy(who, { productId: longTerm.id, days: 180, amount: '1000' })).result as SmartPlan;
    advance(2 * PLAN_DAY_MS);
    await accrue();
    advance(PLAN_DAY_MS);
    // Day 3 is due but not paid yet: the exit pays it, then takes the three days back.
    const exited = (await exit(who, plan.id)).result as SmartPlan;
    expect([
      exited.daysPaid,
      exited.earned,
      exited.penalty,
      exited.clawedBack,
      exited.refund,
      exited.totalRevenue,
    ]).toEqual([3, '0.9', '50', '0.9', '949.1', '0']);
    expect(await cash(who)).toBe('4950');
    const yieldAfter = (await accountBalance(db, await systemAccountId(db, 'plan_yield', 'real', 'USDT'))).balance;
    expect(yieldAfter.minus(yieldBefore).toString()).toBe('50');
  });

  it('pays what fell due while no server ran, once, when it comes back; a second node finds nothing to pay', async () => {
    const who = await funded('1000');
    const plan = (await buy(who, { productId: fixed.id, days: 7, amount: '333.33' })).result as SmartPlan;
    expect(plan.expectedReturn).toBe('0.349996');
    advance(10 * PLAN_DAY_MS);
    const other = new PlanAccrual({ db: app.database.db, now: () => clock.now, log: silent });
    const claimed = await Promise.all([accrue(), other.accrueDue(clock.now)]);
    expect(claimed.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await accrue()).toBe(0);
    const [done] = (await plansOf(who)).list;
    expect([done?.status, done?.earned]).toEqual(['completed', '0.349996']);
    expect(await cash(who)).toBe('1000.349996');
  });

  it('pays on its own once started, as every node runs it, and stops cleanly', async () => {
    const who = await funded('1000');
    await buy(who, { productId: fixed.id, days: 30, amount: '500' });
    advance(PLAN_DAY_MS);
    const loop = new PlanAccrual({ db: app.database.db, now: () => clock.now, log: silent, intervalMs: 20 });
    loop.start();
    await expect.poll(() => cash(who), { timeout: 10_000 }).toBe('500.1');
    await loop.stop();
  });

  it('refuses bad subscriptions with their codes and changes nothing', async () => {
    const who = await funded('300');
    const refusals: [object, number][] = [
      [{ productId: 999_999, days: 7, amount: '100' }, 10010],
      [{ productId: fixed.id, days: 8, amount: '100' }, 10012],
      [{ productId: fixed.id, days: 7, amount: '99.99' }, 10013],
      [{ productId: fixed.id, days: 7, amount: '50000.01' }, 10013],
      [{ productId: fixed.id, days: 7, amount: '100.0000001' }, 10013],
      [{ productId: fixed.id, days: 7, amount: 100 }, 10088],
      [{ productId: fixed.id, days: 7, amount: '300.01' }, 10011],
      [{ productId: longTerm.id, days: 180, amount: '500' }, 10011],
    ];
    for (const [body, code] of refusals) expect([body, (await buy(who, body)).code]).toEqual([body, code]);
    const demo = await buy(who, { productId: fixed.id, days: 7, amount: '100' }, DEMO);
    expect([demo.code, demo.msg]).toEqual([
      10088,
      'Demo accounts cannot use smart trading; switch to the real account.',
    ]);
    expect(await cash(who)).toBe('300');
    expect((await plansOf(who)).total).toBe(0);

    expect((await buy(who, { productId: fixed.id, days: 7, amount: '100' })).code).toBe(200);
    expect((await buy(who, { productId: fixed.id, days: 30, amount: '100' })).code).toBe(10024);
    expect(await cash(who)).toBe('200');
  });

  it('answers a repeated subscription under one key with the first plan, and moves the money once', async () => {
    const who = await funded('1000');
    const body = { productId: fixed.id, days: 30, amount: '250' };
    const first = await buy(who, body, REAL, 'plan-key-1');
    const again = await buy(who, body, REAL, 'plan-key-1');
    expect(again.result?.id).toBe(first.result?.id);
    expect(await cash(who)).toBe('750');
    expect((await buy(who, { ...body, amount: '251' }, REAL, 'plan-key-1')).code).toBe(10088);
  });

  it("keeps each customer's plans to themselves: another cannot list or exit them, and the demo book shows none", async () => {
    const owner = await funded('1000');
    const stranger = await funded('1000');
    const plan = (await buy(owner, { productId: fixed.id, days: 7, amount: '100' })).result as SmartPlan;
    expect((await plansOf(stranger)).list.map((p) => p.id)).not.toContain(plan.id);
    const refused = await exit(stranger, plan.id);
    expect([refused.code, refused.msg]).toEqual([10088, 'No such plan.']);
    expect((await exit(owner, plan.id, DEMO)).code).toBe(10088);
    expect((await plansOf(owner, DEMO)).total).toBe(0);
    expect((await plansOf(owner)).list[0]?.status).toBe('earning');
    expect((await call(app.url, 'GET', `${ORDER}/listSmartOrder`)).code).toBe(401);
  });

  it.runIf(kind === 'postgres')(
    'never exceeds a quota when 50 customers race for its last 1000 USDT',
    async () => {
      const [product] = await queryRows<{ id: number | string }>(
        db,
        sql`insert into smart_products (slug, names, disclosures, min_amount, max_amount, early_exit_rate, exit_forfeits_earnings, quota, status)
          values ('race', '{"en":"Race"}', '{"en":"Paid by the platform."}', 100, 1000, 0.01, false, 1000, 'open') returning id`,
      );
      const productId = Number(product?.id);
      await queryRows(
        db,
        sql`insert into smart_product_terms (product_id, days, daily_rate) values (${productId}, 7, 0.0001)`,
      );
      const customers = await Promise.all(Array.from({ length: 50 }, () => funded('100')));
      const answers = await Promise.all(customers.map((who) => buy(who, { productId, days: 7, amount: '100' })));
      expect(answers.filter((a) => a.code === 200)).toHaveLength(10);
      expect(answers.filter((a) => a.code !== 200).every((a) => a.code === 10013)).toBe(true);
      const [held] = await queryRows<{ sum: string }>(
        db,
        sql`select sum(amount)::text as sum from smart_plans where product_id = ${productId} and status = 'earning'`,
      );
      expect(Money.of(held?.sum ?? '0').toString()).toBe('1000');
      const rows = await db.select().from(smartPlans).where(eq(smartPlans.productId, productId));
      expect(rows).toHaveLength(10);
    },
    60_000,
  );
});
