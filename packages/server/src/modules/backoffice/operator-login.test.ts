import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKOFFICE_API } from '@tp/contract';
import { limitRules, type LimitRule } from '../../core/rate-limits.ts';
import { call, startTestApp, type Answer, type TestApp, TEST_PASSWORDS } from '../../../test/app.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { newName } from '../../../test/signin.ts';
import { AuditService } from '../audit/service.ts';
import { OperatorService } from './operators.ts';

/**
 * Guessing an operator's password cannot lock the operator out: failures count per name and
 * address, a device the operator signed in on before keeps working, and guesses from everywhere
 * together stay bounded. The app runs behind a proxy on loopback, so X-Forwarded-For is the client.
 */

/** The shipped back-office sign-in rules (rate-limits.ts), not the test server's relaxed ones. */
const shippedRules = Object.fromEntries(
  Object.entries(limitRules).filter(([name]) => name.startsWith('operatorLogin')),
) as Record<keyof typeof limitRules, LimitRule>;
/** Failures of one name from one address, from unknown devices together, and on one known device. */
const PER_ADDRESS = 5;
const UNKNOWN_DEVICES = 10;
const PER_DEVICE = 5;
const COOKIE = 'tp_operator_device';

let lastAddress = 0;
const newAddress = (): string => `198.51.${++lastAddress >> 8}.${lastAddress & 255}`;

interface SignInAnswer extends Answer {
  device: string | null;
}

async function loginFrom(
  app: TestApp,
  client: { address: string; device?: string | null },
  name: string,
  password: string,
): Promise<SignInAnswer> {
  const headers: Record<string, string> = { 'x-forwarded-for': client.address };
  if (client.device) headers.cookie = `${COOKIE}=${client.device}`;
  const answer = await call(app.url, 'POST', `${BACKOFFICE_API}/login`, { body: { name, password }, headers });
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith(`${COOKIE}=`));
  return { ...answer, device: cookie ? cookie.slice(COOKIE.length + 1).split(';')[0]! : null };
}

async function guesses(app: TestApp, address: string, name: string, count: number): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await loginFrom(app, { address }, name, `wrong ${i}`)).code);
  return codes;
}

const times = (count: number, code: number): number[] => Array<number>(count).fill(code);

describe.each(databaseKinds)('no lock-out of an operator on %s', (kind) => {
  let app: TestApp;
  let operators: OperatorService;
  beforeAll(async () => {
    app = await startTestApp(kind, { env: { TRUST_PROXY: 'loopback' }, limits: shippedRules });
    const db = app.database.db;
    operators = new OperatorService({
      db,
      audit: new AuditService(db),
      passwords: TEST_PASSWORDS,
      now: () => new Date(),
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const newOperator = async () => {
    const { operator, password } = await operators.create({ via: 'cli' }, newName('op'), 'support');
    return { name: operator.name, password };
  };

  it('an attacker’s wrong passwords from another address do not stop the operator', async () => {
    const operator = await newOperator();
    const attacker = newAddress();
    expect(await guesses(app, attacker, operator.name, PER_ADDRESS)).toEqual(times(PER_ADDRESS, 10004));
    const slowed = await loginFrom(app, { address: attacker }, operator.name, operator.password);
    expect([slowed.status, slowed.code]).toEqual([429, 429]);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
    const owner = await loginFrom(app, { address: newAddress() }, operator.name, operator.password);
    expect([owner.status, owner.code]).toEqual([200, 200]);
  });

  it('a device that signed in before keeps working while guesses from many addresses use the name up', async () => {
    const operator = await newOperator();
    const first = await loginFrom(app, { address: newAddress() }, operator.name, operator.password);
    expect(first.code).toBe(200);
    const cookie = first.headers.getSetCookie().find((line) => line.startsWith(`${COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(new RegExp(`Path=${BACKOFFICE_API}/login`));

    for (let i = 0; i < UNKNOWN_DEVICES / PER_ADDRESS; i++) {
      expect(await guesses(app, newAddress(), operator.name, PER_ADDRESS)).toEqual(times(PER_ADDRESS, 10004));
    }
    expect((await loginFrom(app, { address: newAddress() }, operator.name, operator.password)).status).toBe(429);
    const again = await loginFrom(
      app,
      { address: newAddress(), device: first.device },
      operator.name,
      operator.password,
    );
    expect([again.status, again.code]).toEqual([200, 200]);
  });

  it(`bounds guesses from ${UNKNOWN_DEVICES * 2} addresses at once, and on one known device`, async () => {
    const operator = await newOperator();
    const { device } = await loginFrom(app, { address: newAddress() }, operator.name, operator.password);
    const parallel = await Promise.all(
      Array.from({ length: UNKNOWN_DEVICES * 2 }, (_, i) =>
        loginFrom(app, { address: newAddress() }, operator.name, `wrong ${i}`),
      ),
    );
    expect(parallel.filter((answer) => answer.code === 10004)).toHaveLength(UNKNOWN_DEVICES);
    expect(parallel.filter((answer) => answer.code === 429)).toHaveLength(UNKNOWN_DEVICES);
    const onDevice = await Promise.all(
      Array.from({ length: PER_DEVICE * 2 }, (_, i) =>
        loginFrom(app, { address: newAddress(), device }, operator.name, `wrong ${i}`),
      ),
    );
    expect(onDevice.filter((answer) => answer.code === 10004)).toHaveLength(PER_DEVICE);
    expect(onDevice.filter((answer) => answer.code === 429)).toHaveLength(PER_DEVICE);
  });
});
