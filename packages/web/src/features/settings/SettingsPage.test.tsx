// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountSettings } from '@tp/contract';
import { refusalReasons } from '@tp/contract/codes';
import { clearSession } from '../../lib/session.ts';
import { fakeServer, loadEnglish, renderWithProviders, signIn } from '../../testing/index.ts';
import SettingsPage from './SettingsPage.tsx';

const initial: AccountSettings = {
  antiPhishingCode: 'Blue Falcon 7',
  emailCategories: ['account', 'wallet'],
  language: 'en',
};

describe('the settings page', () => {
  beforeAll(async () => {
    await loadEnglish(['settings', 'forms', 'messages']);
  });
  beforeEach(() => {
    signIn('demo');
  });
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });

  it('hides the current code until its owner shows it', async () => {
    fakeServer({ 'GET getAccountSettings': initial });
    renderWithProviders(<SettingsPage />, '/profile/settings');
    const code = await screen.findByTestId('current-code');
    expect(code.textContent).not.toContain('Blue Falcon 7');
    await userEvent.click(screen.getByRole('button', { name: 'Show code' }));
    expect(code.textContent).toBe('Blue Falcon 7');
    expect(screen.getByRole('button', { name: 'Hide code' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('refuses markup before sending, and saves a good code only once confirmed', async () => {
    const server = fakeServer({
      'GET getAccountSettings': initial,
      'POST setAntiPhishingCode': { code: 200, msg: '20005', result: { ...initial, antiPhishingCode: 'Rotes Boot' } },
    });
    renderWithProviders(<SettingsPage />, '/profile/settings');
    const field = await screen.findByLabelText('New anti-phishing code');
    await userEvent.type(field, '<b>hi</b>');
    await userEvent.click(screen.getByRole('button', { name: 'Save code' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(server.posts('setAntiPhishingCode')).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, 'Rotes Boot');
    await userEvent.click(screen.getByRole('button', { name: 'Save code' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Rotes Boot')).toBeTruthy();
    expect(server.posts('setAntiPhishingCode')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => {
      expect(server.posts('setAntiPhishingCode').map((call) => call.body)).toEqual([{ code: 'Rotes Boot' }]);
    });
  });

  it("marks the field when the server refuses the code with the rule's sentence", async () => {
    fakeServer({
      'GET getAccountSettings': initial,
      'POST setAntiPhishingCode': { code: 10088, msg: refusalReasons.antiPhishingCode, result: null },
    });
    renderWithProviders(<SettingsPage />, '/profile/settings');
    const field = await screen.findByLabelText('New anti-phishing code');
    await userEvent.type(field, 'fine code');
    await userEvent.click(screen.getByRole('button', { name: 'Save code' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => {
      expect(field.getAttribute('aria-invalid')).toBe('true');
    });
  });

  it('sends the chosen categories and language', async () => {
    const server = fakeServer({
      'GET getAccountSettings': initial,
      'POST setEmailPreferences': { code: 200, msg: '20005', result: initial },
    });
    renderWithProviders(<SettingsPage />, '/profile/settings');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Wallet: deposits and withdrawals' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Notices' }));
    await userEvent.selectOptions(screen.getByLabelText('E-mail language'), 'de');
    await userEvent.click(screen.getByRole('button', { name: 'Save e-mail settings' }));
    await vi.waitFor(() => {
      expect(server.posts('setEmailPreferences').map((call) => call.body)).toEqual([
        { categories: ['account', 'system'], language: 'de' },
      ]);
    });
  });
});
