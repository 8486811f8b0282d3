// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IdentificationStatus } from '@tp/contract';
import { refusalReasons } from '@tp/contract/codes';
import { clearSession } from '../../lib/session.ts';
import { FakeXhr, fakeServer, loadEnglish, renderWithProviders, signIn } from '../../testing/index.ts';
import VerifyPage from './VerifyPage.tsx';

const LOAD = { timeout: 10_000 };

const rejected: IdentificationStatus = {
  kycStatus: 'rejected',
  decision: 'rejected',
  reason: 'The photo of the back is blurred',
  submittedAt: Date.parse('2026-11-20T10:00:00Z'),
  photos: { front: true, back: true, handheld: true },
  form: {
    firstName: 'Anna',
    lastName: 'Müller',
    sex: 'female',
    birthdate: '1990-02-28',
    country: 'DE',
    documentType: 'id_card',
    documentNumber: 'C01X00T47',
    phone: '+49 1512 3456789',
    address: 'Hauptstraße 1, 10115 Berlin',
    email: 'anna@example.test',
  },
};

describe('the account verification page', () => {
  beforeAll(async () => {
    await loadEnglish(['kyc', 'forms', 'messages']);
  });
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });

  it('after a rejection shows the reason and the form filled again, asking only for the photos', async () => {
    signIn('real');
    const server = fakeServer({ 'GET getIdentification': rejected });
    renderWithProviders(<VerifyPage />, '/profile/verification');
    expect(await screen.findByText('Not passed', {}, LOAD)).toBeTruthy();
    expect(screen.getByText('Reason: The photo of the back is blurred. Correct it and submit again.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Anna');
    expect(screen.getByLabelText<HTMLInputElement>('Phone').value).toBe('1512 3456789');
    expect(screen.getByLabelText<HTMLSelectElement>('Country').value).toBe('DE');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(screen.getAllByText('Take or choose this photo.')).toHaveLength(3);
    expect(server.posts('identification')).toHaveLength(0);
  });

  it('offers the file picker with the specification’s message where the browser has no camera', async () => {
    signIn('real');
    vi.stubGlobal('navigator', Object.create(navigator, { mediaDevices: { value: undefined } }));
    fakeServer({ 'GET getIdentification': { kycStatus: 'none' } });
    renderWithProviders(<VerifyPage />, '/profile/verification');
    const takePhoto = await screen.findAllByRole('button', { name: 'Take a photo' }, LOAD);
    await userEvent.click(takePhoto[0] as HTMLElement);
    expect(screen.getByText('Camera or media access not supported: choose a file instead.')).toBeTruthy();
    expect(screen.getAllByText('Choose a file')).toHaveLength(3);
  });

  it('shows a name the loan agreement cannot print as the name field’s error, in the interface language', async () => {
    signIn('real');
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.reply = {
      status: 200,
      body: JSON.stringify({
        code: 200,
        msg: 'ok',
        result: { fileId: '6f1c2b1e-8a4d-4a57-9a39-0c1d2e3f4a5b', mediaType: 'image/png', sizeBytes: 4 },
      }),
    };
    const server = fakeServer({
      'GET getIdentification': rejected,
      'POST identification': { code: 10088, msg: refusalReasons.lastNameUnprintable, result: null },
    });
    renderWithProviders(<VerifyPage />, '/profile/verification');
    await screen.findByText('Not passed', {}, LOAD);
    for (const picker of screen.getAllByLabelText('Choose a file')) {
      await userEvent.upload(picker, new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));

    const lastName = screen.getByLabelText('Last name');
    await vi.waitFor(() => expect(lastName.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(lastName.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The last name has a character the loan agreement cannot print: write it in Latin, Cyrillic, Greek, Arabic, Chinese, Japanese or Korean letters.',
    );
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBeNull();
    expect(server.posts('identification')).toHaveLength(1);
  });
});
