// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '../../../lib/session.ts';
import {
  depositInfo,
  fakeServer,
  loadEnglish,
  renderWithProviders,
  signIn,
  type Call,
} from '../../../testing/index.ts';
import WithdrawPanel from './WithdrawPanel.tsx';

const quote = {
  coin: 'USDT',
  network: 'TRC20',
  amount: '200',
  feeRate: '0.005',
  fee: '1',
  receive: '199',
  receiveCoin: '199',
  rate: '1',
  rateCode: null,
  rateTime: null,
};

async function openForm() {
  renderWithProviders(<WithdrawPanel available="1000" onSubmitted={() => undefined} />, '/profile/balance');
  return screen.findByRole('form', { name: 'Withdraw' });
}

describe('the withdrawal form', () => {
  beforeAll(async () => {
    await loadEnglish(['wallet', 'forms', 'messages']);
  });
  beforeEach(() => {
    signIn('real');
  });
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });

  it('refuses an address of the wrong shape, checksum or network, and sends nothing', async () => {
    const server = fakeServer({ 'GET getDepositInfo': depositInfo, 'GET withdrawalQuote': quote });
    const form = await openForm();
    const address = within(form).getByLabelText('Wallet address');
    await userEvent.type(within(form).getByLabelText('Amount in USDT, fee included'), '200');

    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(within(form).getByRole('alert').textContent).toBe('Enter the wallet address');

    await userEvent.type(address, 'T123');
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(within(form).getByRole('alert').textContent).toBe('This is not a USDT-TRC20 address');

    // One character changed in a real TRON address: the checksum catches the typo.
    await userEvent.clear(address);
    await userEvent.type(address, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u');
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(within(form).getByRole('alert').textContent).toBe('The address checksum does not match: check it for typos');

    // A good Ethereum address is not a TRON address.
    await userEvent.clear(address);
    await userEvent.type(address, '0xdAC17F958D2ee523a2206206994597C13D831ec7');
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(within(form).getByRole('alert').textContent).toBe('This address belongs to another network, not USDT-TRC20');
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('refuses more than is available', async () => {
    fakeServer({ 'GET getDepositInfo': depositInfo, 'GET withdrawalQuote': quote });
    const form = await openForm();
    await userEvent.type(within(form).getByLabelText('Wallet address'), 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    await userEvent.type(within(form).getByLabelText('Amount in USDT, fee included'), '1000.01');
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(within(form).getByRole('alert').textContent).toBe('More than your available 1,000.00 USDT');
  });

  it('says the minimum, and shows nothing to receive for an amount that cannot be sent', async () => {
    const server = fakeServer({
      'GET getDepositInfo': depositInfo,
      'GET withdrawalQuote': (call: Call) =>
        Number(call.query.get('amount')) < 20
          ? { code: 10088, msg: 'The minimum withdrawal is 20 USDT.', result: null }
          : { ...quote, amount: call.query.get('amount') },
    });
    const form = await openForm();
    const amount = within(form).getByLabelText('Amount in USDT, fee included');
    const estimate = screen.getByRole('region', { name: 'Estimate' });

    await userEvent.type(amount, '5');
    expect((await within(estimate).findByText(/minimum/)).textContent).toBe('The minimum withdrawal is 20 USDT');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1000.01');
    expect((await within(estimate).findByText(/available/)).textContent).toBe('More than your available 1,000.00 USDT');
    expect(within(estimate).queryByTestId('withdraw-quote')).toBeNull();
    expect(server.calls.filter((call) => call.name === 'withdrawalQuote')).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '200');
    expect((await within(estimate).findByTestId('withdraw-quote')).textContent).toContain('You receive199.00 USDT');
  });

  it('confirms address, amount, fee and receive, and repeats a failed send under the same key', async () => {
    let attempts = 0;
    const server = fakeServer({
      'GET getDepositInfo': depositInfo,
      'GET withdrawalQuote': quote,
      'POST withdrawal': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('connection reset');
        return { code: 200, msg: '20003', result: { ...quote, id: 7, status: 'awaiting_review' } };
      },
    });
    const onSubmitted = vi.fn();
    renderWithProviders(<WithdrawPanel available="1000" onSubmitted={onSubmitted} />, '/profile/balance');
    const form = await screen.findByRole('form', { name: 'Withdraw' });
    await userEvent.type(within(form).getByLabelText('Wallet address'), ' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t ');
    await userEvent.type(within(form).getByLabelText('Amount in USDT, fee included'), '200');
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
    expect(within(dialog).getByTestId('confirm-address').textContent).toBe('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    const figures = within(dialog).getByTestId('withdraw-quote').textContent;
    expect(figures).toContain('200.00 USDT');
    expect(figures).toContain('Fee (0.5%)');
    expect(figures).toContain('199.00 USDT');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => {
      expect(attempts).toBe(1);
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => {
      expect(onSubmitted).toHaveBeenCalled();
    });
    const posts = server.calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0]?.body).toEqual({
      coin: 'USDT',
      network: 'TRC20',
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      amount: '200',
    });
    const keys = posts.map((call) => call.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(posts[0]?.headers.virtually).toBe('YES');
  });
});
