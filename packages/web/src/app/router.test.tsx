// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../i18n/index.ts';
import { clearSession, useSession } from '../lib/session.ts';
import { fakeServer, renderWithProviders, signIn, testUser } from '../testing/index.ts';
import { AppRoutes } from './router.tsx';
import { loadChrome } from './shell/chrome.ts';

const where = () => screen.getByTestId('location').textContent;

/**
 * A route's first visit transforms and loads its lazy page module and catalogues: on a busy
 * machine that takes seconds, far beyond Testing Library's default second.
 */
const LAZY_PAGE = { timeout: 15_000 };

/** Every call the pages make, answered: the account's user, the home page's figures and lists. */
const routes = {
  'GET getUserInfo': testUser,
  'GET providers': [],
  'GET getParamByKey': { key: 'statUsers', value: '1' },
  'GET listMarketByType': [],
  'POST login': { token: 'tok', user: testUser },
};

function SignedIn() {
  return <output data-testid="signed-in">{String(useSession().loggedIn)}</output>;
}

describe('the sign-in and sign-up pages for a signed-in customer', () => {
  beforeAll(async () => {
    await Promise.all([initI18n('en'), loadChrome()]);
  });
  beforeEach(() => {
    clearSession();
    sessionStorage.setItem('onboarding', '1');
    fakeServer(routes);
  });
  afterEach(cleanup);

  it.each(['/pass/login', '/pass/register'])('sends a signed-in customer from %s to their account', async (path) => {
    signIn('demo');
    renderWithProviders(<AppRoutes />, path);
    await waitFor(() => {
      expect(where()).toBe('/profile1');
    }, LAZY_PAGE);
  });

  it('shows the sign-in page to a visitor, and signing in there still ends on the home page', async () => {
    renderWithProviders(
      <>
        <AppRoutes />
        <SignedIn />
      </>,
      '/pass/login',
    );
    await userEvent.type(await screen.findByLabelText('Username or e-mail', {}, LAZY_PAGE), 'alice01');
    await userEvent.type(screen.getByLabelText('Password'), 'a long passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => {
      expect(where()).toBe('/');
    }, LAZY_PAGE);
    expect(screen.getByTestId('signed-in').textContent).toBe('true');
  });

  it('shows the sign-up page to a visitor', async () => {
    renderWithProviders(<AppRoutes />, '/pass/register');
    await screen.findByRole('heading', { name: 'Create your account' }, LAZY_PAGE);
    expect(where()).toBe('/pass/register');
  });
});
