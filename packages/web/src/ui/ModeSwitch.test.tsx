// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountModeStore, clearSession } from '../lib/session.ts';
import { isVisible, loadEnglish, renderWithProviders, signIn } from '../testing/index.ts';
import { ModeSwitch } from './ModeSwitch.tsx';

const radio = (name: string) => screen.getByRole('radio', { name });

describe('the demo/real switch from the keyboard', () => {
  beforeAll(async () => {
    await loadEnglish([]);
  });
  beforeEach(() => {
    signIn('demo');
  });
  afterEach(() => {
    cleanup();
    clearSession();
    document.documentElement.removeAttribute('dir');
  });

  it('is one Tab stop, on the account in use', async () => {
    renderWithProviders(<ModeSwitch />);
    expect(radio('Demo').tabIndex).toBe(0);
    expect(radio('Real').tabIndex).toBe(-1);
    await userEvent.tab();
    expect(document.activeElement).toBe(radio('Demo'));
  });

  it('switches the account with the arrows, and says so', async () => {
    renderWithProviders(<ModeSwitch />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(accountModeStore.get()).toBe('real');
    expect(document.activeElement).toBe(radio('Real'));
    expect(radio('Real').getAttribute('aria-checked')).toBe('true');
    expect(radio('Real').tabIndex).toBe(0);
    expect(isVisible(await screen.findByText('Switched to the real account: trades use real funds.'))).toBe(true);
    // Two options: the next one round is the first again.
    await userEvent.keyboard('{ArrowDown}');
    expect(accountModeStore.get()).toBe('demo');
    expect(document.activeElement).toBe(radio('Demo'));
  });

  it('takes Left as forward right to left', async () => {
    document.documentElement.setAttribute('dir', 'rtl');
    renderWithProviders(<ModeSwitch />);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    expect(accountModeStore.get()).toBe('real');
    await userEvent.keyboard('{ArrowLeft}');
    expect(accountModeStore.get()).toBe('demo');
    await userEvent.keyboard('{ArrowLeft}');
    expect(accountModeStore.get()).toBe('real');
  });
});
