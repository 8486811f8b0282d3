import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, viewports } from './browser.ts';
import { startStack, type Stack, type ViewportName } from './helpers.ts';

/**
 * The pages visitors arrive on come painted ahead (packages/web/src/app/prerender.tsx): the browser
 * paints them before any script has run, and the app's first render replaces them with the same
 * thing. A browser whose stored state would render something else never shows them.
 */

interface Visit {
  viewport: ViewportName;
  path: string;
  language?: string;
  /** localStorage set before the page loads. */
  stored?: Record<string, string>;
  /** sessionStorage set before the page loads. */
  storedForSession?: Record<string, string>;
  /** The browser's time zone, where not the server's. */
  timezoneId?: string;
}

async function contextFor(stack: Stack, visit: Visit): Promise<BrowserContext> {
  const context = await stack.browser.newContext({ ...viewports[visit.viewport], timezoneId: visit.timezoneId });
  if (visit.language) await context.addCookies([{ name: 'lang', value: visit.language, url: stack.url }]);
  // The app stores the language beside the cookie (packages/web/src/i18n).
  const local: Record<string, string> = { ...(visit.language ? { lang: visit.language } : {}), ...visit.stored };
  const session: Record<string, string> = visit.storedForSession ?? {};
  await context.addInitScript(
    ([forLocal, forSession]) => {
      for (const [key, value] of Object.entries(forLocal)) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(forSession)) sessionStorage.setItem(key, value);
    },
    [local, session] as const,
  );
  return context;
}

/** The root's text as painted ahead: the app's scripts never arrive (the inline guard still runs). */
async function paintedAhead(stack: Stack, visit: Visit): Promise<string> {
  const context = await contextFor(stack, visit);
  await context.route('**/assets/*.js', (route) => route.abort());
  const page = await context.newPage();
  await page.goto(`${stack.url}${visit.path}`, { waitUntil: 'load' });
  const text = await rootText(page);
  // Its controls would do nothing yet: it is inert until the app replaces it.
  if (text !== '') expect(await page.locator('#root').getAttribute('inert')).toBe('');
  await context.close();
  return text;
}

/**
 * The root's text; a countdown's time left, which moves every second, as a dash (the presale
 * page painted with its rounds is compared with the app's render of it a moment later).
 */
const rootText = (page: Page) =>
  page.locator('#root').evaluate((root: HTMLElement) => {
    root.querySelectorAll('[data-testid="presale-countdown"]').forEach((countdown) => (countdown.textContent = '–'));
    return root.innerText;
  });

/** A page painted with data is rendered as it is first asked for: asked until it comes so. */
async function untilPaintedWithData(stack: Stack, visit: Visit): Promise<void> {
  const context = await contextFor(stack, visit);
  await context.route('**/assets/*.js', (route) => route.abort());
  const page = await context.newPage();
  await expect
    .poll(
      async () => {
        await page.goto(`${stack.url}${visit.path}`, { waitUntil: 'load' });
        return page.locator('#page-data').count();
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBe(1);
  await context.close();
}

/**
 * The root's text after the app's first render, every API call left unanswered so that the page
 * stays as that first render drew it; and the console's errors.
 */
async function firstRender(stack: Stack, visit: Visit): Promise<{ text: string; errors: string[] }> {
  const context = await contextFor(stack, visit);
  await context.route('**/swx/**', () => undefined);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${stack.url}${visit.path}`, { waitUntil: 'load' });
  // React marks the elements it created: the root's content is the app's own from then on.
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('#root > *') ?? {}).some((key) => key.startsWith('__reactFiber')),
  );
  const text = await rootText(page);
  // The root is interactive once the app's page is in it.
  expect(await page.locator('#root').getAttribute('inert')).toBeNull();
  await context.close();
  return { text, errors };
}

describe('the first paint of the pages visitors arrive on', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack.stop();
  });

  /** A signed-in customer as the app stores one (the API is never reached with it here). */
  const member = { isLogin: '1', token: 'session-token', userInfo: JSON.stringify({ username: 'ada' }) };
  const visits: Visit[] = [
    { viewport: 'mobile', path: '/' },
    { viewport: 'desktop', path: '/' },
    { viewport: 'mobile', path: '/market' },
    { viewport: 'desktop', path: '/market', language: 'ar' },
    { viewport: 'mobile', path: '/pass/login', language: 'zh' },
    { viewport: 'mobile', path: '/profile/balance', stored: member },
    { viewport: 'mobile', path: '/profile/orders', stored: member, language: 'ja' },
    { viewport: 'mobile', path: '/trading' },
    { viewport: 'desktop', path: '/presale', language: 'de' },
    // Its moments are written in the browser's time zone before the first paint.
    { viewport: 'mobile', path: '/presale', language: 'ko', timezoneId: 'Asia/Tokyo' },
    { viewport: 'mobile', path: '/loan', stored: member },
    { viewport: 'mobile', path: '/profile/verification', stored: member, language: 'ar' },
    { viewport: 'mobile', path: '/profile/invite', stored: member },
    { viewport: 'mobile', path: '/profile/notification', stored: member, language: 'es' },
  ];
  it.each(visits)('is what the app first renders: $path, $viewport, $language', async (visit) => {
    if (visit.path === '/presale') await untilPaintedWithData(stack, visit);
    const ahead = await paintedAhead(stack, visit);
    const rendered = await firstRender(stack, visit);
    expect(ahead.length).toBeGreaterThan(30);
    expect(ahead).toBe(rendered.text);
    // The inline guard runs under the content security policy, by its hash.
    expect(rendered.errors).toEqual([]);
  });

  it("of the presale page shows the rounds, from the server's own answer, and the app starts from it", async () => {
    const visit = { viewport: 'mobile', path: '/presale', language: 'de' } as const;
    await untilPaintedWithData(stack, visit);
    const ahead = await paintedAhead(stack, visit);
    expect(ahead).toContain('Nova Network ist eine schnelle Abwicklungsschicht');
    expect(ahead).toContain('Orbit Data');
    // Its API call unanswered, the app's first render is still the rounds it came with.
    const rendered = await firstRender(stack, visit);
    expect(rendered.text).toBe(ahead);
  });

  it('is in the language of the cookie and laid out in its direction', async () => {
    const arabic = await paintedAhead(stack, { viewport: 'mobile', path: '/market', language: 'ar' });
    expect(arabic).toContain('العملات المشفرة');
    const page = await (await contextFor(stack, { viewport: 'mobile', path: '/', language: 'ar' })).newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${stack.url}/market`);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.context().close();
  });

  it('is never shown where the stored state would render another page', async () => {
    const visitor = await paintedAhead(stack, { viewport: 'desktop', path: '/market' });
    expect(visitor).toContain('Log in');
    const storedStates: Record<string, string>[] = [{ isLogin: '1', token: 't' }, { isVirtually: '0' }, { lang: 'de' }];
    for (const stored of storedStates) {
      expect(await paintedAhead(stack, { viewport: 'desktop', path: '/market', stored })).toBe('');
    }
    // A signed-in page for a visitor (the app sends them to log in), or on a desktop, whose bar
    // shows the customer's name.
    expect(await paintedAhead(stack, { viewport: 'mobile', path: '/profile/balance' })).toBe('');
    expect(await paintedAhead(stack, { viewport: 'desktop', path: '/profile/balance', stored: member })).toBe('');
    // The phone's onboarding board, continued earlier in this browser session; other pages do not show it.
    const onboarded = { viewport: 'mobile', path: '/', storedForSession: { onboarding: '1' } } as const;
    expect(await paintedAhead(stack, onboarded)).toBe('');
    expect(await paintedAhead(stack, { ...onboarded, path: '/market' })).not.toBe('');
  });
});
