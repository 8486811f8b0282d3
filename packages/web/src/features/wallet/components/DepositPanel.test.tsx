// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusalReasons } from '@tp/contract/codes';
import { clearSession } from '../../../lib/session.ts';
import {
  depositInfo,
  fakeServer,
  FakeXhr,
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

  it('says the most one deposit of the coin takes before sending a claim over it', async () => {
    const server = fakeServer({ 'GET getDepositInfo': depositInfo });
    renderWithProviders(<DepositPanel onSubmitted={() => undefined} />, '/profile/balance');
    const form = await screen.findByRole('form', { name: 'Deposit' });
    await userEvent.type(within(form).getByLabelText('Amount sent'), '99999999999999999999');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit deposit' }));
    const alerts = within(form)
      .getAllByRole('alert')
      .map((node) => node.textContent);
    expect(alerts).toContain('Maximum deposit for USDT is 10000000');
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says why the server refused a proof, and offers Retry only for an upload the network lost', async () => {
    fakeServer({ 'GET getDepositInfo': depositInfo });
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const answer = (code: number, msg: string, result: unknown = null) => ({
      status: 200,
      body: JSON.stringify({ code, msg, result }),
    });
    renderWithProviders(<DepositPanel onSubmitted={() => undefined} />, '/profile/balance');
    const form = await screen.findByRole('form', { name: 'Deposit' });

    // A text file named like a PNG passes the browser's check; the server reads it and refuses it.
    FakeXhr.reply = answer(10088, refusalReasons.imageFormat);
    const disguised = new File(['just some notes'], 'notes.png', { type: 'image/png' });
    await userEvent.upload(within(form).getByLabelText('Choose image'), disguised);
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'The image format is wrong: use JPG, JPEG 2000 or PNG.',
    );
    expect(within(form).queryByRole('button', { name: 'Retry' })).toBeNull();

    // The connection drops: the same file may get through on a second try.
    FakeXhr.reply = 'network';
    const proof = new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' });
    await userEvent.upload(within(form).getByLabelText('Change image'), proof);
    expect((await within(form).findByRole('alert')).textContent).toBe('Upload failed, retry.');
    const sent = FakeXhr.sent;
    FakeXhr.reply = answer(200, 'ok', {
      fileId: '6f1c2b1e-8a4d-4a57-9a39-0c1d2e3f4a5b',
      mediaType: 'image/png',
      sizeBytes: 4,
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Retry' }));
    await within(form).findByText('✓ Uploaded');
    expect(FakeXhr.sent).toBe(sent + 1);
    expect(within(form).queryByRole('alert')).toBeNull();
  });
});
