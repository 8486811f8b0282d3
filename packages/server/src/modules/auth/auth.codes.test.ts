import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, startTestApp, type TestApp } from '../../../test/app.ts';
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
  repassword,
  resetPassword,
  sendCode,
  signUp,
  userInfo,
  userRow,
} from '../../../test/signin.ts';
import { emailCodes, users } from '../../db/schema.ts';
import { limitRules } from '../../core/rate-limits.ts';
import { CODE_TTL_MS } from './service.ts';

/** Guesses at one code from one address (auth.lockout.test.ts: from many, and what the owner can do then). */
const CODE_GUESSES = limitRules.codeGuessesPerAddress.points;

/** E-mail codes, and every coded refusal of the sign-in calls with a check that nothing changed. */
describe.each(databaseKinds)('e-mail codes and refusals on %s', (kind) => {
  let app: TestApp;
  const clock = { now: new Date('2030-01-01T00:00:00Z') };
  beforeAll(async () => {
    app = await startTestApp(kind, { clock });
  });
  afterAll(async () => {
    await app.close();
  });

  const state = () => authState(app.database.db);
  /** A code that is not `code`: the same digits shifted by `by`. */
  const otherThan = (code: string, by = 1) => String((Number(code) + by) % 1_000_000).padStart(6, '0');
  /** A user made outside the code flow (as a provider sign-in would), holding `email`. */
  const userWithEmail = (username: string, email: string) =>
    app.database.db.transaction((tx) => app.auth.createUser(tx, { username, email, passwordHash: null }));
  const mailsTo = (email: string) => app.inbox.to(email).length;

  describe('e-mail codes', () => {
    it('works once: a used reset code is refused the second time and changes nothing', async () => {
      const { user } = await signUp(app);
      const code = await mailedCode(app, user.email, 'reset');
      expect((await resetPassword(app, user.email, code, 'first new passphrase')).code).toBe(200);
      const before = await state();
      expect((await resetPassword(app, user.email, code, 'second new passphrase')).code).toBe(10091);
      expect(await state()).toEqual(before);
      expect((await login(app, user.username, 'first new passphrase')).code).toBe(200);
    });

    it('expires ten minutes after it was sent', async () => {
      const [early, late] = [newName(), newName()];
      const earlyCode = await mailedCode(app, emailOf(early), 'register');
      const lateCode = await mailedCode(app, emailOf(late), 'register');
      const sentAt = clock.now.getTime();
      clock.now = new Date(sentAt + CODE_TTL_MS - 1000);
      expect((await register(app, { username: early, email: emailOf(early), code: earlyCode })).code).toBe(200);
      clock.now = new Date(sentAt + CODE_TTL_MS + 1000);
      const before = await state();
      expect((await register(app, { username: late, email: emailOf(late), code: lateCode })).code).toBe(10091);
      expect(await state()).toEqual(before);
    });

    it('is bound to its purpose: a register code does not reset a password', async () => {
      const name = newName();
      const email = emailOf(name);
      const registerCode = await mailedCode(app, email, 'register');
      await userWithEmail(name, email);
      const resetCode = await mailedCode(app, email, 'reset');
      const before = await state();
      expect((await resetPassword(app, email, registerCode, 'a brand new passphrase')).code).toBe(10091);
      expect(await state()).toEqual(before);
      expect((await resetPassword(app, email, resetCode, 'a brand new passphrase')).code).toBe(200);
    });

    it('is bound to its address: a code for one address does not work for another', async () => {
      const [a, b] = [newName(), newName()];
      const codeA = await mailedCode(app, emailOf(a), 'register');
      const before = await state();
      expect((await register(app, { username: b, email: emailOf(b), code: codeA })).code).toBe(10091);
      const codeB = await mailedCode(app, emailOf(b), 'register');
      expect((await register(app, { username: b, email: emailOf(b), code: codeA })).code).toBe(10091);
      expect(await userRow(app.database.db, b)).toBeUndefined();
      expect((await state()).userRows).toEqual(before.userRows);
      expect((await register(app, { username: b, email: emailOf(b), code: codeB })).code).toBe(200);
      expect((await register(app, { username: a, email: emailOf(a), code: codeA })).code).toBe(200);
    });

    it('is superseded by a newer code for the same address and purpose', async () => {
      const name = newName();
      const older = await mailedCode(app, emailOf(name), 'register');
      const newer = await mailedCode(app, emailOf(name), 'register');
      expect(app.inbox.to(emailOf(name))).toHaveLength(2);
      expect((await register(app, { username: name, email: emailOf(name), code: older })).code).toBe(10091);
      expect(await userRow(app.database.db, name)).toBeUndefined();
      expect((await register(app, { username: name, email: emailOf(name), code: newer })).code).toBe(200);
    });

    it(`dies for an address after ${CODE_GUESSES} wrong guesses from it: then even the right code is refused`, async () => {
      const [dead, alive] = [newName(), newName()];
      const deadCode = await mailedCode(app, emailOf(dead), 'register');
      const aliveCode = await mailedCode(app, emailOf(alive), 'register');
      for (let guess = 1; guess <= CODE_GUESSES; guess++) {
        const wrong = { username: dead, email: emailOf(dead), code: otherThan(deadCode, guess) };
        expect((await register(app, wrong)).code).toBe(10091);
        if (guess < CODE_GUESSES) {
          const wrongToo = { username: alive, email: emailOf(alive), code: otherThan(aliveCode, guess) };
          expect((await register(app, wrongToo)).code).toBe(10091);
        }
      }
      const before = await state();
      expect((await register(app, { username: dead, email: emailOf(dead), code: deadCode })).code).toBe(10091);
      expect(await state()).toEqual(before);
      expect((await register(app, { username: alive, email: emailOf(alive), code: aliveCode })).code).toBe(200);
    });

    it("is mailed in the customer's interface language, and in English when the request names none", async () => {
      const send = (email: string, purpose: 'register' | 'reset', language?: string) =>
        call<null>(app.url, 'POST', `${LOGIN}/sendCode`, { body: { email, purpose, language } });
      const mail = (email: string) => app.inbox.to(email).at(-1)!;
      const [es, ar, plain] = [newName(), newName(), newName()];
      expect((await send(emailOf(es), 'register', 'es')).code).toBe(200);
      expect((await send(emailOf(ar), 'register', 'ar')).code).toBe(200);
      expect((await send(emailOf(plain), 'register')).code).toBe(200);
      const { user } = await signUp(app);
      expect((await send(user.email, 'reset', 'ja')).code).toBe(200);
      expect((await send(user.email, 'reset', 'hk')).code).toBe(200);
      expect((await send(emailOf(es), 'register', 'xx')).code).toBe(10088);

      const code = /\b(\d{6})\b/;
      const spanish = mail(emailOf(es));
      expect(spanish.subject).toMatch(/^Tu código de verificación: \d{6}$/);
      expect(spanish.text).toContain('terminar de crear tu cuenta');
      const arabic = mail(emailOf(ar));
      expect(arabic.subject).toMatch(/^رمز التحقق الخاص بك: \d{6}$/);
      expect(arabic.text).toContain('لإكمال إنشاء حسابك');
      const english = mail(emailOf(plain));
      expect(english.subject).toMatch(/^Your verification code: \d{6}$/);
      expect(english.text).toContain('finish creating your account');
      const [japanese, traditional] = app.inbox.to(user.email).slice(-2);
      expect(japanese!.subject).toMatch(/^認証コード：\d{6}$/);
      expect(japanese!.text).toContain('パスワードを再設定');
      expect(traditional!.subject).toMatch(/^您的驗證碼：\d{6}$/);
      expect(traditional!.text).toContain('重設密碼');
      for (const sent of [spanish, arabic, english, japanese!, traditional!]) {
        expect(sent.text).toMatch(code);
        expect(sent.subject!.match(code)?.[1]).toBe(sent.text!.match(code)?.[1]);
      }
      // Each goes out in one language: no English line in the others, no Chinese line in the English.
      for (const sent of [spanish, arabic, japanese!, traditional!])
        expect(sent.text).not.toMatch(/verification|code is/i);
      expect(english.text).not.toMatch(/[\u4E00-\u9FFF]/);
    });

    it('is stored only as a hash', async () => {
      const name = newName();
      const code = await mailedCode(app, emailOf(name), 'register');
      const rows = await codeRows(app.database.db, emailOf(name));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
      const everything = JSON.stringify(await app.database.db.select().from(emailCodes));
      expect(everything).not.toContain(code);
    });
  });

  describe('coded refusals, each changing nothing', () => {
    it('10001: a blank or whitespace-only username on login', async () => {
      const before = await state();
      // Tab and line feed are control characters, refused at the schema edge with 10088 (security-text.test.ts).
      for (const username of ['', '   ', ' \u3000 ']) {
        const answer = await login(app, username);
        expect([answer.status, answer.code, answer.result]).toEqual([200, 10001, null]);
      }
      expect(await state()).toEqual(before);
    });

    it('10002: a malformed e-mail on sendCode, register and resetPassword', async () => {
      const { user } = await signUp(app);
      const before = await state();
      for (const email of ['plainaddress', 'no-domain@', 'a@b', 'two@@example.test', 'sp ace@example.test', '']) {
        expect((await sendCode(app, email, 'register')).code).toBe(10002);
        expect((await sendCode(app, email, 'reset')).code).toBe(10002);
        expect((await register(app, { username: newName(), email, code: '123456' })).code).toBe(10002);
        expect((await resetPassword(app, email, '123456', 'a brand new passphrase')).code).toBe(10002);
      }
      expect(await state()).toEqual(before);
      expect((await login(app, user.username)).code).toBe(200);
    });

    it('10003: a username that breaks the rules, and the code stays usable', async () => {
      const email = emailOf(newName());
      const code = await mailedCode(app, email, 'register');
      const before = await state();
      for (const username of ['abc', '1abcdef', '_abcdef', 'has space', 'mail@host', 'a'.repeat(21), 'ünïcode', '']) {
        expect((await register(app, { username, email, code })).code).toBe(10003);
      }
      expect(await state()).toEqual(before);
      expect((await register(app, { username: newName(), email, code })).code).toBe(200);
    });

    it('10004: a wrong password or an unknown user, with the same answer', async () => {
      const { user } = await signUp(app);
      const before = await state();
      const wrong = await login(app, user.username, 'not my passphrase');
      const unknown = await login(app, newName());
      expect([wrong.code, wrong.msg]).toEqual([10004, unknown.msg]);
      expect(unknown.code).toBe(10004);
      expect(await state()).toEqual(before);
    });

    it('10005: a disabled user cannot sign in, and their sessions and hand-offs stop working', async () => {
      const { token, user } = await signUp(app);
      const handoff = await call<{ token: string }>(app.url, 'POST', `${LOGIN}/createHandoff`, { token });
      await app.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
      const before = await state();
      expect((await login(app, user.username)).code).toBe(10005);
      expect((await login(app, user.username, 'not my passphrase')).code).toBe(10004);
      expect((await userInfo(app, token)).code).toBe(401);
      const exchanged = await call(app.url, 'POST', `${LOGIN}/autoLogin`, { body: { token: handoff.result.token } });
      expect(exchanged.code).toBe(10005);
      expect(await state()).toEqual(before);
    });

    it('10006: a username taken in any case, and the code stays usable', async () => {
      const { user } = await signUp(app);
      const email = emailOf(newName());
      const code = await mailedCode(app, email, 'register');
      const before = await state();
      expect((await register(app, { username: user.username.toUpperCase(), email, code })).code).toBe(10006);
      expect(await state()).toEqual(before);
      expect((await register(app, { username: newName(), email, code })).code).toBe(200);
    });

    it('10007: an e-mail taken after its code was sent', async () => {
      const [name, taker] = [newName(), newName()];
      const code = await mailedCode(app, emailOf(name), 'register');
      await userWithEmail(taker, emailOf(name).toUpperCase());
      const before = await state();
      expect((await register(app, { username: name, email: emailOf(name), code })).code).toBe(10007);
      expect(await state()).toEqual(before);
    });

    it('10009: a reset for an address nobody has', async () => {
      const email = emailOf(newName());
      const before = await state();
      expect((await sendCode(app, email, 'reset')).code).toBe(10009);
      expect((await resetPassword(app, email, '123456', 'a brand new passphrase')).code).toBe(10009);
      expect(await state()).toEqual(before);
      expect(mailsTo(email)).toBe(0);
    });

    it('10088: a short password on register, reset and password change', async () => {
      const { token, user } = await signUp(app);
      const email = emailOf(newName());
      const code = await mailedCode(app, email, 'register');
      const resetCode = await mailedCode(app, user.email, 'reset');
      const before = await state();
      expect((await register(app, { username: newName(), email, code, password: 'short' })).code).toBe(10088);
      expect((await resetPassword(app, user.email, resetCode, 'short')).code).toBe(10088);
      expect((await repassword(app, token, PASSWORD, 'short')).code).toBe(10088);
      expect(await state()).toEqual(before);
      expect((await resetPassword(app, user.email, resetCode, 'long enough now')).code).toBe(200);
    });

    it('10088: an invite code that does not exist', async () => {
      const email = emailOf(newName());
      const code = await mailedCode(app, email, 'register');
      const before = await state();
      expect((await register(app, { username: newName(), email, code, inviteCode: 'NOSUCH99' })).code).toBe(10088);
      expect(await state()).toEqual(before);
    });

    it('10088: malformed bodies on every sign-in call', async () => {
      const { token } = await signUp(app);
      const email = emailOf(newName());
      const code = await mailedCode(app, email, 'register');
      const good = { username: newName(), email, password: PASSWORD, code };
      const before = await state();
      const refused = [
        call(app.url, 'POST', `${LOGIN}/register`, { body: { ...good, admin: true } }),
        call(app.url, 'POST', `${LOGIN}/register`, { body: { ...good, code: 123456 } }),
        call(app.url, 'POST', `${LOGIN}/register`, { body: { username: good.username, email, code } }),
        call(app.url, 'POST', `${LOGIN}/register`, { rawBody: JSON.stringify(good).slice(0, -2) }),
        call(app.url, 'POST', `${LOGIN}/sendCode`, { body: { email, purpose: 'login' } }),
        call(app.url, 'POST', `${LOGIN}/sendCode`, { body: { email } }),
        call(app.url, 'POST', `${LOGIN}/login`, { body: { username: good.username } }),
        call(app.url, 'POST', `${LOGIN}/login`, { body: [good.username, PASSWORD] }),
        call(app.url, 'POST', `${LOGIN}/resetPassword`, { body: { email, code: null, password: PASSWORD } }),
        call(app.url, 'POST', `${LOGIN}/autoLogin`, { body: {} }),
        call(app.url, 'POST', '/swx/customer/user/repassword', { token, body: { oldPassword: PASSWORD } }),
        call(app.url, 'GET', `${LOGIN}/checkUserNameOrPhone`),
      ];
      for (const answer of await Promise.all(refused)) {
        expect([answer.status, answer.code, answer.result]).toEqual([200, 10088, null]);
      }
      expect(await state()).toEqual(before);
      expect(mailsTo(email)).toBe(1);
      expect((await register(app, good)).code).toBe(200);
    });

    it('10091: no code, a wrong code or a code that is not six digits', async () => {
      const { user } = await signUp(app);
      const name = newName();
      const none = await register(app, { username: name, email: emailOf(name), code: '123456' });
      const code = await mailedCode(app, emailOf(name), 'register');
      const before = await state();
      const wrong = await register(app, { username: name, email: emailOf(name), code: otherThan(code) });
      const letters = await register(app, { username: name, email: emailOf(name), code: 'abcdef' });
      const resetWithoutCode = await resetPassword(app, user.email, code, 'a brand new passphrase');
      for (const answer of [none, wrong, letters, resetWithoutCode]) expect(answer.code).toBe(10091);
      expect(await state()).toEqual(before);
      expect((await login(app, user.username)).code).toBe(200);
    });

    it('10092: a code to register an address that is already registered, in any case', async () => {
      const { user } = await signUp(app);
      const before = await state();
      expect((await sendCode(app, user.email.toUpperCase(), 'register')).code).toBe(10092);
      expect(await state()).toEqual(before);
      expect(mailsTo(user.email)).toBe(1);
    });
  });

  it('checkUserNameOrPhone tells whether a username or an e-mail is taken, in any case', async () => {
    const { user } = await signUp(app);
    const exists = async (username: string) =>
      (
        await call<{ exists: boolean }>(
          app.url,
          'GET',
          `${LOGIN}/checkUserNameOrPhone?username=${encodeURIComponent(username)}`,
        )
      ).result.exists;
    expect(await exists(user.username)).toBe(true);
    expect(await exists(user.username.toUpperCase())).toBe(true);
    expect(await exists(` ${user.email.toUpperCase()}`)).toBe(true);
    expect(await exists(newName())).toBe(false);
    expect(await exists(emailOf(newName()))).toBe(false);
    expect(await exists('')).toBe(false);
  });
});
