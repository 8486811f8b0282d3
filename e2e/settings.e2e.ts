import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../packages/server/test/app.ts';
import { PASSWORD, signUp } from '../packages/server/test/signin.ts';
import { closeTab, openTab, startStack, toast, viewportNames, waitForPath, type Stack } from './helpers.ts';

/**
 * The settings journey at both layouts: from the account page to /profile/settings, a customer
 * sets an anti-phishing code after confirming it, finds it masked until they show it, and the
 * next e-mail (a password change, always sent) opens with it.
 */
describe('account settings', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 180_000);
  afterAll(async () => {
    await stack.stop();
  });

  describe.each(viewportNames)('%s', (viewport) => {
    it('sets the anti-phishing code after a confirmation, and the next e-mail shows it', async () => {
      const who = await signUp(stack);
      const tab = await openTab(stack, viewport, { session: who });
      const { page } = tab;
      await page.goto(`${stack.url}/profile1`);
      await page.getByRole('link', { name: 'Settings' }).click();
      await waitForPath(page, '/profile/settings');
      await page.getByText('Not set', { exact: true }).waitFor();

      await page.getByLabel('New anti-phishing code').fill('Green Otter 12');
      await page.getByRole('button', { name: 'Save code' }).click();
      const confirm = page.getByRole('dialog', { name: 'Set this anti-phishing code?' });
      await confirm.getByText('Green Otter 12').waitFor();
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await toast(page, 'Anti-phishing code saved.');
      const current = page.getByTestId('current-code');
      expect(await current.textContent()).not.toContain('Green Otter 12');
      await page.getByRole('button', { name: 'Show code' }).click();
      expect(await current.textContent()).toBe('Green Otter 12');

      const changed = await call(stack.url, 'POST', '/swx/customer/user/repassword', {
        token: who.token,
        body: { oldPassword: PASSWORD, newPassword: 'another long passphrase' },
      });
      expect(changed.code).toBe(200);
      await expect
        .poll(() => stack.inbox.to(who.user.email).find((mail) => mail.subject === 'Your password was changed')?.text, {
          timeout: 20_000,
        })
        .toMatch(/^Your anti-phishing code: Green Otter 12\n/);
      await closeTab(tab);
    });
  });
});
