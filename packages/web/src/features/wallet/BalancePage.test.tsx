// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountModeStore, clearSession, saveSession, setAccountMode } from '../../lib/session.ts';
import {
  emptyPage,
  fakeServer,
  figures,
  isVisible,
  loadEnglish,
  renderWithProviders,
  testUser,
} from '../../testing/index.ts';
import BalancePage from './BalancePage.tsx';

describe('the balance page', () => {
  beforeAll(async () => {
    await loadEnglish(['wallet', 'forms', 'messages']);
  });
  beforeEach(() => {
    saveSession('tok', testUser);
  });
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });

  it('does not offer deposit or withdraw on the demo account, and switches to the real one', async () => {
    setAccountMode('demo');
    const server = fakeServer({
      'GET getAccount': (call: { headers: Record<string, string> }) =>
        call.headers.virtually === 'NO' ? figures('demo', '100000') : figures('real', '250.5'),
      'GET listRecharge': emptyPage,
      'GET getDepositInfo': { methods: [], withdrawFeeRate: '0.5', minWithdrawal: '20' },
    });
    renderWithProviders(<BalancePage />, '/profile/balance?view=deposit');
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('100,000.00 USDT');
    expect(
      isVisible(
        screen.getByText('The demo account cannot deposit or withdraw. Switch to the real account to move real funds.'),
      ),
    ).toBe(true);
    expect(screen.queryByRole('link', { name: 'Deposit' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Withdraw' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Deposit' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Switch to the real account' }));
    expect(accountModeStore.get()).toBe('real');
    expect((await screen.findByRole('link', { name: 'Deposit' })).getAttribute('href')).toBe(
      '/profile/balance?view=deposit',
    );
    expect(screen.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe('/profile/balance?view=withdraw');
    await vi.waitFor(() => {
      expect(screen.getByTestId('wallet-balance').textContent).toBe('250.50 USDT');
    });
    expect(server.calls.some((call) => call.headers.virtually === 'YES')).toBe(true);
  });

  it('shows the records with their status and the rejection reason', async () => {
    setAccountMode('real');
    fakeServer({
      'GET getAccount': figures('real', '0'),
      'GET listWithdrwal': {
        list: [
          {
            id: 3,
            coin: 'BTC',
            network: 'BTC',
            address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
            amount: '500',
            feeRate: '0.005',
            fee: '2.5',
            receive: '497.5',
            receiveCoin: '0.0076',
            rate: '65000',
            rateCode: 'BTCUSDT',
            rateTime: 0,
            status: 'rejected',
            rejectReason: 'Address on a sanctions list',
            payoutTxHash: null,
            createdAt: 0,
            updatedAt: 0,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      },
    });
    renderWithProviders(<BalancePage />, '/profile/balance?view=records&tab=withdrawals');
    expect(isVisible(await screen.findByText('Rejected'))).toBe(true);
    expect(isVisible(screen.getByText('Reason: Address on a sanctions list'))).toBe(true);
    expect(isVisible(screen.getByText('No more data.'))).toBe(true);
  });

  it('keeps the figures live: asked for again every 2 s while the page is shown', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    try {
      setAccountMode('real');
      let balance = 100;
      const server = fakeServer({
        'GET getAccount': () => figures('real', String(balance)),
        'GET listRecharge': emptyPage,
      });
      renderWithProviders(<BalancePage />, '/profile/balance');
      expect((await screen.findByTestId('wallet-balance')).textContent).toBe('100.00 USDT');
      const asked = () => server.calls.filter((call) => call.path.endsWith('/getAccount')).length;
      const before = asked();
      balance = 185;
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(asked()).toBe(before + 1);
      await vi.waitFor(() => {
        expect(screen.getByTestId('wallet-balance').textContent).toBe('185.00 USDT');
      });
      await act(() => vi.advanceTimersByTimeAsync(4000));
      expect(asked()).toBe(before + 3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('names the trading movements and the order they cite', async () => {
    setAccountMode('demo');
    const movement = (id: number, kind: string, amount: string, reference: string) => ({
      id,
      kind,
      amount,
      balanceAfter: '1000',
      reference,
      time: 0,
    });
    fakeServer({
      'GET getAccount': figures('demo', '1000'),
      'GET listTransactions': {
        list: [
          movement(4, 'option_settle', '185', 'options_order:41'),
          movement(3, 'option_buy', '-100', 'options_order:41'),
          movement(2, 'position_close', '500', 'position:12'),
          movement(1, 'position_open', '-32', 'position:12'),
        ],
        total: 4,
        page: 1,
        pageSize: 20,
      },
    });
    renderWithProviders(<BalancePage />, '/profile/balance?view=records&tab=transactions');
    const list = await screen.findByRole('radiogroup', { name: 'Kind' });
    for (const label of ['Position opened', 'Position closed', 'Option bought', 'Option settled'])
      expect(within(list).getByRole('radio', { name: label }).getAttribute('aria-checked')).toBe('false');
    expect(await screen.findAllByText('Option order #41')).toHaveLength(2);
    expect(screen.getAllByText('Position #12')).toHaveLength(2);
    expect(screen.getAllByText('Option settled').length).toBeGreaterThan(1);
  });
});
