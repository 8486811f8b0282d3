// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import type { ChartOptions, DeepPartial } from 'lightweight-charts';
import type { MarketItem } from '@tp/contract';
import { livePrices } from '../../api/socket.ts';
import { changeLanguage } from '../../i18n/index.ts';
import { btc, fakeServer, loadEnglish, renderWithProviders } from '../../testing/index.ts';
import { InstrumentSummary } from './components/InstrumentSummary.tsx';
import { MarketTable } from './components/MarketTable.tsx';
import PriceChart from './components/PriceChart.tsx';

/** The options each chart was created with: the axis' formatter among them. */
const charts = vi.hoisted(() => [] as DeepPartial<ChartOptions>[]);
vi.mock('lightweight-charts', async (original) => ({
  ...(await original<typeof import('lightweight-charts')>()),
  createChart: (_container: HTMLElement, options: DeepPartial<ChartOptions>) => {
    charts.push(options);
    const series = { setData: () => undefined, update: () => undefined };
    return {
      addSeries: () => series,
      removeSeries: () => undefined,
      remove: () => undefined,
      applyOptions: (next: DeepPartial<ChartOptions>) => {
        charts.push({ ...charts.at(-1), ...next });
      },
      timeScale: () => ({ scrollToRealTime: () => undefined }),
    };
  },
}));
vi.mock('../../api/stream.ts', () => ({ streamClient: { subscribe: () => () => undefined } }));

const item = (code: string, price: number, precision: number, id: number): MarketItem => ({
  id,
  code,
  type: 2,
  appName: code,
  logo: '/logos/coin.svg',
  price,
  precision,
  zdf: 0,
  hundred: [],
});
const list = [item('BTCUSDT', 102813.4, 2, 1), item('XRPUSDT', 2.26, 4, 2), item('LINKUSDT', 19.19, 3, 3)];
const priceOf = (code: string) => within(screen.getByTestId(`market-row-${code}`)).getByTestId('price').textContent;

describe('prices on the market screens', () => {
  beforeAll(async () => {
    await loadEnglish(['market']);
  });
  afterEach(async () => {
    cleanup();
    livePrices.set([]);
    charts.length = 0;
    await changeLanguage('en');
  });

  it('shows every price of the list with the instrument decimals, trailing zeros kept, as it moves', async () => {
    fakeServer({ 'GET listMarketByType': list });
    renderWithProviders(<MarketTable type={2} />);
    await screen.findByTestId('market-row-XRPUSDT');
    expect([priceOf('BTCUSDT'), priceOf('XRPUSDT'), priceOf('LINKUSDT')]).toEqual(['102,813.40', '2.2600', '19.190']);
    act(() => {
      livePrices.set([{ code: 'XRPUSDT', price: 2.2603, zdf: 0.5 }]);
    });
    expect(priceOf('XRPUSDT')).toBe('2.2603');
  });

  it('writes prices with the separators of the interface language', async () => {
    await changeLanguage('de');
    fakeServer({ 'GET listMarketByType': list });
    renderWithProviders(<MarketTable type={2} />);
    await screen.findByTestId('market-row-BTCUSDT');
    expect(priceOf('BTCUSDT')).toBe('102.813,40');
    expect(priceOf('XRPUSDT')).toBe('2,2600');
  });

  it('shows the instrument price, high and low with its decimals', () => {
    renderWithProviders(<InstrumentSummary info={{ ...btc, price: 64000.5, high: 65000, low: 62000.1 }} />);
    expect(screen.getByTestId('live-price').textContent).toBe('64,000.50');
    expect(screen.getByText('65,000.00')).toBeTruthy();
    expect(screen.getByText('62,000.10')).toBeTruthy();
  });

  it('labels the chart axis with the instrument decimals and the thousands separators of the interface language', async () => {
    fakeServer({ 'GET getKValueByCodeAndDate': [] });
    renderWithProviders(<PriceChart code="BTCUSDT" precision={2} />);
    await screen.findByTestId('chart');
    const axis = () => charts.at(-1)?.localization?.priceFormatter as ((price: number) => string) | undefined;
    expect(axis()?.(103500)).toBe('103,500.00');
    expect(axis()?.(2.5)).toBe('2.50');
    await act(async () => {
      await changeLanguage('de');
    });
    expect(axis()?.(103500)).toBe('103.500,00');
  });

  it('shows the top and bottom labels of the chart axis only when they fit whole', async () => {
    fakeServer({ 'GET getKValueByCodeAndDate': [] });
    renderWithProviders(<PriceChart code="BTCUSDT" precision={2} />);
    await screen.findByTestId('chart');
    expect(charts.at(-1)?.rightPriceScale?.entireTextOnly).toBe(true);
  });
});
