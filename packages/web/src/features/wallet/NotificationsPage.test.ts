// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n, loadNamespaces } from '../../i18n/index.ts';
import { notificationText } from './NotificationsPage.tsx';

const at = { createdAt: 0, readAt: null };

describe('notifications', () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadNamespaces(['wallet']);
  });

  it('are worded in the reader language from kind and payload', async () => {
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
  });
});
