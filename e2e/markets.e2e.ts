import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTab, openTab, startStack, viewportNames, type Stack } from './helpers.ts';

/** Live markets in the browser: the home list moves, a row opens the detail, the chart draws and switches. */
describe.each(viewportNames)('markets at the %s viewport', (viewport) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack(() => ({ TICK_INTERVAL_MS: '250', BROADCAST_INTERVAL_MS: '250' }));
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('updates the home list live and opens an instrument from it', async () => {
    const tab = await openTab(stack, viewport);
    const { page } = tab;
    await page.goto(stack.url);
    const price = page.getByTestId('market-row-BTCUSDT').getByTestId('price');
    const first = await price.textContent();
    await expect.poll(() => price.textContent(), { timeout: 8000 }).not.toBe(first);
    await page.getByTestId('market-row-BTCUSDT').getByRole('link').click();
    await page.waitForURL(/\/cruuency\?code=BTCUSDT&type=2&id=\d+$/);
    await page.getByRole('heading', { level: 1, name: 'BTCUSDT' }).waitFor();
    expect(await page.getByTestId('market-status').textContent()).toBe('Market open');
    await closeTab(tab);
  });

  it('draws candles and switches periods on the detail page', async () => {
    const tab = await openTab(stack, viewport);
    const { page } = tab;
    await page.goto(`${stack.url}/market`);
    await page.getByRole('tab', { name: 'Crypto' }).waitFor();
    if (viewport === 'mobile') {
      await page.getByTestId('market-row-ETHUSDT').click();
      await page.waitForURL(/\/cruuency\?code=ETHUSDT/);
    } else {
      await page.getByTestId('market-row-ETHUSDT').click();
      await page.getByRole('heading', { level: 1, name: 'ETHUSDT' }).waitFor();
    }
    const chart = page.getByTestId('chart');
    await expect
      .poll(async () => Number(await chart.getAttribute('data-candles')), { timeout: 8000 })
      .toBeGreaterThan(50);
    await expect.poll(() => chart.locator('canvas').count()).toBeGreaterThan(0);
    const candles = page.waitForResponse((response) => response.url().includes('period=1h'));
    await page.getByRole('tab', { name: '1h' }).click();
    expect((await candles).status()).toBe(200);
    await expect.poll(async () => Number(await chart.getAttribute('data-candles'))).toBeGreaterThan(20);
    await page.getByRole('tab', { name: 'Line' }).click();
    expect(await page.getByRole('tab', { name: 'Line' }).getAttribute('aria-selected')).toBe('true');
    await closeTab(tab);
  });

  it('says so when a market is closed', async () => {
    const tab = await openTab(stack, viewport);
    const { page } = tab;
    // The forex market closes at the weekend and stocks outside New York hours; whichever is shut now says so.
    const answer = await fetch(`${stack.url}/swx/customer/index/listMarketByType?type=3`);
    const stocks = ((await answer.json()) as { result: { id: number; code: string }[] }).result;
    const aapl = stocks.find((item) => item.code === 'AAPL')!;
    const info = (await (await fetch(`${stack.url}/swx/customer/index/getMarketInfo/${aapl.id}`)).json()) as {
      result: { status: 'open' | 'closed' };
    };
    await page.goto(`${stack.url}/cruuency?code=AAPL&type=3&id=${aapl.id}`);
    const status = page.getByTestId('market-status');
    await status.waitFor();
    expect(await status.textContent()).toBe(info.result.status === 'open' ? 'Market open' : 'Market closed');
    if (info.result.status === 'closed') {
      // The summary says when it opens, and the trade desk why it cannot trade.
      await page.getByRole('note').filter({ hasText: 'The market is closed. It opens' }).waitFor();
      await page.getByRole('note').filter({ hasText: 'trading is unavailable' }).waitFor();
    }
    await closeTab(tab);
  });
});
