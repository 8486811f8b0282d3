import fs from 'node:fs';
import path from 'node:path';
import { expect, afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signUp } from '../packages/server/test/signin.ts';
import {
  adminOf,
  closeTab,
  openTab,
  startStack,
  submitBackofficeSignIn,
  toast,
  viewportNames,
  waitForPath,
  type Stack,
  type ViewportName,
} from './helpers.ts';

/**
 * Identity verification at both layouts: a new customer fills the account verification form,
 * takes the document's photos through the file picker (each previewed and uploaded with its
 * progress), submits (20001, pending review within 48 hours), an administrator opens the
 * submission in the back office's KYC queue, sees the decrypted photos and approves it, and the
 * customer's account reads verified.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? null;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** A photo of a "document", drawn by the browser: a real PNG the server's checks accept. */
async function documentPhoto(stack: Stack, caption: string): Promise<Buffer> {
  const drawing = await stack.browser.newPage({ viewport: { width: 320, height: 200 } });
  await drawing.setContent(`<body style="background:#dde;font:22px sans-serif;padding:20px">${caption}</body>`);
  const photo = await drawing.screenshot({ type: 'png' });
  await drawing.close();
  return photo;
}

async function fillForm(page: Page, stack: Stack): Promise<void> {
  await page.getByLabel('First name').fill('Anna');
  await page.getByLabel('Last name').fill('Müller');
  await page.getByLabel('Sex').selectOption('female');
  await page.getByLabel('Birthdate').fill('1990-02-28');
  await page.getByRole('searchbox', { name: 'Search countries' }).fill('Germ');
  await page.getByLabel('Country', { exact: true }).selectOption('DE');
  await page.getByLabel('Document number').fill('C01X00T47');
  await page.getByLabel('Area code').selectOption('+49');
  await page.getByLabel('Phone').fill('1512 3456789');
  await page.getByLabel('Address').fill('Hauptstraße 1, 10115 Berlin');
  await page.getByLabel('E-mail').fill('anna@example.test');
  for (const photo of ['front', 'back', 'handheld']) {
    const buffer = await documentPhoto(stack, `ID card: ${photo}`);
    await page
      .locator(`input[data-photo="${photo}"]`)
      .setInputFiles({ name: `${photo}.png`, mimeType: 'image/png', buffer });
  }
  await expect.poll(() => page.getByText('✓ Received').count()).toBe(3);
}

/** The operator opens the customer's submission, sees its three photos and approves it. */
async function approveInBackoffice(stack: Stack, viewport: ViewportName, username: string): Promise<void> {
  const tab = await openTab(stack, viewport);
  const { page } = tab;
  const admin = adminOf(stack);
  await submitBackofficeSignIn(page, stack.url, admin.name, admin.password);
  await waitForPath(page, '/backoffice/deposits');
  await page.goto(`${stack.url}/backoffice/kyc`);
  const row = page.getByRole('row').filter({ hasText: username });
  await row.getByRole('button', { name: /^Open #/ }).click();
  await expect.poll(() => page.locator('.kyc-photo img').count()).toBe(3);
  await page.getByText('C01X00T47').waitFor();
  await shoot(page, `${viewport}-backoffice-kyc`);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await page.getByText('Decision recorded; the customer is notified.').waitFor();
  await closeTab(tab);
}

describe('identity verification', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 180_000);
  afterAll(async () => {
    await stack.stop();
  });

  describe.each(viewportNames)('%s', (viewport) => {
    it('submits the identity with photos, an operator approves it, and the account reads verified', async () => {
      const who = await signUp(stack);
      const tab = await openTab(stack, viewport, { session: who });
      const { page } = tab;
      await page.goto(`${stack.url}/profile1`);
      await page.getByRole('link', { name: 'Account verification' }).click();
      await waitForPath(page, '/profile/verification');
      await page.getByText('Not verified').waitFor();
      await fillForm(page, stack);
      await shoot(page, `${viewport}-kyc-form`);
      await page.getByRole('button', { name: 'Submit for review' }).click();
      await page
        .getByRole('dialog', { name: 'Submit your identity?' })
        .getByRole('button', { name: 'Confirm' })
        .click();
      await toast(page, 'Submitted for review.');
      await page.getByText('Pending review (result within 48 hours)').waitFor();
      await shoot(page, `${viewport}-kyc-pending`);

      await approveInBackoffice(stack, viewport, who.user.username);

      await page.reload();
      await page.getByTestId('kyc-status').getByText('Verified').waitFor();
      await page.goto(`${stack.url}/profile1`);
      await page.getByText('Verified', { exact: true }).waitFor();
      await closeTab(tab);
    }, 90_000);
  });
});
