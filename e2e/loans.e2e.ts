import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AccountFigures, Loan } from '@tp/contract';
import { call } from '../packages/server/test/app.ts';
import { freshDatabase } from '../packages/server/test/databases.ts';
import { markKycVerified } from '../packages/server/test/fixtures.ts';
import { signUp, type SignedUp } from '../packages/server/test/signin.ts';
import { fingerprintMatches } from '../packages/server/src/modules/loans/agreement.ts';
import { adminOf, closeTab, openTab, startStack, toast, viewportNames, type Stack } from './helpers.ts';

/** Where the typing journey saves a screenshot of the signed form (E2E_SHOTS_DIR); none when unset. */
const SHOTS = process.env.E2E_SHOTS_DIR ?? null;

/**
 * The loan journey at both layouts: a customer whose identity the KYC review verified (set in the
 * database, which the stack shares with the test through PostgreSQL) borrows 500 USDT for 7 days,
 * sees the interest, the repayment amount and the due date before signing, draws a signature and
 * submits; the operator disburses; the balance shows the 500; the agreement downloads with a
 * fingerprint that matches its bytes (also as the loan detail checks it); repaying now (still within the interest-free days) takes 500.
 * And a customer with a keyboard only signs by typing their name, and their agreement names them
 * in their own script.
 */
describe('investment loans', () => {
  let stack: Stack;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let operatorToken: string;
  beforeAll(async () => {
    database = await freshDatabase('postgres', 2);
    stack = await startStack(() => ({ DATABASE_URL: database.url ?? '' }));
    const login = await call<{ token: string }>(stack.url, 'POST', '/backoffice/api/login', { body: adminOf(stack) });
    operatorToken = login.result.token;
  }, 180_000);
  afterAll(async () => {
    await stack.stop();
    await database.close();
  });

  async function verifiedCustomer(name?: { firstName: string; lastName: string }): Promise<SignedUp> {
    const who = await signUp(stack);
    await markKycVerified(database.db, who.user.id, name ?? { firstName: 'Ada', lastName: who.user.username });
    return who;
  }
  /** Presses Tab until the element is focused (the page's own order: what a keyboard user meets). */
  async function tabTo(page: Page, name: string, role: 'radio' | 'textbox' | 'button'): Promise<void> {
    const target = page.getByRole(role, { name, exact: true });
    for (let presses = 0; presses < 40; presses++) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached the ${role} "${name}"`);
  }
  const real = { virtually: 'YES' };
  /** Once confirmed: the toast, the new loan's card pending review, and the loan as the customer's records give it. */
  async function submittedLoan(page: Page, who: SignedUp) {
    await toast(page, 'Submitted for review.');
    const card = page.getByRole('article', { name: /Loan #/ });
    await card.getByText('Pending review').waitFor();
    const loans = await call<{ list: Loan[] }>(stack.url, 'GET', '/swx/customer/user/listLoanRecord', {
      token: who.token,
      headers: real,
    });
    return { card, loan: loans.result.list[0]! };
  }
  const balanceOf = async (who: SignedUp) =>
    (await call<AccountFigures>(stack.url, 'GET', '/swx/customer/user/getAccount', { token: who.token, headers: real }))
      .result.balance;

  describe.each(viewportNames)('%s', (viewport) => {
    it('borrows with a drawn signature, is disbursed, downloads the agreement and repays now', async () => {
      const who = await verifiedCustomer();
      const tab = await openTab(stack, viewport, { session: who });
      const { page } = tab;
      await page.addInitScript(() => localStorage.setItem('isVirtually', '0'));
      await page.goto(`${stack.url}/loan`);

      await page.getByRole('radio', { name: '7 days' }).click();
      await page.getByLabel('Loan amount (USDT)').fill('500');
      // 500 × 0.0005 × (7 − 3) = 1.
      await page.locator('dt:text-is("Total interest") + dd').getByText('1.00 USDT').waitFor();
      await page.locator('dt:text-is("Repayment amount") + dd').getByText('501.00 USDT').waitFor();
      await page.getByRole('button', { name: 'Review and sign' }).click();
      await page.getByText('Not signed: draw or type your signature first.').waitFor();

      const pad = page.getByRole('img', { name: /Signature pad/ });
      await pad.scrollIntoViewIfNeeded();
      const box = await pad.boundingBox();
      if (!box) throw new Error('no signature pad');
      await page.mouse.move(box.x + 20, box.y + box.height / 2);
      await page.mouse.down();
      for (let step = 1; step <= 12; step++) {
        await page.mouse.move(box.x + 20 + step * 15, box.y + box.height / 2 + (step % 2 ? -25 : 25));
      }
      await page.mouse.up();
      await page.getByRole('button', { name: 'Review and sign' }).click();
      const confirm = page.getByRole('dialog', { name: 'Sign and submit the loan' });
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      const { card, loan } = await submittedLoan(page, who);
      const approved = await call(stack.url, 'POST', `/backoffice/api/loans/${loan.id}/approve`, {
        token: operatorToken,
      });
      expect(approved.code).toBe(200);
      expect(await balanceOf(who)).toBe('500');
      await page.goto(`${stack.url}/profile/balance`);
      await expect.poll(() => page.getByTestId('wallet-balance').textContent()).toContain('500.00');

      await page.goto(`${stack.url}/loan`);
      await card.getByText('Repaying').waitFor();
      await card.getByText(loan.agreementSha256).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('button', { name: 'Download the agreement (PDF)' }).click(),
      ]);
      const pdf = fs.readFileSync(await download.path());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(fingerprintMatches(pdf, loan.agreementSha256)).toBe(true);
      await card
        .getByLabel('Check a downloaded agreement against this fingerprint')
        .setInputFiles(await download.path());
      await card.getByText('The file is this signed agreement: its fingerprint matches.').waitFor();

      await card.getByRole('button', { name: 'Repay now' }).click();
      const repay = page.getByRole('dialog', { name: 'Repay the loan now' });
      await repay.getByText('500.00 USDT').waitFor();
      await repay.getByRole('button', { name: 'Confirm' }).click();
      await toast(page, 'The loan is repaid.');
      await card.getByText('Repaid', { exact: true }).waitFor();
      expect(await balanceOf(who)).toBe('0');
      await closeTab(tab);
    });
  });

  it('signs by typing the name with the keyboard alone; the agreement names the borrower in their script', async () => {
    const who = await verifiedCustomer({ firstName: 'Юлия', lastName: '陳大文' });
    const tab = await openTab(stack, 'desktop', { session: who });
    const { page } = tab;
    await page.addInitScript(() => localStorage.setItem('isVirtually', '0'));
    await page.goto(`${stack.url}/loan`);

    await page.getByRole('radio', { name: '7 days' }).waitFor();
    await tabTo(page, '7 days', 'radio');
    await tabTo(page, 'Loan amount (USDT)', 'textbox');
    await page.keyboard.type('500');
    await tabTo(page, 'Draw', 'radio');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'Type your name' }).getAttribute('aria-checked')).toBe('true');
    await tabTo(page, 'Your full name', 'textbox');
    await page.keyboard.type('Юлия 陳大文');
    const typed = page.getByRole('img', { name: /your typed name/ });
    await typed.waitFor();
    if (SHOTS) await typed.locator('..').screenshot({ path: path.join(SHOTS, 'loan-typed-signature.png') });
    await tabTo(page, 'Review and sign', 'button');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Sign and submit the loan' }).waitFor();
    await tabTo(page, 'Confirm', 'button');
    await page.keyboard.press('Enter');
    const { card, loan } = await submittedLoan(page, who);
    expect([loan.status, loan.amount]).toEqual(['pending', '500']);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download the agreement (PDF)' }).click(),
    ]);
    const file = await download.path();
    expect(fingerprintMatches(fs.readFileSync(file), loan.agreementSha256)).toBe(true);
    expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })).toContain('by Юлия 陳大文');
    await closeTab(tab);
  });
});
