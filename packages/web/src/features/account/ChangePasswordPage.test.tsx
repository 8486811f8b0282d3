// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusalReasons } from '@tp/contract/codes';
import { clearSession } from '../../lib/session.ts';
import { fakeServer, loadEnglish, renderWithProviders, signIn } from '../../testing/index.ts';
import ChangePasswordPage from './ChangePasswordPage.tsx';

describe('changing the password', () => {
  beforeAll(async () => {
    await loadEnglish(['account', 'forms', 'messages']);
  });
  beforeEach(() => {
    signIn('demo');
  });
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });

  it('says at its field that the current password is wrong, not that the username or password is', async () => {
    const server = fakeServer({
      'POST repassword': { code: 10004, msg: refusalReasons.currentPasswordWrong, result: null },
    });
    renderWithProviders(<ChangePasswordPage />, '/profile/password');
    await userEvent.type(screen.getByLabelText('Current password'), 'not my passphrase');
    await userEvent.type(screen.getByLabelText('New password'), 'another passphrase');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'another passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The current password is wrong');
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(server.posts('repassword')).toHaveLength(1);
    expect(document.body.textContent).not.toContain('The username or password is wrong');
  });
});
