import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PLAN_DAY_MS, type SmartPlan, type SmartProduct } from '@tp/contract';
import { call, startTestApp, type Answer, type TestApp } from '../../../test/app.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { customersWith, headersOf, REAL } from '../../../test/money.ts';
import type { SignedUp } from '../../../test/signin.ts';
import { ledgerEntries, notifications } from '../../db/schema.ts';
import { customerAccount, findViolations } from '../../ledger/index.ts';

const ORDER = '/swx/customer/order';

/**
 * Early exits are group-committed like subscriptions: exits of different customers that arrive
 * together are written in one transaction, each decided on its own under its plan's and its
 * account's locks. These tests send many at once and check each answer and every account after.
 */
describe.each(databaseKinds)('smart plan exits written together on %s', (kind) => {
  const clock = { now: new Date('2026-03-04T02:00:00.000Z') };
  let app: TestApp;
  let fixed: SmartProduct;

  beforeAll(async () => {
    app = await startTestApp(kind, { clock, planAccrual: false, tradingEngine: false, optionsSettler: false });
    const products = (await call<SmartProduct[]>(app.url, 'GET', '/swx/customer/index/listSmartProducts')).result;
    fixed = products.find((p) => p.name === 'USDT Fixed Yield') as SmartProduct;
  });
  afterAll(async () => {
    expect(await findViolations(app.database.db)).toEqual([]);
    await app.close();
  });

  const stats = () => ({ ...app.plans.exits.stats });
  const subscribe = async (who: SignedUp): Promise<SmartPlan> => {
    const answer = await call<SmartPlan>(app.url, 'POST', `${ORDER}/buySmart`, {
      token: who.token,
      body: { productId: fixed.id, days: 7, amount: '1000' },
      headers: headersOf(REAL),
    });
    expect(answer.code).toBe(200);
    return answer.result;
  };
  const exit = (who: SignedUp, id: number, key?: string): Promise<Answer<SmartPlan | null>> =>
    call(app.url, 'POST', `${ORDER}/exitSmart`, { token: who.token, body: { id }, headers: headersOf(REAL, key) });
  const cash = async (who: SignedUp) =>
    (
      await customerAccount(app.database.db, { userId: who.user.id, mode: 'real', currency: 'USDT' }, { lock: false })
    ).available.toString();
  const exitEntries = (planId: number) =>
    app.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.reference, `smart_plan:${planId}`), eq(ledgerEntries.kind, 'plan_exit')));

  it('leaves twelve customers’ plans at once through the group commit, paying each the day due first', async () => {
    const customers = await customersWith(app, 12, '5000');
    const plans = await Promise.all(customers.map(subscribe));
    clock.now = new Date(clock.now.getTime() + PLAN_DAY_MS + 1000);
    const before = stats();

    const answers = await Promise.all(customers.map((who, i) => exit(who, plans[i]?.id ?? 0)));

    const after = stats();
    expect(after.requests - before.requests).toBe(12);
    // Every one went through the group commit; how many batches depends on how they arrive.
    expect(after.failedBatches).toBe(before.failedBatches);
    for (const [i, who] of customers.entries()) {
      const exited = answers[i]?.result;
      expect([answers[i]?.code, exited?.id, exited?.status, exited?.daysPaid, exited?.earned]).toEqual([
        200,
        plans[i]?.id,
        'exited',
        1,
        '0.15',
      ]);
      expect([exited?.penalty, exited?.clawedBack, exited?.refund]).toEqual(['20', '0', '980']);
      expect(await cash(who)).toBe('4980.15');
      const told = await app.database.db.select().from(notifications).where(eq(notifications.userId, who.user.id));
      expect(told.map((row) => row.kind).sort()).toEqual(['plan_earning', 'plan_exited']);
    }
  });

  it('refuses other customers who leave a plan in the same batch as its owner, and pays only the owner', async () => {
    const [owner, ...intruders] = (await customersWith(app, 6, '5000')) as [SignedUp, ...SignedUp[]];
    const plan = await subscribe(owner);
    const before = stats();

    const [own, ...stolen] = await Promise.all([exit(owner, plan.id), ...intruders.map((who) => exit(who, plan.id))]);

    expect(stats().failedBatches).toBe(before.failedBatches);
    expect([own.code, own.result?.status, own.result?.refund]).toEqual([200, 'exited', '980']);
    expect(stolen.map((answer) => [answer.code, answer.msg, answer.result])).toEqual(
      intruders.map(() => [10088, 'No such plan.', null]),
    );
    expect(await Promise.all(intruders.map(cash))).toEqual(intruders.map(() => '5000'));
    expect(await cash(owner)).toBe('4980');
    expect(await exitEntries(plan.id)).toHaveLength(1);
  });

  it('leaves a plan once when it is left many times at once, under one key and without', async () => {
    const [who] = (await customersWith(app, 1, '5000')) as [SignedUp];
    const plan = await subscribe(who);

    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => exit(who, plan.id, 'leave-once')),
      ...Array.from({ length: 4 }, () => exit(who, plan.id)),
    ]);

    const keyed = answers.slice(0, 4);
    expect(new Set(keyed.map((answer) => `${answer.code} ${answer.result?.status ?? answer.msg}`)).size).toBe(1);
    const left = answers.filter((answer) => answer.code === 200);
    expect(new Set(left.map((answer) => answer.result?.id))).toEqual(new Set([plan.id]));
    const refused = answers.filter((answer) => answer.code !== 200);
    expect(refused.map((answer) => answer.msg)).toEqual(refused.map(() => 'This plan has already ended.'));
    expect(await exitEntries(plan.id)).toHaveLength(1);
    expect(await cash(who)).toBe('4980');
  });
});
