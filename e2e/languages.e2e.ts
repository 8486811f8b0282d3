import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@tp/contract/constants';
import { signUp, type SignedUp } from '../packages/server/test/signin.ts';
import {
  closeTab,
  gotoApp,
  openTab,
  startStack,
  viewportNames,
  type Stack,
  type Tab,
  type ViewportName,
} from './helpers.ts';

/**
 * The market screens as customers of every language see them, measured in Chromium: nothing
 * squeezed, clipped or wrapped out of its place, numbers read left to right inside Arabic text,
 * and toasts below the top bar.
 */

/** A tab at one layout in one interface language (the language the app stores), signed in or not. */
async function openIn(stack: Stack, viewport: ViewportName, language: string, session?: SignedUp): Promise<Tab> {
  const tab = await openTab(stack, viewport, { session });
  await tab.context.addInitScript((lang) => {
    localStorage.setItem('lang', lang);
  }, language);
  return tab;
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
const box = async (locator: Locator): Promise<Box> => {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not laid out');
  return { left: rect.x, right: rect.x + rect.width, top: rect.y, bottom: rect.y + rect.height };
};

/** The left edge of each character of the element's text, in the order the characters are written. */
function glyphLefts(locator: Locator): Promise<[string, number][]> {
  return locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const lefts: [string, number][] = [];
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i += 1) {
        if (!text[i]!.trim() || /[\u200e\u200f\u2066-\u2069]/.test(text[i]!)) continue;
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        lefts.push([text[i]!, range.getBoundingClientRect().left]);
      }
    }
    return lefts;
  });
}

/** Whether the text shows left to right as written: a sign or unit stays on its side of the digits. */
async function readsLeftToRight(locator: Locator): Promise<string> {
  const lefts = await glyphLefts(locator);
  return lefts.every(([, left], i) => i === 0 || left > lefts[i - 1]![1]) ? 'left to right' : JSON.stringify(lefts);
}

/** The width the search box's hint needs, and the room its box gives it, in CSS pixels. */
function hintRoom(input: Locator): Promise<{ hint: number; room: number }> {
  return input.evaluate((element: HTMLInputElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    // eslint-disable-next-line no-restricted-syntax -- CSS pixels, not money
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    const room = element.clientWidth - padding;
    return { hint: context.measureText(element.placeholder).width, room };
  });
}

describe('the market screens in every language', () => {
  let stack: Stack;
  let customer: SignedUp;
  beforeAll(async () => {
    stack = await startStack();
    customer = await signUp(stack);
  });
  afterAll(async () => {
    await stack.stop();
  });

  async function openMarket(viewport: ViewportName, language: string): Promise<Tab> {
    const tab = await openIn(stack, viewport, language);
    await tab.page.goto(`${stack.url}/market`);
    await tab.page.getByTestId('market-row-BTCUSDT').waitFor();
    return tab;
  }

  describe.each(viewportNames)('at the %s size', (viewport) => {
    it.each(LANGUAGES)(
      'keeps every market tab, the whole search hint and the watchlist switch in sight in %s',
      async (language) => {
        const tab = await openMarket(viewport, language);
        const { page } = tab;
        const list = await box(page.locator('.market__list'));
        const tabs = page.locator('.market__list').getByRole('tab');
        expect(await tabs.count()).toBe(5);
        for (const each of await tabs.all()) {
          const rect = await box(each);
          const name = await each.innerText();
          expect(rect.left, name).toBeGreaterThanOrEqual(list.left - 0.5);
          expect(rect.right, name).toBeLessThanOrEqual(list.right + 0.5);
          expect(await each.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
        }
        const search = page.locator('.market__filters input');
        const { hint, room } = await hintRoom(search);
        expect(hint).toBeLessThanOrEqual(room);
        const watchlist = page.locator('.market__filters button');
        const fonts = await watchlist.evaluate((button) => [
          getComputedStyle(button).fontFamily,
          getComputedStyle(document.body).fontFamily,
        ]);
        expect(fonts[0]).toBe(fonts[1]);
        const switchBox = await box(watchlist);
        expect(switchBox.right).toBeLessThanOrEqual(list.right + 0.5);
        await closeTab(tab);
      },
    );

    it('writes changes, prices and figures left to right inside Arabic text', async () => {
      const tab = await openIn(stack, viewport, 'ar');
      const { page } = tab;
      await gotoApp(page, stack.url);
      const coins = page.getByTestId('stat-statCoins');
      if (viewport === 'desktop') {
        await expect.poll(() => coins.textContent()).toBe('350+');
        expect(await readsLeftToRight(coins)).toBe('left to right');
      }
      const row = page.getByTestId('market-row-BTCUSDT');
      await row.waitFor();
      expect(await readsLeftToRight(row.locator('.change'))).toBe('left to right');
      expect(await row.locator('.change').textContent()).toMatch(/^[+-]?\d+\.\d\d%$/);
      await gotoApp(page, `${stack.url}/market`);
      const changes = page.locator('.market__rows .change');
      await changes.first().waitFor();
      for (const change of (await changes.all()).slice(0, 6)) {
        expect(await readsLeftToRight(change)).toBe('left to right');
      }
      await closeTab(tab);
    });
  });

  it('never leaves a leverage alone on a line, and fits each one on its chip, on /market', async () => {
    for (const language of ['en', 'ar', 'es', 'ja', 'hk']) {
      const tab = await openIn(stack, 'desktop', language, customer);
      const { page } = tab;
      await page.goto(`${stack.url}/market`);
      for (const market of [0, 1]) {
        // Forex (six leverages, up to 200×) and crypto (five).
        await page.getByRole('tab').nth(market).click();
        await page.locator('.market__rows li').first().locator('.market__row').click();
        const chips = page.locator('.leverage__options button');
        await chips.first().waitFor();
        const boxes = await Promise.all((await chips.all()).map(box));
        expect(boxes.length).toBeGreaterThan(3);
        // Chips per row, top to bottom: one row, or rows of equal length (a chip alone is the fault).
        const perTop = new Map<number, number>();
        for (const b of boxes) perTop.set(Math.round(b.top), (perTop.get(Math.round(b.top)) ?? 0) + 1);
        const rows = [...perTop.values()];
        expect(Math.min(...rows), `${language}: ${JSON.stringify(rows)}`).toBeGreaterThan(1);
        expect(Math.max(...rows) - Math.min(...rows), `${language}: ${JSON.stringify(rows)}`).toBeLessThanOrEqual(1);
        expect(new Set(boxes.map((b) => Math.round(b.bottom - b.top))).size).toBe(1);
        for (const chip of await chips.all()) {
          expect(await chip.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
          if (language === 'ar') expect(await readsLeftToRight(chip)).toBe('left to right');
        }
        // Quote figures need an open market: crypto's is open every day, forex's shuts at the weekend.
        if (language === 'ar' && market === 1) {
          const figures = page.getByTestId('quote-figures').locator('span.num');
          await figures.first().waitFor();
          for (const figure of await figures.all()) expect(await readsLeftToRight(figure)).toBe('left to right');
        }
      }
      await closeTab(tab);
    }
  });

  it.each(viewportNames)('shows toasts below the top bar at the %s size', async (viewport) => {
    const tab = await openIn(stack, viewport, 'en', customer);
    const { page } = tab;
    await page.goto(`${stack.url}/profile/orders`);
    await page.locator('.orders__head').getByRole('radio', { name: 'Real' }).click();
    const toast = page.getByRole('status').locator('.toast').first();
    await toast.waitFor();
    const header = await box(page.locator('header.topbar'));
    expect((await box(toast)).top).toBeGreaterThanOrEqual(header.bottom);
    await closeTab(tab);
  });

  it.each([
    ['ar', 'right'],
    ['en', 'left'],
  ])('points the Back arrow of the order list toward the start of the line in %s', async (language, side) => {
    const tab = await openIn(stack, 'desktop', language, customer);
    const { page } = tab;
    await page.goto(`${stack.url}/profile/orders`);
    const back = page.locator('.orders__back a');
    await back.waitFor();
    const arrow = await box(back.locator('svg'));
    const link = await box(back);
    // The chevron's path points right; flipped, it points left.
    const flipped = await back
      .locator('svg')
      .evaluate((svg) => getComputedStyle(svg).transform.startsWith('matrix(-1'));
    expect(flipped ? 'left' : 'right').toBe(side);
    expect(side === 'right' ? link.right - arrow.right : arrow.left - link.left).toBeLessThan(1);
    await closeTab(tab);
  });
});
