import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { limitRules } from '../core/rate-limits.ts';
import { call, startTestApp, type Answer, type TestApp, type TestAppOptions } from '../../test/app.ts';
import { databaseKinds } from '../../test/databases.ts';
import { LOGIN, newName } from '../../test/signin.ts';

/** The address a load balancer saw and appended, after whatever the client itself wrote. */
const REAL = '198.51.100.7';

function forwarded(forged: string, ...hops: string[]): Record<string, string> {
  return { 'x-forwarded-for': [forged, ...hops].join(', ') };
}

function login(app: TestApp, headers: Record<string, string>): Promise<Answer> {
  return call(app.url, 'POST', `${LOGIN}/login`, { body: { username: newName(), password: 'a guess' }, headers });
}

/** Sends `count` requests one after the other, each with a different forged leftmost entry. */
async function rotating(count: number, send: (forged: string) => Promise<Answer>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await send(`10.${i >> 8}.${i & 255}.9`)).status);
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('reads a number of hops, or the proxies’ addresses and ranges, and never trusts every hop', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 192.0.2.4,2001:db8::/32,loopback')).toEqual([
      '10.0.0.0/8',
      '192.0.2.4',
      '2001:db8::/32',
      'loopback',
    ]);
    for (const wrong of ['true', 'yes', '10.0.0.0/33', '10.0.0', 'proxy.internal', '10.0.0.1,']) {
      expect(() => trust(wrong), wrong).toThrow(/TRUST_PROXY/);
    }
  });
});

// The edge, not the database, decides the address: this one runs on the embedded database only.
describe('per-address limits with TRUST_PROXY=1 (one load balancer)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('pglite', {
      env: { TRUST_PROXY: '1' },
      limits: { loginPerAddress: limitRules.loginPerAddress },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 429 to 110 logins from one address, however the client rotates X-Forwarded-For', async () => {
    const statuses = await rotating(110, (forged) => login(app, forwarded(forged, REAL)));
    const allowed = limitRules.loginPerAddress.points;
    expect(statuses.slice(0, allowed).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(allowed)).toEqual(Array<number>(110 - allowed).fill(429));
    // Another client behind the same load balancer has its own count.
    expect((await login(app, forwarded('10.0.0.9', '198.51.100.8'))).status).toBe(200);
  });
});

describe.each(databaseKinds)('per-address limits behind a proxy on %s', (kind) => {
  describe('each per-address limit keys on the address the trusted proxy saw', () => {
    async function withApp(options: TestAppOptions, run: (app: TestApp) => Promise<void>): Promise<void> {
      const app = await startTestApp(kind, options);
      try {
        await run(app);
      } finally {
        await app.close();
      }
    }
    const three = { points: 3, durationSec: 60 };

    it('with the proxies named by address: entries the client wrote are not read', async () => {
      const options = { env: { TRUST_PROXY: '127.0.0.1, 192.0.2.0/24' }, limits: { loginPerAddress: three } };
      await withApp(options, async (app) => {
        // Two proxies: the client's address is the rightmost one that is not a proxy's.
        const statuses = await rotating(5, (forged) => login(app, forwarded(forged, REAL, '192.0.2.10')));
        expect(statuses).toEqual([200, 200, 200, 429, 429]);
        expect((await login(app, forwarded('10.0.0.9', '198.51.100.8', '192.0.2.10'))).status).toBe(200);
      });
    });

    it('with a hop count of two: the address the outer proxy saw', async () => {
      const options = { env: { TRUST_PROXY: '2' }, limits: { loginPerAddress: three } };
      await withApp(options, async (app) => {
        const statuses = await rotating(5, (forged) => login(app, forwarded(forged, REAL, '192.0.2.10')));
        expect(statuses).toEqual([200, 200, 200, 429, 429]);
      });
    });

    it('existence checks, mailed codes, code checks and operator sign-ins', async () => {
      const limits = {
        lookupPerAddress: three,
        sendCodePerAddress: three,
        codeChecksPerAddress: three,
        operatorLoginPerAddress: three,
      };
      await withApp({ env: { TRUST_PROXY: '1' }, limits }, async (app) => {
        const sends: Record<string, (forged: string) => Promise<Answer>> = {
          lookup: (forged) =>
            call(app.url, 'GET', `${LOGIN}/checkUserNameOrPhone?username=${newName()}`, {
              headers: forwarded(forged, REAL),
            }),
          sendCode: (forged) =>
            call(app.url, 'POST', `${LOGIN}/sendCode`, {
              body: { email: `${newName()}@example.test`, purpose: 'register' },
              headers: forwarded(forged, REAL),
            }),
          codeCheck: (forged) => {
            const username = newName();
            return call(app.url, 'POST', `${LOGIN}/register`, {
              body: { username, email: `${username}@example.test`, code: '123456', password: 'a long passphrase' },
              headers: forwarded(forged, REAL),
            });
          },
          operatorLogin: (forged) =>
            call(app.url, 'POST', '/backoffice/api/login', {
              body: { name: newName(), password: 'a guess' },
              headers: forwarded(forged, REAL),
            }),
        };
        for (const [name, send] of Object.entries(sends)) {
          const statuses = await rotating(4, send);
          expect(statuses.slice(3), name).toEqual([429]);
        }
      });
    });
  });
});
