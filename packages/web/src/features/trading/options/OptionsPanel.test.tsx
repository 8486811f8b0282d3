// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { livePrices } from '../../../api/socket.ts';
import { clearSession, setAccountMode } from '../../../lib/session.ts';
import {
  fakeServer,
  isVisible,
  loadEnglish,
  optionOrder,
  optionsBtc as btc,
  pageOf,
  products,
  renderWithProviders,
  signIn,
} from '../../../testing/index.ts';
import { OptionsPanel } from './OptionsPanel.tsx';

const T0 = 1_750_000_000_000;

function login() {
  signIn('demo');
}

describe('the options panel', () => {
  beforeAll(async () => {
    await loadEnglish(['orders', 'messages', 'forms']);
  });
  beforeEach(() => {
    setAccountMode('demo');
    livePrices.set([]);
  });
  afterEach(() => {
    cleanup();
    clearSession();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('offers the periods with their payout rates, and refuses a stake outside the limits before sending', async () => {
    login();
    const server = fakeServer({ 'GET listOptionsProducts': products, 'GET listOptionsOrder': pageOf([]) });
    renderWithProviders(<OptionsPanel info={btc} />, '/market');
    const form = await screen.findByRole('form', { name: 'Buy an option on BTCUSDT' });
    const periods = within(form).getByRole('radiogroup', { name: 'Period' });
    expect(
      within(periods)
        .getAllByRole('radio')
        .map((chip) => chip.textContent),
    ).toEqual(['30 s · 85%', '60 s · 85%', '120 s · 82%', '300 s · 80%']);
    expect(within(periods).getByRole('radio', { checked: true }).textContent).toBe('60 s · 85%');

    const stake = within(form).getByLabelText('Stake (USDT)');
    const buy = within(form).getByRole('button', { name: 'Buy up' });
    await userEvent.click(buy);
    expect(within(form).getByRole('alert').textContent).toBe('Enter the stake');

    await userEvent.type(stake, '9.99');
    await userEvent.click(buy);
    expect(within(form).getByRole('alert').textContent).toBe('The minimum stake is 10 USDT');

    await userEvent.clear(stake);
    await userEvent.type(stake, '10000.01');
    await userEvent.click(buy);
    expect(within(form).getByRole('alert').textContent).toBe('The maximum stake is 10000 USDT');

    await userEvent.clear(stake);
    await userEvent.type(stake, '12.1234567');
    await userEvent.click(buy);
    expect(within(form).getByRole('alert').textContent).toBe('At most 6 decimal places');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the potential payout, confirms, and buys under one key per confirmation', async () => {
    login();
    let attempts = 0;
    const server = fakeServer({
      'GET listOptionsProducts': products,
      'GET listOptionsOrder': pageOf([]),
      'GET getOptionsOrderById': optionOrder(),
      'POST buyOptions': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('connection reset');
        return { code: 200, msg: '20004', result: optionOrder({ id: 41, direction: 'down', stake: '33.33' }) };
      },
    });
    renderWithProviders(<OptionsPanel info={btc} />, '/market');
    const form = await screen.findByRole('form', { name: 'Buy an option on BTCUSDT' });
    await userEvent.click(within(form).getByRole('radio', { name: /Down/ }));
    await userEvent.click(within(form).getByRole('radio', { name: '120 s · 82%' }));
    await userEvent.type(within(form).getByLabelText('Stake (USDT)'), '33.33');
    // 33.33 × 1.82 = 60.6606: rounded down to the cent.
    expect(within(form).getByTestId('potential-payout').textContent).toBe('60.66 USDT');
    await userEvent.click(within(form).getByRole('button', { name: 'Buy down' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm the option' });
    const summary = within(dialog).getByTestId('options-confirm').textContent;
    expect(summary).toContain('BTCUSDT');
    expect(summary).toContain('120 s');
    expect(summary).toContain('33.33 USDT');
    expect(summary).toContain('82%');
    expect(summary).toContain('60.66 USDT');

    // The first send is lost on the way: confirming again repeats it under the same key.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => {
      expect(attempts).toBe(1);
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(isVisible(await screen.findByText('Purchase successful.'))).toBe(true);

    const posts = server.calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0]?.path).toBe('/swx/customer/order/buyOptions');
    expect(posts[0]?.body).toEqual({
      instrumentId: 7,
      productId: 3,
      periodSeconds: 120,
      direction: 'down',
      stake: '33.33',
    });
    expect(posts[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]?.headers['idempotency-key']).toBe(posts[0]?.headers['idempotency-key']);
    expect(posts[0]?.headers.virtually).toBe('NO');

    // A new confirmation is a new purchase: a new key.
    await vi.waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Buy down' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => {
      expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(3);
    });
    const third = server.calls.filter((call) => call.method === 'POST')[2];
    expect(third?.headers['idempotency-key']).not.toBe(posts[0]?.headers['idempotency-key']);
  });

  it('counts an open option down every second, then shows its result when it settles', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    vi.setSystemTime(T0);
    login();
    const open = optionOrder({ createdAt: T0, expiresAt: T0 + 60_000 });
    const won = optionOrder({
      createdAt: T0,
      expiresAt: T0 + 60_000,
      status: 'won',
      settlePrice: '65100.25',
      settleTick: { code: 'BTCUSDT', time: T0 + 59_700, price: '65100.25' },
      payout: '185',
      profit: '85',
      settledAt: T0 + 60_400,
    });
    let settled = false;
    const server = fakeServer({
      'GET listOptionsProducts': products,
      'GET listOptionsOrder': () => (settled ? pageOf([]) : pageOf([open])),
      'GET getOptionsOrderById': () => (settled ? won : open),
    });
    livePrices.set([{ code: 'BTCUSDT', price: 65010.25, zdf: 1 }]);
    renderWithProviders(<OptionsPanel info={btc} />, '/market');

    const card = await screen.findByTestId('option-41');
    const timer = within(card).getByRole('timer');
    expect(timer.getAttribute('aria-live')).toBe('polite');
    expect(timer.textContent).toBe('01:00');
    expect(card.textContent).toContain('65,000.50');
    expect(card.textContent).toContain('65,010.25');
    expect(card.textContent).toContain('Winning');

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(within(screen.getByTestId('option-41')).getByRole('timer').textContent).toBe('00:59');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(within(screen.getByTestId('option-41')).getByRole('timer').textContent).toBe('00:56');
    // Asked for every second while open: the countdown follows the server's order.
    const listCalls = server.calls.filter((call) => call.name === 'listOptionsOrder');
    expect(listCalls.length).toBeGreaterThanOrEqual(4);
    expect(listCalls[0]?.query.get('status')).toBe('open');
    expect(listCalls[0]?.query.get('instrumentId')).toBe('7');

    await act(() => vi.advanceTimersByTimeAsync(56_000));
    const expired = screen.getByTestId('option-41');
    expect(within(expired).getByRole('timer').textContent).toBe('00:00');
    expect(expired.textContent).toContain('Settling…');

    settled = true;
    await act(() => vi.advanceTimersByTimeAsync(1500));
    const result = await screen.findByTestId('option-41');
    expect(result.className).toContain('opt-result--won');
    expect(within(result).queryByRole('timer')).toBeNull();
    expect(result.textContent).toContain('Won');
    expect(result.textContent).toContain('+85.00 USDT');
    expect(result.textContent).toContain('185.00 USDT credited');
    expect(result.textContent).toContain('65,100.25');
    expect(server.calls.some((call) => call.path === '/swx/customer/order/getOptionsOrderById/41')).toBe(true);

    // Dismissed, the result goes; nothing is open any more.
    await act(async () => {
      within(result).getByRole('button', { name: 'Dismiss' }).click();
      await Promise.resolve();
    });
    expect(screen.queryByTestId('option-41')).toBeNull();
    expect(isVisible(screen.getByText('No open options on BTCUSDT.'))).toBe(true);
  });

  it('sends a visitor to log in, and disables buying while the market is closed, saying why', async () => {
    fakeServer({ 'GET listOptionsProducts': products });
    renderWithProviders(<OptionsPanel info={btc} />, '/market');
    const form = await screen.findByRole('form', { name: 'Buy an option on BTCUSDT' });
    expect(within(form).queryByRole('button', { name: 'Buy up' })).toBeNull();
    expect(within(form).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/pass/login');
    cleanup();

    login();
    fakeServer({ 'GET listOptionsProducts': products, 'GET listOptionsOrder': pageOf([]) });
    renderWithProviders(
      <OptionsPanel
        info={{
          ...btc,
          code: 'AAPL',
          status: 'closed',
          tradingHours: 'Mon–Fri 09:30–16:00',
          timeZone: 'America/New_York',
        }}
      />,
      '/market',
    );
    const closed = await screen.findByRole('form', { name: 'Buy an option on AAPL' });
    expect(within(closed).getByRole('button', { name: 'Buy up' }).hasAttribute('disabled')).toBe(true);
    expect(within(closed).getByLabelText('Stake (USDT)').closest('fieldset')?.disabled).toBe(true);
    expect(
      screen
        .getByText(
          'The market is closed, so options cannot be bought now. Trading hours: Mon–Fri 09:30–16:00 (America/New_York).',
        )
        .getAttribute('role'),
    ).toBe('status');
  });
});
