import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  BACKOFFICE_API,
  Money,
  type AccountFigures,
  type ContentDetail,
  type ContentItem,
  type Operator,
  type RechargeRecord,
  type ReviewDeposit,
  type ReviewWithdrawal,
  type TransactionRecord,
  type WithdrawalRecord,
} from '@tp/contract';
import { databaseKinds } from '../../../test/databases.ts';
import { call, startTestApp, type Answer, type TestApp, TEST_PASSWORDS } from '../../../test/app.ts';
import { signUp, USER, type SignedUp } from '../../../test/signin.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, contents, operators, params } from '../../db/schema.ts';
import { DEMO_GRANT } from '../../ledger/index.ts';
import { ADDRESSES, png, txHash } from '../wallet/wallet.fixtures.ts';
import { OPERATOR_SESSION_TTL_MS } from './operator-sessions.ts';
import { ensureFirstOperator } from './operators.ts';
import { uploadProof } from '../../../test/money.ts';

const API = BACKOFFICE_API;
const REAL = { virtually: 'YES' };
const FORBIDDEN = [403, 'Your role may not do this.', null];

interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}
interface AuditRow {
  id: number;
  operator: string | null;
  action: string;
  targetKind: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  createdAt: number;
}
interface SignedInOperator {
  token: string;
  operator: Operator;
  password: string;
}

describe.each(databaseKinds)('back office on %s', (kind) => {
  /** The app's clock runs with the wall clock, shifted by `offsetMs` when a test moves time on. */
  const clock = {
    offsetMs: 0,
    get now() {
      return new Date(Date.now() + this.offsetMs);
    },
  };
  let app: TestApp;
  let db: Db;
  let firstStart: { name: string; password: string } | null;
  const firstStartLines: string[] = [];
  let admin: SignedInOperator;
  let reviewer: SignedInOperator;
  let reviewer2: SignedInOperator;
  let support: SignedInOperator;
  /** Every password handed out in this suite: none may ever appear in the audit log. */
  const secrets: string[] = [];

  const bo = <T = unknown>(method: 'GET' | 'POST', path: string, token?: string, body?: unknown): Promise<Answer<T>> =>
    call<T>(app.url, method, `${API}/${path}`, { token, body });

  async function login(name: string, password: string): Promise<Answer<{ token: string; operator: Operator } | null>> {
    return bo('POST', 'login', undefined, { name, password });
  }

  async function signIn(name: string, password: string): Promise<SignedInOperator> {
    const answer = await login(name, password);
    if (answer.code !== 200 || !answer.result) throw new Error(`login ${name}: ${answer.code} ${answer.msg}`);
    secrets.push(answer.result.token);
    return { ...answer.result, password };
  }

  let seq = 0;
  async function newOperator(role: 'admin' | 'reviewer' | 'support'): Promise<SignedInOperator> {
    seq += 1;
    const name = `${role}${seq}.${kind}`;
    const created = await bo<{ operator: Operator; password: string }>('POST', 'operators', admin.token, {
      name,
      role,
    });
    expect([created.code, created.result.operator]).toMatchObject([200, { name, role }]);
    secrets.push(created.result.password);
    return signIn(name, created.result.password);
  }

  async function auditOf(targetKind: string, targetId: string | number): Promise<(typeof auditLog.$inferSelect)[]> {
    return db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, targetKind), eq(auditLog.targetId, String(targetId))))
      .orderBy(asc(auditLog.id));
  }

  beforeAll(async () => {
    app = await startTestApp(kind, {
      clock,
      limits: { operatorLoginFailuresPerName: { points: 5, durationSec: 900 } },
    });
    db = app.database.db;
    firstStart = await ensureFirstOperator(db, { warn: (line) => firstStartLines.push(line) }, TEST_PASSWORDS);
    if (!firstStart) throw new Error('no first operator');
    secrets.push(firstStart.password);
    admin = await signIn(firstStart.name, firstStart.password);
    reviewer = await newOperator('reviewer');
    reviewer2 = await newOperator('reviewer');
    support = await newOperator('support');
  });
  afterAll(async () => {
    await app.close();
  });

  // -------------------------------------------------------------------------------------------
  // First start

  it('creates the first administrator once, and logs its password once', async () => {
    expect(firstStart).toMatchObject({ name: 'admin' });
    expect(firstStart!.password.length).toBeGreaterThanOrEqual(16);
    expect(firstStartLines).toHaveLength(1);
    expect(firstStartLines[0]).toContain(firstStart!.password);
    expect(firstStartLines[0]).toMatch(/shown ONCE/);
    expect(firstStartLines[0]).toContain('npm run operator -- create');
    const [row] = await db.select().from(operators).where(eq(operators.name, 'admin'));
    expect(row).toMatchObject({ role: 'admin', status: 'active' });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await auditOf('operator', row!.id)).toMatchObject([
      { operatorId: null, action: 'operator.create', before: null, after: { name: 'admin', role: 'admin' } },
    ]);

    const lines: string[] = [];
    expect(await ensureFirstOperator(db, { warn: (line) => lines.push(line) }, TEST_PASSWORDS)).toBeNull();
    expect(lines).toEqual([]);
    expect(await db.select().from(operators).where(eq(operators.role, 'admin'))).toHaveLength(1);
  });

  // -------------------------------------------------------------------------------------------
  // Sessions

  it('signs an operator in and out; a wrong password or name is 10004; each change is audited', async () => {
    const op = await newOperator('support');
    expect((await login(op.operator.name, 'not the password')).code).toBe(10004);
    expect((await login('nobody.here', 'whatever')).code).toBe(10004);
    const me = await bo<Operator>('GET', 'me', op.token);
    expect([me.code, me.result]).toEqual([200, op.operator]);
    // Tokens are opaque, at least 128 random bits, and stored only as hashes.
    expect(op.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const out = await bo('POST', 'logout', op.token);
    expect([out.code, out.result]).toEqual([200, null]);
    expect((await bo('GET', 'me', op.token)).code).toBe(401);
    expect((await bo('POST', 'logout', op.token)).code).toBe(401);

    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operatorId, op.operator.id), eq(auditLog.targetKind, 'operator_session')))
      .orderBy(asc(auditLog.id));
    expect(rows.map((row) => row.action)).toEqual(['operator.login', 'operator.logout']);
    expect(rows[1]).toMatchObject({ before: { revoked: false }, after: { revoked: true } });
  });

  it('ends a session after 12 hours', async () => {
    const op = await newOperator('reviewer');
    try {
      clock.offsetMs = OPERATOR_SESSION_TTL_MS - 60_000;
      expect((await bo('GET', 'me', op.token)).code).toBe(200);
      clock.offsetMs = OPERATOR_SESSION_TTL_MS + 1000;
      expect((await bo('GET', 'me', op.token)).code).toBe(401);
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('refuses repeated wrong passwords for one name with 429', async () => {
    const op = await newOperator('support');
    for (let i = 0; i < 5; i++) expect((await login(op.operator.name, `wrong ${i}`)).code).toBe(10004);
    const limited = await login(op.operator.name, op.password);
    expect([limited.status, limited.code]).toEqual([429, 429]);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('never takes an operator token for a customer or a customer token for an operator', async () => {
    const customer = await signUp(app);
    const asCustomer = await call(app.url, 'POST', `${USER}/getUserInfo`, { token: admin.token });
    expect([asCustomer.code, asCustomer.result]).toEqual([401, null]);
    for (const [method, path] of [
      ['GET', 'me'],
      ['GET', 'customers'],
      ['GET', 'deposits'],
      ['GET', 'params'],
      ['POST', 'logout'],
    ] as const) {
      const answer = await bo(method, path, customer.token);
      expect([answer.status, answer.code, answer.result]).toEqual([200, 401, null]);
    }
    // The customer's session still works where it belongs.
    expect((await call(app.url, 'POST', `${USER}/getUserInfo`, { token: customer.token })).code).toBe(200);
  });

  it('answers every call without a live session with 401, before reading the body', async () => {
    for (const token of [undefined, 'x'.repeat(43)]) {
      for (const [method, path, body] of [
        ['GET', 'me', undefined],
        ['GET', 'deposits', undefined],
        ['POST', 'deposits/1/approve', undefined],
        ['POST', 'params/withdrawFeeRate', { value: 'not even valid' }],
        ['POST', 'operators', { bad: true }],
        ['GET', 'audit', undefined],
      ] as const) {
        const answer = await bo(method, path, token, body);
        expect([answer.status, answer.code, answer.result]).toEqual([200, 401, null]);
      }
    }
  });

  it('changes the password: the old one stops working and other sessions end', async () => {
    const op = await newOperator('reviewer');
    const other = await signIn(op.operator.name, op.password);
    const wrong = await bo('POST', 'changePassword', op.token, {
      oldPassword: 'not it at all',
      newPassword: 'a brand new passphrase',
    });
    expect(wrong.code).toBe(10004);
    const short = await bo('POST', 'changePassword', op.token, { oldPassword: op.password, newPassword: 'short' });
    expect(short.code).toBe(10088);
    const newPassword = 'a brand new passphrase';
    secrets.push(newPassword);
    const changed = await bo('POST', 'changePassword', op.token, { oldPassword: op.password, newPassword });
    expect([changed.code, changed.msg]).toEqual([200, '20005']);
    expect((await bo('GET', 'me', op.token)).code).toBe(200);
    expect((await bo('GET', 'me', other.token)).code).toBe(401);
    expect((await login(op.operator.name, op.password)).code).toBe(10004);
    expect((await login(op.operator.name, newPassword)).code).toBe(200);
    expect((await auditOf('operator', op.operator.id)).map((row) => row.action)).toEqual([
      'operator.create',
      'operator.change_password',
    ]);
  });

  // -------------------------------------------------------------------------------------------
  // Operators (administrators)

  it('lets administrators create and disable operators; a disabled operator is signed out and kept out', async () => {
    const op = await newOperator('support');
    const list = await bo<{ name: string; status: string }[]>('GET', 'operators', admin.token);
    expect(list.code).toBe(200);
    expect(list.result.find((item) => item.name === op.operator.name)).toMatchObject({ status: 'active' });

    expect((await bo('POST', 'operators', admin.token, { name: op.operator.name, role: 'admin' })).code).toBe(10006);
    expect((await bo('POST', 'operators', admin.token, { name: 'newbie', role: 'boss' })).code).toBe(10088);
    expect((await bo('POST', 'operators', admin.token, { name: 'X', role: 'support' })).code).toBe(10088);
    expect((await bo('POST', `operators/${admin.operator.id}/disable`, admin.token)).code).toBe(10088);

    const disabled = await bo<Operator>('POST', `operators/${op.operator.id}/disable`, admin.token);
    expect([disabled.code, disabled.result]).toEqual([200, op.operator]);
    expect((await bo('GET', 'me', op.token)).code).toBe(401);
    expect((await login(op.operator.name, op.password)).code).toBe(10005);
    // Disabling again changes nothing and adds no row.
    expect((await bo('POST', `operators/${op.operator.id}/disable`, admin.token)).code).toBe(200);

    const rows = await auditOf('operator', op.operator.id);
    expect(rows.map((row) => [row.operatorId, row.action])).toEqual([
      [admin.operator.id, 'operator.create'],
      [admin.operator.id, 'operator.disable'],
    ]);
    expect(rows[0]!.after).toEqual({ name: op.operator.name, role: 'support', via: 'backoffice' });
    expect(rows[1]).toMatchObject({
      before: { status: 'active' },
      after: { status: 'disabled', sessionsEnded: 1 },
    });
  });

  // -------------------------------------------------------------------------------------------
  // Roles

  it('keeps each role to its work: 403 and nothing changed otherwise', async () => {
    const paramsBefore = await db.select().from(params).orderBy(asc(params.key));
    const auditBefore = await db.select().from(auditLog);
    const fileId = '00000000-0000-4000-8000-000000000000';

    // Support: queues and customers, read-only.
    for (const path of ['deposits', 'withdrawals', 'customers', `customers/${admin.operator.id}/journal?mode=demo`]) {
      expect((await bo('GET', path, support.token)).code).not.toBe(403);
    }
    for (const [method, path, body] of [
      ['POST', 'deposits/1/approve', undefined],
      ['POST', 'deposits/1/reject', { reason: 'not allowed to' }],
      ['POST', 'withdrawals/1/approve', undefined],
      ['POST', 'withdrawals/1/reject', { reason: 'not allowed to' }],
      ['POST', 'withdrawals/1/complete', { payoutTxHash: txHash('TRC20') }],
      ['GET', `files/${fileId}`, undefined],
      ['GET', 'params', undefined],
      ['POST', 'params/withdrawFeeRate', { value: '1' }],
      ['GET', 'contents', undefined],
      ['POST', 'contents/1', { title: 'x', body: 'y' }],
      ['POST', 'contents/1/languages/es', { title: 'x', body: 'y' }],
      ['GET', 'audit', undefined],
      ['GET', 'operators', undefined],
      ['POST', 'operators', { name: 'sneaky', role: 'admin' }],
      ['POST', `operators/${admin.operator.id}/disable`, undefined],
    ] as const) {
      const answer = await bo(method, path, support.token, body);
      expect([answer.code, answer.msg, answer.result]).toEqual(FORBIDDEN);
    }

    // Reviewer: queues (deciding too), files and customers; not parameters, content, audit or operators.
    expect((await bo('POST', 'deposits/999999/approve', reviewer.token)).code).toBe(10088);
    expect((await bo('GET', `files/${fileId}`, reviewer.token)).code).toBe(10088);
    expect((await bo('GET', 'customers', reviewer.token)).code).toBe(200);
    for (const [method, path, body] of [
      ['GET', 'params', undefined],
      ['POST', 'params/withdrawFeeRate', { value: '1' }],
      ['GET', 'contents', undefined],
      ['POST', 'contents/1', { title: 'x', body: 'y' }],
      ['POST', 'contents/1/languages/es', { title: 'x', body: 'y' }],
      ['GET', 'audit', undefined],
      ['GET', 'operators', undefined],
      ['POST', 'operators', { name: 'sneaky', role: 'admin' }],
      ['POST', `operators/${admin.operator.id}/disable`, undefined],
    ] as const) {
      const answer = await bo(method, path, reviewer.token, body);
      expect([answer.code, answer.msg, answer.result]).toEqual(FORBIDDEN);
    }

    expect(await db.select().from(params).orderBy(asc(params.key))).toEqual(paramsBefore);
    expect(await db.select().from(auditLog)).toEqual(auditBefore);
    expect((await bo('GET', 'me', admin.token)).code).toBe(200);
  });

  // -------------------------------------------------------------------------------------------
  // Parameters

  it('changes parameters within their rules; the change is public at once and audited', async () => {
    const all = await bo<{ key: string; value: string; isPublic: boolean }[]>('GET', 'params', admin.token);
    expect(all.code).toBe(200);
    expect(all.result.find((p) => p.key === 'withdrawFeeRate')).toMatchObject({ value: '0.5', isPublic: true });
    const before = await db.select().from(params).orderBy(asc(params.key));

    const refused: [string, string][] = [
      ['withdrawFeeRate', '100'],
      ['withdrawFeeRate', '150'],
      ['withdrawFeeRate', '-1'],
      ['withdrawFeeRate', 'abc'],
      ['withdrawFeeRate', '1e2'],
      ['minRechargeUSDT', '0'],
      ['minRechargeUSDT', '-5'],
      ['minRechargeBTC', '0.000000001'],
      ['minWithdrawalUSDT', 'twenty'],
      ['depositAddressUSDT_TRC20', ADDRESSES.ERC20],
      ['depositAddressUSDT_TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T'],
      ['depositAddressUSDT_ERC20', ADDRESSES.TRC20],
      ['depositAddressBTC_BTC', ADDRESSES.ETH],
      ['depositAddressBTC_BTC', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'],
      ['depositAddressETH_ETH', '0x5AAEB6053F3E94C9b9A09f33669435E7Ef1BeAed'],
      ['depositAddressBTC_ETH', ADDRESSES.ETH],
      ['noSuchParameter', '1'],
    ];
    for (const [key, value] of refused) {
      const answer = await bo('POST', `params/${key}`, admin.token, { value });
      expect([key, value, answer.code, answer.result]).toEqual([key, value, 10088, null]);
    }
    expect((await bo('POST', 'params/withdrawFeeRate', admin.token, { value: '' })).code).toBe(10088);
    expect((await bo('POST', 'params/withdrawFeeRate', admin.token, { value: '1', extra: 1 })).code).toBe(10088);
    expect(await db.select().from(params).orderBy(asc(params.key))).toEqual(before);

    const changed = await bo<{ key: string; value: string }>('POST', 'params/withdrawFeeRate', admin.token, {
      value: ' 1.25 ',
    });
    expect([changed.code, changed.result]).toMatchObject([200, { key: 'withdrawFeeRate', value: '1.25' }]);
    const publicValue = await call(app.url, 'GET', '/swx/customer/index/getParamByKey/withdrawFeeRate');
    expect(publicValue.result).toEqual({ key: 'withdrawFeeRate', value: '1.25' });

    for (const [key, value] of [
      ['depositAddressBTC_BTC', ADDRESSES.BTC],
      ['depositAddressUSDT_TRC20', ADDRESSES.TRC20],
      ['depositAddressETH_ETH', ADDRESSES.ETH],
      ['minRechargeETH', '0.25'],
      ['withdrawFeeRate', '0'],
      ['withdrawFeeRate', '99.99'],
      ['withdrawFeeRate', '0.5'],
    ] as const) {
      const answer = await bo('POST', `params/${key}`, admin.token, { value });
      expect([key, answer.code]).toEqual([key, 200]);
    }
    // The same value again is no change and no row.
    await bo('POST', 'params/withdrawFeeRate', admin.token, { value: '0.5' });

    const rows = await auditOf('param', 'withdrawFeeRate');
    expect(rows.map((row) => [row.operatorId, row.action, row.before, row.after])).toEqual([
      [admin.operator.id, 'param.update', { value: '0.5' }, { value: '1.25' }],
      [admin.operator.id, 'param.update', { value: '1.25' }, { value: '0' }],
      [admin.operator.id, 'param.update', { value: '0' }, { value: '99.99' }],
      [admin.operator.id, 'param.update', { value: '99.99' }, { value: '0.5' }],
    ]);
  });

  // -------------------------------------------------------------------------------------------
  // Content

  it('edits content: stored sanitized, shown to customers at once, audited', async () => {
    const list = await bo<{ id: number; slug: string | null; language: string; type: number }[]>(
      'GET',
      'contents?language=en&type=1',
      admin.token,
    );
    expect(list.code).toBe(200);
    expect(list.result.length).toBeGreaterThan(0);
    expect(list.result.every((c) => c.language === 'en' && c.type === 1)).toBe(true);
    const item = list.result.find((c) => c.slug === 'about-us')!;
    const before = await call<ContentDetail>(app.url, 'GET', `/swx/customer/index/getContentsById/${item.id}`);

    expect((await bo('POST', 'contents/999999', admin.token, { title: 'x', body: 'y' })).code).toBe(10088);
    expect((await bo('POST', `contents/${item.id}`, admin.token, { title: '', body: 'y' })).code).toBe(10088);
    expect((await bo('GET', 'contents?language=xx', admin.token)).code).toBe(10088);

    const body =
      '<h2>Who we are</h2><p onclick="steal()">Hello <strong>there</strong></p>' +
      '<script>alert(1)</script><img src="x" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">bad</a> <a href="https://example.com/ok">good</a>' +
      '<iframe src="https://evil.example"></iframe><p style="color:red">styled</p>';
    const edited = await bo<{ title: string; body: string }>('POST', `contents/${item.id}`, admin.token, {
      title: '  About us, revised ',
      body,
    });
    expect(edited.code).toBe(200);
    const clean =
      '<h2>Who we are</h2><p>Hello <strong>there</strong></p><a>bad</a> <a href="https://example.com/ok">good</a>' +
      '<p>styled</p>';
    expect(edited.result).toMatchObject({ title: 'About us, revised', body: clean });

    const shown = await call<ContentDetail>(app.url, 'GET', `/swx/customer/index/getContentsById/${item.id}`);
    expect(shown.result).toMatchObject({ id: item.id, title: 'About us, revised', content: clean });
    expect(shown.result.content).not.toMatch(/<script|<img|<iframe|onerror|onclick|javascript:|style=/);

    const rows = await auditOf('content', item.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operatorId: admin.operator.id,
      action: 'content.update',
      before: { title: before.result.title },
      after: { title: 'About us, revised', body: clean },
    });
  });

  it('writes one language of an item, then edits it: customers reading it see it at once, audited', async () => {
    type Row = { id: number; slug: string | null; language: string; title: string; body: string };
    const slug = 'terms-of-service';
    const terms = await bo<Row[]>('GET', 'contents?type=2', admin.token);
    const english = terms.result.find((c) => c.slug === slug && c.language === 'en')!;
    expect(terms.result.filter((c) => c.slug === slug).map((c) => c.language)).toHaveLength(10);
    // The Spanish text is not written yet: a customer reading Spanish gets the English one.
    await db.delete(contents).where(and(eq(contents.slug, slug), eq(contents.language, 'es')));
    const page = (language: string) =>
      call<ContentDetail>(app.url, 'GET', `/swx/customer/index/getContentsBySlug/${language}/${slug}`);
    const footer = async (language: string) =>
      (await call<ContentItem[]>(app.url, 'GET', `/swx/customer/index/listContents/${language}`)).result.find(
        (c) => c.slug === slug,
      );
    expect((await page('es')).result).toMatchObject({ title: english.title, language: 'en' });
    const french = (await page('fr')).result;

    const write = (id: number, language: string, title: string, body: string) =>
      bo<Row>('POST', `contents/${id}/languages/${language}`, admin.token, { title, body });
    expect((await write(english.id, 'xx', 'Condiciones', '<p>x</p>')).code).toBe(10088);
    expect((await write(999_999, 'es', 'Condiciones', '<p>x</p>')).code).toBe(10088);
    expect((await write(english.id, 'es', ' ', '<p>x</p>')).code).toBe(10088);
    const written = await write(
      english.id,
      'es',
      ' Condiciones del servicio ',
      '<h2>Aceptación</h2><p onclick="x()">Al usar la plataforma acepta estas condiciones.</p><script>x()</script>',
    );
    const clean = '<h2>Aceptación</h2><p>Al usar la plataforma acepta estas condiciones.</p>';
    expect(written.code).toBe(200);
    expect(written.result).toMatchObject({ slug, language: 'es', title: 'Condiciones del servicio', body: clean });
    expect((await page('es')).result).toMatchObject({
      title: 'Condiciones del servicio',
      language: 'es',
      content: clean,
    });
    expect(await footer('es')).toMatchObject({ id: written.result.id, title: 'Condiciones del servicio' });
    expect((await page('fr')).result).toEqual(french);
    expect((await page('en')).result.title).toBe(english.title);

    // Writing it again, from any language's id of the item, edits the same text.
    const edited = await write(written.result.id, 'es', 'Términos y condiciones', clean);
    expect(edited.result).toMatchObject({ id: written.result.id, language: 'es', title: 'Términos y condiciones' });
    expect(await footer('es')).toMatchObject({ id: written.result.id, title: 'Términos y condiciones' });
    expect(await footer('1')).toMatchObject({ language: 'zh' });

    const rows = await auditOf('content', written.result.id);
    expect(rows.map((r) => [r.operatorId, r.action, r.before, r.after])).toEqual([
      [
        admin.operator.id,
        'content.create',
        null,
        { language: 'es', slug, title: 'Condiciones del servicio', body: clean },
      ],
      [
        admin.operator.id,
        'content.update',
        { language: 'es', slug, title: 'Condiciones del servicio', body: clean },
        { language: 'es', slug, title: 'Términos y condiciones', body: clean },
      ],
    ]);
  });

  // -------------------------------------------------------------------------------------------
  // Customers

  it('finds customers by id, username or e-mail, and shows their accounts and journal', async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const search = (query: string) =>
      bo<Page<{ id: number; username: string }>>('GET', `customers?query=${encodeURIComponent(query)}`, support.token);

    const byName = await search(a.user.username.slice(1, 8).toUpperCase());
    expect(byName.code).toBe(200);
    expect(byName.result.list.map((c) => c.id)).toEqual([a.user.id]);
    expect((await search(b.user.email)).result.list.map((c) => c.id)).toEqual([b.user.id]);
    expect((await search(String(a.user.id))).result.list.map((c) => c.id)).toContain(a.user.id);
    expect((await search('%')).result.total).toBe(0);

    const all = await bo<Page<{ id: number }>>('GET', 'customers?page=1&pageSize=1', support.token);
    expect(all.result).toMatchObject({ page: 1, pageSize: 1 });
    expect(all.result.list).toHaveLength(1);
    expect(all.result.total).toBeGreaterThanOrEqual(2);
    expect((await bo('GET', 'customers?pageSize=101', support.token)).code).toBe(10088);
    expect((await bo('GET', 'customers?unknown=1', support.token)).code).toBe(10088);

    const detail = await bo<{ customer: unknown; accounts: unknown[] }>('GET', `customers/${a.user.id}`, support.token);
    expect(detail.code).toBe(200);
    expect(detail.result.customer).toMatchObject({
      id: a.user.id,
      username: a.user.username,
      email: a.user.email,
      kycStatus: 'none',
      status: 'active',
    });
    expect(detail.result.accounts).toEqual([
      { mode: 'demo', currency: 'USDT', balance: DEMO_GRANT, held: '0', available: DEMO_GRANT },
      { mode: 'real', currency: 'USDT', balance: '0', held: '0', available: '0' },
    ]);
    const journal = await bo<Page<TransactionRecord>>('GET', `customers/${a.user.id}/journal?mode=demo`, support.token);
    expect(journal.code).toBe(200);
    expect(journal.result.list).toMatchObject([{ kind: 'demo_grant', amount: DEMO_GRANT, balanceAfter: DEMO_GRANT }]);
    expect(
      (await bo<Page<unknown>>('GET', `customers/${a.user.id}/journal?mode=real`, support.token)).result.total,
    ).toBe(0);
    expect((await bo('GET', `customers/${a.user.id}/journal`, support.token)).code).toBe(10088);
    expect((await bo('GET', 'customers/999999999', support.token)).code).toBe(10009);
  });

  // -------------------------------------------------------------------------------------------
  // Decisions

  async function deposit(who: SignedUp, amount: string): Promise<RechargeRecord> {
    const answer = await call<RechargeRecord>(app.url, 'POST', `${USER}/recharge`, {
      token: who.token,
      headers: REAL,
      body: {
        coin: 'USDT',
        network: 'TRC20',
        amount,
        txHash: txHash('TRC20'),
        last6: 'a1B2c3',
        proofFileId: await uploadProof(app, who),
      },
    });
    expect([answer.code, answer.msg]).toEqual([200, '20002']);
    return answer.result;
  }

  async function realBalance(who: SignedUp): Promise<string> {
    const answer = await call<AccountFigures>(app.url, 'GET', `${USER}/getAccount`, {
      token: who.token,
      headers: REAL,
    });
    expect(answer.code).toBe(200);
    return answer.result.balance;
  }

  it('lets a reviewer see the proof and approve a deposit: the customer is credited, once, and it is audited', async () => {
    const a = await signUp(app);
    const record = await deposit(a, '150.5');
    const queue = await bo<Page<ReviewDeposit>>('GET', 'deposits?pageSize=100', support.token);
    expect(queue.code).toBe(200);
    const queued = queue.result.list.find((d) => d.id === record.id)!;
    expect(queued).toMatchObject({ userId: a.user.id, username: a.user.username, status: 'awaiting_review' });

    const file = await fetch(`${app.url}${API}/files/${queued.proofFileId}`, {
      headers: { authorization: `Bearer ${reviewer.token}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(png());
    const customerTry = await fetch(`${app.url}${API}/files/${queued.proofFileId}`, {
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(((await customerTry.json()) as { code: number }).code).toBe(401);

    const approved = await bo<ReviewDeposit>('POST', `deposits/${record.id}/approve`, reviewer.token);
    expect(approved.code).toBe(200);
    expect(approved.result).toMatchObject({
      id: record.id,
      status: 'completed',
      creditedAmount: '150.5',
      reviewedBy: reviewer.operator.name,
    });
    expect(await realBalance(a)).toBe('150.5');

    // The same decision again changes nothing and writes nothing; another decision is refused.
    const again = await bo<ReviewDeposit>('POST', `deposits/${record.id}/approve`, reviewer2.token);
    expect([again.code, again.result]).toEqual([200, approved.result]);
    expect((await bo('POST', `deposits/${record.id}/reject`, reviewer.token, { reason: 'too late' })).code).toBe(10088);
    expect(await realBalance(a)).toBe('150.5');

    const rows = await auditOf('deposit', record.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operatorId: reviewer.operator.id,
      action: 'deposit.approve',
      before: { id: record.id, status: 'awaiting_review', creditedAmount: null },
      after: { id: record.id, status: 'completed', creditedAmount: '150.5' },
    });
  });

  it('rejects a deposit with a reason, and approves, rejects and completes withdrawals', async () => {
    const a = await signUp(app);
    const refused = await deposit(a, '130');
    expect((await bo('POST', `deposits/${refused.id}/reject`, reviewer.token, { reason: 'x' })).code).toBe(10088);
    const rejected = await bo<ReviewDeposit>('POST', `deposits/${refused.id}/reject`, reviewer.token, {
      reason: 'The transfer never arrived.',
    });
    expect(rejected.result).toMatchObject({ status: 'rejected', rejectReason: 'The transfer never arrived.' });
    expect(await auditOf('deposit', refused.id)).toMatchObject([
      { action: 'deposit.reject', after: { status: 'rejected', rejectReason: 'The transfer never arrived.' } },
    ]);

    const funded = await deposit(a, '500');
    expect((await bo('POST', `deposits/${funded.id}/approve`, admin.token)).code).toBe(200);
    const withdraw = async (amount: string) => {
      const answer = await call<WithdrawalRecord>(app.url, 'POST', `${USER}/withdrawal`, {
        token: a.token,
        headers: REAL,
        body: { coin: 'USDT', network: 'TRC20', address: ADDRESSES.TRC20, amount },
      });
      expect([answer.code, answer.msg]).toEqual([200, '20003']);
      return answer.result;
    };
    const first = await withdraw('100');
    const second = await withdraw('50');
    const queue = await bo<Page<ReviewWithdrawal>>('GET', 'withdrawals?pageSize=100', support.token);
    expect(queue.result.list.map((w) => w.id)).toEqual(expect.arrayContaining([first.id, second.id]));

    const payout = txHash('TRC20');
    expect((await bo('POST', `withdrawals/${first.id}/complete`, reviewer.token, { payoutTxHash: payout })).code).toBe(
      10088,
    );
    const approved = (await bo<ReviewWithdrawal>('POST', `withdrawals/${first.id}/approve`, reviewer.token)).result;
    expect(approved).toMatchObject({ status: 'approved', completedBy: null, completedAt: null });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const completed = await bo<ReviewWithdrawal>('POST', `withdrawals/${first.id}/complete`, reviewer2.token, {
      payoutTxHash: payout,
    });
    // The approval keeps its reviewer and time; the payout has its own.
    expect(completed.result).toMatchObject({
      status: 'completed',
      payoutTxHash: payout,
      reviewedBy: reviewer.operator.name,
      reviewedAt: approved.reviewedAt,
      completedBy: reviewer2.operator.name,
    });
    expect(completed.result.completedAt).toBeGreaterThan(approved.reviewedAt!);
    const rejectedW = await bo<ReviewWithdrawal>('POST', `withdrawals/${second.id}/reject`, reviewer.token, {
      reason: 'Address on a sanctions list.',
    });
    expect(rejectedW.result).toMatchObject({ status: 'rejected' });
    expect(await realBalance(a)).toBe(Money.of('500').minus('100').toString());

    expect(
      (await auditOf('withdrawal', first.id)).map((r) => [r.action, (r.after as { status: string }).status]),
    ).toEqual([
      ['withdrawal.approve', 'approved'],
      ['withdrawal.complete', 'completed'],
    ]);
    expect((await auditOf('withdrawal', second.id)).map((r) => r.action)).toEqual(['withdrawal.reject']);
  });

  it('lists records of every status when no status is asked for, and of that status alone otherwise', async () => {
    const a = await signUp(app);
    const waiting = await deposit(a, '120');
    const decided = await deposit(a, '121');
    expect((await bo('POST', `deposits/${decided.id}/approve`, reviewer.token)).code).toBe(200);
    const statuses = async (filter: string) => {
      const page = await bo<Page<ReviewDeposit>>('GET', `deposits?pageSize=100${filter}`, support.token);
      expect(page.code).toBe(200);
      return new Map(page.result.list.map((d) => [d.id, d.status]));
    };

    const all = await statuses('');
    expect([all.get(waiting.id), all.get(decided.id)]).toEqual(['awaiting_review', 'completed']);
    const completed = await statuses('&status=completed');
    expect([completed.get(waiting.id), completed.get(decided.id)]).toEqual([undefined, 'completed']);
    const awaiting = await statuses('&status=awaiting_review');
    expect([awaiting.get(waiting.id), awaiting.get(decided.id)]).toEqual(['awaiting_review', undefined]);
  });

  it('gives one outcome and one audit row when two reviewers decide one deposit at once', async () => {
    const a = await signUp(app);
    for (let round = 0; round < 3; round++) {
      const record = await deposit(a, '200');
      const answers = await Promise.all([
        bo<ReviewDeposit | null>('POST', `deposits/${record.id}/approve`, reviewer.token),
        bo<ReviewDeposit | null>('POST', `deposits/${record.id}/reject`, reviewer2.token, { reason: 'Looks forged.' }),
      ]);
      const codes = answers.map((answer) => answer.code).sort((x, y) => x - y);
      expect(codes).toEqual([200, 10088]);
      const winner = answers.find((answer) => answer.code === 200)!.result!;
      const rows = await auditOf('deposit', record.id);
      expect(rows).toHaveLength(1);
      expect((rows[0]!.after as { status: string }).status).toBe(winner.status);

      const same = await deposit(a, '200');
      const both = await Promise.all([
        bo<ReviewDeposit>('POST', `deposits/${same.id}/approve`, reviewer.token),
        bo<ReviewDeposit>('POST', `deposits/${same.id}/approve`, reviewer2.token),
      ]);
      expect(both.map((answer) => answer.code)).toEqual([200, 200]);
      expect(both[0].result).toEqual(both[1].result);
      expect(await auditOf('deposit', same.id)).toHaveLength(1);
    }
    const credited = (await bo<Page<TransactionRecord>>('GET', `customers/${a.user.id}/journal?mode=real`, admin.token))
      .result.list;
    expect(Money.sum(credited.map((t) => t.amount)).toString()).toBe(await realBalance(a));
  });

  it("documents every back-office call in OpenAPI under the tag 'backoffice'", async () => {
    const doc = (await (await fetch(`${app.url}/docs/json`)).json()) as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const paths = Object.keys(doc.paths).filter((p) => p.startsWith(`${API}/`));
    expect(paths).toEqual(
      expect.arrayContaining([
        `${API}/login`,
        `${API}/deposits/{id}/approve`,
        `${API}/withdrawals/{id}/complete`,
        `${API}/files/{id}`,
        `${API}/customers/{id}/journal`,
        `${API}/params/{key}`,
        `${API}/contents/{id}`,
        `${API}/contents/{id}/languages/{language}`,
        `${API}/audit`,
        `${API}/operators/{id}/disable`,
        `${API}/presale`,
        `${API}/presale/{id}/cancel`,
        `${API}/presale/{id}/settle`,
        `${API}/smartProducts`,
        `${API}/smartProducts/{id}`,
        `${API}/smartPlans`,
        `${API}/referrals`,
        `${API}/referrals/share`,
        `${API}/customers/{id}/referrals`,
        `${API}/notices`,
        `${API}/kyc`,
        `${API}/kyc/{id}`,
        `${API}/kyc/{id}/photos/{photo}`,
        `${API}/kyc/{id}/approve`,
        `${API}/kyc/{id}/reject`,
        `${API}/kyc/{id}/resubmit`,
        `${API}/loans`,
        `${API}/loans/{id}/approve`,
        `${API}/loans/{id}/reject`,
        `${API}/loanProducts`,
        `${API}/loanProducts/{id}`,
        `${API}/chat/inbox`,
        `${API}/chat/reply`,
        `${API}/chat/upload/{conversationId}`,
        `${API}/chat/canned`,
        `${API}/nft/collections`,
        `${API}/nft/images`,
        `${API}/nft/lots`,
        `${API}/nft/lots/{id}/start`,
        `${API}/nft/lots/{id}/cancel`,
        `${API}/nft/charity`,
      ]),
    );
    expect(paths).toHaveLength(63);
    for (const p of paths) {
      for (const operation of Object.values(doc.paths[p]!)) expect(operation.tags).toEqual(['backoffice']);
    }
  });

  // -------------------------------------------------------------------------------------------
  // The audit log

  it('lists the audit log newest first, by operator, with names', async () => {
    const page = await bo<Page<AuditRow>>('GET', `audit?operatorId=${reviewer.operator.id}&pageSize=100`, admin.token);
    expect(page.code).toBe(200);
    expect(page.result.list.length).toBeGreaterThan(0);
    expect(page.result.list.every((row) => row.operator === reviewer.operator.name)).toBe(true);
    const ids = page.result.list.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    const everything = await bo<Page<AuditRow>>('GET', 'audit?page=1&pageSize=2', admin.token);
    expect(everything.result.list).toHaveLength(2);
    expect(everything.result.total).toBeGreaterThan(page.result.total);
  });

  it('never writes a password, a hash or a token into the audit log', async () => {
    const rows = await db.select().from(auditLog);
    const text = JSON.stringify(rows);
    expect(rows.length).toBeGreaterThan(10);
    expect(secrets.length).toBeGreaterThan(5);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/argon2|"password"|"passwordHash"|"tokenHash"|"token"/i);
  });
});
