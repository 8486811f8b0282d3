// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '../ui/LanguagePicker.tsx';
import { changeLanguage, i18n, initI18n } from './index.ts';

function Greeting() {
  const { t } = useTranslation();
  return <h1>{t('nav.home')}</h1>;
}

describe('switching the language', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n('en');
  });
  afterEach(async () => {
    cleanup();
    await changeLanguage('en');
  });

  it('loads the catalogue, re-renders, persists the choice and lays Arabic out right to left', async () => {
    render(<Greeting />);
    expect(screen.getByRole('heading').textContent).toBe('Home');
    await changeLanguage('ar');
    expect(await screen.findByText('الرئيسية')).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem('lang')).toBe('ar');
    await changeLanguage('hk');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('zh-HK');
    expect(i18n.t('nav.login')).not.toBe('Log in');
  });

  it('switches through the dropdown picker', async () => {
    render(
      <>
        <LanguagePicker variant="dropdown" />
        <Greeting />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    await userEvent.click(screen.getByRole('option', { name: 'Deutsch' }));
    expect(await screen.findByText('Startseite')).toBeTruthy();
    expect(localStorage.getItem('lang')).toBe('de');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('starts in the stored language', async () => {
    localStorage.setItem('lang', 'ja');
    await initI18n();
    expect(i18n.language).toBe('ja');
  });
});
