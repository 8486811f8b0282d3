import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  Money,
  type AccountFigures,
  type MarketInfo,
  type MarketItem,
  type OptionsOrder,
  type OptionsProduct,
  type PositionQuote,
  type PositionRecord,
} from '@tp/contract';
import { call, type Answer } from '../packages/server/test/app.ts';
// The app's own formatters: a journey expects exactly what a customer reads.
import { formatMoney } from '../packages/web/src/lib/decimal.ts';
import { formatAmount } from '../packages/web/src/features/trading/decimal.ts';
import { cents, price as writtenPrice } from '../packages/web/src/features/trading/orders/format.ts';
import {
  closeTab,
  openTab,
  startStack,
  toast,
  uniqueUser,
  viewportNames,
  waitForPath,
  type Stack,
  type Tab,
  type ViewportName,
} from './helpers.ts';
import { signUp } from '../packages/server/test/signin.ts';

/**
 * The trading journeys on BTCUSDT (priced every second, open around the clock), at both layouts:
 * a long position on the demo account opened with a stop-loss, watched, closed and found again in
 * the order list, its money checked in the ledger; an up option of the shortest period counted
 * down and settled; and the empty real account refused. The three run side by side, each as its
 * own customer, so that the option's 30 s pass while the position is traded.
 */

const CODE = 'BTCUSDT';
const ORDER_API = '/swx/customer/order';
/** Where the journeys save screenshots of each step to look at (E2E_SHOTS_DIR); none when unset. */
const SHOTS = process.env.E2E_SHOTS_DIR ?? null;
/** The position's size. */
const LOTS = '0.01';
/** The option's period plus the settlement delay, the polls and a slow machine. */
const SETTLE_WAIT_MS = 60_000;
/** Prices move every second; the open list follows them every two. */
const PROFIT_MOVE_WAIT_MS = 30_000;

type Mode = 'demo' | 'real';

/** Runs one step of a journey; a failure says which journey and which step. */
function stepper(journey: string) {
  return async <T>(name: string, action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`${journey}: step "${name}" failed: ${message}`, { cause: error });
    }
  };
}

/** Calls the customer API as `token`, on one book (the `virtually` header: NO demo, YES real). */
async function api<T>(stack: Stack, token: string, mode: Mode, method: 'GET' | 'POST', url: string, body?: unknown) {
  const answer: Answer<T> = await call<T>(stack.url, method, url, {
    token,
    body,
    headers: { virtually: mode === 'demo' ? 'NO' : 'YES' },
  });
  return answer;
}

async function ok<T>(answer: Promise<Answer<T>>): Promise<T> {
  const { code, msg, result } = await answer;
  if (code !== 200) throw new Error(`the API answered ${code}: ${msg}`);
  return result;
}

const account = (stack: Stack, token: string, mode: Mode) =>
  ok(api<AccountFigures>(stack, token, mode, 'GET', '/swx/customer/user/getAccount'));

const normalized = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const textOf = async (locator: Locator) => normalized(await locator.textContent());

/** The value beside a term of a description list (`<dt>term</dt><dd>value</dd>`) inside `scope`. */
const valueOf = (scope: Locator, term: string) => scope.locator(`dt:text-is("${term}") + dd`);

/** What the order calls the journeys make answer when they succeed. */
interface OrderAnswers {
  openPosition: PositionRecord;
  closePosition: PositionRecord;
  buyOptions: OptionsOrder;
}

/** The JSON answer of the next call to `endpoint` (under /swx/customer/order) once `action` ran. */
async function answerOf<E extends keyof OrderAnswers>(
  page: Page,
  endpoint: E,
  action: () => Promise<unknown>,
): Promise<{ code: number; msg: string; result: OrderAnswers[E] }> {
  const response = page.waitForResponse((r: Response) => new URL(r.url()).pathname === `${ORDER_API}/${endpoint}`);
  await action();
  return (await (await response).json()) as { code: number; msg: string; result: OrderAnswers[E] };
}

async function shoot(page: Page, viewport: ViewportName, name: string, target?: Locator): Promise<void> {
  if (!SHOTS) return;
  if (target) await target.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, `${viewport}-${name}.png`), animations: 'disabled' });
}

/** The trade desk of the instrument shown, and its two tabs. */
const desk = (page: Page) => page.getByRole('region', { name: `Trade ${CODE}` });
const orderForm = (page: Page) => page.getByRole('form', { name: 'Open a position' });

async function openInstrument(page: Page, stack: Stack, viewport: ViewportName, id: number, via: 'market' | 'link') {
  if (via === 'market' && viewport === 'desktop') {
    // The desktop market page shows the chosen row's chart and trade desk beside the list.
    await page.goto(`${stack.url}/market`);
    await page.getByRole('tab', { name: 'Crypto' }).waitFor();
    await page.getByTestId(`market-row-${CODE}`).click();
  } else {
    await page.goto(`${stack.url}/cruuency?code=${CODE}&type=2&id=${id}`);
  }
  await page.getByRole('heading', { level: 1, name: CODE }).waitFor();
  await desk(page).waitFor();
}

// ---------------------------------------------------------------------------------------------

describe('trading', () => {
  let stack: Stack;
  let btc: MarketInfo;
  let thirtySeconds: OptionsProduct;

  beforeAll(async () => {
    if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });
    // Options settle half a second after expiry instead of two: the journeys wait less.
    stack = await startStack(() => ({ OPTION_SETTLE_DELAY_MS: '500' }));
    const crypto = await ok(call<MarketItem[]>(stack.url, 'GET', '/swx/customer/index/listMarketByType?type=2'));
    const item = crypto.find((entry) => entry.code === CODE);
    if (!item) throw new Error(`${CODE} is not listed`);
    btc = await ok(call<MarketInfo>(stack.url, 'GET', `/swx/customer/index/getMarketInfo/${item.id}`));
    if (btc.status !== 'open') throw new Error(`${CODE} should trade around the clock, but is ${btc.status}`);
    const products = await ok(call<OptionsProduct[]>(stack.url, 'GET', '/swx/customer/index/listOptionsProducts'));
    const shortest = [...products].sort((a, b) => a.periodSeconds - b.periodSeconds)[0];
    if (shortest?.periodSeconds !== 30) throw new Error('the shortest options product should be 30 s');
    thirtySeconds = shortest;
  }, 180_000);

  afterAll(async () => {
    await stack.stop();
  });

  describe.each(viewportNames)('%s', (viewport) => {
    // -------------------------------------------------------------------------------------------
    it.concurrent(
      'opens a long position with a stop-loss, watches it move, closes it and finds it in the order list',
      async ({ expect }) => {
        const step = stepper('position');
        const user = uniqueUser('long');
        const session = await signUp(stack, user.username);
        const balanceBefore = (await account(stack, session.token, 'demo')).balance;
        const tab = await openTab(stack, viewport, { session });
        const { page } = tab;
        // Every quote the page asked for: the confirmation must repeat one of them.
        const quotes: Promise<PositionQuote | null>[] = [];
        const isQuote = (response: Response) => {
          const url = new URL(response.url());
          return url.pathname === `${ORDER_API}/quotePosition` && url.searchParams.get('lots') === LOTS;
        };
        page.on('response', (response) => {
          if (!isQuote(response)) return;
          quotes.push(
            response
              .json()
              .then((body: { code: number; result: PositionQuote }) => (body.code === 200 ? body.result : null))
              .catch(() => null),
          );
        });

        const stopLoss = await step('fill in a long order with a stop-loss 10% below the price', async () => {
          await openInstrument(page, stack, viewport, btc.id, 'market');
          const form = orderForm(page);
          expect(await form.getByRole('radio', { name: 'Demo' }).getAttribute('aria-checked')).toBe('true');
          expect(await form.getByRole('radio', { name: 'Buy long' }).getAttribute('aria-checked')).toBe('true');
          const lotsField = form.getByLabel('Lots', { exact: true });
          expect(await lotsField.inputValue()).toBe(Money.of(btc.minLots).toString());
          // Ten times the least: a cent of profit is then a small move of the price, and the profit shows it soon.
          const quoted = page.waitForResponse(isQuote);
          await lotsField.fill(LOTS);
          // The live estimate of these lots arrives: price, margin and fee of this order.
          await quoted;
          const estimate = form.getByTestId('quote-figures');
          await estimate.waitFor();
          await expect.poll(() => estimate.getAttribute('class')).toBe('figures');
          const price = Money.of((await textOf(valueOf(estimate, 'Price'))).replace(/,/g, ''));
          // The switch is drawn over its hidden checkbox: the customer taps its label.
          await form.getByText('Stop-loss', { exact: true }).click();
          expect(await form.getByRole('switch', { name: 'Stop-loss' }).isChecked()).toBe(true);
          const stop = price.times('0.9').round(0, 'down').toString();
          await form.getByLabel('Stop-loss price').fill(stop);
          await form.getByText(/^Below the current price [\d,.]+$/).waitFor();
          for (const term of ['Required margin', 'Fee', 'Free margin after']) {
            expect(await textOf(valueOf(estimate, term)), term).toMatch(/^[\d,]+\.\d{2,} USDT$/);
          }
          await shoot(page, viewport, '1-trade-panel', form);
          return stop;
        });

        await step('see the confirmation repeat the order, its margin and fee', async () => {
          await orderForm(page)
            .getByRole('button', { name: `Buy long ${CODE}` })
            .click();
          const dialog = page.getByRole('dialog', { name: 'Confirm the order' });
          await dialog.waitFor();
          expect(await textOf(dialog.getByText(`Buy long · ${CODE}`))).toBe(`Buy long · ${CODE}`);
          expect(await textOf(valueOf(dialog, 'Direction'))).toBe('Buy long');
          expect(await textOf(valueOf(dialog, 'Lots'))).toBe(LOTS);
          expect(await textOf(valueOf(dialog, 'Stop-loss'))).toBe(formatMoney(stopLoss, btc.precision));
          expect(await textOf(valueOf(dialog, 'Take-profit'))).toBe('Not set');
          expect(await textOf(valueOf(dialog, 'Account'))).toBe('Demo account');
          const figures = {
            price: await textOf(valueOf(dialog, 'Price')),
            margin: await textOf(valueOf(dialog, 'Required margin')),
            fee: await textOf(valueOf(dialog, 'Fee')),
            freeMarginAfter: await textOf(valueOf(dialog, 'Free margin after')),
          };
          // The very figures of a quote the server gave for this order (quotePosition).
          const answered = (await Promise.all(quotes)).filter((quote): quote is PositionQuote => quote !== null);
          const repeated = answered.map((quote) => ({
            price: formatMoney(quote.price.price, btc.precision),
            margin: `${formatAmount(quote.margin)} USDT`,
            fee: `${formatAmount(quote.fee)} USDT`,
            freeMarginAfter: `${formatAmount(quote.freeMarginAfter)} USDT`,
          }));
          expect(repeated, 'the server quotes the page was given').toContainEqual(figures);
          expect(Money.of(figures.margin.replace(/[, USDT]/g, '')).isPositive()).toBe(true);
          expect(Money.of(figures.fee.replace(/[, USDT]/g, '')).isPositive()).toBe(true);
          await shoot(page, viewport, '2-confirm-dialog');
        });

        const opened = await step('confirm and see the position open', async () => {
          const dialog = page.getByRole('dialog', { name: 'Confirm the order' });
          const answer = await answerOf(page, 'openPosition', () =>
            dialog.getByRole('button', { name: 'Confirm' }).click(),
          );
          expect(answer.code).toBe(200);
          expect(answer.msg).toBe('20004');
          await toast(page, 'Purchase successful.');
          await dialog.waitFor({ state: 'hidden' });
          const position = answer.result;
          expect(position).toMatchObject({ code: CODE, side: 'long', status: 'open', mode: 'demo', takeProfit: null });
          expect(Money.of(position.lots).eq(LOTS)).toBe(true);
          expect(Money.of(position.stopLoss ?? '0').eq(stopLoss)).toBe(true);
          const book = page.getByRole('region', { name: 'Your positions' });
          await book.getByRole('tab', { name: 'Open (1)' }).waitFor();
          const card = book.getByTestId(`position-${position.id}`);
          await card.waitFor();
          expect(await textOf(valueOf(card, 'Open price'))).toBe(formatMoney(position.openPrice, btc.precision));
          expect(await textOf(valueOf(card, 'Stop-loss'))).toBe(formatMoney(stopLoss, btc.precision));
          expect(await textOf(valueOf(card, 'Take-profit'))).toBe('Not set');
          expect(await textOf(valueOf(card, 'Margin'))).toBe(`${formatAmount(position.margin)} USDT`);
          return position;
        });

        await step('watch the floating profit move with the price', async () => {
          const card = page.getByRole('region', { name: 'Your positions' }).getByTestId(`position-${opened.id}`);
          const profit = card.locator('.position__profit');
          await expect.poll(() => textOf(profit)).toMatch(/^Floating profit [+-]?[\d,]+\.\d{2,} USDT$/);
          const first = await textOf(profit);
          await expect
            .poll(() => textOf(profit), {
              timeout: PROFIT_MOVE_WAIT_MS,
              message: 'the floating profit follows the price',
            })
            .not.toBe(first);
          await shoot(page, viewport, '3-open-positions', card);
        });

        const closed = await step('close it through the close dialog', async () => {
          const book = page.getByRole('region', { name: 'Your positions' });
          await book.getByRole('button', { name: `Close ${CODE} position No. ${opened.id}` }).click();
          const dialog = page.getByRole('dialog', { name: 'Close the position' });
          await dialog.waitFor();
          expect(await textOf(valueOf(dialog, 'Open price'))).toBe(formatMoney(opened.openPrice, btc.precision));
          expect(await textOf(dialog.getByTestId('close-expected'))).toMatch(/^[+-]?[\d,]+\.\d{2,} USDT$/);
          const answer = await answerOf(page, 'closePosition', () =>
            dialog.getByRole('button', { name: 'Close position' }).click(),
          );
          expect(answer.code, answer.msg).toBe(200);
          const position = answer.result;
          expect(position).toMatchObject({ id: opened.id, status: 'closed', closeReason: 'customer' });
          await toast(page, `Position closed. Profit: ${formatAmount(position.profit ?? '0', true)} USDT.`);
          await dialog.waitFor({ state: 'hidden' });
          await book.getByRole('tab', { name: 'Open (0)' }).waitFor();
          await book.getByText('No open positions.').waitFor();
          return position;
        });

        await step('see it in the closed list with its open and close prices', async () => {
          const book = page.getByRole('region', { name: 'Your positions' });
          await book.getByRole('tab', { name: 'Closed' }).click();
          const card = book.getByTestId(`position-${closed.id}`);
          await card.waitFor();
          expect(await textOf(valueOf(card, 'Open price'))).toBe(formatMoney(closed.openPrice, btc.precision));
          expect(await textOf(valueOf(card, 'Close price'))).toBe(formatMoney(closed.closePrice ?? '', btc.precision));
          expect(await textOf(valueOf(card, 'Fee'))).toBe(`${formatAmount(closed.fee)} USDT`);
          expect(await textOf(valueOf(card, 'Closed by'))).toBe('You');
          expect(await textOf(card.locator('.position__profit'))).toBe(
            `Profit ${formatAmount(closed.profit ?? '0', true)} USDT`,
          );
          await shoot(page, viewport, '4-closed-positions', card);
        });

        await step('find it, closed, in the Positions tab of all orders', async () => {
          await page.goto(`${stack.url}/profile/orders`);
          await page.getByRole('heading', { level: 1, name: 'All orders' }).waitFor();
          const tab = page.getByRole('tablist', { name: 'All orders' }).getByRole('tab', { name: 'Positions' });
          expect(await tab.getAttribute('aria-selected')).toBe('true');
          const row = page.getByRole('tabpanel').getByTestId(`position-${closed.id}`);
          await row.waitFor();
          const text = await textOf(row);
          for (const expected of [
            `#${closed.id}`,
            CODE,
            'Buy long',
            writtenPrice(closed.openPrice),
            writtenPrice(closed.closePrice ?? ''),
            cents(closed.fee),
            cents(closed.margin),
            `SL ${writtenPrice(stopLoss)}`,
            cents(closed.profit ?? '0', true),
            'Closed',
            'Closed by you',
          ]) {
            expect(text, `the order list's row of position #${closed.id}`).toContain(expected);
          }
          await shoot(page, viewport, '5-orders-positions', row);
        });

        await step('the API has it closed by the customer, the balance moved by −fee + profit', async () => {
          const list = await ok(
            api<{ list: PositionRecord[]; total: number }>(
              stack,
              session.token,
              'demo',
              'GET',
              `${ORDER_API}/listPositions?status=closed`,
            ),
          );
          expect(list.total).toBe(1);
          const [record] = list.list;
          expect(record).toMatchObject({ id: closed.id, status: 'closed', closeReason: 'customer' });
          expect(record?.closeTick?.time).toBeGreaterThanOrEqual(record?.openTick.time ?? Infinity);
          expect(record?.absorbedLoss ?? null).toBeNull();
          const open = await ok(
            api<{ total: number }>(stack, session.token, 'demo', 'GET', `${ORDER_API}/listPositions?status=open`),
          );
          expect(open.total).toBe(0);
          const balanceAfter = (await account(stack, session.token, 'demo')).balance;
          const expected = Money.of(balanceBefore)
            .minus(record?.fee ?? '0')
            .plus(record?.profit ?? '0');
          expect(
            Money.of(balanceAfter).toString(),
            `${balanceBefore} − fee ${record?.fee} + profit ${record?.profit}`,
          ).toBe(expected.toString());
        });

        await step('no page logged an error', () => closeTab(tab));
      },
    );

    // -------------------------------------------------------------------------------------------
    it.concurrent(
      'buys an up option of 30 s at the minimum stake, watches it count down and settle',
      async ({ expect }) => {
        const step = stepper('option');
        const user = uniqueUser('opt');
        const session = await signUp(stack, user.username);
        const tab = await openTab(stack, viewport, { session });
        const { page } = tab;
        const minStake = Money.of(thirtySeconds.minStake).toString();

        await step('fill in an up option of 30 s at the minimum stake', async () => {
          await openInstrument(page, stack, viewport, btc.id, 'link');
          await desk(page).getByRole('tab', { name: 'Options' }).click();
          const form = page.getByRole('form', { name: `Buy an option on ${CODE}` });
          await form.waitFor();
          expect(await form.getByRole('radio', { name: /^Up\b/ }).getAttribute('aria-checked')).toBe('true');
          const period = form.getByRole('radio', { name: '30 s · 85%' });
          await period.click();
          expect(await period.getAttribute('aria-checked')).toBe('true');
          await form.getByText(`From ${formatMoney(minStake, 0)} to`).waitFor();
          await form.getByLabel('Stake (USDT)').fill(minStake);
          const payout = Money.of(minStake).times(Money.of('1').plus(thirtySeconds.payoutRate));
          expect(await textOf(form.getByTestId('potential-payout'))).toBe(
            `${formatMoney(payout.round(2, 'down').toString(), 2)} USDT`,
          );
          await form.getByRole('button', { name: 'Buy up' }).click();
        });

        const bought = await step('confirm the option and see the countdown run', async () => {
          const dialog = page.getByRole('dialog', { name: 'Confirm the option' });
          await dialog.waitFor();
          expect(await textOf(valueOf(dialog, 'Period'))).toBe('30 s');
          expect(await textOf(valueOf(dialog, 'Stake'))).toBe(`${formatMoney(minStake, 2)} USDT`);
          expect(await textOf(valueOf(dialog, 'Account'))).toBe('Demo');
          const answer = await answerOf(page, 'buyOptions', () =>
            dialog.getByRole('button', { name: 'Confirm' }).click(),
          );
          expect(answer.code, answer.msg).toBe(200);
          expect(answer.msg).toBe('20004');
          const order = answer.result;
          expect(order).toMatchObject({ direction: 'up', periodSeconds: 30, status: 'open', mode: 'demo' });
          expect(Money.of(order.stake).eq(minStake)).toBe(true);
          await toast(page, 'Purchase successful.');
          await dialog.waitFor({ state: 'hidden' });
          const card = page.getByTestId(`option-${order.id}`);
          const timer = card.getByRole('timer');
          await timer.waitFor();
          const first = await textOf(timer);
          expect(first).toMatch(/^00:[0-3]\d$/);
          await expect.poll(() => textOf(timer), { message: 'the countdown runs' }).not.toBe(first);
          expect(await textOf(valueOf(card, 'Opening'))).toBe(formatMoney(order.openPrice, btc.precision));
          await shoot(page, viewport, '6-option-countdown', card);
          return order;
        });

        const settled = await step('see it settled after expiry, with its settle price', async () => {
          const card = page.getByTestId(`option-${bought.id}`);
          const result = card.getByText(/^(Won|Lost|Tie: stake refunded)$/);
          await result.waitFor({ timeout: SETTLE_WAIT_MS });
          const order = await ok(
            api<OptionsOrder>(stack, session.token, 'demo', 'GET', `${ORDER_API}/getOptionsOrderById/${bought.id}`),
          );
          const statusText = { won: 'Won', lost: 'Lost', tie: 'Tie: stake refunded' } as Record<string, string>;
          expect(Object.keys(statusText), 'settled on a recorded price').toContain(order.status);
          expect(await textOf(result)).toBe(statusText[order.status]);
          const settle = await textOf(valueOf(card, 'Settled'));
          expect(settle.startsWith(formatMoney(order.settlePrice ?? '', btc.precision)), settle).toBe(true);
          expect(await textOf(card.getByText(/USDT credited$/))).toBe(
            `${formatMoney(order.payout ?? '', 2)} USDT credited`,
          );
          await shoot(page, viewport, '7-option-settled', card);
          return order;
        });

        await step('the API: settled on the last tick at or before expiry, and paid accordingly', () => {
          const { settleTick, openTick, expiresAt } = settled;
          expect(settleTick, 'the settling tick').not.toBeNull();
          expect(settleTick?.time).toBeLessThanOrEqual(expiresAt);
          expect(settleTick?.time).toBeGreaterThanOrEqual(openTick.time);
          expect(expiresAt).toBe(bought.expiresAt);
          const move = Money.of(settled.settlePrice ?? '0').compare(settled.openPrice);
          const stake = Money.of(settled.stake);
          if (move > 0) {
            expect(settled.status).toBe('won');
            const payout = stake.plus(stake.times(settled.payoutRate));
            expect(Money.of(settled.payout ?? '0').eq(payout)).toBe(true);
          } else if (move < 0) {
            expect(settled.status).toBe('lost');
            expect(Money.of(settled.payout ?? '').isZero()).toBe(true);
          } else {
            expect(settled.status).toBe('tie');
            expect(Money.of(settled.payout ?? '').eq(stake)).toBe(true);
          }
          return Promise.resolve();
        });

        await step('find it with its status in the Options tab of all orders', async () => {
          await page.getByRole('region', { name: 'Your options' }).getByRole('link', { name: 'All orders' }).click();
          await waitForPath(page, '/profile/orders');
          const tab = page.getByRole('tablist', { name: 'All orders' }).getByRole('tab', { name: 'Options' });
          expect(await tab.getAttribute('aria-selected')).toBe('true');
          const row = page.getByRole('tabpanel').getByTestId(`option-order-${settled.id}`);
          await row.waitFor();
          const status = { won: 'Won', lost: 'Lost', tie: 'Tie: stake refunded' }[settled.status as 'won'];
          const text = await textOf(row);
          for (const expected of [
            `#${settled.id}`,
            CODE,
            'Up',
            `${formatMoney(minStake, 2)} USDT · 30 s · 85%`,
            writtenPrice(settled.openPrice),
            writtenPrice(settled.settlePrice ?? ''),
            cents(settled.payout ?? '0'),
            cents(settled.profit ?? '0', true),
            status,
          ]) {
            expect(text, `the order list's row of option #${settled.id}`).toContain(expected);
          }
          await shoot(page, viewport, '8-orders-options', row);
          // Its detail: the ticks it opened and settled on.
          await row.getByRole('button', { name: `Details of order ${settled.id}` }).click();
          const detail = page.getByRole('dialog', { name: `Option order #${settled.id}` });
          await detail.waitFor();
          expect(await textOf(valueOf(detail, 'Settling price'))).toBe(writtenPrice(settled.settlePrice ?? ''));
          expect(await textOf(valueOf(detail, 'Time of the settling tick'))).not.toBe('—');
          await shoot(page, viewport, '9-orders-option-detail');
          await detail.getByRole('button', { name: 'Close' }).click();
          await detail.waitFor({ state: 'hidden' });
        });

        await step('no page logged an error', () => closeTab(tab));
      },
    );

    // -------------------------------------------------------------------------------------------
    it.concurrent('cannot open anything on the empty real account', async ({ expect }) => {
      const step = stepper('real account');
      const user = uniqueUser('real');
      const session = await signUp(stack, user.username);
      const tab: Tab = await openTab(stack, viewport, { session });
      const { page } = tab;
      const attempts: string[] = [];
      page.on('request', (request) => {
        const pathname = new URL(request.url()).pathname;
        if (pathname === `${ORDER_API}/openPosition` || pathname === `${ORDER_API}/buyOptions`) {
          attempts.push(pathname);
        }
      });

      await step('switch the trade desk to the real account', async () => {
        await openInstrument(page, stack, viewport, btc.id, 'link');
        const form = orderForm(page);
        await form.getByRole('radio', { name: 'Real' }).click();
        await toast(page, 'Switched to the real account: trades use real funds.');
        expect(await form.getByRole('radio', { name: 'Real' }).getAttribute('aria-checked')).toBe('true');
        expect(await account(stack, session.token, 'real')).toMatchObject({ mode: 'real', balance: '0' });
      });

      await step('the position form says there is not enough money and opens nothing', async () => {
        const form = orderForm(page);
        const estimate = form.getByTestId('quote-figures');
        await estimate.waitFor();
        await expect.poll(() => textOf(valueOf(estimate, 'Free margin'))).toBe('0.00 USDT');
        const warning = 'Not enough free margin for this order: lower the lots, raise the leverage or top up.';
        await form.getByText(warning).first().waitFor();
        await form.getByRole('button', { name: `Buy long ${CODE}` }).click();
        await form.getByRole('alert').filter({ hasText: warning }).waitFor();
        expect(await page.getByRole('dialog', { name: 'Confirm the order' }).count()).toBe(0);
        await shoot(page, viewport, '10-real-positions-refused', form);
      });

      await step('the option is refused with the 10011 message', async () => {
        await desk(page).getByRole('tab', { name: 'Options' }).click();
        const panel = page.getByRole('region', { name: 'Options' });
        await panel.getByText('Real', { exact: true }).first().waitFor();
        const form = page.getByRole('form', { name: `Buy an option on ${CODE}` });
        await form.getByRole('radio', { name: '30 s · 85%' }).click();
        await form.getByLabel('Stake (USDT)').fill(Money.of(thirtySeconds.minStake).toString());
        await form.getByRole('button', { name: 'Buy up' }).click();
        const dialog = page.getByRole('dialog', { name: 'Confirm the option' });
        await dialog.waitFor();
        expect(await textOf(valueOf(dialog, 'Account'))).toBe('Real');
        const answer = await answerOf(page, 'buyOptions', () =>
          dialog.getByRole('button', { name: 'Confirm' }).click(),
        );
        expect(answer.code).toBe(10011);
        await toast(page, 'Insufficient balance: top up or release margin before buying.');
        await dialog.waitFor({ state: 'hidden' });
        await page.getByText(`No open options on ${CODE}.`).waitFor();
        await shoot(page, viewport, '11-real-option-refused');
      });

      await step('the API: the server refuses with 10011 too, and nothing was opened', async () => {
        expect(attempts).toEqual([`${ORDER_API}/buyOptions`]);
        const refused = await api<null>(stack, session.token, 'real', 'POST', `${ORDER_API}/openPosition`, {
          instrumentId: btc.id,
          side: 'long',
          lots: btc.minLots,
          leverage: btc.leverages[0] ?? 1,
        });
        expect(refused.code).toBe(10011);
        for (const [mode, list] of [
          ['real', 'listPositions'],
          ['real', 'listOptionsOrder'],
          ['demo', 'listPositions'],
          ['demo', 'listOptionsOrder'],
        ] as const) {
          const page = await ok(api<{ total: number }>(stack, session.token, mode, 'GET', `${ORDER_API}/${list}`));
          expect(page.total, `${mode} ${list}`).toBe(0);
        }
        expect(await account(stack, session.token, 'real')).toMatchObject({ balance: '0', usedMargin: '0' });
      });

      await step('no page logged an error', () => closeTab(tab));
    });
  });
});
