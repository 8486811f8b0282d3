// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '../../../lib/session.ts';
import {
  closedPosition,
  fakeServer,
  isVisible,
  loadEnglish,
  optionOrder,
  pageOf,
  renderWithProviders,
  signIn,
  type Call,
} from '../../../testing/index.ts';
import OrdersPage from './OrdersPage.tsx';

const markets = (call: Call) =>
  call.query.get('type') === '2'
    ? [
        { id: 7, code: 'BTCUSDT', type: 2, appName: 'Bitcoin', logo: '', price: 1, zdf: 0, hundred: [] },
        { id: 8, code: 'ETHUSDT', type: 2, appName: 'Ethereum', logo: '', price: 1, zdf: 0, hundred: [] },
      ]
    : call.query.get('type') === '1'
      ? [{ id: 1, code: 'EURUSD', type: 1, appName: 'Euro / US Dollar', logo: '', price: 1, zdf: 0, hundred: [] }]
      : [];

const last = (calls: Call[], name: string) => calls.filter((call) => call.name === name).at(-1);
const queryOf = (call: Call | undefined) => Object.fromEntries(call?.query ?? []);

describe('the order list', () => {
  beforeAll(async () => {
    await loadEnglish(['orders', 'messages']);
  });
  beforeEach(() => {
    signIn('real');
  });
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows positions with their figures, and sends the filters and the page in the query', async () => {
    const server = fakeServer({
      'GET listMarketByType': markets,
      'GET listPositions': (call: Call) =>
        pageOf(
          [
            closedPosition({ id: 12 }),
            closedPosition({
              id: 13,
              side: 'short',
              status: 'open',
              closePrice: null,
              closeTick: null,
              closeReason: null,
              profit: null,
              closedAt: null,
              currentPrice: '64100',
              floatingProfit: '-50.5',
            }),
          ],
          45,
          Number(call.query.get('page')),
        ),
    });
    renderWithProviders(<OrdersPage />, '/profile/orders');

    const closed = await screen.findByTestId('position-12');
    expect(closed.textContent).toContain('BTCUSDT');
    expect(closed.textContent).toContain('Buy long');
    expect(closed.textContent).toContain('0.5 · 100×');
    expect(closed.textContent).toContain('64,000');
    expect(closed.textContent).toContain('65,000');
    expect(closed.textContent).toContain('32.00 USDT');
    expect(closed.textContent).toContain('320.00 USDT');
    expect(closed.textContent).toContain('SL 63,000');
    expect(closed.textContent).toContain('Take profit');
    expect(within(closed).getByText('+500.00 USDT').closest('.ord-amount')?.className).toContain('ord-amount--up');
    const open = screen.getByTestId('position-13');
    expect(open.textContent).toContain('Sell short');
    expect(open.textContent).toContain('Now 64,100');
    expect(within(open).getByText('-50.50 USDT').closest('.ord-amount')?.className).toContain('ord-amount--down');
    expect(isVisible(screen.getByText('Page 1 of 3 · Total 45'))).toBe(true);
    expect(queryOf(last(server.calls, 'listPositions'))).toEqual({ page: '1', pageSize: '20' });
    expect(last(server.calls, 'listPositions')?.headers.virtually).toBe('YES');

    const filters = screen.getByRole('form', { name: 'Filters' });
    await userEvent.selectOptions(within(filters).getByLabelText('Status'), 'closed');
    await vi.waitFor(() => {
      expect(within(filters).getByRole<HTMLOptionElement>('option', { name: 'BTCUSDT · Bitcoin' }).value).toBe('7');
    });
    await userEvent.selectOptions(within(filters).getByLabelText('Instrument'), 'BTCUSDT · Bitcoin');
    await userEvent.selectOptions(within(filters).getByLabelText('Direction'), 'Sell short');
    await userEvent.type(within(filters).getByLabelText('From'), '2025-06-01');
    await userEvent.type(within(filters).getByLabelText('To'), '2025-06-30');
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));

    await vi.waitFor(() => {
      expect(queryOf(last(server.calls, 'listPositions'))).toEqual({
        status: 'closed',
        instrumentId: '7',
        side: 'short',
        from: String(new Date('2025-06-01T00:00:00').getTime()),
        to: String(new Date('2025-07-01T00:00:00').getTime()),
        page: '2',
        pageSize: '20',
      });
    });
    expect(isVisible(await screen.findByText('Page 2 of 3 · Total 45'))).toBe(true);
    expect(screen.getByTestId('location').textContent).toBe(
      '/profile/orders?tab=positions&status=closed&instrument=7&side=short&from=2025-06-01&to=2025-06-30&page=2',
    );
  });

  it('shows options orders, filters them by settled and direction, and details the ticks used', async () => {
    const won = optionOrder({
      id: 41,
      status: 'won',
      settlePrice: '65100.25',
      settleTick: { code: 'BTCUSDT', time: 1_750_000_059_700, price: '65100.25' },
      payout: '185',
      profit: '85',
      settledAt: 1_750_000_060_400,
    });
    const refunded = optionOrder({
      id: 42,
      direction: 'down',
      status: 'refunded',
      payout: '100',
      profit: '0',
      settledAt: 1,
    });
    const server = fakeServer({
      'GET listMarketByType': markets,
      'GET listOptionsOrder': pageOf([won, refunded]),
      'GET getOptionsOrderById': won,
    });
    renderWithProviders(<OrdersPage />, '/profile/orders?tab=options&instrument=7');

    const row = await screen.findByTestId('option-order-41');
    expect(screen.getByRole('tab', { name: 'Options' }).getAttribute('aria-selected')).toBe('true');
    expect(row.textContent).toContain('Up');
    expect(row.textContent).toContain('100.00 USDT');
    expect(row.textContent).toContain('60 s · 85%');
    expect(row.textContent).toContain('65,000.5');
    expect(row.textContent).toContain('65,100.25');
    expect(row.textContent).toContain('185.00 USDT');
    expect(row.textContent).toContain('+85.00 USDT');
    expect(row.textContent).toContain('Won');
    const other = screen.getByTestId('option-order-42');
    expect(other.textContent).toContain('Down');
    expect(other.textContent).toContain('Refunded: no price at expiry');
    expect(queryOf(last(server.calls, 'listOptionsOrder'))).toEqual({ instrumentId: '7', page: '1', pageSize: '20' });

    const filters = screen.getByRole('form', { name: 'Filters' });
    await userEvent.selectOptions(within(filters).getByLabelText('Status'), 'Settled');
    await userEvent.selectOptions(within(filters).getByLabelText('Direction'), 'Down');
    await vi.waitFor(() => {
      expect(queryOf(last(server.calls, 'listOptionsOrder'))).toEqual({
        status: 'settled',
        instrumentId: '7',
        direction: 'down',
        page: '1',
        pageSize: '20',
      });
    });

    await userEvent.click(
      within(screen.getByTestId('option-order-41')).getByRole('button', { name: 'Details of order 41' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Option order #41' });
    const ticks = within(dialog).getByTestId('option-ticks');
    const openTick = new Date(won.openTick.time).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'medium' });
    const settleTick = new Date(1_750_000_059_700).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'medium' });
    expect(within(ticks).getByText('Opening price').nextSibling?.textContent).toBe('65,000.5');
    expect(within(ticks).getByText('Time of the opening tick').nextSibling?.textContent).toBe(openTick);
    expect(within(ticks).getByText('Settling price').nextSibling?.textContent).toBe('65,100.25');
    expect(within(ticks).getByText('Time of the settling tick').nextSibling?.textContent).toBe(settleTick);
  });

  it('switching tabs keeps the instrument and dates, and drops what only one kind has', async () => {
    const server = fakeServer({
      'GET listMarketByType': markets,
      'GET listPositions': pageOf([]),
      'GET listOptionsOrder': pageOf([]),
    });
    renderWithProviders(
      <OrdersPage />,
      '/profile/orders?tab=positions&status=open&side=long&instrument=8&from=2025-01-02',
    );
    expect(isVisible(await screen.findByText('No orders match these filters.'))).toBe(true);
    await userEvent.click(screen.getByRole('tab', { name: 'Options' }));
    await vi.waitFor(() => {
      expect(queryOf(last(server.calls, 'listOptionsOrder'))).toEqual({
        instrumentId: '8',
        from: String(new Date('2025-01-02T00:00:00').getTime()),
        page: '1',
        pageSize: '20',
      });
    });
  });
});
