// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusalReasons } from '@tp/contract/codes';
import { clearSession, sessionStore } from '../../lib/session.ts';
import { fakeServer, loadEnglish, renderWithProviders, testUser } from '../../testing/index.ts';
import AutoLoginPage from './AutoLoginPage.tsx';

const where = () => screen.getByTestId('location').textContent;

describe('a sign-in hand-off link', () => {
  beforeAll(async () => {
    await loadEnglish(['auth', 'messages']);
  });
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });

  it('already used says so and offers to log in, instead of "the parameters are incorrect"', async () => {
    const server = fakeServer({ 'POST autoLogin': { code: 10088, msg: refusalReasons.signInLinkUsed, result: null } });
    renderWithProviders(<AutoLoginPage />, '/autoLogin#token=used-once');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This sign-in link was already used or has expired. Log in to continue.');
    expect(server.posts('autoLogin').map((call) => call.body)).toEqual([{ token: 'used-once' }]);
    expect(sessionStore.get().token).toBeFalsy();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(where()).toBe('/pass/login');
  });

  it('signs in with the token from the fragment, which never reaches a server log', async () => {
    const server = fakeServer({
      'POST autoLogin': { code: 200, msg: 'ok', result: { token: 'new-session', user: testUser } },
    });
    renderWithProviders(<AutoLoginPage />, '/autoLogin#token=handed-over');

    await vi.waitFor(() => expect(where()).toBe('/'));
    expect(server.posts('autoLogin').map((call) => call.body)).toEqual([{ token: 'handed-over' }]);
    expect(sessionStore.get().token).toBe('new-session');
  });
});
