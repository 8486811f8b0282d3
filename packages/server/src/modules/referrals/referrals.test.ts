import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  BACKOFFICE_API,
  Money,
  type CommissionPage,
  type CustomerReferrals,
  type InviteInfo,
  type InviteePage,
  type Operator,
  type PositionRecord,
  type ReferralProgramme,
} from '@tp/contract';
import { databaseKinds } from '../../../test/databases.ts';
import { call, startTestApp, type Answer, type TestApp, TEST_PASSWORDS } from '../../../test/app.ts';
import { DEMO, fundReal, openBody, openPosition, REAL, setPrice, type Book } from '../../../test/money.ts';
import { emailOf, mailedCode, newName, register, signUp, USER, type SignedUp } from '../../../test/signin.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, notifications, referralCommissions, users } from '../../db/schema.ts';
import { customerAccount, findViolations } from '../../ledger/index.ts';
import { ensureFirstOperator } from '../backoffice/operators.ts';
import { ReferralCommissions } from './commissions.ts';

const silent = { error() {} };

describe.each(databaseKinds)('the invite programme on %s', (kind) => {
  let app: TestApp;
  let db: Db;
  const tokens = { admin: '', support: '' };
  let referrer: SignedUp;
  let friend: SignedUp;

  beforeAll(async () => {
    app = await startTestApp(kind, { tradingEngine: false, optionsSettler: false, planAccrual: false });
    db = app.database.db;
    const first = await ensureFirstOperator(db, { warn: () => undefined }, TEST_PASSWORDS);
    if (!first) throw new Error('no first operator');
    const login = async (name: string, password: string) =>
      (await call<{ token: string }>(app.url, 'POST', `${BACKOFFICE_API}/login`, { body: { name, password } })).result
        .token;
    tokens.admin = await login(first.name, first.password);
    const made = await bo<{ operator: Operator; password: string }>('POST', 'operators', tokens.admin, {
      name: `support.${kind}`,
      role: 'support',
    });
    tokens.support = await login(`support.${kind}`, made.result.password);
    referrer = await signUp(app);
    friend = await signUp(app, newName(), referrer.user.inviteCode);
    await fundReal(app, friend, '10000');
    setPrice(app, 'BTCUSDT', '60000');
  });
  afterAll(async () => {
    expect(await findViolations(db)).toEqual([]);
    await app.close();
  });

  const bo = <T = unknown>(method: 'GET' | 'POST', path: string, token: string, body?: unknown): Promise<Answer<T>> =>
    call<T>(app.url, method, `${BACKOFFICE_API}/${path}`, { token, body });
  const get = async <T>(who: SignedUp, path: string) =>
    (await call<T>(app.url, 'GET', `${USER}/${path}`, { token: who.token })).result;
  const cash = async (who: SignedUp) =>
    (
      await customerAccount(db, { userId: who.user.id, mode: 'real', currency: 'USDT' }, { lock: false })
    ).balance.toString();
  const open = async (who: SignedUp, book: Book) => {
    const opened = await openPosition(app, who, openBody(app), book);
    expect(opened.code).toBe(200);
    return opened.result as PositionRecord;
  };
  const job = () => new ReferralCommissions({ db, now: () => new Date(), log: silent });
  const rowsOf = (positionId: number) =>
    db.select().from(referralCommissions).where(eq(referralCommissions.positionId, positionId));

  it("refuses an invite code nobody has and one's own code under a second address, creating nobody", async () => {
    const name = newName();
    const email = emailOf(name);
    const code = await mailedCode(app, email, 'register');
    const unknown = await register(app, { username: name, email, code, inviteCode: 'NOSUCH1' });
    expect([unknown.code, unknown.msg]).toEqual([10088, 'The invite code does not exist.']);
    const [local] = referrer.user.email.split('@');
    const alias = `${local}+second@EXAMPLE.test`;
    const aliasCode = await mailedCode(app, alias, 'register');
    const self = await register(app, {
      username: newName(),
      email: alias,
      code: aliasCode,
      inviteCode: referrer.user.inviteCode,
    });
    expect([self.code, self.msg]).toEqual([10088, 'You cannot use your own invite code.']);
    const made = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) in (${email}, ${alias.toLowerCase()})`);
    expect(made).toEqual([]);
  });

  it('pays 20 % of a real-account fee once, rounded down to 6 decimals, and nothing for a demo fee', async () => {
    const before = Money.of(await cash(referrer));
    const real = await open(friend, REAL);
    const demo = await open(friend, DEMO);
    await Promise.all([job().payDue(), job().payDue()]);
    await job().payDue();
    const expected = Money.of(real.fee).times('0.2').round(6, 'down');
    expect(expected.isPositive()).toBe(true);
    expect(
      Money.of(await cash(referrer))
        .minus(before)
        .toString(),
    ).toBe(expected.toString());
    const [row] = await rowsOf(real.id);
    expect([row?.status, Money.of(row?.amount ?? '0').toString(), Money.of(row?.share ?? '0').toString()]).toEqual([
      'paid',
      expected.toString(),
      '0.2',
    ]);
    expect(await rowsOf(demo.id)).toEqual([]);
    const told = await db.select().from(notifications).where(eq(notifications.userId, referrer.user.id));
    expect(told.map((n) => [n.kind, n.payload])).toContainEqual([
      'referral_commission',
      { amount: expected.toString(), count: 1 },
    ]);
  });

  it('pays nothing when the referrer and the invitee share a mailbox', async () => {
    const [local] = referrer.user.email.split('@');
    const twin = await signUp(app);
    // An invite recorded before the address check existed: the job refuses it on its own.
    await db
      .update(users)
      .set({ invitedBy: referrer.user.id, email: `${local}+twin@example.test` })
      .where(eq(users.id, twin.user.id));
    await fundReal(app, twin, '1000');
    const before = await cash(referrer);
    const position = await open(twin, REAL);
    await job().payDue();
    const [row] = await rowsOf(position.id);
    expect([row?.status, Money.of(row?.amount ?? '1').toString(), row?.entryId]).toEqual(['refused', '0', null]);
    expect(await cash(referrer)).toBe(before);
  });

  it('applies a changed share to fees charged after the change only, audited; support may not change it', async () => {
    const earlier = await open(friend, REAL);
    expect((await bo('POST', 'referrals/share', tokens.support, { share: '0.1' })).code).toBe(403);
    expect((await bo('POST', 'referrals/share', tokens.admin, { share: '0.95' })).code).toBe(10088);
    expect((await bo('POST', 'referrals/share', tokens.admin, { share: '-1' })).code).toBe(10088);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const changed = await bo<ReferralProgramme>('POST', 'referrals/share', tokens.admin, { share: '0.1' });
    expect(changed.result.share).toBe('0.1');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = await open(friend, REAL);
    await job().payDue();
    const share = async (id: number) => Money.of((await rowsOf(id))[0]?.share ?? '0').toString();
    expect([await share(earlier.id), await share(later.id)]).toEqual(['0.2', '0.1']);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'referral.share'));
    expect(audit.map((a) => [a.before, a.after])).toEqual([[{ share: '0.2' }, { share: '0.1' }]]);
    await bo('POST', 'referrals/share', tokens.admin, { share: '0.2' });
  });

  it("shows the referrer their code, link, rules in their language, masked friends and commissions; nobody else's", async () => {
    const info = await get<InviteInfo>(referrer, 'getInviteInfo?lang=de');
    expect(info.linkPath).toBe(`/pass/register?invite=${referrer.user.inviteCode}`);
    expect([info.invited, info.traded, info.share]).toEqual([2, 2, '0.2']);
    expect(info.rules[1]).toContain('20 %');
    expect(info.rules[0]).toContain('Einladungscode');
    const friends = await get<InviteePage>(referrer, 'listInvitees');
    const name = friend.user.username;
    expect(friends.list.map((f) => f.username)).toContain(`${name.slice(0, 2)}***${name.slice(-2)}`);
    const paid = await get<CommissionPage>(referrer, 'listCommissions?pageSize=2');
    expect([paid.total, paid.list.length]).toEqual([3, 2]);
    expect(
      Money.sum((await get<CommissionPage>(referrer, 'listCommissions')).list.map((c) => c.amount)).toString(),
    ).toBe(Money.of(info.totalEarned).toString());
    const stranger = await signUp(app);
    expect((await get<InviteePage>(stranger, 'listInvitees')).total).toBe(0);
    expect((await get<CommissionPage>(stranger, 'listCommissions')).total).toBe(0);
    expect((await get<InviteInfo>(stranger, 'getInviteInfo')).totalEarned).toBe('0');
    expect((await call(app.url, 'GET', `${USER}/listCommissions?pageSize=1000`, { token: referrer.token })).code).toBe(
      10088,
    );
  });

  it('downloads the commissions as CSV with a header row, ISO dates and exact amounts', async () => {
    const response = await fetch(`${app.url}${USER}/exportCommissions`, {
      headers: { authorization: `Bearer ${referrer.token}` },
    });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await response.text()).trimEnd().split('\r\n');
    const page = await get<CommissionPage>(referrer, 'listCommissions');
    expect(lines[0]).toBe('time,friend,fee,share,amount');
    expect(lines.slice(1)).toEqual(
      page.list.map((c) => [new Date(c.time).toISOString(), c.friend, c.fee, c.share, c.amount].join(',')),
    );
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z,[^,]+\*\*\*[^,]+,[\d.]+,0\.\d+,[\d.]+$/);
  });

  it("gives operators the programme's totals and a customer's referrals unmasked", async () => {
    const totals = (await bo<ReferralProgramme>('GET', 'referrals', tokens.support)).result;
    expect(totals.commissions).toBeGreaterThanOrEqual(3);
    const mine = (await bo<CustomerReferrals>('GET', `customers/${referrer.user.id}/referrals`, tokens.support)).result;
    expect(mine.inviteCode).toBe(referrer.user.inviteCode);
    expect(mine.invitees.map((i) => i.username)).toContain(friend.user.username);
    expect(mine.totalEarned).toBe((await get<InviteInfo>(referrer, 'getInviteInfo')).totalEarned);
    expect(Money.of(totals.totalPaid).gte(mine.totalEarned)).toBe(true);
    expect((await bo('GET', 'customers/999999/referrals', tokens.support)).code).toBe(10088);
  });
});
