import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, startTestApp, type Answer, type TestApp, type TestAppOptions } from '../../../test/app.ts';
import { databaseKinds } from '../../../test/databases.ts';
import {
  LOGIN,
  PASSWORD,
  authState,
  codeRows,
  emailOf,
  login,
  mailedCode,
  newName,
  register,
  sendCode,
  signUp,
} from '../../../test/signin.ts';
import { limitRules } from '../../core/rate-limits.ts';
import { sessions, users } from '../../db/schema.ts';

const FAILURES = 3;
/** Guesses at one code from one address (auth.lockout.test.ts has many addresses). */
const CODE_GUESSES = limitRules.codeGuessesPerAddress.points;

function expectThrottled(answer: Answer, maxSeconds: number): void {
  expect([answer.status, answer.code, answer.result]).toEqual([429, 429, null]);
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

/** Rate limits, and what parallel requests can and cannot get past. */
describe.each(databaseKinds)('sign-in limits and races on %s', (kind) => {
  describe('per account from one address, and per e-mail address', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp(kind, {
        limits: {
          loginFailuresPerAccountAndAddress: { points: FAILURES, durationSec: 60 },
          sendCodePerEmailMinute: { points: 1, durationSec: 60 },
        },
      });
    });
    afterAll(async () => {
      await app.close();
    });

    const sessionsOf = async (userId: number) =>
      (await app.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

    it(`refuses an account from an address with 429 and Retry-After after ${FAILURES} failed logins there, while another account signs in`, async () => {
      const { user } = await signUp(app);
      const { user: other } = await signUp(app);
      for (let i = 0; i < FAILURES; i++)
        expect((await login(app, user.username, 'not my passphrase')).code).toBe(10004);
      expectThrottled(await login(app, user.username, 'not my passphrase'), 60);
      expectThrottled(await login(app, user.username), 60);
      expect(await sessionsOf(user.id)).toBe(1);
      expect((await login(app, other.username)).code).toBe(200);
    });

    it('counts failures per account, whether it is named by username or by e-mail', async () => {
      const { user } = await signUp(app);
      expect((await login(app, user.username, 'not my passphrase')).code).toBe(10004);
      expect((await login(app, user.email, 'not my passphrase')).code).toBe(10004);
      expect((await login(app, user.email.toUpperCase(), 'not my passphrase')).code).toBe(10004);
      expectThrottled(await login(app, user.username), 60);
      expectThrottled(await login(app, user.email), 60);
    });

    it('a success clears the failures of the account from that address', async () => {
      const { user } = await signUp(app);
      for (let i = 0; i < FAILURES - 1; i++) expect((await login(app, user.username, 'wrong')).code).toBe(10004);
      expect((await login(app, user.username)).code).toBe(200);
      for (let i = 0; i < FAILURES; i++) expect((await login(app, user.username, 'wrong')).code).toBe(10004);
      expectThrottled(await login(app, user.username), 60);
    });

    it(`lets a burst of parallel guesses check no more than ${FAILURES} passwords`, async () => {
      const { user } = await signUp(app);
      const guesses = Array.from({ length: 20 }, (_, i) => `wrong guess ${i}`);
      const answers = await Promise.all([...guesses, PASSWORD].map((p) => login(app, user.username, p)));
      const codes = answers.map((a) => a.code);
      expect(codes.filter((c) => c === 10004)).toHaveLength(FAILURES);
      expect(codes.filter((c) => c === 429)).toHaveLength(guesses.length + 1 - FAILURES);
      expect(codes.at(-1)).toBe(429);
      expect(await sessionsOf(user.id)).toBe(1);
    });

    it('mails one code a minute to an address: the second request is refused with 429', async () => {
      const [name, other] = [newName(), newName()];
      await mailedCode(app, emailOf(name), 'register');
      const before = await authState(app.database.db);
      expectThrottled(await sendCode(app, emailOf(name), 'register'), 60);
      expectThrottled(await sendCode(app, emailOf(name).toUpperCase(), 'register'), 60);
      expect(await authState(app.database.db)).toEqual(before);
      expect(app.inbox.to(emailOf(name))).toHaveLength(1);
      expect((await sendCode(app, emailOf(other), 'register')).code).toBe(200);
    });

    it(`lets parallel wrong guesses from one address use up no more than ${CODE_GUESSES} attempts of a code`, async () => {
      const name = newName();
      const code = await mailedCode(app, emailOf(name), 'register');
      const wrong = (i: number) => String((Number(code) + i) % 1_000_000).padStart(6, '0');
      const guesses = Array.from({ length: 20 }, (_, i) =>
        register(app, { username: name, email: emailOf(name), code: wrong(i + 1) }),
      );
      for (const answer of await Promise.all(guesses)) expect(answer.code).toBe(10091);
      expect((await codeRows(app.database.db, emailOf(name)))[0]?.attempts).toBe(CODE_GUESSES);
      expect((await register(app, { username: name, email: emailOf(name), code })).code).toBe(10091);
    });
  });

  describe('per client address', () => {
    /** Each limit gets its own server, so that the count of one test does not leak into another. */
    async function withApp(limits: TestAppOptions['limits'], run: (app: TestApp) => Promise<void>): Promise<void> {
      const app = await startTestApp(kind, { limits });
      try {
        await run(app);
      } finally {
        await app.close();
      }
    }

    it('limits sign-in attempts from one address, right or wrong', async () => {
      await withApp({ loginPerAddress: { points: 3, durationSec: 60 } }, async (app) => {
        const { user } = await signUp(app);
        expect((await login(app, user.username)).code).toBe(200);
        expect((await login(app, user.username, 'not my passphrase')).code).toBe(10004);
        expect((await login(app, newName())).code).toBe(10004);
        const before = await authState(app.database.db);
        expectThrottled(await login(app, user.username), 60);
        expect(await authState(app.database.db)).toEqual(before);
      });
    });

    it('limits existence checks and codes mailed from one address', async () => {
      const limits = {
        lookupPerAddress: { points: 2, durationSec: 60 },
        sendCodePerAddress: { points: 2, durationSec: 3600 },
      };
      await withApp(limits, async (app) => {
        const check = () => call(app.url, 'GET', `${LOGIN}/checkUserNameOrPhone?username=${newName()}`);
        expect((await check()).code).toBe(200);
        expect((await check()).code).toBe(200);
        expectThrottled(await check(), 60);
        const emails = [newName(), newName(), newName()].map(emailOf);
        expect((await sendCode(app, emails[0]!, 'register')).code).toBe(200);
        expect((await sendCode(app, emails[1]!, 'register')).code).toBe(200);
        expectThrottled(await sendCode(app, emails[2]!, 'register'), 3600);
        expect(app.inbox.to(emails[2]!)).toHaveLength(0);
      });
    });
  });

  it.runIf(kind === 'postgres')('lets exactly one of ten parallel registrations of one username through', async () => {
    const app = await startTestApp(kind);
    try {
      const username = newName();
      const emails = Array.from({ length: 10 }, () => emailOf(newName()));
      const codes = await Promise.all(emails.map((email) => mailedCode(app, email, 'register')));
      const answers = await Promise.all(emails.map((email, i) => register(app, { username, email, code: codes[i]! })));
      const codesAnswered = answers.map((a) => a.code);
      expect(codesAnswered.filter((c) => c === 200)).toHaveLength(1);
      expect(codesAnswered.filter((c) => c !== 200).every((c) => c === 10006 || c === 10007)).toBe(true);
      const rows = await app.database.db.select().from(users).where(eq(users.username, username));
      expect(rows).toHaveLength(1);
      const winner = answers.find((a) => a.code === 200)!.result!;
      expect(rows[0]!.id).toBe(winner.user.id);
      const state = await authState(app.database.db);
      expect([state.userRows.length, state.sessionRows.length, state.entries]).toEqual([1, 1, [{ n: 1 }]]);
    } finally {
      await app.close();
    }
  });
});
