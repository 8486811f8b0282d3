import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitRules, type LimitRule } from '../../core/rate-limits.ts';
import { call, startTestApp, type Answer, type TestApp } from '../../../test/app.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { LOGIN, PASSWORD, codeRows, emailOf, newName, signUp } from '../../../test/signin.ts';

/**
 * Guessing cannot lock the owner out (OWASP's "slow down, don't lock"): failures count per account
 * and address, a device the owner signed in on before keeps working, and guesses from everywhere
 * together stay bounded. The app runs behind a proxy on loopback, so X-Forwarded-For is the client.
 */

/** The shipped sign-in rules (rate-limits.ts), not the test server's relaxed ones. */
const shippedRules = Object.fromEntries(
  Object.entries(limitRules).filter(([name]) => name.startsWith('login') || name.startsWith('code')),
) as Record<keyof typeof limitRules, LimitRule>;
/** Failures of one account from one address, from unknown devices together, and on one known device. */
const PER_ADDRESS = 10;
const UNKNOWN_DEVICES = 20;
const PER_DEVICE = 10;
/** Guesses at one code from one address, and from all addresses together. */
const CODE_GUESSES_PER_ADDRESS = 5;
const CODE_GUESSES = 10;

let lastAddress = 0;
/** A client address no other test has used. */
const newAddress = (): string => `203.0.${++lastAddress >> 8}.${lastAddress & 255}`;

interface SignInAnswer extends Answer<{ token: string } | null> {
  device: string | null;
}

/** The device cookie an answer set, if any. */
function deviceCookie(answer: Answer): string | null {
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('tp_device='));
  return cookie ? cookie.slice('tp_device='.length).split(';')[0]! : null;
}

async function loginFrom(
  app: TestApp,
  client: { address: string; device?: string | null },
  username: string,
  password = PASSWORD,
): Promise<SignInAnswer> {
  const headers: Record<string, string> = { 'x-forwarded-for': client.address };
  if (client.device) headers.cookie = `tp_device=${client.device}`;
  const answer = await call<{ token: string } | null>(app.url, 'POST', `${LOGIN}/login`, {
    body: { username, password },
    headers,
  });
  return { ...answer, device: deviceCookie(answer) };
}

/** `count` wrong passwords from one address, one after the other: their codes. */
async function guesses(app: TestApp, address: string, username: string, count: number): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await loginFrom(app, { address }, username, `wrong ${i}`)).code);
  return codes;
}

const times = (count: number, code: number): number[] => Array<number>(count).fill(code);

describe.each(databaseKinds)('no lock-out of the owner on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind, {
      env: { TRUST_PROXY: 'loopback' },
      limits: {
        ...shippedRules,
        sendCodePerEmailMinute: limitRules.sendCodePerEmailMinute,
        sendCodePerEmailHour: { points: 2, durationSec: 3600 },
      },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('passwords', () => {
    it('an attacker’s wrong passwords from another address do not stop the owner', async () => {
      const { user } = await signUp(app);
      const attacker = newAddress();
      expect(await guesses(app, attacker, user.username, PER_ADDRESS)).toEqual(times(PER_ADDRESS, 10004));
      // The attacker's address is slowed down for this account, and only for it.
      const slowed = await loginFrom(app, { address: attacker }, user.username, 'wrong again');
      expect([slowed.status, slowed.code]).toEqual([429, 429]);
      expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
      // The owner, from their own address, on a device never used before.
      const owner = await loginFrom(app, { address: newAddress() }, user.username);
      expect([owner.status, owner.code]).toEqual([200, 200]);
    });

    it('a device that signed in before keeps working while guesses from many addresses use the account up', async () => {
      const { user } = await signUp(app);
      const first = await loginFrom(app, { address: newAddress() }, user.email);
      expect(first.code).toBe(200);
      expect(first.device).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const cookie = first.headers.getSetCookie().find((line) => line.startsWith('tp_device='))!;
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
      expect(cookie).toMatch(/Path=\/swx\/customer\/login/);

      for (let i = 0; i < UNKNOWN_DEVICES / PER_ADDRESS; i++) {
        expect(await guesses(app, newAddress(), user.username, PER_ADDRESS)).toEqual(times(PER_ADDRESS, 10004));
      }
      // Bounded from anywhere: a fresh address with no known device is slowed down...
      expect((await loginFrom(app, { address: newAddress() }, user.username, 'wrong')).status).toBe(429);
      expect((await loginFrom(app, { address: newAddress() }, user.username)).status).toBe(429);
      // ...and so is a made-up device id, while the owner's device signs in from anywhere.
      const madeUp = 'A'.repeat(43);
      expect((await loginFrom(app, { address: newAddress(), device: madeUp }, user.username)).status).toBe(429);
      for (const address of [newAddress(), newAddress()]) {
        const owner = await loginFrom(app, { address, device: first.device }, user.username);
        expect([owner.status, owner.code]).toEqual([200, 200]);
        expect(owner.device).toBe(first.device);
      }
    });

    it(`bounds guesses from ${UNKNOWN_DEVICES * 2} addresses at once, and on one known device`, async () => {
      const { user } = await signUp(app);
      const device = (await loginFrom(app, { address: newAddress() }, user.username)).device;
      const parallel = await Promise.all(
        Array.from({ length: UNKNOWN_DEVICES * 2 }, (_, i) =>
          loginFrom(app, { address: newAddress() }, user.username, `wrong ${i}`),
        ),
      );
      const codes = parallel.map((answer) => answer.code);
      expect(codes.filter((code) => code === 10004)).toHaveLength(UNKNOWN_DEVICES);
      expect(codes.filter((code) => code === 429)).toHaveLength(UNKNOWN_DEVICES);
      // A known device has its own bound: a thief of the cookie guesses no more than that.
      const onDevice = await Promise.all(
        Array.from({ length: PER_DEVICE * 2 }, (_, i) =>
          loginFrom(app, { address: newAddress(), device }, user.username, `wrong ${i}`),
        ),
      );
      expect(onDevice.filter((answer) => answer.code === 10004)).toHaveLength(PER_DEVICE);
      expect(onDevice.filter((answer) => answer.code === 429)).toHaveLength(PER_DEVICE);
    });
  });

  describe('e-mailed codes', () => {
    const registerFrom = (address: string, username: string, code: string) =>
      call(app.url, 'POST', `${LOGIN}/register`, {
        body: { username, email: emailOf(username), password: PASSWORD, code },
        headers: { 'x-forwarded-for': address },
      });
    const sendCodeFrom = (address: string, email: string) =>
      call(app.url, 'POST', `${LOGIN}/sendCode`, {
        body: { email, purpose: 'register' },
        headers: { 'x-forwarded-for': address },
      });
    const wrong = (code: string, i: number) => String((Number(code) + i) % 1_000_000).padStart(6, '0');

    it('an attacker’s wrong guesses from another address do not spoil the owner’s code', async () => {
      const [name, owner, attacker] = [newName(), newAddress(), newAddress()];
      expect((await sendCodeFrom(owner, emailOf(name))).code).toBe(200);
      const code = await app.inbox.latestCode(emailOf(name));
      for (let i = 1; i <= CODE_GUESSES_PER_ADDRESS + 2; i++) {
        expect((await registerFrom(attacker, name, wrong(code, i))).code).toBe(10091);
      }
      // Past its share, the attacker's address is not even compared: the right code fails from it too.
      expect((await registerFrom(attacker, name, code)).code).toBe(10091);
      expect((await codeRows(app.database.db, emailOf(name)))[0]?.attempts).toBe(CODE_GUESSES_PER_ADDRESS);
      expect((await registerFrom(owner, name, code)).code).toBe(200);
    });

    it('once guesses from everywhere used a code up, a new one is mailed at once; the hourly limit still holds', async () => {
      const [name, owner] = [newName(), newAddress()];
      expect((await sendCodeFrom(owner, emailOf(name))).code).toBe(200);
      const code = await app.inbox.latestCode(emailOf(name));
      const parallel = await Promise.all(
        Array.from({ length: CODE_GUESSES * 2 }, (_, i) => registerFrom(newAddress(), name, wrong(code, i + 1))),
      );
      expect(parallel.every((answer) => answer.code === 10091)).toBe(true);
      expect((await codeRows(app.database.db, emailOf(name)))[0]?.attempts).toBe(CODE_GUESSES);
      expect((await registerFrom(owner, name, code)).code).toBe(10091);

      // Not a minute later: the used-up code does not hold the owner back.
      expect((await sendCodeFrom(owner, emailOf(name))).code).toBe(200);
      const fresh = await app.inbox.latestCode(emailOf(name));
      expect(fresh).not.toBe(code);
      // The limit per hour (two codes on this server) still applies, used up or not.
      await Promise.all(
        Array.from({ length: CODE_GUESSES }, (_, i) => registerFrom(newAddress(), name, wrong(fresh, i + 1))),
      );
      expect((await sendCodeFrom(owner, emailOf(name))).status).toBe(429);
      expect((await registerFrom(newAddress(), name, fresh)).code).toBe(10091);
    });
  });
});
