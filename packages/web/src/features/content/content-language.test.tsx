// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import type { ContentDetail, ContentItem, Language } from '@tp/contract';
import { changeLanguage } from '../../i18n/index.ts';
import { fakeServer, loadEnglish, renderWithProviders, type Call } from '../../testing/index.ts';
import { Footer } from './components/Footer.tsx';
import DetailPage from './DetailPage.tsx';

/** The server's About Us, written in three languages: any other is answered in English. */
const about: Record<string, string> = { en: 'About Us', es: 'Sobre nosotros', ja: '会社概要' };
const written = (language: string | undefined | null): Language =>
  language && language in about ? (language as Language) : 'en';
const titleIn = (language: Language): string => about[language] ?? 'About Us';

function contentServer() {
  return fakeServer({
    'GET listContents': (call: Call): ContentItem[] => {
      const language = written(call.path.split('/').at(-1));
      return [{ id: 1, title: titleIn(language), type: 1, slug: 'about-us', language }];
    },
    'GET getContentsById': (call: Call): ContentDetail => {
      const language = written(call.query.get('lang'));
      const title = titleIn(language);
      return { id: 1, title, type: 1, slug: 'about-us', language, content: `<p>${title}</p>`, updatedAt: 0 };
    },
  });
}

describe('content in the interface language', () => {
  beforeAll(async () => {
    await loadEnglish(['content']);
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it('shows a content page in the language picked, fetching each language once', async () => {
    const server = contentServer();
    renderWithProviders(<DetailPage />, '/detail?id=1&title=About%20Us');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('About Us');
    await act(() => changeLanguage('es'));
    await vi.waitFor(() => {
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sobre nosotros');
    });
    await act(() => changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About Us');
    const asked = server.calls.filter((call) => call.name === 'getContentsById').map((call) => call.query.get('lang'));
    expect(asked).toEqual(['en', 'es']);
  });

  it('marks an item the language lacks as English', async () => {
    contentServer();
    await changeLanguage('de');
    renderWithProviders(<DetailPage />, '/detail?id=1');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect([heading.textContent, heading.getAttribute('lang')]).toEqual(['About Us', 'en']);
  });

  it('lists the footer items in the language picked', async () => {
    const server = contentServer();
    renderWithProviders(<Footer />);
    expect((await screen.findByRole('link', { name: 'About Us' })).getAttribute('href')).toBe('/aboutUs');
    await act(() => changeLanguage('ja'));
    expect((await screen.findByRole('link', { name: '会社概要' })).getAttribute('href')).toBe('/aboutUs');
    const lists = server.calls
      .filter((call) => call.name === 'listContents')
      .map((call) => call.path.split('/').at(-1));
    expect(lists).toEqual(['en', 'ja']);
  });

  it('dates the copyright in the current year, not the year it was written', async () => {
    contentServer();
    renderWithProviders(<Footer />);
    expect(await screen.findByText(`© ${new Date().getFullYear()} Trade Platform. All rights reserved.`)).toBeTruthy();
  });
});
