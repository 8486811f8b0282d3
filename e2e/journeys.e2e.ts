import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeTab,
  local,
  nextApiRequest,
  openTab,
  session,
  startStack,
  toast,
  uniqueUser,
  viewportNames,
  waitForPath,
  where,
  type Stack,
  type ViewportName,
} from './helpers.ts';
import { signUp } from '../packages/server/test/signin.ts';

/** The home page's main heading at each layout, in English and in Arabic. */
const homeHeading = {
  desktop: { en: 'Trade global markets with clarity', ar: 'تداول في الأسواق العالمية بكل وضوح' },
  mobile: { en: 'Trade anywhere', ar: 'تداول من أي مكان' },
} as const;

const documentLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/** Picks a language from the top bar: a dropdown list on desktop, a modal dialog on mobile. */
async function pickLanguage(page: Page, viewport: ViewportName, button: string, dialogTitle: string, language: string) {
  const trigger = page.getByRole('banner').getByRole('button', { name: button });
  await trigger.click();
  if (viewport === 'desktop') {
    expect(await trigger.getAttribute('aria-haspopup')).toBe('listbox');
    await page.getByRole('listbox').getByRole('option', { name: language }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
  } else {
    const dialog = page.getByRole('dialog', { name: dialogTitle });
    await dialog.waitFor();
    await dialog.getByRole('option', { name: language }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
}

describe('customer journeys', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack.stop();
  });

  describe.each(viewportNames)('%s', (viewport) => {
    it('switches between the demo and the real account, and the API hears of it', async () => {
      const user = uniqueUser('mode');
      const tab = await openTab(stack, viewport, { session: await signUp(stack, user.username) });
      const { page } = tab;
      // Desktop: the switch in the top bar (home page). Mobile: the one on the account page.
      await page.goto(viewport === 'desktop' ? stack.url : `${stack.url}/profile1`, { waitUntil: 'networkidle' });
      const modeSwitch =
        viewport === 'desktop' ? page.getByRole('banner').getByRole('radiogroup') : page.getByRole('radiogroup');
      const demo = modeSwitch.getByRole('radio', { name: 'Demo' });
      const real = modeSwitch.getByRole('radio', { name: 'Real' });
      expect(await demo.getAttribute('aria-checked')).toBe('true');
      expect(await local(page, 'isVirtually')).toBe('1');

      const toReal = await nextApiRequest(page, () => real.click());
      await toast(page, 'Switched to the real account');
      expect(toReal.headers().virtually).toBe('YES');
      expect(await real.getAttribute('aria-checked')).toBe('true');
      expect(await local(page, 'isVirtually')).toBe('0');
      if (viewport === 'mobile') await page.getByText('Real account', { exact: true }).waitFor();

      // The choice outlives a reload: the start-up user-info call is already a real-account one.
      const afterReload = await nextApiRequest(page, () => page.reload(), '/getUserInfo');
      expect(afterReload.headers().virtually).toBe('YES');
      expect(await real.getAttribute('aria-checked')).toBe('true');
      // Let the reloaded page finish its real-account calls, so the next call is the switch's.
      await page.waitForLoadState('networkidle');

      const toDemo = await nextApiRequest(page, () => demo.click());
      await toast(page, 'Switched to the demo account');
      expect(toDemo.headers().virtually).toBe('NO');
      expect(await local(page, 'isVirtually')).toBe('1');
      await closeTab(tab);
    });

    it('changes the language to Arabic, right to left, and back to English', async () => {
      const tab = await openTab(stack, viewport);
      const { page } = tab;
      await page.goto(stack.url);
      await page.getByRole('heading', { name: homeHeading[viewport].en }).waitFor();
      expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
      // Logged out, the desktop top bar has no demo/real switch.
      expect(await page.getByRole('radiogroup').count()).toBe(0);

      await pickLanguage(page, viewport, 'Language', 'Choose a language', 'العربية');
      await page.getByRole('heading', { name: homeHeading[viewport].ar }).waitFor();
      expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
      expect(await local(page, 'lang')).toBe('ar');
      await page.getByRole('navigation').getByText('السوق').first().waitFor();

      // Stored: a reload starts in Arabic.
      await page.reload();
      await page.getByRole('heading', { name: homeHeading[viewport].ar }).waitFor();
      expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });

      await pickLanguage(page, viewport, 'اللغة', 'اختر اللغة', 'English');
      await page.getByRole('heading', { name: homeHeading[viewport].en }).waitFor();
      expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
      expect(await local(page, 'lang')).toBe('en');
      await closeTab(tab);
    });

    it('opens footer content pages: a policy by id and title, and About Us', async () => {
      const tab = await openTab(stack, viewport);
      const { page } = tab;
      await page.goto(stack.url);
      // The market list arrives after the footer and pushes it down; a click
      // aimed before it lands would hit whatever moved into its place.
      await page.getByTestId('market-row-BTCUSDT').waitFor();
      // On mobile the compact footer sits on the home page only.
      await page.getByTestId('footer-policy').getByRole('link', { name: 'Privacy Policy' }).click();
      await waitForPath(page, '/detail');
      const search = new URL(page.url()).searchParams;
      expect(Number(search.get('id'))).toBeGreaterThan(0);
      expect(search.get('title')).toBe('Privacy Policy');
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      await page.getByText('This policy explains what personal data we collect').waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.goto(stack.url);
      await page.getByTestId('market-row-BTCUSDT').waitFor();
      await page.getByTestId('footer-company').getByRole('link', { name: 'About Us' }).click();
      await waitForPath(page, '/aboutUs');
      await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
      await page.getByText('We run an online trading and investment platform').waitFor();
      if (viewport === 'mobile') expect(await page.getByTestId('footer-policy').count()).toBe(0);
      await closeTab(tab);
    });

    it('sends unknown paths home', async () => {
      const tab = await openTab(stack, viewport);
      const { page } = tab;
      await page.goto(`${stack.url}/no/such/page`);
      await waitForPath(page, '/');
      await page.getByRole('heading', { name: homeHeading[viewport].en }).waitFor();
      await closeTab(tab);
    });
  });

  describe('mobile onboarding board', () => {
    const board = (page: Page) => page.getByRole('dialog', { name: 'Welcome to Trade Platform' });

    it('shows once per browser session; Skip stays home and sets the flag', async () => {
      const tab = await openTab(stack, 'mobile', { onboarding: 'pending' });
      const { page } = tab;
      await page.goto(stack.url);
      await board(page).waitFor();
      expect(await session(page, 'onboarding')).toBeNull();
      await board(page).getByRole('button', { name: 'Skip' }).click();
      await board(page).waitFor({ state: 'detached' });
      expect(await session(page, 'onboarding')).toBe('1');
      expect(where(page)).toBe('/');

      await page.reload();
      await page.getByRole('heading', { name: homeHeading.mobile.en }).waitFor();
      expect(await board(page).count()).toBe(0);
      await closeTab(tab);

      // A new browser session shows it again; Continue while logged out leads to registration.
      const fresh = await openTab(stack, 'mobile', { onboarding: 'pending' });
      await fresh.page.goto(stack.url);
      await board(fresh.page).getByRole('button', { name: 'Continue' }).click();
      await waitForPath(fresh.page, '/pass/register');
      await board(fresh.page).waitFor({ state: 'detached' });
      expect(await session(fresh.page, 'onboarding')).toBe('1');
      await fresh.page.getByRole('heading', { name: 'Create your account' }).waitFor();
      await closeTab(fresh);
    });

    it('Continue keeps a logged-in customer home', async () => {
      const user = uniqueUser('board');
      const tab = await openTab(stack, 'mobile', {
        session: await signUp(stack, user.username),
        onboarding: 'pending',
      });
      const { page } = tab;
      await page.goto(stack.url);
      await board(page).getByRole('button', { name: 'Continue' }).click();
      await board(page).waitFor({ state: 'detached' });
      expect(where(page)).toBe('/');
      expect(await session(page, 'onboarding')).toBe('1');
      await closeTab(tab);
    });

    it('never shows on desktop', async () => {
      const tab = await openTab(stack, 'desktop', { onboarding: 'pending' });
      const { page } = tab;
      await page.goto(stack.url, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: homeHeading.desktop.en }).waitFor();
      expect(await board(page).count()).toBe(0);
      expect(await session(page, 'onboarding')).toBeNull();
      await closeTab(tab);
    });
  });
});
