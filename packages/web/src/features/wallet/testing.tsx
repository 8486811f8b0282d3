import { Suspense, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { AccountFigures, DepositInfo } from '@tp/contract';

/** Test helpers of the wallet's component tests: a fake server and the app's providers. */

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

/** A result, an envelope, or a function of the call giving either. */
type Answer = unknown;

/** Answers `/swx/...` calls from `routes` ("GET getAccount" → result, or a function of the call), in the envelope. */
export function fakeServer(routes: Record<string, Answer>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const name = `${call.method} ${url.pathname.split('/').pop() ?? ''}`;
    if (!(name in routes)) throw new Error(`unexpected call ${name}`);
    const route = routes[name];
    const answer = typeof route === 'function' ? (route as (c: Call) => unknown)(call) : route;
    const envelope =
      answer && typeof answer === 'object' && 'code' in answer ? answer : { code: 200, msg: 'ok', result: answer };
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function renderWithProviders(ui: ReactNode, path = '/profile/balance') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export const depositInfo: DepositInfo = {
  methods: [
    { coin: 'USDT', network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', minimum: '120' },
    { coin: 'USDT', network: 'ERC20', address: '0xdAC17F958D2ee523a2206206994597C13D831ec7', minimum: '120' },
    { coin: 'BTC', network: 'BTC', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', minimum: '0.015' },
    { coin: 'ETH', network: 'ETH', address: '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe', minimum: '0.2' },
  ],
  withdrawFeeRate: '0.5',
  minWithdrawal: '20',
};

export const figures = (mode: 'demo' | 'real', balance: string): AccountFigures => ({
  mode,
  currency: 'USDT',
  balance,
  held: '0',
  usedMargin: '0',
  freeMargin: balance,
  expectedProfit: '0',
  equity: balance,
});

export const emptyPage = { list: [], total: 0, page: 1, pageSize: 20 };
