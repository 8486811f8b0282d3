import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import argon2 from 'argon2';
import type { Session } from '@tp/contract';
import { call, startTestApp, type TestApp } from '../../../test/app.ts';
import { databaseKinds } from '../../../test/databases.ts';
import {
  LOGIN,
  PASSWORD,
  USER,
  authState,
  emailOf,
  login,
  mailedCode,
  newName,
  register,
  repassword,
  resetPassword,
  signUp,
  userInfo,
  userRow,
} from '../../../test/signin.ts';
import { sessions } from '../../db/schema.ts';
import { accountBalance, customerAccountId } from '../../ledger/index.ts';
import { HANDOFF_TTL_MS } from './service.ts';

/** Registration, sign-in, sessions, passwords and the hand-off, over real HTTP with mailed codes. */
describe.each(databaseKinds)('sign-in on %s', (kind) => {
  let app: TestApp;
  const clock = { now: new Date('2030-01-01T00:00:00Z') };
  beforeAll(async () => {
    app = await startTestApp(kind, { clock });
  });
  afterAll(async () => {
    await app.close();
  });

  const liveSessions = async (userId: number) =>
    (
      await app.database.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    ).length;
  const logout = (token: string) => call<null>(app.url, 'POST', `${LOGIN}/logout`, { token });
  const createHandoff = (token: string) =>
    call<{ token: string; expiresAt: number } | null>(app.url, 'POST', `${LOGIN}/createHandoff`, { token });
  const autoLogin = (token: string) => call<Session | null>(app.url, 'POST', `${LOGIN}/autoLogin`, { body: { token } });

  describe('register', () => {
    it('creates the user from a mailed code, with 100,000 USDT on the demo account and nothing on the real one', async () => {
      const name = newName('Reg');
      const code = await mailedCode(app, emailOf(name).toUpperCase(), 'register');
      const answer = await register(app, { username: ` ${name} `, email: emailOf(name).toUpperCase(), code });
      expect([answer.status, answer.code, answer.msg]).toEqual([200, 200, 'ok']);
      const session = answer.result!;
      expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(session.user).toEqual({
        id: expect.any(Number) as number,
        username: name,
        email: emailOf(name).toLowerCase(),
        inviteCode: expect.stringMatching(/^[A-Z2-9]{8}$/) as string,
        kycStatus: 'none',
        createdAt: expect.any(Number) as number,
      });
      const db = app.database.db;
      const demo = await accountBalance(db, await customerAccountId(db, session.user.id, 'demo', 'USDT'));
      const real = await accountBalance(db, await customerAccountId(db, session.user.id, 'real', 'USDT'));
      expect(demo.balance.toString()).toBe('100000');
      expect(real.balance.toString()).toBe('0');
      const row = await userRow(db, name);
      expect(row?.passwordHash).not.toContain(PASSWORD);
      expect(await argon2.verify(row!.passwordHash!, PASSWORD)).toBe(true);
      expect(row?.invitedBy).toBeNull();
      expect((await userInfo(app, session.token)).result).toEqual(session.user);
    });

    it('records who invited the new user, whatever the case and spacing of the invite code', async () => {
      const inviter = await signUp(app);
      const invited = await signUp(app, newName(), ` ${inviter.user.inviteCode.toLowerCase()} `);
      expect((await userRow(app.database.db, invited.user.username))?.invitedBy).toBe(inviter.user.id);
      expect((await userRow(app.database.db, inviter.user.username))?.invitedBy).toBeNull();
    });
  });

  describe('login and sessions', () => {
    it('signs in by username or by e-mail in any case, and each sign-in is its own session', async () => {
      const { user } = await signUp(app);
      const byName = await login(app, user.username.toUpperCase());
      const byEmail = await login(app, ` ${user.email.toUpperCase()} `);
      for (const answer of [byName, byEmail]) {
        expect([answer.code, answer.result?.user]).toEqual([200, user]);
      }
      expect(byName.result!.token).not.toBe(byEmail.result!.token);
      expect(await liveSessions(user.id)).toBe(3);
    });

    it('accepts the token as "Bearer <token>" or bare, and refuses a missing, unknown or malformed one with 401', async () => {
      const { token, user } = await signUp(app);
      expect((await userInfo(app, token)).result).toEqual(user);
      expect((await userInfo(app, token, true)).result).toEqual(user);
      const refused = [
        await call(app.url, 'POST', `${USER}/getUserInfo`),
        await userInfo(app, 'A'.repeat(43)),
        await userInfo(app, 'not a token at all!'),
        await userInfo(app, `${token}x`),
        await call(app.url, 'POST', `${USER}/getUserInfo`, { headers: { authorization: `Basic ${token}` } }),
      ];
      for (const answer of refused) expect([answer.status, answer.code, answer.result]).toEqual([200, 401, null]);
    });

    it('revokes the session on logout, and only that one', async () => {
      const { token, user } = await signUp(app);
      const other = (await login(app, user.username)).result!.token;
      expect((await logout(token)).code).toBe(200);
      expect((await userInfo(app, token)).code).toBe(401);
      expect((await logout(token)).code).toBe(401);
      expect((await userInfo(app, other)).result).toEqual(user);
      expect(await liveSessions(user.id)).toBe(1);
    });

    it('lets a session expire after the session lifetime', async () => {
      const started = clock.now;
      const { token, user } = await signUp(app);
      clock.now = new Date(started.getTime() + app.config.sessionTtlMs - 1000);
      expect((await userInfo(app, token)).result).toEqual(user);
      clock.now = new Date(started.getTime() + app.config.sessionTtlMs + 1000);
      expect((await userInfo(app, token)).code).toBe(401);
      expect((await login(app, user.username)).code).toBe(200);
    });
  });

  describe('passwords', () => {
    it('resets a forgotten password with a mailed code and revokes every earlier session', async () => {
      const { token, user } = await signUp(app);
      const second = (await login(app, user.email)).result!.token;
      const code = await mailedCode(app, user.email.toUpperCase(), 'reset');
      const answer = await resetPassword(app, user.email.toUpperCase(), code, 'a brand new passphrase');
      expect([answer.code, answer.msg, answer.result]).toEqual([200, '20005', null]);
      expect((await userInfo(app, token)).code).toBe(401);
      expect((await userInfo(app, second)).code).toBe(401);
      expect((await login(app, user.username)).code).toBe(10004);
      const fresh = await login(app, user.username, 'a brand new passphrase');
      expect(fresh.code).toBe(200);
      expect(await liveSessions(user.id)).toBe(1);
    });

    it('refuses a password change with the wrong old password and changes nothing', async () => {
      const { token, user } = await signUp(app);
      const before = await authState(app.database.db);
      const answer = await repassword(app, token, 'not my passphrase', 'another passphrase');
      expect([answer.code, answer.msg, answer.result]).toEqual([10004, 'The current password is wrong.', null]);
      expect(await authState(app.database.db)).toEqual(before);
      expect((await login(app, user.username)).code).toBe(200);
      expect((await login(app, user.username, 'another passphrase')).code).toBe(10004);
    });

    it('changes the password, keeps the current session and revokes the others', async () => {
      const { token, user } = await signUp(app);
      const other = (await login(app, user.username)).result!.token;
      const answer = await repassword(app, token, PASSWORD, 'another passphrase');
      expect([answer.code, answer.msg]).toEqual([200, '20005']);
      expect((await userInfo(app, token)).result).toEqual(user);
      expect((await userInfo(app, other)).code).toBe(401);
      expect((await login(app, user.username)).code).toBe(10004);
      expect((await login(app, user.username, 'another passphrase')).code).toBe(200);
    });

    it('voids hand-off tokens made before a reset or a change, so they cannot bring a session back', async () => {
      const { token, user } = await signUp(app);
      const stolen = (await login(app, user.username)).result!.token;
      const beforeReset = (await createHandoff(stolen)).result!.token;
      const code = await mailedCode(app, user.email, 'reset');
      expect((await resetPassword(app, user.email, code, 'a brand new passphrase')).code).toBe(200);
      expect((await autoLogin(beforeReset)).code).toBe(10088);
      expect(await liveSessions(user.id)).toBe(0);
      expect((await userInfo(app, token)).code).toBe(401);

      const mine = (await login(app, user.username, 'a brand new passphrase')).result!.token;
      const other = (await login(app, user.username, 'a brand new passphrase')).result!.token;
      const beforeChange = (await createHandoff(other)).result!.token;
      expect((await repassword(app, mine, 'a brand new passphrase', 'another passphrase')).code).toBe(200);
      expect((await autoLogin(beforeChange)).code).toBe(10088);
      expect(await liveSessions(user.id)).toBe(1);
    });

    it('needs a session to change the password', async () => {
      const answer = await call(app.url, 'POST', `${USER}/repassword`, {
        body: { oldPassword: PASSWORD, newPassword: 'another passphrase' },
      });
      expect(answer.code).toBe(401);
    });
  });

  describe('hand-off to another window', () => {
    it('exchanges a hand-off token once for a new session of the same user', async () => {
      const { token, user } = await signUp(app);
      const handoff = await createHandoff(token);
      expect(handoff.code).toBe(200);
      expect(handoff.result!.expiresAt).toBe(clock.now.getTime() + HANDOFF_TTL_MS);
      const first = await autoLogin(handoff.result!.token);
      expect([first.code, first.result?.user]).toEqual([200, user]);
      expect(first.result!.token).not.toBe(token);
      expect((await userInfo(app, first.result!.token)).result).toEqual(user);
      const before = await authState(app.database.db);
      const again = await autoLogin(handoff.result!.token);
      expect([again.code, again.msg, again.result]).toEqual([
        10088,
        'This sign-in link was already used or has expired.',
        null,
      ]);
      expect(await authState(app.database.db)).toEqual(before);
    });

    it('refuses an expired hand-off token, an unknown one, and making one without a session', async () => {
      const { token } = await signUp(app);
      const handoff = (await createHandoff(token)).result!;
      clock.now = new Date(clock.now.getTime() + HANDOFF_TTL_MS + 1000);
      const before = await authState(app.database.db);
      expect((await autoLogin(handoff.token)).code).toBe(10088);
      expect((await autoLogin('A'.repeat(43))).code).toBe(10088);
      expect(await authState(app.database.db)).toEqual(before);
      expect((await createHandoff('A'.repeat(43))).code).toBe(401);
      expect((await call(app.url, 'POST', `${LOGIN}/createHandoff`)).code).toBe(401);
    });
  });

  describe('one customer and another', () => {
    it("never shows one customer another's data, and one's logout leaves the other signed in", async () => {
      const a = await signUp(app);
      const b = await signUp(app);
      expect((await userInfo(app, a.token)).result).toEqual(a.user);
      expect((await userInfo(app, b.token)).result).toEqual(b.user);
      expect((await logout(b.token)).code).toBe(200);
      expect((await userInfo(app, b.token)).code).toBe(401);
      expect((await userInfo(app, a.token)).result).toEqual(a.user);
    });

    it("hands off A's session to A only", async () => {
      const a = await signUp(app);
      const b = await signUp(app);
      const handoff = (await createHandoff(a.token)).result!;
      const exchanged = await autoLogin(handoff.token);
      expect(exchanged.result?.user).toEqual(a.user);
      expect((await userInfo(app, exchanged.result!.token)).result?.id).toBe(a.user.id);
      expect((await userInfo(app, b.token)).result).toEqual(b.user);
    });

    it("does not let A's password change touch B's sessions or password", async () => {
      const a = await signUp(app);
      const b = await signUp(app);
      expect((await repassword(app, a.token, PASSWORD, 'another passphrase')).code).toBe(200);
      expect((await userInfo(app, b.token)).result).toEqual(b.user);
      expect((await login(app, b.user.username)).code).toBe(200);
    });
  });
});
