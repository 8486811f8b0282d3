import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import {
  Money,
  type PresaleAdminRound,
  type PresaleCommitment,
  type PresaleCommitmentPage,
  type PresaleRound,
  type TokenBalance,
} from '@tp/contract';
import { databaseKinds } from '../../../test/databases.ts';
import { call, startTestApp, type Answer, type TestApp, TEST_PASSWORDS } from '../../../test/app.ts';
import { signUp, type SignedUp } from '../../../test/signin.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, ledgerHolds } from '../../db/schema.ts';
import { accountBalance, customerAccountId, findViolations, post, systemAccountId } from '../../ledger/index.ts';
import { ensureFirstOperator } from '../backoffice/operators.ts';
import { PresaleSettler } from './settler.ts';

const BO = '/backoffice/api';
const REAL = { virtually: 'YES' };
const DEMO = { virtually: 'NO' };
const HOUR = 3_600_000;
const silent = { error() {} };

describe.each(databaseKinds)('presale on %s', (kind) => {
  const clock = { now: new Date('2026-05-01T10:00:00.000Z') };
  let app: TestApp;
  let db: Db;
  let operator: string;

  beforeAll(async () => {
    app = await startTestApp(kind, { clock, optionsSettler: false, tradingEngine: false });
    db = app.database.db;
    const first = await ensureFirstOperator(db, { warn() {} }, TEST_PASSWORDS);
    if (!first) throw new Error('no first operator');
    const signedIn = await call<{ token: string }>(app.url, 'POST', `${BO}/login`, {
      body: { name: first.name, password: first.password },
    });
    operator = signedIn.result.token;
  });
  afterAll(async () => {
    expect(await findViolations(db)).toEqual([]);
    await app.close();
  });

  const now = () => clock.now.getTime();
  const settler = () => new PresaleSettler({ db, now: () => clock.now, log: silent });

  async function newRound(terms: Record<string, unknown> = {}): Promise<PresaleAdminRound> {
    const answer = await call<PresaleAdminRound>(app.url, 'POST', `${BO}/presale`, {
      token: operator,
      body: {
        symbol: `T${Math.random().toString(36).slice(2, 7).toUpperCase()}`,
        name: 'Test token',
        price: '0.5',
        tokens: '1000',
        tokenScale: 2,
        cap: '400',
        minCommitment: '10',
        startTime: now() - HOUR,
        endTime: now() + HOUR,
        distributionTime: now() + HOUR,
        descriptionEn: 'A token for tests.',
        descriptionDe: 'Ein Token für Tests.',
        ...terms,
      },
    });
    expect([answer.code, answer.msg]).toEqual([200, 'ok']);
    return answer.result;
  }

  async function customer(usdt: string): Promise<SignedUp> {
    const who = await signUp(app);
    await db.transaction(async (tx) => {
      const account = await customerAccountId(tx, who.user.id, 'real', 'USDT');
      const settlement = await systemAccountId(tx, 'settlement', 'real', 'USDT');
      await post(tx, {
        kind: 'deposit',
        mode: 'real',
        currency: 'USDT',
        postings: [
          { accountId: settlement, amount: Money.of(usdt).negated() },
          { accountId: account, amount: usdt },
        ],
      });
    });
    return who;
  }

  function commit(who: SignedUp, roundId: number, amount: string, headers: Record<string, string> = REAL) {
    return call<PresaleCommitment | null>(app.url, 'POST', '/swx/customer/order/commitPresale', {
      token: who.token,
      body: { roundId, amount },
      headers,
    });
  }
  async function committed(who: SignedUp, roundId: number, amount: string): Promise<PresaleCommitment> {
    const answer = await commit(who, roundId, amount);
    expect([answer.code, answer.msg]).toEqual([200, '20004']);
    return answer.result as PresaleCommitment;
  }
  async function usdt(who: SignedUp) {
    const b = await accountBalance(db, await customerAccountId(db, who.user.id, 'real', 'USDT'));
    return { balance: b.balance.toString(), held: b.held.toString() };
  }
  async function pendingHolds(commitmentId: number) {
    return db
      .select()
      .from(ledgerHolds)
      .where(and(eq(ledgerHolds.reference, `presale_commitment:${commitmentId}`), eq(ledgerHolds.status, 'pending')));
  }
  const mine = (who: SignedUp) =>
    call<PresaleCommitmentPage>(app.url, 'GET', '/swx/customer/order/listPresaleCommitments', { token: who.token });
  const tokens = (who: SignedUp) =>
    call<TokenBalance[]>(app.url, 'GET', '/swx/customer/user/listTokenBalances', { token: who.token });
  const round = (id: number, lang = 'en') =>
    call<PresaleRound>(app.url, 'GET', `/swx/customer/index/getPresale/${id}?lang=${lang}`);

  it('lists rounds publicly, each description in the language asked for with English as fallback', async () => {
    const created = await newRound();
    expect((await round(created.id, 'de')).result.description).toBe('Ein Token für Tests.');
    const fr = (await round(created.id, 'fr')).result;
    expect([fr.description, fr.language, fr.status, fr.offerValue]).toEqual([
      'A token for tests.',
      'en',
      'live',
      '500',
    ]);
    const page = await call<{ list: PresaleRound[] }>(app.url, 'GET', '/swx/customer/index/listPresale?pageSize=100');
    expect(page.result.list.some((r) => r.id === created.id)).toBe(true);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'presale.create'));
    expect(audit.some((row) => row.targetId === String(created.id))).toBe(true);
    expect((await round(999_999)).code).toBe(10088);
  });

  it('refuses the demo account, unknown rounds, rounds outside their window, cap, minimum and balance; nothing changes', async () => {
    const live = await newRound();
    const upcoming = await newRound({
      startTime: now() + HOUR,
      endTime: now() + 2 * HOUR,
      distributionTime: now() + 2 * HOUR,
    });
    const who = await customer('100');
    const refusals: [Answer, number][] = [
      [await commit(who, live.id, '50', DEMO), 10088],
      [await commit(who, 999_999, '50'), 10088],
      [await commit(who, upcoming.id, '50'), 10088],
      [await commit(who, live.id, '400.01'), 10016],
      [await commit(who, live.id, '9.99'), 10016],
      [await commit(who, live.id, '10.0000001'), 10016],
      [await commit(who, live.id, '0'), 10016],
      [await commit(who, live.id, '100.01'), 10011],
    ];
    expect(refusals.map(([a]) => a.code)).toEqual(refusals.map(([, code]) => code));
    expect((await commit(who, live.id, '50', DEMO)).msg).toBe(
      'The demo account cannot use this; switch to the real account.',
    );
    expect(await usdt(who)).toEqual({ balance: '100', held: '0' });
    expect((await mine(who)).result.total).toBe(0);
    expect(await findViolations(db)).toEqual([]);
  });

  it('sets the commitment: raising, lowering and withdrawing replace the one hold, never two', async () => {
    const r = await newRound();
    const who = await customer('1000');
    const first = await committed(who, r.id, '300');
    expect(await usdt(who)).toEqual({ balance: '1000', held: '300' });
    await committed(who, r.id, '400');
    const lowered = await committed(who, r.id, '120.5');
    expect(lowered.id).toBe(first.id);
    expect((await pendingHolds(first.id)).map((h) => Money.of(h.amount).toString())).toEqual(['120.5']);
    expect(await usdt(who)).toEqual({ balance: '1000', held: '120.5' });
    expect((await round(r.id)).result.totalCommitted).toBe('120.5');
    const withdrawn = await committed(who, r.id, '0');
    expect([withdrawn.status, withdrawn.amount]).toEqual(['withdrawn', '0']);
    expect(await pendingHolds(first.id)).toEqual([]);
    expect(await usdt(who)).toEqual({ balance: '1000', held: '0' });
    // The same Idempotency-Key and body answers the first result and holds nothing more.
    const key = { ...REAL, 'idempotency-key': `k-${r.id}` };
    const once = await commit(who, r.id, '50', key);
    const twice = await commit(who, r.id, '50', key);
    expect([once.code, twice.code, twice.result?.id]).toEqual([200, 200, once.result?.id]);
    expect(await usdt(who)).toEqual({ balance: '1000', held: '50' });
    expect(await findViolations(db)).toEqual([]);
  });

  it("keeps each customer's commitments their own", async () => {
    const r = await newRound();
    const alice = await customer('500');
    const bob = await customer('500');
    const hers = await committed(alice, r.id, '200');
    const his = await committed(bob, r.id, '100');
    expect(his.id).not.toBe(hers.id);
    const bobs = (await mine(bob)).result.list;
    expect(bobs.map((c) => c.id)).toEqual([his.id]);
    // Alice's key answers nothing to Bob: keys are per customer, so Bob's call is his own commitment.
    const key = { ...REAL, 'idempotency-key': 'shared-key' };
    await commit(alice, r.id, '150', key);
    const bobWithKey = await commit(bob, r.id, '150', key);
    expect(bobWithKey.result?.id).toBe(his.id);
    expect(await usdt(alice)).toEqual({ balance: '500', held: '150' });
    expect(await usdt(bob)).toEqual({ balance: '500', held: '150' });
    expect((await mine(alice)).result.list.every((c) => c.id === hers.id)).toBe(true);
  });

  it('settles an oversubscribed round pro rata exactly once, even with two settlers at once', async () => {
    const r = await newRound({ cap: '1000' });
    const [a, b, c] = [await customer('1000'), await customer('1000'), await customer('1000')];
    await committed(a, r.id, '300');
    await committed(b, r.id, '200');
    await committed(c, r.id, '100.01');
    expect((await commit(a, r.id, '300')).code).toBe(200);
    clock.now = new Date(r.endTime);
    expect((await commit(a, r.id, '250')).code).toBe(10088);
    const counts = await Promise.all([settler().settleDue(), settler().settleDue()]);
    expect(await settler().settleDue()).toBe(0);
    expect(counts.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(1);
    const settled = (await round(r.id)).result;
    expect([
      settled.status,
      settled.totalCommitted,
      settled.tokensAllocated,
      settled.dust,
      settled.subscribers,
    ]).toEqual(['settled', '600.01', '999.99', '0.01', 3]);
    expect(await usdt(a)).toEqual({ balance: '750.005', held: '0' });
    expect(await usdt(b)).toEqual({ balance: '833.34', held: '0' });
    expect(await usdt(c)).toEqual({ balance: '916.66', held: '0' });
    expect((await tokens(a)).result).toEqual([{ currency: r.symbol, name: 'Test token', logo: '', balance: '499.99' }]);
    const [theirs] = (await mine(c)).result.list;
    expect([theirs?.status, theirs?.tokens, theirs?.cost, theirs?.refund]).toEqual([
      'allocated',
      '166.68',
      '83.34',
      '16.67',
    ]);
    const proceeds = await accountBalance(db, await systemAccountId(db, 'presale_proceeds', 'real', 'USDT'));
    expect(proceeds.balance.gte('499.995')).toBe(true);
    expect(await findViolations(db)).toEqual([]);
    clock.now = new Date(r.startTime + 2 * HOUR);
  });

  it('fills an undersubscribed round in full, catching up after a restart that missed its end', async () => {
    const r = await newRound();
    const who = await customer('300');
    await committed(who, r.id, '100');
    // No settler ran at the end; a day later a new node starts and settles it.
    clock.now = new Date(r.distributionTime + 24 * HOUR);
    expect(await settler().settleDue()).toBeGreaterThanOrEqual(1);
    const settled = (await round(r.id)).result;
    expect([settled.status, settled.tokensAllocated, settled.tokensUnsold, settled.dust]).toEqual([
      'settled',
      '200',
      '800',
      '0',
    ]);
    expect(await usdt(who)).toEqual({ balance: '200', held: '0' });
    expect((await tokens(who)).result[0]?.balance).toBe('200');
    expect(await findViolations(db)).toEqual([]);
    clock.now = new Date(r.startTime + 2 * HOUR);
  });

  it('a cancelled round releases every hold and takes no more commitments', async () => {
    const r = await newRound({ endTime: now() + 10 * HOUR, distributionTime: now() + 10 * HOUR });
    const [a, b] = [await customer('500'), await customer('500')];
    await committed(a, r.id, '100');
    await committed(b, r.id, '250');
    const cancelled = await call<PresaleAdminRound>(app.url, 'POST', `${BO}/presale/${r.id}/cancel`, {
      token: operator,
      body: { reason: 'The issuer withdrew.' },
    });
    expect([cancelled.code, cancelled.result.status]).toEqual([200, 'cancelled']);
    expect(await usdt(a)).toEqual({ balance: '500', held: '0' });
    expect(await usdt(b)).toEqual({ balance: '500', held: '0' });
    expect((await mine(b)).result.list[0]?.status).toBe('refunded');
    expect((await commit(a, r.id, '50')).code).toBe(10088);
    const again = await call(app.url, 'POST', `${BO}/presale/${r.id}/cancel`, {
      token: operator,
      body: { reason: 'twice' },
    });
    expect(again.code).toBe(10088);
    const audit = await db.select().from(auditLog).where(like(auditLog.action, 'presale.cancel'));
    expect(audit.some((row) => row.targetId === String(r.id))).toBe(true);
    expect(await findViolations(db)).toEqual([]);
  });
});
