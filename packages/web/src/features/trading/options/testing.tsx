import { Suspense, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { MarketInfo, OptionsOrder, OptionsProduct, PositionRecord } from '@tp/contract';

/** Test helpers of the options panel and the order list: a fake server and the app's providers. */

export interface Call {
  method: string;
  path: string;
  /** The call's name: the segment after `/swx/customer/<group>/`, e.g. "getOptionsOrderById". */
  name: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Answers `/swx/...` calls from `routes` ("GET listOptionsProducts" → result, or a function of the
 * call giving a result or an envelope). A function that throws fails the request like a dropped connection.
 */
export function fakeServer(routes: Record<string, unknown>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
    const name = url.pathname.split('/')[4] ?? '';
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      name,
      query: url.searchParams,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const key = `${call.method} ${name}`;
    if (!(key in routes)) throw new Error(`unexpected call ${key}`);
    const route = routes[key];
    const answer = typeof route === 'function' ? (route as (c: Call) => unknown)(call) : route;
    const envelope =
      answer && typeof answer === 'object' && 'code' in answer && 'msg' in answer
        ? answer
        : { code: 200, msg: 'ok', result: answer };
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
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
  logo: '',
  price: 65000.5,
  zdf: 1.2,
  hundred: [],
  open: 64000,
  high: 66000,
  low: 63000,
  volume: 1000,
  status: 'open',
  precision: 2,
  contractSize: '1',
  leverages: [1, 10, 100],
  feeRate: '0.001',
  minLots: '0.01',
  lotStep: '0.01',
  maxLots: '100',
  tradingHours: '24/7',
  timeZone: 'UTC',
  nextChangeAt: null,
};

export const products: OptionsProduct[] = [
  { id: 2, periodSeconds: 60, payoutRate: '0.85', minStake: '10', maxStake: '10000' },
  { id: 1, periodSeconds: 30, payoutRate: '0.85', minStake: '10', maxStake: '10000' },
  { id: 3, periodSeconds: 120, payoutRate: '0.82', minStake: '10', maxStake: '10000' },
  { id: 4, periodSeconds: 300, payoutRate: '0.8', minStake: '10', maxStake: '10000' },
];

export function optionOrder(patch: Partial<OptionsOrder> = {}): OptionsOrder {
  const createdAt = patch.createdAt ?? 1_750_000_000_000;
  return {
    id: 41,
    mode: 'demo',
    instrumentId: 7,
    code: 'BTCUSDT',
    appName: 'Bitcoin',
    type: 2,
    direction: 'up',
    periodSeconds: 60,
    payoutRate: '0.85',
    stake: '100',
    status: 'open',
    openPrice: '65000.5',
    openTick: { code: 'BTCUSDT', time: createdAt - 120, price: '65000.5' },
    expiresAt: createdAt + 60_000,
    settlePrice: null,
    settleTick: null,
    payout: null,
    profit: null,
    createdAt,
    settledAt: null,
    ...patch,
  };
}

export function position(patch: Partial<PositionRecord> = {}): PositionRecord {
  return {
    id: 12,
    mode: 'demo',
    instrumentId: 7,
    code: 'BTCUSDT',
    appName: 'Bitcoin',
    type: 2,
    side: 'long',
    lots: '0.5',
    leverage: 100,
    contractSize: '1',
    status: 'closed',
    openPrice: '64000',
    openTick: { code: 'BTCUSDT', time: 1_750_000_000_000, price: '64000' },
    openConversion: null,
    margin: '320',
    fee: '32',
    stopLoss: '63000',
    takeProfit: null,
    currentPrice: null,
    floatingProfit: null,
    closePrice: '65000',
    closeTick: { code: 'BTCUSDT', time: 1_750_000_600_000, price: '65000' },
    closeConversion: null,
    closeReason: 'take_profit',
    profit: '500',
    absorbedLoss: null,
    openedAt: 1_750_000_000_000,
    closedAt: 1_750_000_600_000,
    ...patch,
  };
}

export const pageOf = <T,>(list: T[], total = list.length, page = 1) => ({ list, total, page, pageSize: 20 });
