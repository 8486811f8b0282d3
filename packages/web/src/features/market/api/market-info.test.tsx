// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { changeLanguage } from '../../../i18n/index.ts';
import { btc, fakeServer, loadEnglish, renderWithProviders, type Call } from '../../../testing/index.ts';
import { useMarketInfo } from './market-info.ts';

const hours: Record<string, string> = { en: '24/7', ja: '24時間365日' };

function Hours() {
  const info = useMarketInfo(7);
  return <p data-testid="hours">{info.data?.tradingHours}</p>;
}

describe("an instrument's terms", () => {
  beforeAll(async () => {
    await loadEnglish([]);
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it('word the trading hours in the interface language, asking again when it changes', async () => {
    const server = fakeServer({
      'GET getMarketInfo': (call: Call) => ({ ...btc, tradingHours: hours[call.query.get('lang') ?? 'en'] }),
    });
    renderWithProviders(<Hours />);
    await vi.waitFor(() => {
      expect(screen.getByTestId('hours').textContent).toBe('24/7');
    });
    await act(() => changeLanguage('ja'));
    await vi.waitFor(() => {
      expect(screen.getByTestId('hours').textContent).toBe('24時間365日');
    });
    expect(server.calls.map((call) => call.query.get('lang'))).toEqual(['en', 'ja']);
  });
});
