// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n/index.ts';
import { loadEnglish, renderWithProviders } from '../testing/render.tsx';
import { DocumentMeta } from './DocumentMeta.tsx';
import { metaPageOf } from './meta-pages.ts';
import { paths } from '../config/paths.ts';

const description = () => document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('the document title and description', () => {
  beforeAll(async () => {
    await loadEnglish([]);
  });
  afterEach(cleanup);

  it('describe the page of the route, and follow a navigation', async () => {
    renderWithProviders(
      <>
        <DocumentMeta />
        <Link to={paths.balance}>wallet</Link>
      </>,
      paths.market,
    );
    await waitFor(() => {
      expect(document.title).toBe('Markets · Trade Platform');
    });
    expect(description()).toMatch(/^Live prices and charts of every instrument/);
    await userEvent.click(screen.getByRole('link', { name: 'wallet' }));
    await waitFor(() => {
      expect(document.title).toBe('Wallet · Trade Platform');
    });
    expect(description()).toMatch(/deposits and withdrawals of USDT, BTC and ETH/);
  });

  it('speak the interface language', async () => {
    renderWithProviders(<DocumentMeta />, paths.orders);
    await waitFor(() => {
      expect(document.title).toBe('Orders · Trade Platform');
    });
    await act(async () => {
      await changeLanguage('de');
    });
    await waitFor(() => {
      expect(document.title).toBe('Aufträge · Trade Platform');
    });
    expect(description()).toMatch(/^Ihre offenen und geschlossenen Positionen/);
    await act(async () => {
      await changeLanguage('en');
    });
  });

  it('give every route of the app a page of its own words, and an unknown one the home page', () => {
    expect(metaPageOf(paths.currency)).toBe('market');
    expect(metaPageOf('/api/loginCallback/google')).toBe('login');
    expect(metaPageOf('/no/such/page')).toBe('home');
    // The route as the build lists it for the server, and as the browser shows it.
    expect(metaPageOf(paths.nftDetail)).toBe('nfts');
    expect(metaPageOf('/nfts/12')).toBe('nfts');
    expect(metaPageOf('/nfts/not-a-number')).toBe('home');
    const described = Object.values(paths).filter((path) => !path.includes(':'));
    expect(described.filter((path) => path !== paths.home && metaPageOf(path) === 'home')).toEqual([]);
  });
});
