// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { initI18n } from '../../i18n/index.ts';
import { clearSession, saveSession } from '../../lib/session.ts';
import { Onboarding } from './Onboarding.tsx';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderBoard() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Onboarding />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

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
    expect(screen.getByRole('dialog', { name: 'Welcome to Trade Platform' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Language' })).toBeTruthy();
  });

  it('Continue goes to register when logged out and sets the flag', async () => {
    renderBoard();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('where').textContent).toBe('/pass/register');
    expect(sessionStorage.getItem('onboarding')).toBe('1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Continue goes home when logged in', async () => {
    saveSession('tok', { id: 1, username: 'alice01', email: null, inviteCode: 'X', kycStatus: 'none', createdAt: 0 });
    render(
      <MemoryRouter initialEntries={['/help']}>
        <Onboarding />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('Skip goes home and sets the flag; with the flag set the board stays away', async () => {
    const first = renderBoard();
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(sessionStorage.getItem('onboarding')).toBe('1');
    first.unmount();
    renderBoard();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
