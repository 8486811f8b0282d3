// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommissionRecord, InviteInfo } from '@tp/contract';
import { clearSession } from '../../lib/session.ts';
import { fakeServer, loadEnglish, pageOf, renderWithProviders, signIn } from '../../testing/index.ts';
import InvitePage from './InvitePage.tsx';

const LOAD = { timeout: 10_000 };

const info: InviteInfo = {
  inviteCode: 'AB12CD34',
  linkPath: '/pass/register?invite=AB12CD34',
  share: '0.2',
  invited: 1,
  traded: 1,
  totalEarned: '0.205622',
  rules: ['Share your invite code or link.', 'You earn 20 % of the trading fees.'],
};

const commission: CommissionRecord = {
  id: 7,
  time: Date.parse('2026-11-27T07:54:00Z'),
  friend: 'in***39',
  fee: '1.028112',
  share: '0.2',
  amount: '0.205622',
};

/** The browser's navigator with `extra` on top: the device's clipboard or share sheet. */
const withNavigator = (extra: Record<string, unknown>): Navigator => {
  const stubbed = Object.create(navigator) as Navigator;
  for (const [key, value] of Object.entries(extra)) Object.defineProperty(stubbed, key, { value });
  return stubbed;
};

function serve(commissions: CommissionRecord[]) {
  return fakeServer({
    'GET getInviteInfo': info,
    'GET listInvitees': pageOf([{ username: 'in***39', joinedAt: commission.time, traded: true }]),
    'GET listCommissions': pageOf(commissions),
  });
}

describe('the invite page', () => {
  beforeAll(async () => {
    await loadEnglish(['invite', 'messages']);
  });
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows the code and the full link, copies each, and lists the friend and the commission', async () => {
    signIn('demo');
    serve([commission]);
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', withNavigator({ clipboard: { writeText } }));
    renderWithProviders(<InvitePage />, '/profile/invite');
    expect((await screen.findByTestId('invite-code', {}, LOAD)).textContent).toBe('AB12CD34');
    const link = `${window.location.origin}/pass/register?invite=AB12CD34`;
    expect(screen.getByTestId('invite-link').textContent).toBe(link);
    await userEvent.click(screen.getByRole('button', { name: 'Copy the invite link' }));
    await userEvent.click(screen.getByRole('button', { name: 'Copy the invite code' }));
    expect(writeText.mock.calls).toEqual([[link], ['AB12CD34']]);
    expect(screen.getByRole('img', { name: 'QR code of your invite link' })).toBeTruthy();
    expect(screen.getByText('You earn 20 % of the trading fees.')).toBeTruthy();
    const table = await screen.findByTestId('invite-commissions');
    expect(within(table).getByText('in***39')).toBeTruthy();
    expect(within(table).getByText('0.205622 USDT')).toBeTruthy();
    // No share sheet on a device without the Web Share API.
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('offers the share sheet where the device has one, and says when there are no commissions yet', async () => {
    signIn('real');
    serve([]);
    const share = vi.fn((_data: ShareData) => Promise.resolve());
    vi.stubGlobal('navigator', withNavigator({ share }));
    renderWithProviders(<InvitePage />, '/profile/invite');
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }, LOAD));
    expect(share.mock.calls).toEqual([
      [
        {
          title: 'Join me on the platform',
          text: 'Sign up with my invite code AB12CD34',
          url: `${window.location.origin}/pass/register?invite=AB12CD34`,
        },
      ],
    ]);
    await screen.findByText('No commissions yet: they appear when your friends trade on their real accounts.');
  });
});
