import { expect, afterAll, beforeAll, describe, it } from 'vitest';
import { call } from '../packages/server/test/app.ts';
import { signUp } from '../packages/server/test/signin.ts';
import { adminOf, closeTab, openTab, startStack, submitDeposit, toast, viewportNames, type Stack } from './helpers.ts';

/**
 * Notifications pushed live at both layouts: a customer's page is open while an operator approves
 * their deposit; the bell's count and a toast change without a reload, and the notifications page
 * shows it unread, marks it read and follows a notice from the operators in the reader's language.
 */

describe('live notifications', () => {
  let stack: Stack;
  let operatorToken: string;
  beforeAll(async () => {
    stack = await startStack();
    const login = await call<{ token: string }>(stack.url, 'POST', '/backoffice/api/login', { body: adminOf(stack) });
    operatorToken = login.result.token;
  }, 180_000);
  afterAll(async () => {
    await stack.stop();
  });

  describe.each(viewportNames)('%s', (viewport) => {
    it('moves the bell and shows a toast when an operator approves a deposit, without a reload', async () => {
      const who = await signUp(stack);
      const depositId = await submitDeposit(stack, who.token);
      const tab = await openTab(stack, viewport, { session: who });
      const { page } = tab;
      // The approval waits until the page's private channel has joined: what it pushes is what this checks.
      const joined = new Promise<void>((resolve) => {
        page.on('websocket', (socket) => {
          if (!socket.url().endsWith('/websocket/notify')) return;
          socket.on('framereceived', (frame) => {
            if (String(frame.payload).includes('"ready"')) resolve();
          });
        });
      });
      await page.goto(`${stack.url}/market`);
      await joined;
      const bell = page.getByRole('link', { name: 'Notifications: 1 unread' });
      await bell.waitFor();
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations.push(frame.url());
      });

      const approved = await call(stack.url, 'POST', `/backoffice/api/deposits/${depositId}/approve`, {
        token: operatorToken,
      });
      expect(approved.code).toBe(200);
      await toast(page, `Deposit #${depositId} of 150 USDT: approved, 150 USDT credited`);
      await page.getByRole('link', { name: 'Notifications: 2 unread' }).waitFor({ timeout: 5000 });
      expect(navigations).toEqual([]);

      await page.getByRole('link', { name: 'Notifications: 2 unread' }).click();
      const items = page.getByRole('tabpanel').getByRole('listitem');
      await expect.poll(() => items.count()).toBe(2);
      expect(await items.first().textContent()).toContain('approved');
      await page.getByRole('tab', { name: /Wallet/ }).click();
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await page.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
      // The bell's count and the list are refetched apart: the list may follow a moment later.
      await expect.poll(() => items.filter({ hasText: 'New' }).count()).toBe(0);

      const sent = await call<{ recipients: number }>(stack.url, 'POST', '/backoffice/api/notices', {
        token: operatorToken,
        body: {
          audience: 'customer',
          userId: who.user.id,
          texts: { en: { title: 'Maintenance tonight', body: 'Trading pauses from 02:00 to 02:30 UTC.' } },
        },
      });
      expect(sent.result.recipients).toBe(1);
      // The toast reads the notice's own title in the reader's language.
      await toast(page, 'Maintenance tonight');
      await page.getByRole('tab', { name: /Notices/ }).click();
      await page.getByText('Trading pauses from 02:00 to 02:30 UTC.').waitFor();
      await closeTab(tab);
    });
  });
});
