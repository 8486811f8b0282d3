// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SmartProduct } from '@tp/contract';
import { clearSession } from '../../lib/session.ts';
import {
  earningPlan as plan,
  fakeServer,
  loadEnglish,
  pageOf,
  renderWithProviders,
  signIn,
} from '../../testing/index.ts';
import SmartPage from './SmartPage.tsx';

const LOAD = { timeout: 10_000 };

const product: SmartProduct = {
  id: 1,
  name: 'USDT Fixed Yield',
  terms: [
    { days: 7, dailyRate: '0.00015', annualRate: '0.05475' },
    { days: 30, dailyRate: '0.0002', annualRate: '0.073' },
  ],
  minAmount: '100',
  maxAmount: '50000',
  earlyExitRate: '0.02',
  exitForfeitsEarnings: false,
  quota: null,
  quotaLeft: null,
  disclosure: 'The daily rate is paid by the platform from its own account.',
  status: 'open',
};

const account = {
  mode: 'real',
  currency: 'USDT',
  balance: '2000',
  held: '0',
  usedMargin: '0',
  freeMargin: '2000',
  expectedProfit: '0',
  equity: '2000',
};

describe('the smart trading page', () => {
  beforeAll(async () => {
    await loadEnglish(['plans', 'forms', 'messages']);
  });
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows the expected return before subscribing, refuses an amount below the minimum, and sends the plan under one key', async () => {
    signIn('real');
    const server = fakeServer({
      'GET listSmartProducts': [product],
      'GET listSmartOrder': pageOf([]),
      'GET getAccount': account,
      'POST buySmart': { code: 200, msg: '20004', result: { ...plan, earned: '0', daysPaid: 0, daysLeft: 7 } },
    });
    renderWithProviders(<SmartPage />, '/trading');
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to USDT Fixed Yield' });
    const amount = within(dialog).getByLabelText('Amount (USDT)');
    await userEvent.type(amount, '99.99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('The least this product takes is 100 USDT.');
    expect(server.posts('buySmart')).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '1000');
    expect(within(dialog).getByTestId('plan-expected').textContent).toBe('1.05 USDT');
    await userEvent.click(within(dialog).getByRole('radio', { name: '30 days' }));
    expect(within(dialog).getByTestId('plan-expected').textContent).toBe('6.00 USDT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm the subscription' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => {
      expect(server.posts('buySmart')).toHaveLength(1);
    });
    const [sent] = server.posts('buySmart');
    expect(sent?.body).toEqual({ productId: 1, days: 30, amount: '1000' });
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows what an early exit costs and returns before it is taken', async () => {
    signIn('real');
    const server = fakeServer({
      'GET listSmartProducts': [product],
      'GET listSmartOrder': pageOf([plan]),
      'GET getAccount': account,
      'POST exitSmart': { ...plan, status: 'exited', penalty: '20', clawedBack: '0', refund: '980' },
    });
    renderWithProviders(<SmartPage />, '/trading');
    const card = await screen.findByTestId('plan-card', {}, LOAD);
    expect(within(card).getByTestId('plan-earned').textContent).toContain('0.45 USDT');
    await userEvent.click(within(card).getByRole('button', { name: 'Exit early' }));
    const confirm = await screen.findByRole('dialog', { name: 'Exit this plan early?' });
    expect(within(confirm).getByTestId('exit-refund').textContent).toBe('980.00 USDT');
    expect(within(confirm).getByText('You keep the 0.45 USDT already paid.')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => {
      expect(server.posts('exitSmart')).toHaveLength(1);
    });
    expect(server.posts('exitSmart')[0]?.body).toEqual({ id: 7 });
  });

  it('tells a demo customer to switch to the real account, and offers no subscription', async () => {
    signIn('demo');
    fakeServer({ 'GET listSmartProducts': [product], 'GET getAccount': { ...account, mode: 'demo' } });
    renderWithProviders(<SmartPage />, '/trading');
    expect(
      await screen.findByText('Demo accounts cannot use smart trading; switch to the real account.', {}, LOAD),
    ).toBeTruthy();
    const subscribe = await screen.findByRole('button', { name: 'Subscribe' }, LOAD);
    expect((subscribe as HTMLButtonElement).disabled).toBe(true);
  });
});
