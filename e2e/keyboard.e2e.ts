import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTab, gotoApp, openTab, session, startStack, uniqueUser, type Stack } from './helpers.ts';
import { signUp } from '../packages/server/test/signin.ts';

/**
 * Keyboard-only journeys in Chromium: the desktop language dropdown; the order form's groups and
 * its confirmation on /market; on the phone, the welcome board and a long page under the bars.
 */

/** The most Tab presses a journey allows itself to reach a control. */
const MOST_TABS = 100;
/** Tab presses down the phone's market list: past the first screen, not yet at the end. */
const PAGE_TABS = 30;

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus; fails when it never gets it. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < MOST_TABS; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target.toString()} did not get the focus in ${MOST_TABS} presses of Tab`);
}

/** Waits until `target` has the focus. */
async function expectFocus(target: Locator): Promise<void> {
  await expect.poll(() => isFocused(target)).toBe(true);
}

/** Whether the focus is inside `scope`. */
const focusInside = (scope: Locator) => scope.evaluate((element) => element.contains(document.activeElement));

/**
 * Holds the order quotes the page asks for while shut, so that the order form is seen waiting for
 * one: its button then shows that it works, as on a slow line, instead of racing the quote.
 */
async function quoteGate(page: Page) {
  let shut = false;
  const held: (() => void)[] = [];
  await page.route('**/swx/customer/order/quotePosition?*', async (route) => {
    if (shut) await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
  });
  return {
    /** Shuts the gate, and waits until a quote is held at it. */
    async shut() {
      shut = true;
      await expect.poll(() => held.length, { timeout: 10_000 }).toBeGreaterThan(0);
    },
    open() {
      shut = false;
      for (const release of held.splice(0)) release();
    },
  };
}

describe('keyboard use', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('desktop: picks a language from the dropdown by keyboard, the focus back on its trigger', async () => {
    const tab = await openTab(stack, 'desktop');
    const { page } = tab;
    await page.goto(stack.url);
    const trigger = page.getByRole('banner').getByRole('button', { name: 'English — Language' });
    await tabTo(page, trigger);
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');

    await page.keyboard.press('Enter');
    const list = page.getByRole('listbox', { name: 'Languages' });
    await expectFocus(list.getByRole('option', { name: 'English' }));
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await expectFocus(list.getByRole('option', { name: '日本語' }));
    await page.keyboard.press('End');
    await expectFocus(list.getByRole('option', { name: '简体中文' }));
    await page.keyboard.press('Home');
    await expectFocus(list.getByRole('option', { name: 'English' }));
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    await expectFocus(trigger);

    await page.keyboard.press('Enter');
    await expectFocus(list.getByRole('option', { name: 'English' }));
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown']) await page.keyboard.press(key);
    await expectFocus(list.getByRole('option', { name: 'Deutsch' }));
    await page.keyboard.press('Enter');
    await list.waitFor({ state: 'detached' });
    await page.getByRole('navigation').getByText('Startseite').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await expectFocus(page.getByRole('banner').getByRole('button', { name: 'Deutsch — Sprache' }));
    await closeTab(tab);
  });

  it('desktop /market: side and leverage are one Tab stop each, and the confirmation gives the focus back', async () => {
    const user = uniqueUser('kbd');
    const tab = await openTab(stack, 'desktop', { session: await signUp(stack, user.username) });
    const { page } = tab;
    await page.goto(`${stack.url}/market`);
    const row = page.getByTestId('market-row-BTCUSDT');
    await tabTo(page, row);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'BTCUSDT' }).waitFor();
    const form = page.getByRole('form', { name: 'Open a position' });

    const side = form.getByRole('radiogroup', { name: 'Direction' });
    const long = side.getByRole('radio', { name: 'Buy long' });
    await tabTo(page, long);
    await page.keyboard.press('Tab');
    expect(await focusInside(side)).toBe(false);
    await page.keyboard.press('Shift+Tab');
    await expectFocus(long);
    await page.keyboard.press('ArrowRight');
    const short = side.getByRole('radio', { name: 'Sell short' });
    await expectFocus(short);
    expect(await short.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('ArrowRight');
    await expectFocus(long);
    expect(await long.getAttribute('aria-checked')).toBe('true');

    const leverage = form.getByRole('radiogroup', { name: 'Leverage' });
    const chosenLeverage = leverage.getByRole('radio', { checked: true });
    await tabTo(page, chosenLeverage);
    const before = await chosenLeverage.textContent();
    await page.keyboard.press('Tab');
    expect(await focusInside(leverage)).toBe(false);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => chosenLeverage.textContent()).not.toBe(before);
    await expectFocus(chosenLeverage);

    const submit = form.getByRole('button', { name: 'Buy long BTCUSDT' });
    const confirm = page.getByRole('dialog', { name: 'Confirm the order' });
    const quotes = await quoteGate(page);
    /** Enter on the button, which checks the order against a quote still on its way, then confirms. */
    const openConfirmation = async () => {
      await quotes.shut();
      await page.keyboard.press('Enter');
      await submit.locator('.spinner').waitFor();
      quotes.open();
      await confirm.waitFor();
    };
    await tabTo(page, submit);
    await openConfirmation();
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    await expectFocus(submit);

    await openConfirmation();
    await tabTo(page, confirm.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'hidden' });
    await expectFocus(submit);
    await closeTab(tab);
  });

  it('mobile: the welcome board takes the focus and Escape closes it; Tab keeps controls clear of the bars', async () => {
    const tab = await openTab(stack, 'mobile', { onboarding: 'pending' });
    const { page } = tab;
    await gotoApp(page, stack.url);
    const board = page.getByRole('dialog', { name: 'Welcome to Trade Platform' });
    await expectFocus(board);
    for (let presses = 0; presses < 6; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside(board)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await board.waitFor({ state: 'detached' });
    expect(await session(page, 'onboarding')).toBe('1');

    await page.goto(`${stack.url}/market`);
    await page.getByTestId('market-row-BTCUSDT').waitFor();
    const header = await page.locator('.topbar').boundingBox();
    const tabBar = await page.locator('.tabbar').boundingBox();
    if (!header || !tabBar) throw new Error('the phone layout shows no top bar or no tab bar');
    // Every control of the page, from the top of the list down to its end, as Tab reaches it.
    const hidden: string[] = [];
    let deepest = 0;
    for (let presses = 0; presses < PAGE_TABS; presses += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element?.closest('.app__main')) return null;
        const box = element.getBoundingClientRect();
        return { name: element.textContent, top: box.top, bottom: box.bottom, scrolled: window.scrollY };
      });
      if (!focused) continue;
      deepest = Math.max(deepest, focused.scrolled);
      if (focused.top < header.y + header.height || focused.bottom > tabBar.y) {
        hidden.push(`"${focused.name}" at ${focused.top}–${focused.bottom}`);
      }
    }
    // The list is longer than the screen: Tab took the page down.
    expect(deepest).toBeGreaterThan(0);
    expect(hidden).toEqual([]);
    await closeTab(tab);
  });
});
