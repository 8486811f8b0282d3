import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKOFFICE_API } from '@tp/contract';
import { ensureFirstOperator } from '../modules/backoffice/operators.ts';
import { databaseKinds } from '../../test/databases.ts';
import { call, startTestApp, type Answer, type TestApp, TEST_PASSWORDS } from '../../test/app.ts';
import { LOGIN, signUp, USER, type SignedUp } from '../../test/signin.ts';

/**
 * Security suite: the headers of the answers. Pages and API are never framed (the CSP's
 * frame-ancestors 'none' and X-Frame-Options DENY agree), HSTS is sent only where the site is
 * https, and no answer that carries a customer's or an operator's data may be kept by a cache.
 */

interface Operation {
  security?: unknown[];
  tags?: string[];
}

/** Every operation of the OpenAPI document whose answers carry a customer's or an operator's data. */
async function privateOperations(base: string): Promise<{ method: string; path: string }[]> {
  const doc = (await (await fetch(`${base}/docs/json`)).json()) as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, op]) => op.security !== undefined || path.startsWith(BACKOFFICE_API) || op.tags?.includes('login'))
      .map(([method]) => ({ method: method.toUpperCase(), path })),
  );
}

async function operatorSignIn(app: TestApp): Promise<Answer<{ token: string }>> {
  const first = await ensureFirstOperator(app.database.db, { warn() {} }, TEST_PASSWORDS);
  if (!first) throw new Error('an operator existed already');
  return call<{ token: string }>(app.url, 'POST', `${BACKOFFICE_API}/login`, {
    body: { name: first.name, password: first.password },
  });
}

describe.each(databaseKinds)('the security headers on %s', (kind) => {
  let app: TestApp;
  let customer: SignedUp;
  let operatorLogin: Answer<{ token: string }>;
  let operator: string;
  beforeAll(async () => {
    app = await startTestApp(kind);
    customer = await signUp(app);
    operatorLogin = await operatorSignIn(app);
    operator = operatorLogin.result.token;
  });
  afterAll(async () => {
    await app.close();
  });

  it('forbid framing everywhere, and send no HSTS over plain HTTP', async () => {
    const answers = [
      (await call(app.url, 'GET', '/swx/customer/index/getMarketList')).headers,
      (await call(app.url, 'POST', `${USER}/getUserInfo`, { token: customer.token })).headers,
      (await call(app.url, 'GET', `${BACKOFFICE_API}/deposits`, { token: operator })).headers,
      (await call(app.url, 'GET', '/swx/customer/nothing')).headers,
      (await fetch(`${app.url}/market`)).headers,
      (await fetch(`${app.url}/backoffice/login`)).headers,
    ];
    for (const headers of answers) {
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('keep answers with a customer’s or an operator’s data out of every cache', async () => {
    const login = await call(app.url, 'POST', `${LOGIN}/login`, {
      body: { username: customer.user.username, password: 'a long passphrase' },
    });
    expect(login.code).toBe(200);
    const data = {
      login,
      operatorLogin,
      userInfo: await call(app.url, 'POST', `${USER}/getUserInfo`, { token: customer.token }),
      account: await call(app.url, 'GET', `${USER}/getAccount`, { token: customer.token }),
      transactions: await call(app.url, 'GET', `${USER}/listTransactions`, { token: customer.token }),
      positions: await call(app.url, 'GET', '/swx/customer/order/listPositions', { token: customer.token }),
      deposits: await call(app.url, 'GET', `${BACKOFFICE_API}/deposits`, { token: operator }),
      customerDetail: await call(app.url, 'GET', `${BACKOFFICE_API}/customers/${customer.user.id}`, {
        token: operator,
      }),
      refusedSession: await call(app.url, 'GET', `${USER}/getAccount`, { token: 'x'.repeat(43) }),
    };
    for (const [name, answer] of Object.entries(data)) {
      expect(answer.headers.get('cache-control'), name).toBe('no-store');
    }
    for (const [name, answer] of Object.entries(data).filter(([n]) => n !== 'refusedSession')) {
      expect(answer.code, name).toBe(200);
    }
    // An answer that says how it may be kept keeps its own header.
    const csv = await fetch(`${app.url}${USER}/exportTransactions`, {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(csv.headers.get('cache-control')).toBe('private, no-store');
  });

  it('say no-store on every operation of the OpenAPI document that needs a session or signs in', async () => {
    const operations = await privateOperations(app.url);
    // Sign-in, the customer's own calls and the whole back office.
    expect(operations.length).toBeGreaterThan(50);
    const cached: string[] = [];
    for (const { method, path } of operations) {
      const token = path.startsWith(BACKOFFICE_API) ? operator : customer.token;
      const url = path.replace(/\{[^}]+\}/g, '1');
      // A GET reads; a POST gets a body that is not JSON, so that nothing runs but the refusal.
      const answer = await fetch(`${app.url}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        body: method === 'POST' ? '{' : undefined,
        redirect: 'manual',
      });
      if (!answer.headers.get('cache-control')?.includes('no-store')) cached.push(`${method} ${path}`);
    }
    expect(cached).toEqual([]);
  });
});

describe('HSTS', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('pglite', { env: { PUBLIC_URL: 'https://trade.example.test' } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('is sent, for a year with subdomains, when PUBLIC_URL is https', async () => {
    for (const path of ['/swx/customer/index/getMarketList', '/market']) {
      const answer = await fetch(`${app.url}${path}`);
      expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});
