// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { clearSession } from '../../lib/session.ts';
import {
  earningPlan as plan,
  fakeServer,
  loadEnglish,
  pageOf,
  renderWithProviders,
  signIn,
} from '../../testing/index.ts';
import OrdersRoute from './OrdersRoute.tsx';

const LOAD = { timeout: 10_000 };

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
