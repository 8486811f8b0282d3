import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalReasons, type AccountSettings, type Session } from '@tp/contract';
import { call, startTestApp, type Answer, type TestApp } from '../../../test/app.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { LOGIN, PASSWORD, signUp, USER, type SignedUp } from '../../../test/signin.ts';

describe.each(databaseKinds)('account settings on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  const read = (token: string | undefined) =>
    call<AccountSettings>(app.url, 'GET', `${USER}/getAccountSettings`, { token });
  const setCode = (token: string | undefined, code: unknown) =>
    call<AccountSettings>(app.url, 'POST', `${USER}/setAntiPhishingCode`, { token, body: { code } });
  const setPreferences = (token: string, body: unknown) =>
    call<AccountSettings>(app.url, 'POST', `${USER}/setEmailPreferences`, { token, body });
  const login = (who: SignedUp, headers: Record<string, string> = {}): Promise<Answer<Session>> =>
    call<Session>(app.url, 'POST', `${LOGIN}/login`, {
      body: { username: who.user.username, password: PASSWORD, language: 'fr' },
      headers,
    });
  const mailsTo = async (who: SignedUp, subject: string) => {
    while ((await app.mailOutbox.sendDue()) > 0);
    return app.inbox.to(who.user.email).filter((mail) => mail.subject === subject);
  };

  it('start with no code, account and wallet e-mail, and a language once known', async () => {
    const who = await signUp(app);
    expect((await read(who.token)).result).toEqual({
      antiPhishingCode: null,
      emailCategories: ['account', 'wallet'],
      language: null,
    });
    expect((await read(undefined)).code).toBe(401);
  });

  it('set a code of letters of any script, digits, spaces, - and _, trimmed, for its owner only', async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const answer = await setCode(a.token, '  Кот_из-Токио 42 ');
    expect([answer.code, answer.msg, answer.result.antiPhishingCode]).toEqual([200, '20005', 'Кот_из-Токио 42']);
    expect((await read(a.token)).result.antiPhishingCode).toBe('Кот_из-Токио 42');
    expect((await read(b.token)).result.antiPhishingCode).toBeNull();
    await setCode(b.token, 'theirs');
    await setPreferences(b.token, { categories: [], language: 'ja' });
    expect((await read(a.token)).result).toMatchObject({
      antiPhishingCode: 'Кот_из-Токио 42',
      emailCategories: ['account', 'wallet'],
    });
  });

  it.each([
    ['empty', ''],
    ['blank', '     '],
    ['too short', 'abc'],
    ['too long', 'a'.repeat(21)],
    ['markup', '<b>bold</b>'],
    ['an ampersand', 'fish & chips'],
    ['a quote', 'say "hi"'],
    ['a control character', 'line\u0007bell'],
  ])('refuse a code that is %s with 10088 and its sentence, changing nothing', async (_, code) => {
    const who = await signUp(app);
    await setCode(who.token, 'kept code');
    const answer = await setCode(who.token, code);
    expect(answer.code).toBe(10088);
    if (!code.includes('\u0007')) expect(answer.msg).toBe(refusalReasons.antiPhishingCode);
    expect((await read(who.token)).result.antiPhishingCode).toBe('kept code');
  });

  it('set the e-mail categories and language, refusing an unknown category and changing nothing', async () => {
    const who = await signUp(app);
    expect((await setPreferences(who.token, { categories: ['bogus'], language: 'de' })).code).toBe(10088);
    expect((await setPreferences(who.token, { categories: ['wallet'], language: 'xx' })).code).toBe(10088);
    expect((await read(who.token)).result).toMatchObject({ emailCategories: ['account', 'wallet'], language: null });
    const answer = await setPreferences(who.token, { categories: ['system', 'trading', 'trading'], language: 'ar' });
    expect(answer.result).toEqual({ antiPhishingCode: null, emailCategories: ['trading', 'system'], language: 'ar' });
  });

  it('mail a sign-in from a new device, in the language signed in with, and not one from a known device', async () => {
    const who = await signUp(app);
    await setCode(who.token, 'ma phrase');
    await setPreferences(who.token, { categories: [], language: 'en' });
    const first = await login(who);
    expect(first.code).toBe(200);
    const cookie = first.headers.get('set-cookie')!.split(';')[0]!;
    expect((await login(who, { cookie })).code).toBe(200);
    const subject = 'Nouvelle connexion à votre compte depuis un appareil jamais utilisé';
    const mails = await mailsTo(who, subject);
    expect(mails.length).toBe(1);
    expect(mails[0]?.text?.split('\n')[0]).toBe('Votre code anti-hameçonnage\u00a0: ma phrase');
    expect((await read(who.token)).result.language).toBe('fr');
  });

  it('mail a password change, whatever categories were chosen, without the password', async () => {
    const who = await signUp(app);
    await setPreferences(who.token, { categories: [], language: 'es' });
    const newPassword = 'another long passphrase';
    const changed = await call(app.url, 'POST', `${USER}/repassword`, {
      token: who.token,
      body: { oldPassword: PASSWORD, newPassword },
    });
    expect(changed.code).toBe(200);
    const [mail] = await mailsTo(who, 'Tu contraseña se ha cambiado');
    expect(mail?.text).toContain('Si no has sido tú, restablece tu contraseña de inmediato');
    expect(mail?.text).not.toContain(newPassword);
    expect(mail?.text).not.toContain(PASSWORD);
  });
});
