import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Money, type SmartPlan, type SmartProduct } from '@tp/contract';
import { call, startTestApp, type Answer, type TestApp } from '../../../test/app.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { customersWith, headersOf, REAL } from '../../../test/money.ts';
import type { SignedUp } from '../../../test/signin.ts';
import { queryRows } from '../../db/client.ts';
import { smartPlans } from '../../db/schema.ts';
import { customerAccount, findViolations } from '../../ledger/index.ts';

const BUY = '/swx/customer/order/buySmart';

/**
 * Subscriptions are group-committed like orders: those of different customers that arrive
 * together are written in one transaction, each decided on its own under its account's lock. These
 * tests send many at once and check each answer, the quota and what every account holds after.
 */
describe.each(databaseKinds)('smart plan subscriptions written together on %s', (kind) => {
  let app: TestApp;
  let products: SmartProduct[];

  beforeAll(async () => {
    app = await startTestApp(kind, { planAccrual: false, tradingEngine: false, optionsSettler: false });
    products = (await call<SmartProduct[]>(app.url, 'GET', '/swx/customer/index/listSmartProducts')).result;
  });
  afterAll(async () => {
    expect(await findViolations(app.database.db)).toEqual([]);
    await app.close();
  });

  const stats = () => ({ ...app.plans.subscriptions.stats });
  const buy = (who: SignedUp, body: object, key?: string): Promise<Answer<SmartPlan | null>> =>
    call(app.url, 'POST', BUY, { token: who.token, body, headers: headersOf(REAL, key) });
  const cash = async (who: SignedUp) =>
    (
      await customerAccount(app.database.db, { userId: who.user.id, mode: 'real', currency: 'USDT' }, { lock: false })
    ).available.toString();
  const product = (name: string) => products.find((p) => p.name === name) as SmartProduct;

  /** A new open product with one 7-day term and the quota given. */
  async function productWithQuota(slug: string, quota: string): Promise<number> {
    const [row] = await queryRows<{ id: number | string }>(
      app.database.db,
      sql`insert into smart_products (slug, names, disclosures, min_amount, max_amount, early_exit_rate, exit_forfeits_earnings, quota, status)
        values (${slug}, '{"en":"Batch"}', '{"en":"Paid by the platform."}', 100, 1000, 0.01, false, ${quota}, 'open') returning id`,
    );
    const id = Number(row?.id);
    await queryRows(
      app.database.db,
      sql`insert into smart_product_terms (product_id, days, daily_rate) values (${id}, 7, 0.0001)`,
    );
    return id;
  }

  it('fills a quota exactly when 25 customers subscribe at once, counting what the batch took before', async () => {
    const productId = await productWithQuota(`quota-${kind}`, '1000');
    const customers = await customersWith(app, 25, '100');
    const before = stats();

    const answers = await Promise.all(customers.map((who) => buy(who, { productId, days: 7, amount: '100' })));

    expect(stats().requests - before.requests).toBe(25);
    const accepted = answers.filter((a) => a.code === 200);
    expect(accepted).toHaveLength(10);
    expect(answers.filter((a) => a.code !== 200).map((a) => a.code)).toEqual(Array(15).fill(10013));
    for (const [i, who] of customers.entries()) {
      expect(await cash(who)).toBe(answers[i]?.code === 200 ? '0' : '100');
    }
    const rows = await app.database.db.select().from(smartPlans).where(eq(smartPlans.productId, productId));
    expect(Money.sum(rows.map((row) => row.amount)).toString()).toBe('1000');
    expect(new Set(rows.map((row) => row.userId))).toEqual(
      new Set(customers.filter((_, i) => answers[i]?.code === 200).map((who) => who.user.id)),
    );
  });

  it('gives each customer what their cash covers and one plan per product, each answered with its own', async () => {
    // One product without a quota (read, not locked) and two with one (locked).
    const first = await productWithQuota(`open-a-${kind}`, '1000000');
    const second = await productWithQuota(`open-b-${kind}`, '1000000');
    const bodies = [
      { productId: product('USDT Fixed Yield').id, days: 7, amount: '100' },
      { productId: first, days: 7, amount: '100' },
      { productId: second, days: 7, amount: '100' },
      { productId: second, days: 7, amount: '100' },
    ];
    // Cash for two of the four; the fourth asks for a second plan of a product.
    const customers = await customersWith(app, 8, '250');
    const before = stats();

    const answers = await Promise.all(customers.map((who) => Promise.all(bodies.map((body) => buy(who, body)))));

    expect(stats().requests - before.requests).toBe(customers.length * bodies.length);
    for (const [c, who] of customers.entries()) {
      const own = answers[c] ?? [];
      const taken = own.filter((a) => a.code === 200);
      expect(taken).toHaveLength(2);
      expect(own.filter((a) => a.code !== 200).every((a) => a.code === 10011 || a.code === 10024)).toBe(true);
      expect(new Set(taken.map((a) => a.result?.productId)).size).toBe(2);
      expect(await cash(who)).toBe('50');
      const mine = await app.database.db.select().from(smartPlans).where(eq(smartPlans.userId, who.user.id));
      expect(mine.map((row) => row.id).sort()).toEqual(taken.map((a) => a.result?.id).sort());
    }
  });

  it('makes one plan of eight racing subscriptions under one key, and moves the money once', async () => {
    const [who] = (await customersWith(app, 1, '1000')) as [SignedUp];
    const [other] = (await customersWith(app, 1, '1000')) as [SignedUp];
    const body = { productId: product('USDT Fixed Yield').id, days: 30, amount: '300' };

    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => buy(who, body, 'same-plan')),
      buy(other, body, 'same-plan'),
    ]);

    const mine = answers.slice(0, 8);
    expect(mine.every((a) => a.code === 200)).toBe(true);
    expect(new Set(mine.map((a) => a.result?.id)).size).toBe(1);
    expect(await cash(who)).toBe('700');
    // Keys are each customer's own: the same key of another customer is another subscription.
    expect(answers[8]?.code).toBe(200);
    expect(answers[8]?.result?.id).not.toBe(mine[0]?.result?.id);
    expect(await cash(other)).toBe('700');
  });
});
