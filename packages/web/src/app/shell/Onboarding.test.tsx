// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../../i18n/index.ts';
import { clearSession, saveSession } from '../../lib/session.ts';
import { renderWithProviders, testUser } from '../../testing/index.ts';
import { Onboarding } from './Onboarding.tsx';

const renderBoard = (path = '/') => renderWithProviders(<Onboarding />, path);
const where = () => screen.getByTestId('location').textContent;

describe('the mobile onboarding board', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(() => {
    sessionStorage.clear();
    clearSession();
  });
  afterEach(cleanup);

  it('shows on the first visit of a session, with title, text, Continue, Skip and the language picker', () => {
    renderBoard();
    expect(screen.getByRole('dialog', { name: 'Welcome to Trade Platform' }).getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Skip' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Language' })).toHaveProperty('disabled', false);
  });

  it('Continue goes to register when logged out and sets the flag', async () => {
    renderBoard();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(where()).toBe('/pass/register');
    expect(sessionStorage.getItem('onboarding')).toBe('1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Continue stays home when logged in', async () => {
    saveSession('tok', testUser);
    renderBoard('/');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(where()).toBe('/');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Skip stays on the page and sets the flag; with the flag set the board stays away', async () => {
    const first = renderBoard();
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(where()).toBe('/');
    expect(sessionStorage.getItem('onboarding')).toBe('1');
    first.unmount();
    renderBoard();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes the focus when shown and keeps Tab inside while it is up', async () => {
    renderWithProviders(
      <>
        <button type="button">On the page under the board</button>
        <Onboarding />
        <button type="button">Also on the page</button>
      </>,
    );
    const board = screen.getByRole('dialog', { name: 'Welcome to Trade Platform' });
    expect(document.activeElement).toBe(board);
    const logo = screen.getByRole('link', { name: 'Trade Platform' });
    const skip = screen.getByRole('button', { name: 'Skip' });
    await userEvent.tab();
    expect(document.activeElement).toBe(logo);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Language' }));
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(skip);
    await userEvent.tab();
    expect(document.activeElement).toBe(logo);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(skip);
  });

  it('closes on Escape as Skip does, staying on the page', async () => {
    renderBoard();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/');
    expect(sessionStorage.getItem('onboarding')).toBe('1');
  });

  it('leaves Escape in the language picker over it to the picker', async () => {
    renderBoard();
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    screen.getByRole('option', { name: 'English' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Welcome to Trade Platform' }).isConnected).toBe(true);
    expect(sessionStorage.getItem('onboarding')).toBeNull();
  });

  it.each(['/pass/register', '/pass/login', '/cruuency?code=BTCUSDT&type=2&id=1'])(
    'leaves a session that starts on %s to the page that was asked for, for the whole session',
    (path) => {
      const first = renderBoard(path);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(where()).toBe(path);
      expect(sessionStorage.getItem('onboarding')).toBe('1');
      first.unmount();
      // Going home afterwards does not bring the welcome up over the visit under way.
      renderBoard('/');
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );
});
