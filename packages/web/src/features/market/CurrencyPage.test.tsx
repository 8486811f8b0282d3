// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusalReasons } from '@tp/contract/codes';
import { fakeServer, loadEnglish, renderWithProviders } from '../../testing/index.ts';
import CurrencyPage from './CurrencyPage.tsx';

const renderPage = (path: string) => renderWithProviders(<CurrencyPage tradeArea={() => null} />, path);
const where = () => screen.getByTestId('location').textContent;

describe('the instrument page', () => {
  beforeAll(async () => {
    await loadEnglish(['market', 'trading', 'orders', 'forms', 'messages']);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says an instrument the server does not know does not exist, and leads to the market', async () => {
    fakeServer({ 'GET getMarketInfo': { code: 10088, msg: refusalReasons.noSuchInstrument, result: null } });
    renderPage('/cruuency?code=NOPE&type=1&id=99999');
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe('This instrument does not exist.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the market' }));
    expect(where()).toBe('/market');
  });

  it('still offers a retry when the page could not be loaded', async () => {
    fakeServer({
      'GET getMarketInfo': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderPage('/cruuency?code=BTCUSDT&type=2&id=1');
    await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('link', { name: 'Go to the market' })).toBeNull();
  });
});
