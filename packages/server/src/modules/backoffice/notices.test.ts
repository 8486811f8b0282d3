import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { BACKOFFICE_API, type NoticePage, type NotificationPage, type Operator, type SentNotice } from '@tp/contract';
import { databaseKinds } from '../../../test/databases.ts';
import { call, startTestApp, type Answer, type TestApp, TEST_PASSWORDS } from '../../../test/app.ts';
import { authMessage, openNotifySocket, pushed } from '../../../test/notify-socket.ts';
import { signUp, USER, type SignedUp } from '../../../test/signin.ts';
import { auditLog, notices, users } from '../../db/schema.ts';
import { ensureFirstOperator } from './operators.ts';

const FORBIDDEN = [403, 'Your role may not do this.', null];
const TEXTS = {
  en: { title: 'Maintenance tonight', body: 'Trading pauses from 02:00 to 02:30 UTC.' },
  de: { title: 'Wartung heute Nacht', body: 'Der Handel pausiert von 02:00 bis 02:30 UTC.' },
};

describe.each(databaseKinds)('notices from the back office on %s', (kind) => {
  let app: TestApp;
  const tokens = { admin: '', support: '' };
  const bo = <T = unknown>(method: 'GET' | 'POST', path: string, token: string, body?: unknown): Promise<Answer<T>> =>
    call<T>(app.url, method, `${BACKOFFICE_API}/${path}`, { token, body });
  const send = (body: unknown, token = tokens.admin) => bo<SentNotice>('POST', 'notices', token, body);
  const inbox = async (who: SignedUp, lang: string) =>
    (
      await call<NotificationPage>(app.url, 'GET', `${USER}/listNotifications?lang=${lang}&category=system`, {
        token: who.token,
      })
    ).result;

  beforeAll(async () => {
    app = await startTestApp(kind, { tradingEngine: false, optionsSettler: false, planAccrual: false });
    const first = await ensureFirstOperator(app.database.db, { warn: () => undefined }, TEST_PASSWORDS);
    const login = async (name: string, password: string) =>
      (await call<{ token: string }>(app.url, 'POST', `${BACKOFFICE_API}/login`, { body: { name, password } })).result
        .token;
    tokens.admin = await login(first!.name, first!.password);
    const made = await bo<{ operator: Operator; password: string }>('POST', 'operators', tokens.admin, {
      name: `support.notices.${kind}`,
      role: 'support',
    });
    tokens.support = await login(`support.notices.${kind}`, made.result.password);
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends a notice to one customer, pushed to their page, read in their language or else English, audited', async () => {
    const reader = await signUp(app);
    const other = await signUp(app);
    const socket = await openNotifySocket(app.url, authMessage(reader.token));
    const sent = await send({ audience: 'customer', userId: reader.user.id, texts: TEXTS });
    expect(sent).toMatchObject({ code: 200, result: { recipients: 1 } });
    await vi.waitFor(() => expect(pushed(socket)).toMatchObject([{ kind: 'operator_notice' }]), {
      timeout: 5000,
    });
    socket.close();

    expect((await inbox(reader, 'de')).list[0]).toMatchObject({ kind: 'operator_notice', notice: TEXTS.de });
    expect((await inbox(reader, 'ja')).list[0]).toMatchObject({ notice: TEXTS.en });
    expect((await inbox(other, 'en')).total).toBe(0);

    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'notice.send'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ targetKind: 'user', targetId: String(reader.user.id) });
    expect(audit!.after).toMatchObject({ noticeId: sent.result.noticeId, languages: ['en', 'de'], recipients: 1 });
  });

  it('sends a notice to every active customer, and not to a disabled one', async () => {
    const active = await signUp(app);
    const disabled = await signUp(app);
    await app.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, disabled.user.id));
    const everyone = await app.database.db.$count(users, eq(users.status, 'active'));
    const sent = await send({ audience: 'everyone', texts: { en: TEXTS.en } });
    expect(sent.result.recipients).toBe(everyone);
    expect((await inbox(active, 'fr')).list[0]).toMatchObject({ notice: TEXTS.en });
    const listed = await bo<NoticePage>('GET', 'notices?page=1&pageSize=5', tokens.admin);
    expect(listed.result.list[0]).toMatchObject({ audience: 'everyone', userId: null, title: TEXTS.en.title });
  });

  it('e-mails a notice, in their language, to the customers who take notices by e-mail, and to no one else', async () => {
    const mailed = await signUp(app);
    const quiet = await signUp(app);
    const settings = (who: SignedUp, body: unknown) =>
      call(app.url, 'POST', `${USER}/setEmailPreferences`, { token: who.token, body });
    expect((await settings(mailed, { categories: ['system'], language: 'de' })).code).toBe(200);
    expect(
      (
        await call(app.url, 'POST', `${USER}/setAntiPhishingCode`, {
          token: mailed.token,
          body: { code: 'Blaue Eule' },
        })
      ).code,
    ).toBe(200);
    await send({ audience: 'customer', userId: mailed.user.id, texts: TEXTS });
    await send({ audience: 'customer', userId: quiet.user.id, texts: TEXTS });
    while ((await app.mailOutbox.sendDue()) > 0);

    const [mail] = app.inbox.to(mailed.user.email).filter((m) => m.subject === TEXTS.de.title);
    expect(mail?.text?.split('\n')[0]).toBe('Ihr Anti-Phishing-Code: Blaue Eule');
    expect(mail?.text).toContain(TEXTS.de.body);
    expect(app.inbox.to(quiet.user.email).filter((m) => m.subject === TEXTS.en.title)).toEqual([]);
  });

  it('refuses a notice without English, to no one, to a missing customer, or from a role that may not; nothing is sent', async () => {
    const reader = await signUp(app);
    const before = await app.database.db.$count(notices);
    const refusals = [
      await send({ audience: 'customer', userId: reader.user.id, texts: { de: TEXTS.de } }),
      await send({ audience: 'customer', userId: reader.user.id, texts: { en: { title: ' ', body: ' ' } } }),
      await send({ audience: 'customer', texts: TEXTS }),
      await send({ audience: 'everyone', userId: reader.user.id, texts: TEXTS }),
      await send({ audience: 'customer', userId: 999_999_999, texts: TEXTS }),
      await send({
        audience: 'customer',
        userId: reader.user.id,
        texts: { en: { title: 'x'.repeat(121), body: 'b' } },
      }),
    ];
    expect(refusals.map((answer) => answer.code)).toEqual([10088, 10088, 10088, 10088, 10088, 10088]);
    const forbidden = await send({ audience: 'everyone', texts: TEXTS }, tokens.support);
    expect([forbidden.code, forbidden.msg, forbidden.result]).toEqual(FORBIDDEN);
    expect(await app.database.db.$count(notices)).toBe(before);
    expect((await inbox(reader, 'en')).total).toBe(0);
  });
});
