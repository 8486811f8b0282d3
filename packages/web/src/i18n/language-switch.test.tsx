// @vitest-environment happy-dom
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { isVisible } from '../testing/index.ts';
import { LanguagePicker } from '../ui/LanguagePicker.tsx';
import { changeLanguage, i18n, initI18n, loadNamespaces } from './index.ts';

function Greeting() {
  const { t } = useTranslation();
  return <h1>{t('nav.home')}</h1>;
}

/** A page with its own namespace, which also reads the shared one. */
function MarketSearch() {
  const { t } = useTranslation('market');
  return (
    <p>
      {t('search')} / {t('common.loadError')}
    </p>
  );
}

/** Every text the page showed while `during` ran. */
async function textsShownDuring(during: () => Promise<void>): Promise<string[]> {
  const shown = [document.body.textContent];
  const observer = new MutationObserver(() => shown.push(document.body.textContent));
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  try {
    await during();
  } finally {
    observer.disconnect();
  }
  return shown;
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
    await vi.waitFor(() => {
      expect(screen.getByRole('heading').textContent).toBe('الرئيسية');
    });
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
    await userEvent.click(screen.getByRole('button', { name: 'English — Language' }));
    await userEvent.click(screen.getByRole('option', { name: 'Deutsch' }));
    await vi.waitFor(() => {
      expect(screen.getByRole('heading').textContent).toBe('Startseite');
    });
    expect(localStorage.getItem('lang')).toBe('de');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('suspends a page until its namespace is there, and loads it in the new language before switching', async () => {
    const texts = await textsShownDuring(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <MarketSearch />
        </Suspense>,
      );
      expect(
        isVisible(
          await screen.findByText(
            'Search by code or name / The page failed to load. Check your connection and try again.',
          ),
        ),
      ).toBe(true);
      const loadedWhenSwitched: boolean[] = [];
      const onChanged = (language: string) => loadedWhenSwitched.push(i18n.hasResourceBundle(language, 'market'));
      i18n.on('languageChanged', onChanged);
      await changeLanguage('de');
      i18n.off('languageChanged', onChanged);
      expect(loadedWhenSwitched).toEqual([true]);
      expect(isVisible(await screen.findByText(/^Nach Kürzel oder Name suchen \/ /))).toBe(true);
    });
    expect(texts.filter((text) => /\b(search|common\.loadError)\b/.test(text))).toEqual([]);
    expect(texts).toContain('loading');
  });

  it('loads namespaces ahead of the page, in the current language', async () => {
    await changeLanguage('ja');
    expect(i18n.hasResourceBundle('ja', 'home')).toBe(false);
    await loadNamespaces(['home', 'auth']);
    expect(i18n.hasResourceBundle('ja', 'home')).toBe(true);
    expect(i18n.t('heroTitle', { ns: 'home' })).toBe('世界のマーケットを、わかりやすく取引');
    expect(i18n.t('loginTitle', { ns: 'auth' })).not.toBe('loginTitle');
  });

  it('starts in the stored language', async () => {
    localStorage.setItem('lang', 'ja');
    await initI18n();
    expect(i18n.language).toBe('ja');
  });
});
