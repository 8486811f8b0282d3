// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '../../lib/session.ts';
import {
  btc,
  emptyPage,
  fakeServer,
  isVisible,
  loadEnglish,
  openPosition,
  pageOf,
  quote,
  renderWithProviders,
  signIn,
  type Call,
} from '../../testing/index.ts';
import { TradeDesk } from './TradeDesk.tsx';

const risk = { key: 'riskWarning.en', value: 'Leveraged trading is risky.' };
const opened = { code: 200, msg: '20004', result: openPosition({ id: 31 }) };

/** The index and order calls every desk makes: risk warning, quotes, positions. */
const baseRoutes = (overrides: Record<string, unknown> = {}) => ({
  'GET getParamByKey': risk,
  'GET quotePosition': quote,
  'GET listPositions': emptyPage,
  ...overrides,
});

async function openForm() {
  return screen.findByRole('form', { name: 'Open a position' });
}

async function typeInto(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

describe('the trade desk', () => {
  beforeAll(async () => {
    await loadEnglish(['trading', 'market', 'forms', 'messages']);
  });
  beforeEach(() => {
    signIn('demo');
  });
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });

  it('steps lots on the grid and refuses lots off the step or out of range, sending nothing', async () => {
    const server = fakeServer(baseRoutes());
    renderWithProviders(<TradeDesk info={btc} />, '/market');
    const form = await openForm();
    const lots = within(form).getByLabelText('Lots');
    expect((lots as HTMLInputElement).value).toBe('0.01');

    await userEvent.click(within(form).getByRole('button', { name: 'More lots (+0.01)' }));
    await userEvent.click(within(form).getByRole('button', { name: 'More lots (+0.01)' }));
    expect((lots as HTMLInputElement).value).toBe('0.03');
    await typeInto(lots, '0.015');
    await userEvent.click(within(form).getByRole('button', { name: 'Fewer lots (−0.01)' }));
    expect((lots as HTMLInputElement).value).toBe('0.01');
    expect(within(form).getByRole('button', { name: 'Fewer lots (−0.01)' })).toHaveProperty('disabled', true);

    await typeInto(lots, '0.015');
    await userEvent.click(within(form).getByRole('button', { name: 'Buy long BTCUSDT' }));
    expect(within(form).getByRole('alert').textContent).toBe('Lots go in steps of 0.01.');

    await typeInto(lots, '6');
    await userEvent.click(within(form).getByRole('button', { name: 'Buy long BTCUSDT' }));
    expect(within(form).getByRole('alert').textContent).toBe('The maximum is 5 lots.');

    await typeInto(lots, '0.001');
    await userEvent.click(within(form).getByRole('button', { name: 'Buy long BTCUSDT' }));
    expect(within(form).getByRole('alert').textContent).toBe('The minimum is 0.01 lots.');

    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a stop-loss or take-profit on the wrong side of the live price', async () => {
    const server = fakeServer(baseRoutes());
    renderWithProviders(<TradeDesk info={btc} />, '/market');
    const form = await openForm();
    // The live price shows where each stop must be.
    await within(form).findByText('64,000.50');

    await userEvent.click(within(form).getByRole('switch', { name: 'Stop-loss' }));
    const stopLoss = within(form).getByLabelText('Stop-loss price');
    expect(isVisible(await within(form).findByText('Below the current price 64,000.50'))).toBe(true);
    await userEvent.type(stopLoss, '65000');
    await userEvent.click(within(form).getByRole('button', { name: 'Buy long BTCUSDT' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'The price is unreasonable: it must be below the current price 64,000.50.',
    );

    // Selling short, the same stop-loss is fine, and a take-profit above the price is not.
    await userEvent.click(within(form).getByRole('radio', { name: 'Sell short' }));
    await userEvent.click(within(form).getByRole('switch', { name: 'Take-profit' }));
    await userEvent.type(within(form).getByLabelText('Take-profit price'), '66000');
    await userEvent.click(within(form).getByRole('button', { name: 'Sell short BTCUSDT' }));
    const alerts = await within(form).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'The price is unreasonable: it must be below the current price 64,000.50.',
    ]);
    expect(within(form).getByLabelText('Take-profit price').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByLabelText('Stop-loss price').getAttribute('aria-invalid')).toBeNull();

    // More decimals than the instrument's price has.
    await typeInto(within(form).getByLabelText('Take-profit price'), '63000.123');
    await userEvent.click(within(form).getByRole('button', { name: 'Sell short BTCUSDT' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Use at most 2 decimals.');

    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('confirms with the quote’s figures and sends one Idempotency-Key per dialog', async () => {
    let attempts = 0;
    const server = fakeServer(
      baseRoutes({
        'POST openPosition': () => {
          attempts += 1;
          if (attempts === 1) throw new TypeError('connection reset');
          return opened;
        },
      }),
    );
    renderWithProviders(<TradeDesk info={btc} />, '/market');
    const form = await openForm();
    await typeInto(within(form).getByLabelText('Lots'), '0.1');
    await userEvent.click(within(form).getByRole('radio', { name: '20×' }));
    await userEvent.click(within(form).getByRole('switch', { name: 'Take-profit' }));
    await userEvent.type(within(form).getByLabelText('Take-profit price'), '70000');
    await userEvent.click(within(form).getByRole('button', { name: 'Buy long BTCUSDT' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm the order' });
    const text = dialog.textContent;
    expect(text).toContain('Buy long · BTCUSDT');
    expect(text).toContain('0.1');
    expect(text).toContain('20×');
    expect(text).toContain('70,000.00');
    const figures = within(dialog).getByTestId('quote-figures');
    expect(within(figures).getByText('Price').nextElementSibling?.textContent).toBe('64,000.50');
    expect(within(figures).getByText('Required margin').nextElementSibling?.textContent).toBe('64.00 USDT');
    expect(within(figures).getByText('Fee').nextElementSibling?.textContent).toBe('0.64 USDT');
    expect(within(figures).getByText('Free margin').nextElementSibling?.textContent).toBe('10,000.00 USDT');
    expect(within(figures).getByText('Free margin after').nextElementSibling?.textContent).toBe('9,935.36 USDT');

    // The answer is lost: the dialog stays and says so; confirming again repeats the same request.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The network is unavailable. Check your connection.',
    );
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(isVisible(await screen.findByText('Purchase successful.'))).toBe(true);
    await vi.waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    const posts = server.posts('openPosition');
    expect(posts).toHaveLength(2);
    expect(posts[0]?.body).toEqual({
      instrumentId: 7,
      side: 'long',
      lots: '0.1',
      leverage: 20,
      stopLoss: null,
      takeProfit: '70000',
    });
    const keys = posts.map((call) => call.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(posts[0]?.headers.virtually).toBe('NO');

    // The next order is a new dialog with a new key.
    await userEvent.click(within(form).getByRole('button', { name: 'Buy long BTCUSDT' }));
    const next = await screen.findByRole('dialog', { name: 'Confirm the order' });
    await userEvent.click(within(next).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => {
      expect(server.posts('openPosition')).toHaveLength(3);
    });
    expect(server.posts('openPosition')[2]?.headers['idempotency-key']).not.toBe(keys[0]);
  });

  it('shows a refusal in the dialog, in the customer’s words', async () => {
    fakeServer(
      baseRoutes({
        'POST openPosition': {
          code: 10088,
          msg: 'Stop-loss or take-profit prices are unreasonable.',
          result: null,
        },
      }),
    );
    renderWithProviders(<TradeDesk info={btc} />, '/market');
    const form = await openForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Buy long BTCUSDT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the order' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The stop-loss or take-profit price is unreasonable.',
    );
    // The dialog stays open, to confirm again or cancel.
    expect(isVisible(dialog)).toBe(true);
  });

  it('asks before closing a position, with the profit expected', async () => {
    const position = openPosition();
    const server = fakeServer(
      baseRoutes({
        'GET listPositions': (call: Call) => (call.query.get('status') === 'open' ? pageOf([position]) : emptyPage),
        'GET getPositionById': position,
        'POST closePosition': { code: 200, msg: 'ok', result: { ...position, status: 'closed', profit: '12.3' } },
      }),
    );
    renderWithProviders(<TradeDesk info={btc} />, '/market');
    const item = await screen.findByTestId('position-12');
    expect(item.textContent).toContain('+12.35 USDT');
    expect(screen.getByRole('tab', { name: 'Open (1)' }).getAttribute('aria-selected')).toBe('true');

    await userEvent.click(within(item).getByRole('button', { name: 'Close BTCUSDT position No. 12' }));
    let dialog = await screen.findByRole('dialog', { name: 'Close the position' });
    expect(within(dialog).getByTestId('close-expected').textContent).toBe('+12.35 USDT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.posts('closePosition')).toEqual([]);

    await userEvent.click(within(item).getByRole('button', { name: 'Close BTCUSDT position No. 12' }));
    dialog = await screen.findByRole('dialog', { name: 'Close the position' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Close position' }));
    expect(isVisible(await screen.findByText('Position closed. Profit: +12.30 USDT.'))).toBe(true);
    const posts = server.posts('closePosition');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ id: 12 });
  });

  it('changes stops after checking them against the live price', async () => {
    const position = openPosition();
    const server = fakeServer(
      baseRoutes({
        'GET listPositions': (call: Call) => (call.query.get('status') === 'open' ? pageOf([position]) : emptyPage),
        'GET getPositionById': position,
        'POST updatePositionStops': { code: 200, msg: '20005', result: { ...position, stopLoss: '60000' } },
      }),
    );
    renderWithProviders(<TradeDesk info={btc} />, '/market');
    const item = await screen.findByTestId('position-12');
    await userEvent.click(
      within(item).getByRole('button', {
        name: 'SL / TP: change the stop-loss and take-profit of BTCUSDT position No. 12',
      }),
    );
    const dialog = await screen.findByRole('form', { name: 'Stop-loss and take-profit' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Stop-loss' }));
    await userEvent.type(within(dialog).getByLabelText('Stop-loss price'), '64500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The price is unreasonable: it must be below the current price 64,000.50.',
    );
    expect(server.posts('updatePositionStops')).toEqual([]);

    await typeInto(within(dialog).getByLabelText('Stop-loss price'), '60000');
    // Switching the take-profit off removes it.
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Take-profit' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(isVisible(await screen.findByText('Changed successfully.'))).toBe(true);
    expect(server.posts('updatePositionStops').map((call) => call.body)).toEqual([
      { id: 12, stopLoss: '60000', takeProfit: null },
    ]);
  });

  it('sends a visitor to log in, and says why a closed market cannot be traded', async () => {
    clearSession();
    fakeServer(baseRoutes());
    renderWithProviders(<TradeDesk info={btc} />, '/market');
    const form = await openForm();
    expect(within(form).getByRole('link', { name: 'Log in to trade' }).getAttribute('href')).toBe('/pass/login');
    expect(screen.getByRole('link', { name: 'Log in to see your positions.' }).getAttribute('href')).toBe(
      '/pass/login',
    );
    cleanup();

    signIn('demo');
    renderWithProviders(<TradeDesk info={{ ...btc, status: 'closed', nextChangeAt: null }} />, '/market');
    const closedForm = await openForm();
    const submit = within(closedForm).getByRole('button', { name: 'Buy long BTCUSDT' });
    expect(submit).toHaveProperty('disabled', true);
    expect(within(closedForm).getByRole('note').textContent).toBe(
      'The market is closed: trading is unavailable until it opens.',
    );
  });

  it('shows the risk warning published in the reader’s language', async () => {
    const server = fakeServer(baseRoutes());
    renderWithProviders(<TradeDesk info={btc} />, '/market');
    expect(isVisible(await screen.findByText('Leveraged trading is risky.'))).toBe(true);
    expect(server.calls.some((call) => call.path === '/swx/customer/index/getParamByKey/riskWarning.en')).toBe(true);
  });
});
