// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, currentLanguage, initI18n } from '../i18n/index.ts';
import { isVisible } from '../testing/index.ts';
import { LanguagePicker } from './LanguagePicker.tsx';

/** The dropdown, with something to Tab to before and after it; its trigger is named `name`. */
function renderDropdown(name = 'English — Language') {
  render(
    <>
      <button type="button">before</button>
      <LanguagePicker variant="dropdown" />
      <button type="button">after</button>
    </>,
  );
  return screen.getByRole('button', { name });
}

const option = (name: string) => screen.getByRole('option', { name });

describe('the desktop language dropdown from the keyboard', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n('en');
  });
  afterEach(async () => {
    cleanup();
    await changeLanguage('en');
  });

  it('is named by the language it shows, then by what it is, and says whether its list is open', async () => {
    const trigger = renderDropdown();
    expect(trigger.textContent).toBe('English');
    expect(trigger.getAttribute('aria-label')).toBe('English — Language');
    expect(trigger.getAttribute('aria-haspopup')).toBe('listbox');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(isVisible(screen.getByRole('listbox', { name: 'Languages' }))).toBe(true);
  });

  it('opens on the current language, moves with the arrows, Home and End, and Escape gives the focus back', async () => {
    await changeLanguage('de');
    const trigger = renderDropdown('Deutsch — Sprache');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(option('Deutsch'));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(option('Français'));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(option('한국어'));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(option('简体中文'));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(option('English'));
    // Moving is not picking.
    expect(currentLanguage()).toBe('de');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(currentLanguage()).toBe('de');
  });

  it('picks with Enter, closes, and gives the focus back to the trigger, now in the new language', async () => {
    const trigger = renderDropdown();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(option('Deutsch'));
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    await vi.waitFor(() => {
      expect(trigger.getAttribute('aria-label')).toBe('Deutsch — Sprache');
    });
    expect(currentLanguage()).toBe('de');
    expect(document.activeElement).toBe(trigger);
  });

  it('closes when the focus leaves it by Tab, or on a click outside', async () => {
    const trigger = renderDropdown();
    await userEvent.click(trigger);
    expect(document.activeElement).toBe(option('English'));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'after' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.click(trigger);
    expect(isVisible(screen.getByRole('listbox'))).toBe(true);
    await userEvent.click(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('the mobile language picker', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(async () => {
    cleanup();
    await changeLanguage('en');
  });

  it('picks in a dialog and gives the focus back to its button', async () => {
    render(<LanguagePicker variant="modal" />);
    const trigger = screen.getByRole('button', { name: 'Language' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Choose a language' });
    expect(dialog.hasAttribute('open')).toBe(true);
    await userEvent.click(option('Italiano'));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(trigger);
    await vi.waitFor(() => {
      expect(currentLanguage()).toBe('it');
    });
  });
});
