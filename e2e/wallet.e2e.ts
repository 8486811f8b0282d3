import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeTab,
  local,
  logInThroughForm,
  openTab,
  startStack,
  toast,
  uniqueUser,
  viewportNames,
  waitForPath,
  where,
  type Stack,
  type ViewportName,
  createOperatorWithCli,
  submitBackofficeSignIn,
} from './helpers.ts';
import { signUp } from '../packages/server/test/signin.ts';

/**
 * The money journey, through the customer's pages and the back office: a deposit with its proof,
 * approved and credited; a withdrawal that holds funds, rejected with a reason, the hold released;
 * and the customer told of each step.
 */

const WAIT_MS = 10_000;
/** A valid TRON (TRC20) address to pay out to: the USDT contract's own. */
const PAYOUT_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const REJECTION_REASON = 'The payout address failed the compliance check';

/** A small valid PNG (RGB, a colour gradient), built here: signature, IHDR, IDAT, IEND. */
function pngImage(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per sample, RGB, deflate, no filter, no interlace.
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1); // Each row starts with filter type 0.
    for (let x = 0; x < width; x += 1) rows.set([(x * 8) & 255, (y * 8) & 255, 160], row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Runs one step of the journey; a failure says which step failed. */
async function step<T>(name: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`Step "${name}" failed: ${message}`, { cause: error });
  }
}

/** The answer of the next POST to a customer wallet endpoint, once `action` ran. */
async function apiAnswer<T>(page: Page, endpoint: string, action: () => Promise<unknown>): Promise<T> {
  const response = page.waitForResponse(
    (r: Response) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/swx/customer/user/${endpoint}`,
  );
  await action();
  const body = (await (await response).json()) as { code: number; msg: string; result: T };
  expect(body.code, `${endpoint} answered ${body.code}: ${body.msg}`).toBe(200);
  return body.result;
}

const normalized = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The value beside a term of a description list (`<dt>term</dt><dd>value</dd>`) inside `scope`. */
const valueOf = (scope: Page | Locator, term: string) => scope.locator(`dt:text-is("${term}") + dd`);

/** The balance page's overview figures, as the page shows them. */
async function overview(page: Page) {
  return {
    balance: normalized(await page.getByTestId('wallet-balance').textContent()),
    freeMargin: normalized(await valueOf(page, 'Free margin').textContent()),
    held: normalized(await valueOf(page, 'Held by pending withdrawals').textContent()),
  };
}

/** Waits until the overview shows these figures (they load, and refresh after a change). */
async function expectOverview(page: Page, figures: { balance: string; freeMargin: string; held: string }) {
  await expect
    .poll(() => overview(page), { timeout: WAIT_MS, message: 'the overview figures of the balance page' })
    .toEqual(figures);
}

/** A record (deposit or withdrawal) of the Records section, by its id. */
const record = (page: Page, id: number) =>
  page
    .getByRole('region', { name: 'Records' })
    .getByRole('listitem')
    .filter({ has: page.getByText(`#${id}`, { exact: true }) });

/** The record shows this status and these texts. */
async function expectRecord(page: Page, id: number, status: string, texts: string[]) {
  const row = record(page, id);
  await row.getByText(status, { exact: true }).waitFor();
  const text = normalized(await row.textContent());
  for (const expected of texts) expect(text, `record #${id}`).toContain(expected);
}

/** The notifications page lists this sentence. */
async function expectNotification(page: Page, url: string, sentence: string) {
  await page.goto(`${url}/profile/notification`);
  await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
  await page.getByRole('listitem').filter({ hasText: sentence }).waitFor();
}

async function signInToBackoffice(page: Page, url: string, name: string, password: string): Promise<void> {
  await submitBackofficeSignIn(page, url, name, password);
  await waitForPath(page, '/backoffice/deposits');
  await page.getByRole('heading', { level: 1, name: 'Deposits' }).waitFor();
}

/** Opens a section of the back office from its navigation. */
async function openSection(page: Page, section: 'Deposits' | 'Withdrawals') {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: section }).click();
  await waitForPath(page, `/backoffice/${section.toLowerCase()}`);
  await page.getByRole('heading', { level: 1, name: section }).waitFor();
}

/** Switches the customer from the demo to the real account. */
async function switchToReal(page: Page, viewport: ViewportName) {
  expect(await local(page, 'isVirtually'), 'a new customer starts on the demo account').toBe('1');
  // Demo: neither deposit nor withdraw is offered, the notice says why and offers the way out.
  const notice = page.getByRole('note').filter({ hasText: 'The demo account cannot deposit or withdraw.' });
  await notice.waitFor();
  if (viewport === 'desktop') {
    // The shell's switch in the top bar.
    await page.getByRole('banner').getByRole('radiogroup').getByRole('radio', { name: 'Real' }).click();
  } else {
    await notice.getByRole('button', { name: 'Switch to the real account' }).click();
  }
  await toast(page, 'Switched to the real account');
  expect(await local(page, 'isVirtually')).toBe('0');
  await notice.waitFor({ state: 'detached' });
  await page.getByRole('navigation', { name: 'Balance' }).getByRole('link', { name: 'Deposit' }).waitFor();
}

describe('the money journey', () => {
  let stack: Stack;
  let reviewer: { name: string; password: string };
  let dataDir: string;
  let proofFile: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-e2e-wallet-'));
    proofFile = path.join(dataDir, 'transfer-proof.png');
    fs.writeFileSync(proofFile, pngImage(48, 32));
    reviewer = await createOperatorWithCli(dataDir, 'e2e.reviewer', 'reviewer');
    stack = await startStack(() => ({ DATA_DIR: dataDir }));
    // A fresh embedded database is migrated twice over (command line, then server): allow for a slow machine.
  }, 180_000);
  afterAll(async () => {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  describe.each(viewportNames)('%s', (viewport) => {
    it('deposits with a proof, is credited on approval, withdraws, and gets the hold back on rejection', async () => {
      const user = uniqueUser('money');
      const txHash = randomBytes(32).toString('hex');
      const last6 = randomBytes(3).toString('hex').toUpperCase();

      // 1. Registered with the mailed code, signed in through the form, switched to the real account.
      const customer = await step('register and sign in', async () => {
        await signUp(stack, user.username);
        const tab = await openTab(stack, viewport);
        await logInThroughForm(tab.page, stack.url, user.username, user.password);
        return tab;
      });
      const { page } = customer;
      await step('switch to the real account', async () => {
        await page.goto(`${stack.url}/profile/balance`);
        await page.getByRole('heading', { level: 1, name: 'Balance' }).waitFor();
        await switchToReal(page, viewport);
        await expectOverview(page, { balance: '0.00 USDT', freeMargin: '0.00', held: '0.00' });
      });

      // 2. The deposit form: method, address and QR, the transfer's details and its proof.
      const receivingAddress = await step('see the USDT-TRC20 receiving address and its QR code', async () => {
        await page.getByRole('navigation', { name: 'Balance' }).getByRole('link', { name: 'Deposit' }).click();
        const form = page.getByRole('form', { name: 'Deposit' });
        const method = form.getByRole('radio', { name: 'USDT-TRC20' });
        await method.click();
        expect(await method.getAttribute('aria-checked')).toBe('true');
        const card = form.getByRole('region', { name: 'Receiving address' });
        await card.getByText('Receiving address · USDT-TRC20').waitFor();
        const address = normalized(await card.getByTestId('deposit-address').textContent());
        expect(address, 'a TRON address').toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
        await card.getByText('Send only USDT on the TRC20 network to this address.').waitFor();
        const qr = card.getByRole('img', { name: 'QR code of the receiving address' });
        await qr.waitFor();
        const box = await qr.boundingBox();
        expect(box?.width, 'QR code width').toBeGreaterThan(100);
        expect((await qr.locator('path').getAttribute('d'))?.length, 'QR code modules').toBeGreaterThan(1000);
        return address;
      });

      const depositId = await step('fill in and submit the deposit', async () => {
        const form = page.getByRole('form', { name: 'Deposit' });
        await form.getByLabel('Amount sent').fill('150');
        await form.getByLabel('Transaction hash').fill(txHash);
        await form.getByLabel('Last 6 characters of the paying address').fill(last6);
        await form.getByLabel('Choose image').setInputFiles(proofFile);
        await form.getByText('✓ Uploaded').waitFor();
        const preview = form.getByRole('img', { name: 'Preview of the payment proof' });
        await expect
          .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: WAIT_MS })
          .toBe(48);
        const deposit = await apiAnswer<{ id: number; status: string }>(page, 'recharge', () =>
          form.getByRole('button', { name: 'Submit deposit' }).click(),
        );
        expect(deposit.status).toBe('awaiting_review');
        await toast(page, 'Deposit submitted for review.');
        return deposit.id;
      });

      await step('see the deposit awaiting review in the records', async () => {
        await expect.poll(() => where(page)).toBe('/profile/balance?view=records&tab=deposits');
        const tab = page.getByRole('region', { name: 'Records' }).getByRole('tab', { name: 'Deposits' });
        expect(await tab.getAttribute('aria-selected')).toBe('true');
        await expectRecord(page, depositId, 'Awaiting review', ['USDT-TRC20', '150 USDT', txHash.slice(0, 8)]);
        // Not credited before the review.
        await expectOverview(page, { balance: '0.00 USDT', freeMargin: '0.00', held: '0.00' });
      });

      // 3. The operator reviews the deposit with its proof and approves it.
      const operator = await step('an operator signs in to the back office', async () => {
        const tab = await openTab(stack, viewport);
        await signInToBackoffice(tab.page, stack.url, reviewer.name, reviewer.password);
        return tab;
      });
      const back = operator.page;
      await step('the operator opens the deposit and sees its proof image', async () => {
        await back.getByRole('button', { name: `Open deposit ${depositId}` }).click();
        const panel = back.getByRole('complementary', { name: `Deposit #${depositId}` });
        const proof = panel.getByRole('img', { name: 'Payment proof uploaded by the customer' });
        await proof.waitFor();
        expect(await proof.getAttribute('src')).toMatch(/^blob:/);
        await expect
          .poll(() => proof.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), {
            timeout: WAIT_MS,
            message: 'the proof image loaded',
          })
          .toBe(48);
        expect(normalized(await valueOf(panel, 'Customer').textContent())).toContain(user.username);
        expect(normalized(await valueOf(panel, 'Amount').textContent())).toBe('150 USDT');
        expect(normalized(await valueOf(panel, 'Tx hash').textContent())).toBe(txHash);
        expect(normalized(await valueOf(panel, 'Last 6 of sender').textContent())).toBe(last6);
        expect(normalized(await valueOf(panel, 'Receiving address').textContent())).toBe(receivingAddress);
      });
      await step('the operator approves the deposit', async () => {
        const panel = back.getByRole('complementary', { name: `Deposit #${depositId}` });
        await panel.getByRole('button', { name: 'Approve' }).click();
        await back
          .getByRole('dialog', { name: `Approve deposit #${depositId}?` })
          .getByRole('button', { name: 'Confirm: approve' })
          .click();
        await toast(back, `Deposit #${depositId} approved.`);
        await valueOf(panel, 'Status').getByText('Completed', { exact: true }).waitFor();
        expect(normalized(await valueOf(panel, 'Credited').textContent())).toBe('150 USDT');
        // On a phone the panel covers the page, navigation included: the operator closes it.
        await panel.getByRole('button', { name: 'Close the detail panel' }).click();
        await panel.waitFor({ state: 'detached' });
      });

      // 4. The customer is credited and told so.
      await step('the customer sees the deposit credited', async () => {
        await page.reload();
        await expectOverview(page, { balance: '150.00 USDT', freeMargin: '150.00', held: '0.00' });
        await expectRecord(page, depositId, 'Completed', ['150 USDT', 'Credited 150.00 USDT']);
      });
      await step('the customer has notifications of the deposit', async () => {
        await expectNotification(page, stack.url, `Deposit #${depositId} of 150 USDT: approved, 150 USDT credited`);
        await expectNotification(page, stack.url, `Deposit #${depositId} of 150 USDT: submitted, awaiting review`);
      });

      // 5. The withdrawal: the estimate before confirming, then the hold.
      await step('fill in the withdrawal and see the fee and what arrives', async () => {
        await page.goto(`${stack.url}/profile/balance`);
        await expectOverview(page, { balance: '150.00 USDT', freeMargin: '150.00', held: '0.00' });
        await page.getByRole('navigation', { name: 'Balance' }).getByRole('link', { name: 'Withdraw' }).click();
        const form = page.getByRole('form', { name: 'Withdraw' });
        const method = form.getByRole('radio', { name: 'USDT-TRC20' });
        await method.click();
        expect(await method.getAttribute('aria-checked')).toBe('true');
        await form.getByText('Available: 150.00 USDT').waitFor();
        await form.getByLabel('Wallet address').fill(PAYOUT_ADDRESS);
        await form.getByLabel('Amount in USDT, fee included').fill('100');
        const estimate = page.getByRole('region', { name: 'Estimate' });
        await estimate.getByTestId('withdraw-quote').waitFor();
        await expect
          .poll(
            async () => ({
              debited: normalized(await valueOf(estimate, 'Debited from your balance').textContent()),
              fee: normalized(await valueOf(estimate, 'Fee (0.5%)').textContent()),
              receive: normalized(await valueOf(estimate, 'You receive').textContent()),
            }),
            { timeout: WAIT_MS, message: 'the withdrawal estimate' },
          )
          .toEqual({ debited: '100.00 USDT', fee: '0.50 USDT', receive: '99.50 USDT' });
      });

      const withdrawalId = await step('confirm the withdrawal', async () => {
        await page.getByRole('form', { name: 'Withdraw' }).getByRole('button', { name: 'Withdraw' }).click();
        const dialog = page.getByRole('dialog', { name: 'Confirm the withdrawal' });
        await dialog.waitFor();
        expect(normalized(await valueOf(dialog, 'Network').textContent())).toBe('USDT-TRC20');
        expect(normalized(await dialog.getByTestId('confirm-address').textContent())).toBe(PAYOUT_ADDRESS);
        expect(normalized(await valueOf(dialog, 'Debited from your balance').textContent())).toBe('100.00 USDT');
        expect(normalized(await valueOf(dialog, 'Fee (0.5%)').textContent())).toBe('0.50 USDT');
        expect(normalized(await valueOf(dialog, 'You receive').textContent())).toBe('99.50 USDT');
        const withdrawal = await apiAnswer<{ id: number; status: string }>(page, 'withdrawal', () =>
          dialog.getByRole('button', { name: 'Confirm' }).click(),
        );
        expect(withdrawal.status).toBe('awaiting_review');
        await toast(page, 'Withdrawal submitted for review.');
        await dialog.waitFor({ state: 'hidden' });
        return withdrawal.id;
      });

      await step('see the withdrawal awaiting review and the amount held', async () => {
        await expect.poll(() => where(page)).toBe('/profile/balance?view=records&tab=withdrawals');
        await expectRecord(page, withdrawalId, 'Awaiting review', [
          'USDT-TRC20',
          '100.00 USDT',
          'Fee 0.50 USDT',
          'Received 99.50 USDT',
        ]);
        expect(await record(page, withdrawalId).getByTitle(PAYOUT_ADDRESS).count()).toBe(1);
        await expectOverview(page, { balance: '150.00 USDT', freeMargin: '50.00', held: '100.00' });
      });

      // 6. The operator rejects the withdrawal with a reason.
      await step('the operator rejects the withdrawal with a reason', async () => {
        await openSection(back, 'Withdrawals');
        await back.getByRole('button', { name: `Open withdrawal ${withdrawalId}` }).click();
        const panel = back.getByRole('complementary', { name: `Withdrawal #${withdrawalId}` });
        expect(normalized(await valueOf(panel, 'Address').textContent())).toBe(PAYOUT_ADDRESS);
        expect(normalized(await valueOf(panel, 'Amount').textContent())).toBe('100 USDT');
        const reject = panel.getByRole('button', { name: 'Reject' });
        expect(await reject.isDisabled(), 'Reject without a reason').toBe(true);
        await panel.getByLabel('Rejection reason').fill(REJECTION_REASON);
        await reject.click();
        const confirm = back.getByRole('dialog', { name: `Reject withdrawal #${withdrawalId}?` });
        // The confirmation says what the rejection does before it is taken.
        await confirm.getByText(REJECTION_REASON).waitFor();
        await confirm.getByText("The held amount returns to the customer's available balance").waitFor();
        await confirm.getByRole('button', { name: 'Confirm: reject' }).click();
        await toast(back, `Withdrawal #${withdrawalId} rejected.`);
        await valueOf(panel, 'Status').getByText('Rejected', { exact: true }).waitFor();
        expect(normalized(await valueOf(panel, 'Reject reason').textContent())).toBe(REJECTION_REASON);
      });

      // 7. The hold is released, and the customer is told why.
      await step('the customer sees the hold released and the rejection with its reason', async () => {
        await page.reload();
        await expectOverview(page, { balance: '150.00 USDT', freeMargin: '150.00', held: '0.00' });
        await expectRecord(page, withdrawalId, 'Rejected', ['100.00 USDT', `Reason: ${REJECTION_REASON}`]);
        await page.getByRole('navigation', { name: 'Balance' }).getByRole('link', { name: 'Withdraw' }).click();
        await page.getByRole('form', { name: 'Withdraw' }).getByText('Available: 150.00 USDT').waitFor();
      });
      await step('the customer has a notification of the rejection', async () => {
        await expectNotification(
          page,
          stack.url,
          `Withdrawal #${withdrawalId} of 100 USDT rejected: ${REJECTION_REASON}. The amount is available again.`,
        );
      });

      await step('no page logged an error', async () => {
        await closeTab(operator);
        await closeTab(customer);
      });
    });
  });
});
