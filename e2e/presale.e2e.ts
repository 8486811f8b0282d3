import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../packages/server/test/signin.ts';
import {
  closeTab,
  createOperatorWithCli,
  openTab,
  startStack,
  submitDeposit,
  toast,
  uniqueUser,
  viewportNames,
  type Stack,
} from './helpers.ts';

/**
 * The presale journey: an administrator opens a short round; a customer on the real account
 * commits more than the offer is worth, sees the preview, confirms, and after the round ends
 * sees the allocation (pro rata: everything on offer), the cost, the release and the tokens.
 */

const BO = '/backoffice/api';
/** How long the round stays open: enough to commit through the page. */
const WINDOW_MS = 25_000;

async function api<T>(stack: Stack, method: 'GET' | 'POST', url: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${stack.url}${url}`, {
    method,
    headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; msg: string; result: T };
  expect(answer.code, answer.msg).toBe(200);
  return answer.result;
}

describe('the presale journey', () => {
  let stack: Stack;
  let dataDir: string;
  let operatorToken: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-e2e-presale-'));
    const admin = await createOperatorWithCli(dataDir, 'e2e.presale', 'admin');
    stack = await startStack(() => ({ DATA_DIR: dataDir }));
    const session = await api<{ token: string }>(stack, 'POST', `${BO}/login`, '', admin);
    operatorToken = session.token;
  }, 180_000);
  afterAll(async () => {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  describe.each(viewportNames)('%s', (viewport) => {
    it('commits on the real account, confirms the preview and sees the allocation after the end', async () => {
      const user = uniqueUser('presale');
      const customer = await signUp(stack, user.username);
      const depositId = await submitDeposit(stack, customer.token);
      await api(stack, 'POST', `${BO}/deposits/${depositId}/approve`, operatorToken);
      const symbol = `E${viewport === 'desktop' ? 'D' : 'M'}${Date.now().toString(36).slice(-4).toUpperCase()}`;
      const name = `E2E ${symbol}`;
      const endTime = Date.now() + WINDOW_MS;
      await api(stack, 'POST', `${BO}/presale`, operatorToken, {
        symbol,
        name,
        price: '0.5',
        tokens: '100',
        tokenScale: 2,
        cap: '100',
        minCommitment: '1',
        startTime: Date.now() - 1000,
        endTime,
        distributionTime: endTime,
        descriptionEn: 'A round made for the end-to-end test.',
      });

      const tab = await openTab(stack, viewport, { session: customer });
      const { page } = tab;
      await page.goto(`${stack.url}/presale`);
      const card = page.getByRole('article', { name: new RegExp(name) });
      await card.getByText('Live', { exact: true }).waitFor();
      // A new customer is on the demo account: the round says why it cannot take part, and offers the switch.
      await card.getByText('The demo account cannot take part; switch to the real account.').waitFor();
      await card.getByRole('radio', { name: 'Real' }).click();
      await toast(page, 'Switched to the real account');

      // 60 USDT for a round worth 50: the preview shows 120 tokens if filled in full, and the rule.
      await card.getByLabel('Amount (USDT)').fill('60');
      await card.getByRole('button', { name: 'Review commitment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm your commitment' });
      expect(await dialog.getByTestId('presale-preview-tokens').textContent()).toBe(`120 ${symbol}`);
      await dialog.getByText(/allocated pro rata/).waitFor();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await toast(page, 'Commitment saved');
      expect(await card.getByTestId('presale-held').textContent()).toBe('60 USDT');

      await expectAllocation(page, symbol, endTime);
      await page.goto(`${stack.url}/profile/balance`);
      const token = page.getByTestId('token-balance').filter({ hasText: symbol });
      await token.waitFor();
      expect(await token.textContent()).toContain('100');
      await closeTab(tab);
    });
  });
});

/** After the end the settlement allocates all 100 tokens for 50 USDT and releases 10; the page shows it. */
async function expectAllocation(page: Page, symbol: string, endTime: number): Promise<void> {
  await page.waitForTimeout(Math.max(0, endTime - Date.now() + 1500));
  const item = page.getByTestId('presale-subscription').filter({ hasText: symbol });
  await expect
    .poll(
      async () => {
        await page.reload();
        await item.waitFor();
        return item.getByTestId('presale-allocated').textContent();
      },
      { timeout: 20_000, interval: 1000 },
    )
    .toBe(`100 ${symbol}`);
  const text = (await item.textContent()) ?? '';
  expect(text).toContain('Allocated');
  expect(text).toContain('50 USDT');
  expect(text).toContain('10 USDT');
}
