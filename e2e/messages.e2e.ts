import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../packages/server/test/app.ts';
import { signUp } from '../packages/server/test/signin.ts';
import {
  closeTab,
  openTab,
  session,
  startStack,
  submitDeposit,
  uniqueUser,
  viewportNames,
  waitForPath,
  where,
  type Stack,
  type ViewportName,
} from './helpers.ts';

/**
 * What the pages say when something cannot be done: the reason, in words a customer can act on,
 * and the way on that fits it; and pages opened from a link that nothing covers.
 */

/** Where these tests save a screenshot of what the customer sees (E2E_SHOTS_DIR); none when unset. */
const SHOTS = process.env.E2E_SHOTS_DIR ?? null;

/** Saves what the page shows around `target` (scrolled into view), when E2E_SHOTS_DIR is set. */
async function shoot(page: Page, viewport: ViewportName, name: string, target?: Locator): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  if (target) await target.evaluate((node) => node.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: path.join(SHOTS, `${viewport}-${name}.png`), animations: 'disabled' });
}

const welcomeBoard = (page: Page) => page.getByRole('dialog', { name: 'Welcome to Trade Platform' });

describe('what the pages say', () => {
  let stack: Stack;
  let textFile: string;
  beforeAll(async () => {
    stack = await startStack();
    textFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tp-e2e-proof-')), 'transfer-proof.png');
    fs.writeFileSync(textFile, 'This is a note about the transfer, not a picture of it.\n');
  });
  afterAll(async () => {
    await stack.stop();
    fs.rmSync(path.dirname(textFile), { recursive: true, force: true });
  });

  /** A new customer's tab on `viewport`, signed in, on the real account when `real`. */
  async function customerTab(viewport: ViewportName, options: { real?: boolean } = {}) {
    const tab = await openTab(stack, viewport, { session: await signUp(stack, uniqueUser('says').username) });
    if (options.real) {
      await tab.context.addInitScript(() => {
        localStorage.setItem('isVirtually', '0');
      });
    }
    return tab;
  }

  describe.each(viewportNames)('on %s', (viewport) => {
    it.each([
      ['/pass/register', 'Create your account'],
      ['/pass/login', 'Log in'],
    ])('a first visit opened at %s shows that page, with no welcome board over it', async (pathname, heading) => {
      const tab = await openTab(stack, viewport, { onboarding: 'pending' });
      const { page } = tab;
      await page.goto(`${stack.url}${pathname}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await welcomeBoard(page).count()).toBe(0);
      expect(where(page)).toBe(pathname);
      await shoot(page, viewport, `first-visit${pathname.replaceAll('/', '-')}`);
      // Going home later in the same visit does not bring the board up either.
      await page.goto(stack.url, { waitUntil: 'networkidle' });
      expect(await welcomeBoard(page).count()).toBe(0);
      if (viewport === 'mobile') expect(await session(page, 'onboarding')).toBe('1');
      await closeTab(tab);
    });

    it('a proof that is not an image gets the server’s reason and no Retry', async () => {
      const tab = await customerTab(viewport, { real: true });
      const { page } = tab;
      await page.goto(`${stack.url}/profile/balance?view=deposit`);
      const form = page.getByRole('form', { name: 'Deposit' });
      await form.getByLabel('Choose image').setInputFiles(textFile);
      const alert = form.getByRole('alert');
      await alert.getByText('The image format is wrong: use JPG, JPEG 2000 or PNG.').waitFor();
      expect(await form.getByRole('button', { name: 'Retry' }).count()).toBe(0);
      // Chromium cannot draw it either: the box names the file, and does not claim it is uploaded as it is.
      await form.getByText('transfer-proof.png').waitFor();
      expect(await form.getByText(/it is uploaded as it is/).count()).toBe(0);
      await shoot(page, viewport, 'proof-refused', alert);
      await closeTab(tab);
    });

    it('a withdrawal below the minimum says the minimum, and one beyond the balance shows nothing to receive', async () => {
      const tab = await customerTab(viewport, { real: true });
      const { page } = tab;
      await page.goto(`${stack.url}/profile/balance?view=withdraw`);
      const form = page.getByRole('form', { name: 'Withdraw' });
      await form.getByText('Available: 0.00 USDT').waitFor();
      const estimate = page.getByRole('region', { name: 'Estimate' });
      await form.getByLabel('Amount in USDT, fee included').fill('5');
      await estimate.getByText('The minimum withdrawal is 20 USDT').waitFor();
      await shoot(page, viewport, 'withdraw-below-minimum', estimate);
      await form.getByLabel('Amount in USDT, fee included').fill('1000');
      await estimate.getByText('More than your available 0.00 USDT').waitFor();
      expect(await estimate.getByText('You receive').count()).toBe(0);
      await shoot(page, viewport, 'withdraw-beyond-balance', estimate);
      await closeTab(tab);
    });

    it('an instrument that does not exist says so and leads to the market', async () => {
      const tab = await openTab(stack, viewport);
      const { page } = tab;
      await page.goto(`${stack.url}/cruuency?code=NOPE&type=1&id=999999`);
      await page.getByRole('alert').getByText('This instrument does not exist.').waitFor();
      expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
      await shoot(page, viewport, 'instrument-unknown');
      await page.getByRole('link', { name: 'Go to the market' }).click();
      await waitForPath(page, '/market');
      await closeTab(tab);
    });

    it('a wrong current password is named as such at its field', async () => {
      const tab = await customerTab(viewport);
      const { page } = tab;
      await page.goto(`${stack.url}/profile/password`);
      await page.getByLabel('Current password').fill('not my passphrase');
      await page.getByLabel('New password', { exact: true }).fill('another passphrase');
      await page.getByLabel('Repeat password').fill('another passphrase');
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByRole('alert').getByText('The current password is wrong').waitFor();
      expect(await page.getByText('The username or password is wrong').count()).toBe(0);
      await shoot(page, viewport, 'password-current-wrong');
      await closeTab(tab);
    });

    it('notifications stand out as new until the customer marks them read, and stay read', async () => {
      const signedUp = await signUp(stack, uniqueUser('told').username);
      const depositId = await submitDeposit(stack, signedUp.token);
      const tab = await openTab(stack, viewport, { session: signedUp });
      const { page } = tab;
      await page.goto(`${stack.url}/profile/notification`);
      const item = page.getByRole('listitem').filter({ hasText: `Deposit #${depositId} of 150 USDT` });
      await item.getByText('New', { exact: true }).waitFor();
      await shoot(page, viewport, 'notifications-new');
      const marked = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith('/readNotifications'));
      await item.getByRole('button', { name: 'Mark read' }).click();
      expect((await marked).postDataJSON()).toMatchObject({ ids: [expect.any(Number)] });
      await item.getByText('New', { exact: true }).waitFor({ state: 'detached' });
      await page.reload();
      await item.waitFor();
      expect(await item.getByText('New', { exact: true }).count()).toBe(0);
      await closeTab(tab);
    });

    it('a hand-off link used before says so and offers to log in', async () => {
      const signedUp = await signUp(stack, uniqueUser('handoff').username);
      const handoff = await call<{ token: string }>(stack.url, 'POST', '/swx/customer/login/createHandoff', {
        token: signedUp.token,
      });
      const first = await call(stack.url, 'POST', '/swx/customer/login/autoLogin', {
        body: { token: handoff.result.token },
      });
      expect(first.code).toBe(200);
      const tab = await openTab(stack, viewport);
      const { page } = tab;
      await page.goto(`${stack.url}/autoLogin#token=${handoff.result.token}`);
      await page
        .getByRole('alert')
        .getByText('This sign-in link was already used or has expired. Log in to continue.')
        .waitFor();
      await shoot(page, viewport, 'handoff-used');
      await page.getByRole('button', { name: 'Log in' }).click();
      await waitForPath(page, '/pass/login');
      await closeTab(tab);
    });
  });
});
