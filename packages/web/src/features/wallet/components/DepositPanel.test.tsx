// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '../../../lib/session.ts';
import {
  depositInfo,
  fakeServer,
  isVisible,
  loadEnglish,
  renderWithProviders,
  signIn,
} from '../../../testing/index.ts';
import DepositPanel from './DepositPanel.tsx';

describe('the deposit form', () => {
  beforeAll(async () => {
    await loadEnglish(['wallet', 'forms', 'messages']);
  });
  beforeEach(() => {
    signIn('real');
  });
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows the address of the chosen method with its QR code, and checks the minimum and the proof', async () => {
    const server = fakeServer({ 'GET getDepositInfo': depositInfo });
    renderWithProviders(<DepositPanel onSubmitted={() => undefined} />, '/profile/balance');
    const form = await screen.findByRole('form', { name: 'Deposit' });
    expect(within(form).getByTestId('deposit-address').textContent).toBe('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    await userEvent.click(within(form).getByRole('radio', { name: 'BTC' }));
    expect(within(form).getByTestId('deposit-address').textContent).toBe('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    // The code is drawn: one path of dark modules.
    expect(
      within(form)
        .getByRole('img', { name: 'QR code of the receiving address' })
        .querySelector('path')
        ?.getAttribute('d'),
    ).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(isVisible(within(form).getByText('Minimum 0.015 BTC'))).toBe(true);

    await userEvent.type(within(form).getByLabelText('Amount sent'), '0.0149');
    await userEvent.type(within(form).getByLabelText('Transaction hash'), 'abc');
    await userEvent.type(within(form).getByLabelText('Last 6 characters of the paying address'), 'x1y2z3');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit deposit' }));
    const alerts = within(form)
      .getAllByRole('alert')
      .map((node) => node.textContent);
    expect(alerts).toEqual([
      'Minimum deposit for BTC is 0.015',
      'This is not a BTC transaction hash',
      'Upload the payment proof',
    ]);

    const tooBig = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'proof.png', { type: 'image/png' });
    await userEvent.upload(within(form).getByLabelText('Choose image'), tooBig);
    expect(isVisible(within(form).getByText('The image may be at most 2 MB'))).toBe(true);
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
