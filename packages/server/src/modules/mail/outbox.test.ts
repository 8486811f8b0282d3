import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { AccountSettings } from '@tp/contract';
import { call, startTestApp, type TestApp } from '../../../test/app.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { recharge, rechargeBody } from '../../../test/money.ts';
import { signUp, USER, type SignedUp } from '../../../test/signin.ts';
import { emailOutbox, notifications } from '../../db/schema.ts';
import { createMailer, type Mail } from '../auth/mailer.ts';
import { notify, notifyMany } from '../notify/service.ts';
import { WalletReview } from '../wallet/review.ts';
import { newOperator } from '../wallet/wallet.fixtures.ts';
import { MAX_ATTEMPTS, MailOutbox } from './outbox.ts';

const silent = { error() {}, warn() {} };

describe.each(databaseKinds)('the e-mail outbox on %s', (kind) => {
  let app: TestApp;
  let review: WalletReview;
  let operatorId: number;
  beforeAll(async () => {
    app = await startTestApp(kind);
    review = new WalletReview(app.database.db, app.feed);
    operatorId = (await newOperator(app.database.db)).id;
  });
  afterAll(async () => {
    await app.close();
  });

  const db = () => app.database.db;
  const queued = (userId: number, kind?: string) =>
    db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, userId), kind ? eq(emailOutbox.kind, kind) : undefined))
      .orderBy(asc(emailOutbox.id));
  const settings = (who: SignedUp, path: string, body: unknown) =>
    call<AccountSettings>(app.url, 'POST', `${USER}/${path}`, { token: who.token, body });

  /** A USDT deposit claimed and approved by an operator. */
  async function depositApproved(who: SignedUp, amount: string): Promise<void> {
    const claim = await recharge(app, who, await rechargeBody(app, who, amount), randomUUID());
    expect([claim.code, claim.msg]).toEqual([200, '20002']);
    await db().transaction((tx) => review.approveDeposit(tx, operatorId, claim.result!.id));
  }

  it('queues one mail for a decided deposit when wallet e-mail is on, none when it is off', async () => {
    const on = await signUp(app);
    const off = await signUp(app);
    expect((await settings(off, 'setEmailPreferences', { categories: ['account'], language: 'en' })).code).toBe(200);
    await depositApproved(on, '125.5');
    await depositApproved(off, '125.5');
    expect((await queued(on.user.id, 'deposit_completed')).length).toBe(1);
    expect(await queued(off.user.id)).toEqual([]);
  });

  it('queues nothing when the transaction it belongs to rolls back', async () => {
    const who = await signUp(app);
    await expect(
      db().transaction(async (tx) => {
        await notify(tx, who.user.id, 'withdrawal_approved', { withdrawalId: 1, amount: '5', coin: 'USDT' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await queued(who.user.id)).toEqual([]);
  });

  it("sends through SMTP with the customer's anti-phishing code, in their language, once", async () => {
    const who = await signUp(app);
    expect((await settings(who, 'setAntiPhishingCode', { code: 'Blaue Eule 7' })).code).toBe(200);
    expect((await settings(who, 'setEmailPreferences', { categories: ['wallet'], language: 'de' })).code).toBe(200);
    await depositApproved(who, '140.25');
    while ((await app.mailOutbox.sendDue()) > 0);

    const mails = app.inbox.to(who.user.email).filter((mail) => mail.subject?.startsWith('Einzahlung'));
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      expect.stringContaining('140.25 USDT: eingereicht'),
      expect.stringContaining('140.25 USDT: genehmigt'),
    ]);
    for (const mail of mails) expect(mail.text?.split('\n')[0]).toBe('Ihr Anti-Phishing-Code: Blaue Eule 7');
    expect((await queued(who.user.id)).every((row) => row.sentAt !== null)).toBe(true);
    expect(await app.mailOutbox.sendDue()).toBe(0);
  });

  it('says no code is set, in English, to a customer who chose neither', async () => {
    const who = await signUp(app);
    await db().transaction((tx) =>
      notify(tx, who.user.id, 'withdrawal_approved', { withdrawalId: 7, amount: '12', coin: 'USDT' }),
    );
    while ((await app.mailOutbox.sendDue()) > 0);
    const [mail] = app.inbox.to(who.user.email).filter((m) => m.subject?.startsWith('Withdrawal #7'));
    expect(mail?.text).toMatch(/^You have not set an anti-phishing code\. Set one under Account > Settings/);
  });

  it('gives each notice of a batch its own moment, in the list and in the mail queue', async () => {
    const who = await signUp(app);
    const moments = [new Date('2026-03-01T10:00:00.000Z'), new Date('2026-03-01T10:00:00.250Z')];
    await db().transaction((tx) =>
      notifyMany(
        tx,
        moments.map((at, i) => ({
          userId: who.user.id,
          kind: 'withdrawal_approved' as const,
          payload: { withdrawalId: 900 + i, amount: '1', coin: 'USDT' },
          at,
        })),
      ),
    );
    const listed = await db()
      .select({ createdAt: notifications.createdAt })
      .from(notifications)
      .where(and(eq(notifications.userId, who.user.id), eq(notifications.kind, 'withdrawal_approved')))
      .orderBy(asc(notifications.id));
    expect(listed.map((row) => row.createdAt.getTime())).toEqual(moments.map((at) => at.getTime()));
    const mails = await queued(who.user.id, 'withdrawal_approved');
    // The queue is read in due order; the statement may write its rows in any order.
    const dues = mails.map((row) => [row.createdAt.getTime(), row.dueAt.getTime()]).sort((a, b) => a[0]! - b[0]!);
    expect(dues).toEqual(moments.map((at) => [at.getTime(), at.getTime()]));
  });

  it('never lets two claimers send the same row', async () => {
    const who = await signUp(app);
    const items = Array.from({ length: 30 }, (_, i) => ({
      userId: who.user.id,
      kind: 'deposit_rejected' as const,
      payload: { depositId: i + 1, amount: '1', coin: 'USDT', reason: 'r' },
      at: new Date(),
    }));
    await db().transaction((tx) => notifyMany(tx, items));
    const sent: string[] = [];
    const counting = { send: (mail: Mail) => Promise.resolve(void sent.push(mail.subject)) };
    const nodes = [1, 2].map(() => new MailOutbox({ db: db(), mailer: counting, now: () => new Date(), log: silent }));
    await Promise.all(
      nodes.map(async (node) => {
        while ((await node.sendDue(4)) > 0);
      }),
    );
    const mine = sent.filter((subject) => subject.startsWith('Deposit #'));
    expect(mine.length).toBe(30);
    expect(new Set(mine).size).toBe(30);
  });

  it('retries a failed send after a backoff, and gives up after the last attempt', async () => {
    const who = await signUp(app);
    const clock = { now: new Date(Date.now() + 3_600_000) };
    const refused = createMailer('smtp://127.0.0.1:1', 'x@example.test', silent as never);
    const failing = new MailOutbox({ db: db(), mailer: refused, now: () => clock.now, log: silent });
    const working = new MailOutbox({
      db: db(),
      mailer: createMailer(app.inbox.url, 'x@example.test', silent as never),
      now: () => clock.now,
      log: silent,
    });
    await db().transaction((tx) => notify(tx, who.user.id, 'password_changed', {}, clock.now));

    while ((await failing.sendDue()) > 0);
    expect(await queued(who.user.id)).toMatchObject([{ attempts: 1, sentAt: null }]);
    expect(await working.sendDue()).toBe(0); // not due before its backoff
    clock.now = new Date(clock.now.getTime() + 61_000);
    while ((await working.sendDue()) > 0);
    const [retried] = await queued(who.user.id);
    expect([retried?.attempts, retried?.sentAt instanceof Date]).toEqual([2, true]);
    expect(app.inbox.to(who.user.email).some((mail) => mail.subject === 'Your password was changed')).toBe(true);

    const other = await signUp(app);
    await db().transaction((tx) => notify(tx, other.user.id, 'password_changed', {}, clock.now));
    for (let attempt = 1; attempt <= MAX_ATTEMPTS + 1; attempt++) {
      while ((await failing.sendDue()) > 0);
      clock.now = new Date(clock.now.getTime() + 24 * 3_600_000);
    }
    const [givenUp] = await queued(other.user.id);
    expect([givenUp?.attempts, givenUp?.failedAt instanceof Date, givenUp?.sentAt]).toEqual([MAX_ATTEMPTS, true, null]);
  });
});
