import { Suspense, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { MarketInfo, PositionQuote, PositionRecord } from '@tp/contract';
import { Toaster } from '../../ui/toast.tsx';

/**
 * Test helpers of the trading feature's component tests (trade desk, options panel, order list): a
 * fake server, the app's providers, and sample data.
 */

export interface Call {
  method: string;
  /** The call's name: the segment after `/swx/customer/<group>/`, e.g. "openPosition", "getOptionsOrderById". */
  name: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Answers `/swx/...` calls from `routes` ("POST openPosition" → result, or a function of the
 * call giving a result or a whole envelope, `{ code, msg, result }`); a function that throws fails
 * the request like a dropped connection.
 */
export function fakeServer(routes: Record<string, unknown>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
    const call: Call = {
      method: init?.method ?? 'GET',
      name: url.pathname.split('/')[4] ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const key = `${call.method} ${call.name}`;
    if (!(key in routes)) throw new Error(`unexpected call ${key}`);
    const route = routes[key];
    const answer = typeof route === 'function' ? await (route as (c: Call) => unknown)(call) : route;
    // Records carry a `code` of their own (the instrument's): an envelope has a `msg` too.
    const envelope =
      answer && typeof answer === 'object' && 'code' in answer && 'msg' in answer
        ? answer
        : { code: 200, msg: 'ok', result: answer };
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    posts: (name: string) => calls.filter((call) => call.method === 'POST' && call.name === name),
  };
}

/** Shows where the app navigated to. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderWithProviders(ui: ReactNode, path = '/market') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
        <Toaster />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export const btc: MarketInfo = {
  id: 7,
  code: 'BTCUSDT',
  type: 2,
  appName: 'Bitcoin',
  logo: '/logos/btcusdt.svg',
  price: 64000.5,
  zdf: 1.2,
  hundred: [],
  open: 63000,
  high: 65000,
  low: 62000,
  volume: 1000,
  status: 'open',
  precision: 2,
  contractSize: '1',
  leverages: [1, 2, 5, 10, 20],
  feeRate: '0.001',
  minLots: '0.01',
  lotStep: '0.01',
  maxLots: '5',
  tradingHours: '24/7',
  timeZone: 'UTC',
  nextChangeAt: null,
};

export const quote: PositionQuote = {
  price: { code: 'BTCUSDT', time: Date.UTC(2026, 10, 21, 12, 0, 5), price: '64000.5' },
  conversion: null,
  notional: '640.005',
  margin: '64.0005',
  fee: '0.640005',
  freeMargin: '10000',
  freeMarginAfter: '9935.355495',
};

export const openPosition = (overrides: Partial<PositionRecord> = {}): PositionRecord => ({
  id: 12,
  mode: 'demo',
  instrumentId: 7,
  code: 'BTCUSDT',
  appName: 'Bitcoin',
  type: 2,
  side: 'long',
  lots: '0.1',
  leverage: 10,
  contractSize: '1',
  status: 'open',
  openPrice: '63877',
  openTick: { code: 'BTCUSDT', time: Date.UTC(2026, 10, 21, 11, 0), price: '63877' },
  openConversion: null,
  margin: '638.77',
  fee: '6.3877',
  stopLoss: null,
  takeProfit: '70000',
  currentPrice: '64000.5',
  floatingProfit: '12.345',
  closePrice: null,
  closeTick: null,
  closeConversion: null,
  closeReason: null,
  profit: null,
  absorbedLoss: null,
  openedAt: Date.UTC(2026, 10, 21, 11, 0),
  closedAt: null,
  ...overrides,
});

export const page = <T,>(list: T[]) => ({ list, total: list.length, page: 1, pageSize: 50 });
