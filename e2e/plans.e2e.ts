import { expect, afterAll, beforeAll, describe, it } from 'vitest';
import type { AccountFigures, SmartPlan } from '@tp/contract';
import { call } from '../packages/server/test/app.ts';
import { signUp, type SignedUp } from '../packages/server/test/signin.ts';
import { adminOf, closeTab, openTab, startStack, submitDeposit, toast, viewportNames, type Stack } from './helpers.ts';

/**
 * The smart plan journey at both layouts: a customer with 150 USDT on the real account (a deposit
 * the operator approved) subscribes 100 USDT to the 7-day product, sees the expected return before
 * confirming and the countdown to the first earning after, then leaves early, shown the 2 %
 * penalty and the 98 USDT refund before confirming, and finds the money back.
 */

/** A customer whose real account holds 150 USDT: a deposit with its proof, approved by the operator. */
async function fundedCustomer(stack: Stack, operatorToken: string): Promise<SignedUp> {
  const who = await signUp(stack);
  const depositId = await submitDeposit(stack, who.token);
  const approved = await call(stack.url, 'POST', `/backoffice/api/deposits/${depositId}/approve`, {
    token: operatorToken,
  });
  expect(approved.code).toBe(200);
  return who;
}

const cashOf = async (stack: Stack, who: SignedUp) =>
  (
    await call<AccountFigures>(stack.url, 'GET', '/swx/customer/user/getAccount', {
      token: who.token,
      headers: { virtually: 'YES' },
    })
  ).result;

describe('smart plans', () => {
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
    it('subscribes on the real account, counts down to the first earning, and exits early with the penalty shown first', async () => {
      const who = await fundedCustomer(stack, operatorToken);
      const tab = await openTab(stack, viewport, { session: who });
      const { page } = tab;
      await page.addInitScript(() => localStorage.setItem('isVirtually', '0'));
      await page.goto(`${stack.url}/trading`);
      const product = page.getByRole('article', { name: 'USDT Fixed Yield' });
      await product.getByRole('button', { name: 'Subscribe' }).click();

      const form = page.getByRole('dialog', { name: 'Subscribe to USDT Fixed Yield' });
      await form.getByRole('radio', { name: '7 days' }).click();
      await form.getByLabel('Amount (USDT)').fill('100');
      await expect.poll(() => form.getByTestId('plan-expected').textContent()).toBe('0.105 USDT');
      await form.getByRole('button', { name: 'Review' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm the subscription' });
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await toast(page, 'Purchase successful.');

      const card = page.getByTestId('plan-card');
      await card.getByText('Earning', { exact: true }).waitFor();
      const countdown = card.locator('.plan-countdown');
      const first = await countdown.textContent();
      expect(first).toMatch(/^23:59:\d\d$/);
      await expect.poll(() => countdown.textContent(), { timeout: 5000 }).not.toBe(first);
      expect((await cashOf(stack, who)).balance).toBe('50');

      await card.getByRole('button', { name: 'Exit early' }).click();
      const exit = page.getByRole('dialog', { name: 'Exit this plan early?' });
      await exit.getByText('−2.00 USDT').waitFor();
      expect(await exit.getByTestId('exit-refund').textContent()).toBe('98.00 USDT');
      await exit.getByRole('button', { name: 'Confirm' }).click();
      await toast(page, 'Plan exited: 98 USDT returned to your real account.');
      await card.getByText('Exited early', { exact: true }).waitFor();
      expect((await cashOf(stack, who)).balance).toBe('148');
      const plans = await call<{ list: SmartPlan[] }>(stack.url, 'GET', '/swx/customer/order/listSmartOrder', {
        token: who.token,
        headers: { virtually: 'YES' },
      });
      expect(plans.result.list.map((plan) => [plan.status, plan.penalty, plan.refund])).toEqual([
        ['exited', '2', '98'],
      ]);
      await closeTab(tab);
    });
  });
});
