// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PresaleCommitment, PresaleRound } from '@tp/contract';
import { clearSession, setAccountMode } from '../../lib/session.ts';
import { fakeServer, loadEnglish, pageOf, renderWithProviders, signIn } from '../../testing/index.ts';
import PresalePage from './PresalePage.tsx';
import { amountProblem, progressPercent, tokensIfFull } from './preview.ts';

const HOUR = 3_600_000;
const now = Date.now();
const round: PresaleRound = {
  id: 7,
  symbol: 'NOVA',
  name: 'Nova Network',
  logo: '',
  description: 'A fast settlement layer.',
  language: 'en',
  price: '0.3',
  tokens: '1000',
  tokenScale: 2,
  offerValue: '300',
  cap: '500',
  minCommitment: '10',
  startTime: now - HOUR,
  endTime: now + HOUR,
  distributionTime: now + HOUR,
  status: 'live',
  totalCommitted: '150',
  subscribers: 2,
  tokensAllocated: null,
  tokensUnsold: null,
  dust: null,
  settledAt: null,
};
const commitment: PresaleCommitment = {
  id: 3,
  roundId: 7,
  symbol: 'NOVA',
  name: 'Nova Network',
  roundStatus: 'live',
  price: '0.3',
  amount: '100',
  status: 'open',
  tokens: null,
  cost: null,
  refund: null,
  createdAt: now,
  updatedAt: now,
  settledAt: null,
};

describe('the presale preview', () => {
  it('rounds the tokens down to the token scale and checks the amount against the round', () => {
    expect(tokensIfFull('100', round)).toBe('333.33');
    expect(tokensIfFull('0.05', round)).toBe('0.16');
    expect(amountProblem('abc', round)).toBe('format');
    expect(amountProblem('1.0000001', round)).toBe('decimals');
    expect(amountProblem('9.99', round)).toBe('range');
    expect(amountProblem('500.01', round)).toBe('range');
    expect(amountProblem('0', round)).toBeNull();
    expect(amountProblem('250', round)).toBeNull();
    expect(progressPercent(round)).toBe(50);
  });
});

describe('the presale page', () => {
  beforeAll(async () => {
    await loadEnglish(['presale', 'messages', 'forms']);
  });
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows the preview before confirming, then commits under an Idempotency-Key', async () => {
    signIn('real');
    setAccountMode('real');
    const server = fakeServer({
      'GET listPresale': pageOf([round]),
      'GET listPresaleCommitments': pageOf([commitment]),
      'POST commitPresale': { code: 200, msg: '20004', result: { ...commitment, amount: '250' } },
    });
    renderWithProviders(<PresalePage />, '/presale');
    const card = await screen.findByRole('article', { name: /Nova Network/ });
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(within(card).getByTestId('presale-held').textContent).toBe('100 USDT');
    const amount = within(card).getByLabelText('Amount (USDT)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '600');
    await userEvent.click(within(card).getByRole('button', { name: 'Review commitment' }));
    expect(within(card).getByRole('alert').textContent).toBe('Between 10 and 500 USDT, or 0');
    expect(server.posts('commitPresale')).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '250');
    await userEvent.click(within(card).getByRole('button', { name: 'Review commitment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your commitment' });
    expect(within(dialog).getByTestId('presale-preview-tokens').textContent).toBe('833.33 NOVA');
    expect(dialog.textContent).toContain('allocated pro rata');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const [post] = server.posts('commitPresale');
    expect(post?.body).toEqual({ roundId: 7, amount: '250' });
    expect(post?.headers['idempotency-key']).toBeTruthy();
  });

  it('asks the demo account to switch to the real one instead of offering the form', async () => {
    signIn('demo');
    setAccountMode('demo');
    fakeServer({ 'GET listPresale': pageOf([round]), 'GET listPresaleCommitments': pageOf([]) });
    renderWithProviders(<PresalePage />, '/presale');
    const card = await screen.findByRole('article', { name: /Nova Network/ });
    expect(card.textContent).toContain('The demo account cannot take part');
    expect(within(card).queryByLabelText('Amount (USDT)')).toBeNull();
  });
});
