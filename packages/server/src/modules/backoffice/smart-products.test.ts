import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  BACKOFFICE_API,
  type Operator,
  type SmartPlan,
  type SmartPlanRecordPage,
  type SmartProduct,
  type SmartProductBody,
  type SmartProductRecord,
  type SmartProductsOverview,
} from '@tp/contract';
import { databaseKinds } from '../../../test/databases.ts';
import { call, startTestApp, type Answer, type TestApp, TEST_PASSWORDS } from '../../../test/app.ts';
import { fundReal, REAL } from '../../../test/money.ts';
import { signUp, type SignedUp } from '../../../test/signin.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, smartPlans, smartProducts } from '../../db/schema.ts';
import { customerAccount } from '../../ledger/index.ts';
import { ensureFirstOperator } from './operators.ts';

const API = BACKOFFICE_API;
const INDEX = '/swx/customer/index';
const ORDER = '/swx/customer/order';
const FORBIDDEN = [403, 'Your role may not do this.', null];

const BODY: SmartProductBody = {
  names: { en: 'Steady USDT', de: 'Stetiger USDT' },
  disclosures: { en: 'Paid by the platform.', de: 'Von der Plattform bezahlt.' },
  terms: [
    { days: 30, dailyRate: '0.0002' },
    { days: 60, dailyRate: '0.00015' },
  ],
  minAmount: '100',
  maxAmount: '5000',
  earlyExitRate: '0.02',
  exitForfeitsEarnings: false,
  quota: '10000',
  status: 'open',
  sortOrder: 5,
};

describe.each(databaseKinds)('smart products in the back office on %s', (kind) => {
  let app: TestApp;
  let db: Db;
  const tokens = { admin: '', reviewer: '', support: '' };
  let product: SmartProductRecord;

  const bo = <T = unknown>(method: 'GET' | 'POST', path: string, token: string, body?: unknown): Promise<Answer<T>> =>
    call<T>(app.url, method, `${API}/${path}`, { token, body });
  const overview = async () => (await bo<SmartProductsOverview>('GET', 'smartProducts', tokens.admin)).result;
  const productOf = async (id: number) => (await overview()).products.find((p) => p.id === id)!;
  const auditOf = (id: number) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, 'smart_product'), eq(auditLog.targetId, String(id))))
      .orderBy(asc(auditLog.id));
  const publicList = async (lang?: string) =>
    (await call<SmartProduct[]>(app.url, 'GET', `${INDEX}/listSmartProducts${lang ? `?lang=${lang}` : ''}`)).result;
  const buy = (who: SignedUp, days: number, amount: string) =>
    call<SmartPlan | null>(app.url, 'POST', `${ORDER}/buySmart`, {
      token: who.token,
      body: { productId: product.id, days, amount },
      headers: { ...REAL },
    });
  async function customer(): Promise<SignedUp> {
    const who = await signUp(app);
    await fundReal(app, who, '10000');
    return who;
  }

  beforeAll(async () => {
    app = await startTestApp(kind, { planAccrual: false, tradingEngine: false, optionsSettler: false });
    db = app.database.db;
    const first = await ensureFirstOperator(db, { warn: () => undefined }, TEST_PASSWORDS);
    if (!first) throw new Error('no first operator');
    const login = async (name: string, password: string) =>
      (await call<{ token: string }>(app.url, 'POST', `${API}/login`, { body: { name, password } })).result.token;
    tokens.admin = await login(first.name, first.password);
    for (const role of ['reviewer', 'support'] as const) {
      const name = `${role}.${kind}`;
      const made = await bo<{ operator: Operator; password: string }>('POST', 'operators', tokens.admin, {
        name,
        role,
      });
      tokens[role] = await login(name, made.result.password);
    }
  });
  afterAll(async () => {
    await app.close();
  });

  it('creates a product in two languages, audited, offered to customers with an English fallback', async () => {
    const created = await bo<SmartProductRecord>('POST', 'smartProducts', tokens.admin, BODY);
    expect(created.code).toBe(200);
    product = created.result;
    expect(product).toMatchObject({
      names: BODY.names,
      terms: [
        { days: 30, dailyRate: '0.0002', annualRate: '0.073' },
        { days: 60, dailyRate: '0.00015', annualRate: '0.05475' },
      ],
      quota: '10000',
      quotaLeft: '10000',
      earningPlans: 0,
      dailyObligation: '0',
    });
    expect(product.slug).toMatch(/^steady-usdt-[0-9a-f]{6}$/);
    expect(await auditOf(product.id)).toMatchObject([
      { action: 'smart_product.create', before: null, after: { names: BODY.names, terms: BODY.terms } },
    ]);
    const nameIn = async (lang?: string) => (await publicList(lang)).find((p) => p.id === product.id)?.name;
    expect([await nameIn(), await nameIn('de'), await nameIn('fr')]).toEqual([
      'Steady USDT',
      'Stetiger USDT',
      'Steady USDT',
    ]);
  });

  it('reports earning plans, principal and the daily obligation exactly, rounded down once', async () => {
    expect((await buy(await customer(), 30, '1000')).code).toBe(200);
    expect((await buy(await customer(), 60, '333.33')).code).toBe(200);
    const figures = await overview();
    // 1000 × 0.0002 + 333.33 × 0.00015 = 0.2499995, shown rounded down to 6 decimals.
    expect(figures.products.find((p) => p.id === product.id)).toMatchObject({
      earningPlans: 2,
      principal: '1333.33',
      quotaLeft: '8666.67',
      dailyObligation: '0.249999',
    });
    expect(figures.totals).toEqual({ earningPlans: 2, principal: '1333.33', dailyObligation: '0.249999' });
  });

  it('applies a rate change to new subscriptions only, and audits it', async () => {
    const terms = [{ days: 30, dailyRate: '0.0003' }, BODY.terms[1]!];
    const changed = await bo<SmartProductRecord>('POST', `smartProducts/${product.id}`, tokens.admin, {
      ...BODY,
      terms,
    });
    expect(changed.code).toBe(200);
    expect(changed.result.terms[0]).toMatchObject({ days: 30, dailyRate: '0.0003' });
    const later = await buy(await customer(), 30, '500');
    expect(later.result).toMatchObject({ dailyRate: '0.0003', expectedReturn: '4.5' });
    const page = (await bo<SmartPlanRecordPage>('GET', `smartPlans?productId=${product.id}`, tokens.admin)).result;
    expect(page.total).toBe(3);
    expect(page.list.map((plan) => [plan.amount, plan.days, plan.dailyRate, plan.expectedReturn])).toEqual([
      ['500', 30, '0.0003', '4.5'],
      ['333.33', 60, '0.00015', '2.99997'],
      ['1000', 30, '0.0002', '6'],
    ]);
    expect(page.list[0]).toMatchObject({ status: 'earning', daysPaid: 0, earned: '0', penalty: null });
    expect(page.list[0]!.username).toMatch(/\w/);
    const rows = await auditOf(product.id);
    expect(rows.at(-1)).toMatchObject({
      action: 'smart_product.update',
      before: { terms: BODY.terms },
      after: { terms },
    });
  });

  it('pages and filters the plans by status', async () => {
    const path = `smartPlans?productId=${product.id}&status=earning&page=2&pageSize=2`;
    const page = (await bo<SmartPlanRecordPage>('GET', path, tokens.admin)).result;
    expect([page.total, page.list.map((plan) => plan.amount)]).toEqual([3, ['1000']]);
    const none = (await bo<SmartPlanRecordPage>('GET', `smartPlans?status=exited`, tokens.admin)).result;
    expect(none.total).toBe(0);
  });

  it('closing a product refuses new subscriptions (10010) and changes nothing else', async () => {
    const closed = await bo<SmartProductRecord>('POST', `smartProducts/${product.id}`, tokens.admin, {
      ...BODY,
      status: 'closed',
    });
    expect(closed.result.status).toBe('closed');
    const who = await customer();
    const answer = await buy(who, 30, '200');
    expect(answer.code).toBe(10010);
    const account = await customerAccount(db, { userId: who.user.id, mode: 'real', currency: 'USDT' }, { lock: false });
    expect(account.available.toString()).toBe('10000');
    expect(await db.select().from(smartPlans).where(eq(smartPlans.userId, who.user.id))).toEqual([]);
    expect((await auditOf(product.id)).map((row) => row.action)).toEqual([
      'smart_product.create',
      'smart_product.update',
      'smart_product.update',
    ]);
  });

  it('lets reviewers and support read, never change', async () => {
    for (const token of [tokens.reviewer, tokens.support]) {
      expect((await bo('GET', 'smartProducts', token)).code).toBe(200);
      expect((await bo('GET', 'smartPlans', token)).code).toBe(200);
      const create = await bo('POST', 'smartProducts', token, BODY);
      const update = await bo('POST', `smartProducts/${product.id}`, token, { ...BODY, status: 'open' });
      expect([create.code, create.msg, create.result]).toEqual(FORBIDDEN);
      expect([update.code, update.msg, update.result]).toEqual(FORBIDDEN);
    }
    expect((await productOf(product.id)).status).toBe('closed');
    expect(await auditOf(product.id)).toHaveLength(3);
  });

  it.each([
    ['no English name', { names: { de: 'Nur Deutsch' } }, /English name is required/],
    ['a blank English name', { names: { en: '   ' } }, /English name is required/],
    ['a daily rate of 1 %', { terms: [{ days: 30, dailyRate: '0.01' }] }, /keeps a typo from promising 100 % a day/],
    ['a daily rate of 0', { terms: [{ days: 30, dailyRate: '0' }] }, /above 0 and below 0.01/],
    ['days twice', { terms: [BODY.terms[0], BODY.terms[0]] }, /30 is there twice/],
    ['no term', { terms: [] }, /1 to 12 terms/],
    ['min above max', { minAmount: '600', maxAmount: '500' }, /at least the minimum/],
    ['an early-exit rate of 0.5', { earlyExitRate: '0.5' }, /not including\) 0.5/],
    ['a quota of 0', { quota: '0' }, /quota is empty \(unlimited\) or a positive amount/],
    ['a control character in a name', { names: { en: 'Steady\u0007' } }, /./],
    ['a name over 4000 characters', { names: { en: 'x'.repeat(4001) } }, /./],
    ['an amount beyond the maximum', { maxAmount: '10000000.01' }, /A product amount must be plain decimal text/],
  ])('refuses %s with 10088 and changes nothing', async (_what, change, message) => {
    const before = await db.select().from(smartProducts).orderBy(asc(smartProducts.id));
    const created = await bo('POST', 'smartProducts', tokens.admin, { ...BODY, ...change });
    const updated = await bo('POST', `smartProducts/${product.id}`, tokens.admin, { ...BODY, ...change });
    for (const answer of [created, updated]) {
      expect([answer.code, answer.result]).toEqual([10088, null]);
      expect(answer.msg).toMatch(message);
    }
    expect(await db.select().from(smartProducts).orderBy(asc(smartProducts.id))).toEqual(before);
    expect(await auditOf(product.id)).toHaveLength(3);
  });

  it('refuses a product that does not exist', async () => {
    const answer = await bo('POST', 'smartProducts/999999', tokens.admin, BODY);
    expect([answer.code, answer.msg]).toEqual([10088, 'No such product.']);
  });
});
