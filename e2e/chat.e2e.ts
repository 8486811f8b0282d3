import path from 'node:path';
import { expect, afterAll, beforeAll, describe, it } from 'vitest';
import type { ChatInboxPage } from '@tp/contract';
import { call } from '../packages/server/test/app.ts';
import { signUp } from '../packages/server/test/signin.ts';
import { adminOf, closeTab, openTab, startStack, submitBackofficeSignIn, type Stack } from './helpers.ts';

/** Where the journey saves the closed conversation's rating and the operator's view of it (E2E_SHOTS_DIR); none when unset. */
const SHOTS = process.env.E2E_SHOTS_DIR ?? null;

/**
 * The support chat: a customer on the phone layout and an operator in the back office exchange
 * messages and images live, the operator closes and the customer rates; and a visitor who writes
 * outside working hours is told when to expect an answer and gets the reply by e-mail.
 */
describe('support chat', () => {
  let stack: Stack;
  let operatorToken: string;
  let shot: Buffer;
  const setHours = async (value: string) => {
    const set = await call(stack.url, 'POST', '/backoffice/api/params/chatWorkingHours', {
      token: operatorToken,
      body: { value },
    });
    expect(set.code).toBe(200);
  };
  beforeAll(async () => {
    stack = await startStack();
    const login = await call<{ token: string }>(stack.url, 'POST', '/backoffice/api/login', { body: adminOf(stack) });
    operatorToken = login.result.token;
    const drawing = await stack.browser.newPage({ viewport: { width: 200, height: 120 } });
    await drawing.setContent('<body style="background:#345;color:#fff;font:18px sans-serif">Error 42</body>');
    shot = await drawing.screenshot({ type: 'png' });
    await drawing.close();
  }, 180_000);
  afterAll(async () => {
    await stack.stop();
  });

  it('lets a customer on a phone and an operator talk live, with images, until the operator closes and the customer rates', async () => {
    await setHours('24/7');
    const who = await signUp(stack);
    const operator = await openTab(stack, 'desktop');
    await submitBackofficeSignIn(operator.page, stack.url, adminOf(stack).name, adminOf(stack).password);
    await operator.page.getByRole('link', { name: 'Support chat' }).click();
    await operator.page.getByRole('heading', { name: 'Support chat' }).waitFor();

    const customer = await openTab(stack, 'mobile', { session: who });
    const { page } = customer;
    await page.goto(`${stack.url}/service.html?language=en`);
    await page.getByText('An operator is online and will answer shortly.').waitFor();
    const markup = '<img src=x onerror="alert(1)"><script>alert(2)</script> see https://example.test/help';
    await page.getByRole('textbox', { name: 'Write a message…' }).fill(markup);
    await page.keyboard.press('Enter');
    const log = page.getByRole('log');
    await log.getByText('Sent').waitFor();
    // Markup is text: shown as written, nothing of it became an element; the link opens apart.
    expect(await log.locator('.text').first().textContent()).toBe(markup);
    expect(await log.locator('script, .text img').count()).toBe(0);
    expect(await log.getByRole('link', { name: 'https://example.test/help' }).getAttribute('rel')).toBe(
      'noopener noreferrer nofollow',
    );

    const op = operator.page;
    await op.getByRole('button', { name: new RegExp(who.user.username) }).click();
    await op.getByRole('button', { name: 'Take' }).click();
    await op
      .getByText(`with ${adminOf(stack).name}`)
      .first()
      .waitFor();
    const reply = op.getByRole('textbox', { name: 'Reply' });
    const typing = page.getByText('Support is typing…');
    // Typing is told at most every 1.5 s, over sockets that may still be connecting, and shown for
    // 4 s: the operator types again until the customer sees it.
    await expect
      .poll(
        async () => {
          await reply.fill('');
          await reply.fill('Let me look at your deposit.');
          return typing.isVisible();
        },
        { interval: 1600, timeout: 20_000 },
      )
      .toBe(true);
    await op.getByRole('button', { name: 'Send' }).click();
    await op.getByLabel('Attach an image').setInputFiles({ name: 'steps.png', mimeType: 'image/png', buffer: shot });

    await log.getByText('Let me look at your deposit.').waitFor();
    await expect.poll(() => log.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);
    await log.getByText('Read').first().waitFor();
    await page
      .locator('.composer input[type=file]')
      .setInputFiles({ name: 'mine.png', mimeType: 'image/png', buffer: shot });
    await expect.poll(() => op.locator('.chat-msg--customer img').count()).toBe(1);

    await op.getByRole('button', { name: 'Close' }).click();
    await page.getByText('This conversation is closed.').waitFor();
    await page.getByLabel('Anything to add? (optional, before you pick the stars)').fill('Quick and kind.');
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'support-rating-phone.png') });
    await page.getByRole('button', { name: '5 of 5' }).click();
    await page.getByText('Thank you for your rating.').waitFor();
    await op.getByText('rated 5 of 5').waitFor();
    await op.getByText('Quick and kind.').waitFor();
    if (SHOTS) await op.screenshot({ path: path.join(SHOTS, 'support-rating-operator.png') });
    await closeTab(customer);
    await closeTab(operator);
  });

  it('tells a visitor outside working hours when to expect an answer, and e-mails the reply', async () => {
    const today = ((new Date().getUTCDay() + 6) % 7) + 1;
    const otherDay = (today % 7) + 1;
    await setHours(`${otherDay}-${otherDay} 08:00-20:00`);
    const visitor = await openTab(stack, 'desktop');
    const { page } = visitor;
    await page.goto(`${stack.url}/service.html?language=de`);
    const banner = page.getByRole('status').filter({ hasText: 'Wir antworten' });
    await expect
      .poll(() => banner.textContent())
      .toMatch(/Gerade ist außerhalb dieser Zeiten: Rechnen Sie ab .+ mit einer Antwort/);
    // Search engines get the page's summary in its language too.
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      'Chatten Sie mit dem Support-Team von Trade Platform und lesen Sie, wie der Support arbeitet.',
    );
    await page.getByLabel('Ihr Name').fill('Vera Gast');
    await page.getByLabel('Ihre E-Mail-Adresse').fill('vera.gast@example.test');
    await page.getByRole('button', { name: 'Chat starten' }).click();
    await page.getByRole('textbox', { name: 'Nachricht schreiben…' }).fill('Ist jemand da?');
    await page.getByRole('button', { name: 'Senden' }).click();
    await page.getByRole('log').getByText('Gesendet', { exact: true }).waitFor();

    const inbox = await call<ChatInboxPage>(stack.url, 'GET', '/backoffice/api/chat/inbox?filter=unassigned&q=vera', {
      token: operatorToken,
    });
    const conversationId = inbox.result.list[0]?.id;
    const reply = await call(stack.url, 'POST', '/backoffice/api/chat/reply', {
      token: operatorToken,
      body: { conversationId, text: 'Guten Morgen, wir helfen gern.', clientId: 'e2e-reply-0001' },
    });
    expect(reply.code).toBe(200);
    await expect.poll(() => stack.inbox.to('vera.gast@example.test').length, { timeout: 10_000 }).toBe(1);
    const mail = stack.inbox.to('vera.gast@example.test')[0];
    expect(mail?.subject).toBe('Der Kundendienst hat auf Ihre Nachricht geantwortet');
    expect(mail?.text).toContain('Guten Morgen, wir helfen gern.');
    await page.getByRole('log').getByText('Guten Morgen, wir helfen gern.').waitFor();
    await closeTab(visitor);
  });
});
