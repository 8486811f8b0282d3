// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationRecord } from '@tp/contract';
import { i18n } from '../../i18n/index.ts';
import { clearSession } from '../../lib/session.ts';
import { fakeServer, loadEnglish, pageOf, renderWithProviders, signIn } from '../../testing/index.ts';
import NotificationsPage from './NotificationsPage.tsx';
import { notificationText } from './notification-text.ts';

const at = { createdAt: 0, readAt: null, notice: null };

describe('notifications', () => {
  beforeAll(async () => {
    await loadEnglish(['wallet', 'messages']);
  });
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });

  it('are worded in the reader language from kind and payload', () => {
    const t = i18n.getFixedT('en', 'wallet');
    expect(
      notificationText(t, {
        id: 1,
        kind: 'deposit_completed',
        payload: { depositId: 12, coin: 'USDT', amount: '150', credited: '150', status: 'completed' },
        ...at,
      }),
    ).toBe('Deposit #12 of 150 USDT: approved, 150 USDT credited');
    expect(
      notificationText(t, {
        id: 2,
        kind: 'withdrawal_rejected',
        payload: { withdrawalId: 3, coin: 'BTC', amount: '1500', status: 'rejected', reason: 'Wrong network' },
        ...at,
      }),
    ).toBe('Withdrawal #3 of 1,500 USDT rejected: Wrong network. The amount is available again.');
    expect(notificationText(t, { id: 3, kind: 'kyc_changed', payload: {}, ...at })).toBe('Your account was updated.');
    expect(
      notificationText(t, { id: 4, kind: 'referral_commission', payload: { amount: '0.205622', count: 2 }, ...at }),
    ).toBe('Referral commission: 0.205622 USDT from 2 trading fees of your friends, paid to your real account');
  });

  it('say which stop closed a position and how an option ended, with the money it made', () => {
    const t = i18n.getFixedT('en', 'wallet');
    const closed = (reason: string, profit: string): NotificationRecord => ({
      id: 4,
      kind: 'position_closed',
      payload: { positionId: 41, code: 'BTCUSDT', reason, profit },
      ...at,
    });
    expect(notificationText(t, closed('stop_loss', '-1250.5'))).toBe(
      'Your stop-loss closed position #41 on BTCUSDT: -1,250.5 USDT realised',
    );
    expect(notificationText(t, closed('take_profit', '310'))).toBe(
      'Your take-profit closed position #41 on BTCUSDT: +310 USDT realised',
    );
    expect(notificationText(t, closed('stop_out', '-98'))).toBe(
      'Position #41 on BTCUSDT was stopped out, as the margin no longer covered it: -98 USDT realised',
    );
    const settled = (status: string, payout: string): NotificationRecord => ({
      id: 5,
      kind: 'option_settled',
      payload: { orderId: 7, code: 'EURUSD', status, payout },
      ...at,
    });
    expect(notificationText(t, settled('won', '185'))).toBe('Option #7 on EURUSD won: 185 USDT paid out');
    expect(notificationText(t, settled('lost', '0'))).toBe('Option #7 on EURUSD lost at expiry');
    expect(notificationText(t, settled('tie', '100'))).toBe(
      'Option #7 on EURUSD ended level: your stake of 100 USDT is refunded',
    );
    expect(notificationText(t, settled('refunded', '100'))).toBe(
      'Option #7 on EURUSD: no price was recorded at expiry, your stake of 100 USDT is refunded',
    );
  });

  it('read in traditional Chinese for a Hong Kong reader', async () => {
    await i18n.loadLanguages('hk');
    const t = i18n.getFixedT('hk', 'wallet');
    expect(
      notificationText(t, {
        id: 1,
        kind: 'deposit_rejected',
        payload: { depositId: 12, coin: 'BTC', amount: '0.02', status: 'rejected', reason: 'Hash not found' },
        ...at,
      }),
    ).toBe('存款 #12（0.02 BTC）已被拒絕：Hash not found');
    expect(
      notificationText(t, {
        id: 2,
        kind: 'position_closed',
        payload: { positionId: 41, code: 'BTCUSDT', reason: 'stop_loss', profit: '-12' },
        ...at,
      }),
    ).toBe('止蝕已觸發，BTCUSDT 持倉 #41 已平倉：已實現盈虧 -12 USDT');
  });

  it('show unread ones as new, mark one or all read, delete one, and filter by category', async () => {
    signIn('real');
    const list: NotificationRecord[] = [
      { id: 9, kind: 'option_settled', payload: { orderId: 7, code: 'EURUSD', status: 'won', payout: '185' }, ...at },
      {
        id: 8,
        kind: 'operator_notice',
        payload: { noticeId: 3 },
        ...at,
        notice: { title: 'Maintenance tonight', body: 'Trading pauses at 02:00 UTC.' },
      },
      {
        id: 6,
        kind: 'deposit_submitted',
        payload: { depositId: 2, coin: 'USDT', amount: '150' },
        createdAt: 0,
        readAt: 5,
        notice: null,
      },
    ];
    const server = fakeServer({
      'GET listNotifications': (call: { query: URLSearchParams }) =>
        pageOf(call.query.get('category') === 'wallet' ? list.slice(2) : list),
      'GET countUnreadNotifications': { total: 2, byCategory: { account: 0, trading: 1, wallet: 0, system: 1 } },
      'POST readNotifications': null,
      'POST readAllNotifications': null,
      'POST deleteNotifications': null,
    });
    renderWithProviders(<NotificationsPage />, '/profile/notification');

    await screen.findByText('Option #7 on EURUSD won: 185 USDT paid out');
    expect(screen.getByText('Trading pauses at 02:00 UTC.')).toBeTruthy();
    const [first, second] = screen.getAllByRole('listitem');
    if (!first || !second) throw new Error('the list shows its items');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent.startsWith('New'))).toEqual([
      true,
      true,
      false,
    ]);
    expect(server.posts('readNotifications')).toEqual([]);

    await userEvent.click(within(first).getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(server.posts('readNotifications').map((call) => call.body)).toEqual([{ ids: [9] }]));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(server.posts('readAllNotifications').map((call) => call.body)).toEqual([{}]));
    await userEvent.click(within(second).getByRole('button', { name: 'Delete: Maintenance tonight' }));
    await waitFor(() => expect(server.posts('deleteNotifications').map((call) => call.body)).toEqual([{ ids: [8] }]));

    await userEvent.click(screen.getByRole('tab', { name: /Wallet/ }));
    await waitFor(() => expect(screen.queryByText('Option #7 on EURUSD won: 185 USDT paid out')).toBeNull());
    expect(screen.getByText('Deposit #2 of 150 USDT: submitted, awaiting review')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: /Wallet/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(server.posts('readAllNotifications')).toHaveLength(1);
  });
});
