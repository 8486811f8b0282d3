import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeTab,
  openTab,
  session,
  startStack,
  toast,
  uniqueUser,
  viewportNames,
  waitForPath,
  type Stack,
  createOperatorWithCli,
  submitBackofficeSignIn,
  submitDeposit,
} from './helpers.ts';
import { signUp } from '../packages/server/test/signin.ts';

/** Strings only the back office's code holds: none may reach a customer's browser. */
const BACK_OFFICE_MARKERS = ['/backoffice/api', 'backoffice.token', 'Back office sign in'];

const navLinks = (page: Page) => page.getByRole('navigation', { name: 'Sections' }).getByRole('link').allTextContents();

/** Every script the page fetched (entry, module preloads, lazy chunks), with its text. */
async function loadedScripts(page: Page, load: () => Promise<unknown>): Promise<Map<string, string>> {
  const urls = new Set<string>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || new URL(response.url()).pathname.endsWith('.js')) urls.add(response.url());
  });
  await load();
  const scripts = new Map<string, string>();
  for (const url of urls) scripts.set(url, await (await fetch(url)).text());
  return scripts;
}

describe('back office', () => {
  let stack: Stack;
  let admin: { name: string; password: string };
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-e2e-backoffice-'));
    admin = await createOperatorWithCli(dataDir, 'e2e.admin', 'admin');
    stack = await startStack(() => ({ DATA_DIR: dataDir }));
    // A fresh embedded database is migrated twice over (command line, then server): allow for a slow machine.
  }, 180_000);
  afterAll(async () => {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  describe.each(viewportNames)('%s', (viewport) => {
    it('an operator signs in and sees the deposits queue', async () => {
      const tab = await openTab(stack, viewport);
      const { page } = tab;
      const queueCall = page.waitForRequest((r) => new URL(r.url()).pathname === '/backoffice/api/deposits');
      await submitBackofficeSignIn(page, stack.url, admin.name, admin.password);
      await waitForPath(page, '/backoffice/deposits');
      await page.getByRole('heading', { level: 1, name: 'Deposits' }).waitFor();
      // The queue opens on what awaits review, asked for with the operator's token.
      const request = await queueCall;
      expect(new URL(request.url()).searchParams.get('status')).toBe('awaiting_review');
      expect(request.headers().authorization).toBeTruthy();
      expect(await page.getByLabel('Status').inputValue()).toBe('awaiting_review');
      await page
        .getByText('No deposits with this status.')
        .or(page.getByRole('region', { name: 'Deposits' }))
        .waitFor();
      expect(await navLinks(page)).toEqual([
        'Deposits',
        'Withdrawals',
        'Identity verification',
        'Customers',
        'Smart plans',
        'Loans',
        'Invite programme',
        'Parameters',
        'Content',
        'Presale',
        'Charity NFTs',
        'Notices',
        'Support chat',
        'Audit log',
        'Operators',
      ]);
      // The operator's token is kept apart from a customer's.
      expect(await session(page, 'backoffice.token')).toBeTruthy();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

      // History routing: a deep link reloads into the same screen, still signed in.
      await page.goto(`${stack.url}/backoffice/audit`);
      await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
      await page.getByRole('region', { name: 'Audit log' }).getByText('operator.create').first().waitFor();

      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('heading', { name: 'Back office sign in' }).waitFor();
      expect(await session(page, 'backoffice.token')).toBeNull();
      await closeTab(tab);
    });
  });

  it('a deposit shows its proof image; a rejection needs a reason; approving credits the customer', async () => {
    const user = uniqueUser('dep');
    const customer = await signUp(stack, user.username);
    const depositId = await submitDeposit(stack, customer.token);

    const tab = await openTab(stack, 'desktop');
    const { page } = tab;
    await submitBackofficeSignIn(page, stack.url, admin.name, admin.password);
    await page.getByRole('button', { name: `Open deposit ${depositId}` }).click();
    const panel = page.getByRole('complementary', { name: `Deposit #${depositId}` });
    // The proof comes with the operator's token, as a blob behind an object URL.
    const proof = panel.getByRole('img', { name: 'Payment proof uploaded by the customer' });
    await proof.waitFor();
    expect(await proof.getAttribute('src')).toMatch(/^blob:/);
    expect(await proof.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const reject = panel.getByRole('button', { name: 'Reject' });
    expect(await reject.isDisabled()).toBe(true);
    await panel.getByLabel('Rejection reason').fill('No');
    expect(await reject.isDisabled()).toBe(true);
    await panel.getByLabel('Rejection reason').fill('Not on chain');
    expect(await reject.isDisabled()).toBe(false);

    // A USDT deposit is credited as it is: the record shows no rate.
    expect(await panel.getByText('Rate', { exact: true }).count()).toBe(0);

    // Approving moves money: a confirmation shows the customer and the amount first, and Cancel changes nothing.
    await panel.getByRole('button', { name: 'Approve' }).click();
    const confirm = page.getByRole('dialog', { name: `Approve deposit #${depositId}?` });
    await confirm.waitFor();
    await confirm.getByText(`${user.username} (#${customer.user.id})`).waitFor();
    await confirm.getByText('150 USDT on TRC20').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await panel.getByText('Awaiting review').count()).toBe(1);
    await panel.getByRole('button', { name: 'Approve' }).click();
    await confirm.getByRole('button', { name: 'Confirm: approve' }).click();
    await toast(page, `Deposit #${depositId} approved.`);
    await panel.getByText('Completed').waitFor();
    expect(await panel.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    // Out of the queue of what awaits review.
    await page.getByRole('button', { name: `Open deposit ${depositId}` }).waitFor({ state: 'detached' });

    await page.goto(`${stack.url}/backoffice/customers?query=${user.username}`);
    await page.getByRole('region', { name: 'Customers' }).getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: user.username }).waitFor();
    await page.getByRole('region', { name: 'Journal of the real account' }).getByText(`deposit:${depositId}`).waitFor();
    await closeTab(tab);
  });

  it('refuses a wrong password with the server message', async () => {
    const tab = await openTab(stack, 'desktop');
    await submitBackofficeSignIn(tab.page, stack.url, admin.name, 'not the password');
    await tab.page.getByRole('alert').waitFor();
    expect(await session(tab.page, 'backoffice.token')).toBeNull();
    await closeTab(tab);
  });

  it('an administrator creates a support operator, who sees only what the role allows', async () => {
    const tab = await openTab(stack, 'desktop');
    const { page } = tab;
    await submitBackofficeSignIn(page, stack.url, admin.name, admin.password);
    await waitForPath(page, '/backoffice/deposits');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Operators' }).click();
    const form = page.getByRole('region', { name: 'New operator' });
    await form.getByLabel('Name').fill('support.e2e');
    await form.getByLabel('Role').selectOption('support');
    await form.getByRole('button', { name: 'Create operator' }).click();
    const password = (await form.getByLabel('Generated password').textContent())!;
    expect(password.length).toBeGreaterThanOrEqual(12);
    await page.getByRole('region', { name: 'Operators' }).getByText('support.e2e').waitFor();
    await closeTab(tab);

    const support = await openTab(stack, 'desktop');
    await submitBackofficeSignIn(support.page, stack.url, 'support.e2e', password);
    await waitForPath(support.page, '/backoffice/deposits');
    expect(await navLinks(support.page)).toEqual([
      'Deposits',
      'Withdrawals',
      'Identity verification',
      'Customers',
      'Smart plans',
      'Loans',
      'Invite programme',
      'Charity NFTs',
      'Support chat',
    ]);
    await support.page.goto(`${stack.url}/backoffice/params`);
    await support.page.getByText('Your role may not do this.').waitFor();
    await closeTab(support);
  });

  it('serves the back office under /backoffice and keeps /backoffice/api for the API', async () => {
    const home = await fetch(`${stack.url}/`);
    const page = await fetch(`${stack.url}/backoffice/customers/12`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Back office');
    // The same security headers as the customer app's pages.
    for (const header of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'cache-control'])
      expect(page.headers.get(header), header).toBe(home.headers.get(header));

    const unknown = await fetch(`${stack.url}/backoffice/api/no-such-thing`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 404, msg: 'Not found.', result: null });
    const guarded = await fetch(`${stack.url}/backoffice/api/me`);
    expect(((await guarded.json()) as { code: number }).code).toBe(401);
  });

  it('the customer home page downloads no back-office code', async () => {
    for (const viewport of viewportNames) {
      const tab = await openTab(stack, viewport);
      const scripts = await loadedScripts(tab.page, () => tab.page.goto(stack.url, { waitUntil: 'networkidle' }));
      expect(scripts.size).toBeGreaterThan(0);
      for (const [url, text] of scripts)
        for (const marker of BACK_OFFICE_MARKERS) expect(text.includes(marker), `${marker} in ${url}`).toBe(false);
      await closeTab(tab);
    }
    // The markers are real: the back office's own scripts carry them.
    const tab = await openTab(stack, 'desktop');
    const scripts = await loadedScripts(tab.page, () =>
      tab.page.goto(`${stack.url}/backoffice`, { waitUntil: 'networkidle' }),
    );
    const all = [...scripts.values()].join('\n');
    for (const marker of BACK_OFFICE_MARKERS) expect(all).toContain(marker);
    await closeTab(tab);
  });
});
