// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountFigures, WithdrawalQuote } from '@tp/contract';
import { loadEnglish, renderWithProviders } from '../../../testing/index.ts';
import { Overview } from './Overview.tsx';
import { WithdrawalFigures } from './WithdrawQuote.tsx';

/** Each figure of a definition list as read: its text, and whether it is a left-to-right run of its own. */
function figures(container: HTMLElement): [string, boolean][] {
  return [...container.querySelectorAll('dd')].map((dd) => [
    dd.textContent.trim(),
    dd.querySelector('bdi[dir="ltr"]')?.textContent === dd.textContent,
  ]);
}

describe('amounts on the wallet pages, inside right-to-left text', () => {
  beforeAll(() => loadEnglish(['wallet', 'common']));

  it('keeps each account figure, its sign and its unit in one left-to-right run', () => {
    const account: AccountFigures = {
      mode: 'real',
      currency: 'USDT',
      balance: '-12.5',
      held: '100',
      usedMargin: '0',
      freeMargin: '-12.5',
      expectedProfit: '-3.25',
      equity: '-15.75',
    };
    const { container } = renderWithProviders(<Overview figures={account} />);
    expect(figures(container)).toEqual([
      ['-15.75', true],
      ['-12.50', true],
      ['0.00', true],
      ['-3.25', true],
      ['100.00', true],
    ]);
    const balance = container.querySelector('[data-testid="wallet-balance"] bdi[dir="ltr"]');
    expect(balance?.textContent).toBe('-12.50 USDT');
  });

  it('keeps each figure of a withdrawal with its unit in one left-to-right run', () => {
    const quote: WithdrawalQuote = {
      coin: 'BTC',
      network: 'BTC',
      amount: '1000',
      feeRate: '0.005',
      fee: '5',
      receive: '995',
      receiveCoin: '0.00967',
      rate: null,
      rateCode: null,
      rateTime: null,
    };
    const { container } = renderWithProviders(<WithdrawalFigures quote={quote} />);
    expect(figures(container)).toEqual([
      ['1,000.00 USDT', true],
      ['5.00 USDT', true],
      ['995.00 USDT', true],
      ['0.00967 BTC', true],
    ]);
  });
});
