import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, PageHtmlCache } from './page-html.ts';

/**
 * The page the server sends for a route: the build's list of what the route needs first, the
 * visitor's language from the cookie the app writes, and the route's words in that language.
 */

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Home EN</title>
    <meta name="description" content="Home description EN" />
  </head>
  <body><div id="root"></div></body>
</html>`;

const meta = (suffix: string) => ({
  site: 'Trade Platform',
  pages: {
    home: { title: `Home ${suffix}`, description: `Home description ${suffix}` },
    market: { title: `Markets ${suffix}`, description: `Live prices & "charts" <${suffix}>` },
    login: { title: `Log in ${suffix}`, description: `Log in ${suffix}` },
    loan: { title: `Loans ${suffix}`, description: `Loans ${suffix}` },
  },
});

const languagePreloads = (language: string) => ({
  startup: { scripts: [`assets/${language}-start.js`], styles: [] },
  pages: [
    {
      path: '/market',
      scripts: ['assets/MarketRoute-1.js', `assets/market-${language}.js`],
      styles: ['assets/market-1.css'],
    },
    { path: '/api/loginCallback/:provider', scripts: ['assets/Callback-1.js'], styles: [] },
  ],
  meta: meta(language.toUpperCase()),
});

const PRELOADS = {
  languages: { en: languagePreloads('en'), ar: languagePreloads('ar'), hk: languagePreloads('hk') },
  metaPages: {
    '/': 'home',
    '/market': 'market',
    '/loan': 'loan',
    '/profile/balance': 'home',
    '/api/loginCallback/:provider': 'login',
  },
};

describe('the page sent for a route', () => {
  let dist: string;
  let pages: PageHtmlCache;
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-page-'));
    fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(dist, 'page-preloads.json'), JSON.stringify(PRELOADS));
    pages = new PageHtmlCache(dist);
  });
  afterAll(() => {
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("announces the route's chunks, its styles and the language's catalogue, and names the page", () => {
    const { html } = pages.pageFor('/market', undefined);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/en-start.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/MarketRoute-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/market-en.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/market-1.css">');
    expect(html).toContain('<title>Markets EN · Trade Platform</title>');
    // Words from the catalogue are text, never markup.
    expect(html).toContain('content="Live prices &amp; &quot;charts&quot; &lt;EN&gt;"');
    expect(html).toContain('<html lang="en" dir="ltr">');
  });

  it('speaks the language the app stored in its cookie, right to left for Arabic', () => {
    const arabic = pages.pageFor('/market', 'theme=dark; lang=ar').html;
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('href="/assets/ar-start.js"');
    expect(arabic).toContain('href="/assets/market-ar.js"');
    expect(arabic).not.toContain('market-en.js');
    expect(arabic).toContain('<title>Markets AR · Trade Platform</title>');
    expect(pages.pageFor('/', 'lang=hk').html).toContain('<html lang="zh-HK" dir="ltr">');
    // An unknown or malformed language is English.
    expect(pages.pageFor('/market', 'lang=xx').html).toContain('href="/assets/en-start.js"');
    expect(pages.pageFor('/market', 'lang=<script>').html).toContain('<html lang="en" dir="ltr">');
  });

  it('matches routes with parameters, and describes routes without a chunk of their own', () => {
    const callback = pages.pageFor('/api/loginCallback/google', undefined).html;
    expect(callback).toContain('href="/assets/Callback-1.js"');
    expect(callback).toContain('<title>Log in EN · Trade Platform</title>');
    const loan = pages.pageFor('/loan', undefined).html;
    expect(loan).toContain('<title>Loans EN · Trade Platform</title>');
    expect(loan).not.toContain('MarketRoute');
    expect(pages.pageFor('/', undefined).html).toContain('<title>Home EN</title>');
  });

  it('gives every unknown path the one home page, so requests cannot grow the cache', () => {
    const first = pages.pageFor('/no/such/page', undefined);
    const second = pages.pageFor(`/random/${'x'.repeat(50)}`, undefined);
    expect(second).toBe(first);
    expect(first.html).toContain('<title>Home EN</title>');
  });

  it('gives each version of the page its own validator, the same on every request', () => {
    const market = pages.pageFor('/market', undefined);
    expect(pages.pageFor('/market', undefined).etag).toBe(market.etag);
    expect(pages.pageFor('/market', 'lang=ar').etag).not.toBe(market.etag);
    expect(market.etag).toMatch(/^"[\w-]{27}"$/);
  });

  it('sends index.html as it is when the build wrote no list', () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-page-'));
    fs.writeFileSync(path.join(bare, 'index.html'), TEMPLATE);
    expect(new PageHtmlCache(bare).pageFor('/market', 'lang=ar').html).toBe(TEMPLATE);
    fs.rmSync(bare, { recursive: true, force: true });
  });
});

const TEMPLATE_WITH_ENTRY = TEMPLATE.replace(
  '</head>',
  '<script type="module" crossorigin src="/assets/boot.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/vendor.js">\n</head>',
);
const GUARD = 'try{if(localStorage.getItem("isLogin")==="1")document.getElementById("root").textContent=""}catch(e){}';
const painted = (html: string, state: { member?: boolean; onboarding?: boolean } = {}) => ({
  html,
  member: state.member ?? false,
  onboarding: state.onboarding ?? false,
});
const FIRST_PAINTS = {
  guard: GUARD,
  guardHash: `sha256-${createHash('sha256').update(GUARD).digest('base64')}`,
  scriptsTemplateId: 'app-scripts',
  devices: {
    desktop: { en: { '/market': painted('<div class="app app--desktop">Markets</div>') }, ar: {} },
    mobile: {
      en: {
        '/market': painted('<div class="app app--mobile">Markets</div>'),
        '/': painted('<div class="onboarding">Welcome</div>', { onboarding: true }),
        '/profile/balance': painted('<div class="app app--mobile">Balance</div>', { member: true }),
      },
      ar: {},
    },
  },
};
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';

describe('a page the build painted ahead', () => {
  let dist: string;
  let pages: PageHtmlCache;
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-page-'));
    fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE_WITH_ENTRY);
    fs.writeFileSync(path.join(dist, 'page-preloads.json'), JSON.stringify(PRELOADS));
    fs.writeFileSync(path.join(dist, 'first-paint.json'), JSON.stringify(FIRST_PAINTS));
    pages = new PageHtmlCache(dist);
  });
  afterAll(() => {
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("carries the device's first paint in the root, with the guard right after it", () => {
    const desktop = pages.pageFor('/market', undefined, 'Mozilla/5.0 (X11; Linux x86_64)').html;
    expect(desktop).toContain(
      `<div id="root" data-language="en" data-session="visitor" inert><div class="app app--desktop">Markets</div></div>\n    <script>${GUARD}</script>`,
    );
    // What it assumes of the browser's stored state, for the guard.
    expect(pages.pageFor('/profile/balance', undefined, IPHONE).html).toContain(
      '<div id="root" data-language="en" data-session="member" inert>',
    );
    expect(pages.pageFor('/', undefined, IPHONE).html).toContain(
      '<div id="root" data-language="en" data-session="visitor" data-onboarding="pending" inert>',
    );
    const phone = pages.pageFor('/market', undefined, IPHONE);
    expect(phone.html).toContain('<div class="app app--mobile">Markets</div>');
    expect(phone.etag).not.toBe(pages.pageFor('/market', undefined).etag);
  });

  it('needs its styles before that paint and announces its scripts only inside the template', () => {
    const { html } = pages.pageFor('/market', undefined, IPHONE);
    const [head, body] = html.split('</head>');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/market-1.css">');
    expect(head).not.toContain('modulepreload');
    // The entry itself stays: it starts the app after the first paint.
    expect(head).toContain('<script type="module" crossorigin src="/assets/boot.js"></script>');
    const template = body?.match(/<template id="app-scripts">(.*)<\/template>/)?.[1] ?? '';
    for (const file of ['vendor.js', 'en-start.js', 'MarketRoute-1.js', 'market-en.js']) {
      expect(template).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    }
  });

  it('is sent only for the routes and languages the build painted', () => {
    const arabic = pages.pageFor('/market', 'lang=ar', IPHONE).html;
    expect(arabic).toContain('<div id="root"></div>');
    expect(arabic).not.toContain('<script>');
    expect(arabic).toContain('<link rel="preload" as="style" crossorigin href="/assets/market-1.css">');
    expect(pages.pageFor('/loan', undefined, IPHONE).html).toContain('<div id="root"></div>');
  });

  it("names the guard's hash for the content security policy, and nothing without a build", () => {
    expect(inlineScriptHashes(dist)).toEqual([`'${FIRST_PAINTS.guardHash}'`]);
    expect(inlineScriptHashes(path.join(dist, 'none'))).toEqual([]);
  });
});
