// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { SmartPlan } from '@tp/contract';
import { clearSession } from '../../lib/session.ts';
import { fakeServer, loadEnglish, pageOf, renderWithProviders, signIn } from '../../testing/index.ts';
import OrdersRoute from './OrdersRoute.tsx';

const LOAD = { timeout: 10_000 };

const plan: SmartPlan = {
  id: 7,
  productId: 1,
  productName: 'USDT Fixed Yield',
  days: 7,
  amount: '1000',
  dailyRate: '0.00015',
  earlyExitRate: '0.02',
  exitForfeitsEarnings: false,
  expectedReturn: '1.05',
  earned: '0.45',
  daysPaid: 3,
  daysLeft: 4,
  startTime: Date.now() - 3 * 86_400_000,
  endTime: Date.now() + 4 * 86_400_000,
  nextEarningTime: Date.now() + 86_400_000,
  status: 'earning',
  penalty: null,
  clawedBack: null,
  refund: null,
  totalRevenue: '0.45',
  exitedAt: null,
  completedAt: null,
};

describe('all orders', () => {
  beforeAll(async () => {
    await loadEnglish(['orders', 'plans', 'messages']);
  });
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });

  it('lists the plans as a tab of all orders', async () => {
    signIn('real');
    fakeServer({ 'GET listSmartOrder': pageOf([plan]) });
    renderWithProviders(<OrdersRoute />, '/profile/orders?tab=plans');
    const tab = await screen.findByRole('tab', { name: 'Smart plans' }, LOAD);
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const card = await screen.findByTestId('plan-card', {}, LOAD);
    expect(within(card).getByText('USDT Fixed Yield · 7 days')).toBeTruthy();
  });
});
