import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketInfo, MarketItem } from '@tp/contract';
import { call } from '../packages/server/test/app.ts';
import { signUp, type SignedUp } from '../packages/server/test/signin.ts';
import { currencyPath, detailPath, paths } from '../packages/web/src/config/paths.ts';
import { htmlLang, type Language } from '../packages/web/src/i18n/languages.ts';
import { Audit, describeFindings, type Place } from './axe.ts';
import { closeTab, openTab, startStack, waitForPath, type Stack, type Tab, type ViewportName } from './helpers.ts';

/**
 * axe-core (WCAG 2.0 and 2.1 A and AA, and best practices) on every route of the customer app, at
 * one layout (a file per layout, so that the two sweep side by side in CI), signed out and signed
 * in, in English and in Arabic (right to left), and with the open states a customer meets: the
 * language dropdown, the mobile welcome board and the order confirmation. A serious or critical
 * violation anywhere fails, with its rule, place and elements.
 */

const CODE = 'BTCUSDT';

/** What a route's page needs from the server to be addressed: an instrument and a content item. */
export interface Subjects {
  instrument: { code: string; type: number; id: number };
  article: { id: number; title: string };
}

interface Route {
  path: string;
  /** The address to open, when the route needs a query. */
  url?: (subjects: Subjects) => string;
  /** Private pages send a visitor to log in; pages for visitors send a customer to the account. */
  access: 'public' | 'private' | 'guest';
  /** What shows once the page rendered; a main heading unless said otherwise. */
  ready?: (page: Page) => Locator;
}

const mainHeading = (page: Page) => page.locator('main h1').first();

export const routes: Route[] = [
  { path: paths.home, access: 'public' },
  { path: paths.market, access: 'public', ready: (page) => page.getByTestId(`market-row-${CODE}`) },
  {
    path: paths.currency,
    access: 'public',
    url: ({ instrument }) => currencyPath(instrument),
    ready: (page) => page.getByRole('heading', { level: 1, name: CODE }),
  },
  { path: paths.trading, access: 'public' },
  { path: paths.presale, access: 'public' },
  { path: paths.loan, access: 'public' },
  { path: paths.nfts, access: 'public' },
  // A seeded NFT's page (the seed's first lot), with its rules and bid history.
  { path: paths.nftDetail, access: 'public', url: () => '/nfts/2' },
  // A visitor is asked to sign in; a customer sees their NFTs.
  { path: paths.myNfts, access: 'public' },
  // A visitor sees a prompt to log in instead of the account.
  { path: paths.account, access: 'public', ready: (page) => page.locator('main h1, main .account--guest').first() },
  { path: paths.aboutUs, access: 'public' },
  { path: paths.detail, access: 'public', url: ({ article }) => detailPath(article.id, article.title) },
  { path: paths.introduction, access: 'public' },
  { path: paths.help, access: 'public' },
  { path: paths.faq, access: 'public' },
  { path: paths.notice, access: 'public' },
  { path: paths.invite, access: 'public' },
  { path: paths.verification, access: 'public' },
  { path: paths.verify, access: 'public' },
  { path: paths.balance, access: 'private' },
  { path: paths.notifications, access: 'private' },
  { path: paths.changePassword, access: 'private' },
  { path: paths.settings, access: 'private' },
  { path: paths.orders, access: 'private' },
  { path: paths.register, access: 'guest' },
  { path: paths.login, access: 'guest' },
  { path: paths.reset, access: 'public' },
  // Without a token or a provider's code the hand-offs say that signing in failed.
  { path: paths.autoLogin, access: 'public', ready: (page) => page.getByRole('alert') },
  {
    path: paths.providerCallback,
    access: 'public',
    url: () => '/api/loginCallback/google',
    ready: (page) => page.getByRole('alert'),
  },
];

export function routeOf(path: string): Route {
  const route = routes.find((each) => each.path === path);
  if (!route) throw new Error(`no route ${path} to check`);
  return route;
}

/** Opens a route and waits until its page rendered and stopped loading. */
export async function visit(page: Page, stack: Stack, subjects: Subjects, route: Route): Promise<void> {
  await page.goto(`${stack.url}${route.url?.(subjects) ?? route.path}`, { waitUntil: 'networkidle' });
  await (route.ready ?? mainHeading)(page).waitFor();
  await page.waitForLoadState('networkidle');
}

/** Checks every route a session can see; the redirected ones land where they should. */
async function sweep(tab: Tab, stack: Stack, subjects: Subjects, place: Omit<Place, 'route'>): Promise<Audit> {
  const audit = new Audit();
  const signedIn = place.session === 'customer';
  for (const route of routes) {
    if (route.access === (signedIn ? 'guest' : 'private')) {
      await tab.page.goto(`${stack.url}${route.path}`);
      await waitForPath(tab.page, signedIn ? paths.account : paths.login);
      continue;
    }
    await visit(tab.page, stack, subjects, route);
    await audit.check(tab.page, { ...place, route: route.path });
  }
  return audit;
}

/** Fails on any serious or critical violation, saying what and where; prints the others. */
export function expectNoBlocking(audit: Audit): void {
  const advisory = audit.advisory();
  if (advisory.length > 0) console.info(`axe, not failing (moderate or minor):\n${describeFindings(advisory)}`);
  const blocking = audit.blocking();
  expect(blocking.length, `serious or critical accessibility violations:\n${describeFindings(blocking)}`).toBe(0);
}

/** Audits a page in one open state, and fails on a serious or critical violation there. */
export async function expectNoBlockingIn(page: Page, place: Place): Promise<void> {
  const audit = new Audit();
  await audit.check(page, place);
  expectNoBlocking(audit);
}

async function ok<T>(answer: Promise<{ code: number; msg: string; result: T }>): Promise<T> {
  const { code, msg, result } = await answer;
  if (code !== 200) throw new Error(`the API answered ${code}: ${msg}`);
  return result;
}

/** The instrument and an article to address, and an open position so that the books are not empty. */
async function prepare(stack: Stack, customer: SignedUp): Promise<Subjects> {
  const crypto = await ok(call<MarketItem[]>(stack.url, 'GET', '/swx/customer/index/listMarketByType?type=2'));
  const item = crypto.find((entry) => entry.code === CODE);
  if (!item) throw new Error(`${CODE} is not listed`);
  const info = await ok(call<MarketInfo>(stack.url, 'GET', `/swx/customer/index/getMarketInfo/${item.id}`));
  await ok(
    call(stack.url, 'POST', '/swx/customer/order/openPosition', {
      token: customer.token,
      headers: { virtually: 'NO', 'idempotency-key': randomUUID() },
      body: { instrumentId: info.id, side: 'long', lots: info.minLots, leverage: info.leverages[0] },
    }),
  );
  const articles = await ok(
    call<{ id: number; title: string }[]>(stack.url, 'GET', '/swx/customer/index/listContents/en?type=2'),
  );
  const article = articles[0];
  if (!article) throw new Error('no policy article is seeded');
  return { instrument: { code: CODE, type: item.type, id: item.id }, article };
}

/**
 * The sweeps of one layout: every page signed out, and signed in in English and in Arabic, and the
 * order form; `more` adds that layout's own open states, with the stack and the subjects.
 */
export function describeAccessibility(
  viewport: ViewportName,
  more: (context: () => { stack: Stack; subjects: Subjects }) => void,
): void {
  describe(`accessibility at the ${viewport} size`, () => {
    let stack: Stack;
    let customer: SignedUp;
    let subjects: Subjects;
    beforeAll(async () => {
      stack = await startStack();
      customer = await signUp(stack);
      subjects = await prepare(stack, customer);
    });
    afterAll(async () => {
      await stack.stop();
    });

    describe('every page, signed out and in', () => {
      /** One signed-in tab for the size, in English and then in Arabic. */
      let signedIn: Tab;
      beforeAll(async () => {
        signedIn = await openTab(stack, viewport, { session: customer });
      });
      afterAll(async () => {
        await closeTab(signedIn);
      });

      /**
       * The language the app starts in from now on: the one it stores when a customer picks one. Set
       * once the app has started, which stores the language it starts in.
       */
      async function useLanguage(language: Language): Promise<void> {
        const { page } = signedIn;
        await visit(page, stack, subjects, routeOf(paths.home));
        await page.evaluate((lang) => {
          localStorage.setItem('lang', lang);
        }, language);
        await page.reload();
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(htmlLang[language]);
      }

      it('has no serious violation on any page a visitor opens', async () => {
        const visitor = await openTab(stack, viewport);
        const audit = await sweep(visitor, stack, subjects, { viewport, session: 'visitor', language: 'en' });
        expectNoBlocking(audit);
        await closeTab(visitor);
      });

      it.each(['en', 'ar'] as const)(
        'has no serious violation on any page a customer opens, in %s',
        async (language) => {
          await useLanguage(language);
          const audit = await sweep(signedIn, stack, subjects, { viewport, session: 'customer', language });
          expectNoBlocking(audit);
        },
      );

      it('has no serious violation in the order form on either side, nor in its confirmation', async () => {
        await useLanguage('en');
        const { page } = signedIn;
        const place: Place = { route: paths.currency, viewport, session: 'customer', language: 'en' };
        await visit(page, stack, subjects, routeOf(paths.currency));
        const form = page.getByRole('form', { name: 'Open a position' });
        // Long is chosen when the page opens, and the sweep checked it; short swaps the colours.
        await form.getByRole('radio', { name: 'Sell short' }).click();
        await form.getByRole('button', { name: `Sell short ${CODE}` }).waitFor();
        const audit = new Audit();
        await audit.check(page, { ...place, state: 'sell short chosen' });
        await form.getByRole('radio', { name: 'Buy long' }).click();
        await form.getByRole('button', { name: `Buy long ${CODE}` }).click();
        await page.getByRole('dialog', { name: 'Confirm the order' }).waitFor();
        await audit.check(page, { ...place, state: 'order confirmation open' });
        expectNoBlocking(audit);
      });
    });

    more(() => ({ stack, subjects }));
  });
}
