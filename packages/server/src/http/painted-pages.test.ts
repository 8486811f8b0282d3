import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageData } from './first-paint-renderer.ts';
import { PageHtmlCache } from './page-html.ts';
import { PaintedPages } from './painted-pages.ts';

/**
 * A page painted with data (the presale rounds) is sent with its content rendered from this
 * server's own answer, and with that answer beside it for the app; anything late or failed leaves
 * it as the build painted it, loading.
 */

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head><title>Home</title><meta name="description" content="Home" /></head>
  <body><div id="root"></div></body>
</html>`;
const meta = { site: 'Trade Platform', pages: { home: { title: 'Home', description: 'Home' } } };
const PRELOADS = {
  languages: { en: { startup: { scripts: [], styles: [] }, pages: [], meta } },
  metaPages: { '/': 'home', '/presale': 'home', '/market': 'home' },
};
const ROUNDS_URL = '/swx/customer/index/listPresale?lang=en&pageSize=50';
const loading = (html: string, requests?: { key: unknown[]; url: string }[]) => ({
  html,
  member: false,
  onboarding: false,
  ...(requests ? { requests } : {}),
});
const FIRST_PAINTS = {
  guard: 'void 0',
  guardHash: 'sha256-x',
  scriptsTemplateId: 'app-scripts',
  pageDataId: 'page-data',
  renderer: '.first-paint/prerender.js',
  devices: {
    desktop: {
      en: {
        '/presale': loading('<p>Loading</p>', [{ key: ['presale', 'rounds', 'en'], url: ROUNDS_URL }]),
        '/market': loading('<p>Markets</p>'),
      },
    },
    mobile: { en: {} },
  },
};
/** An operator's text, as a round's description can be. */
const ROUNDS = { list: [{ name: 'Nova', description: 'fast </script><script>alert(1)</script> <!-- x' }] };

function stack(options: { renderMs?: number; fail?: boolean } = {}) {
  let clock = 1_000_000;
  const fetched: string[] = [];
  const render = vi.fn(async (_device: string, _route: string, _language: string, data: readonly PageData[]) => {
    await new Promise((resolve) => setTimeout(resolve, options.renderMs ?? 0));
    return `<p>Rounds: ${JSON.stringify(data.map((entry) => entry.key))}</p>`;
  });
  const errors: unknown[] = [];
  const painted = new PaintedPages({
    pages: new PageHtmlCache(dist),
    renderer: { render },
    fetchResult: async (url) => {
      fetched.push(url);
      if (options.fail) throw new Error('GET answered 500');
      return ROUNDS;
    },
    onError: (error) => errors.push(error),
    now: () => clock,
  });
  return { painted, render, fetched, errors, advance: (ms: number) => (clock += ms) };
}

let dist: string;
beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-painted-'));
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(dist, 'page-preloads.json'), JSON.stringify(PRELOADS));
  fs.writeFileSync(path.join(dist, 'first-paint.json'), JSON.stringify(FIRST_PAINTS));
});
afterAll(() => {
  fs.rmSync(dist, { recursive: true, force: true });
});

const dataOf = (html: string) => html.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/s)?.[1];

describe('a page painted with data', () => {
  it("carries its content rendered from the API's answer, and the answer beside it, which no text can end early", async () => {
    const { painted, render, fetched } = stack();
    const { html } = await painted.pageFor('/presale', undefined);
    expect(fetched).toEqual([ROUNDS_URL]);
    expect(render).toHaveBeenCalledWith('desktop', '/presale', 'en', [
      { key: ['presale', 'rounds', 'en'], data: ROUNDS, updatedAt: 1_000_000 },
    ]);
    expect(html).toContain(
      '<div id="root" data-language="en" data-session="visitor" inert><p>Rounds: [["presale","rounds","en"]]</p></div>',
    );
    // One script element only, whose text is the answer as JSON.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const data = dataOf(html) ?? '';
    expect(data).not.toContain('<');
    expect(JSON.parse(data)).toEqual([{ key: ['presale', 'rounds', 'en'], data: ROUNDS, updatedAt: 1_000_000 }]);
  });

  it('is rendered once for the requests that arrive together, and again once 5 s old', async () => {
    const { painted, render, advance } = stack();
    const pages = await Promise.all([1, 2, 3].map(() => painted.pageFor('/presale', undefined)));
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(pages.map((page) => page.etag)).size).toBe(1);
    advance(4_999);
    await painted.pageFor('/presale', 'theme=dark');
    expect(render).toHaveBeenCalledTimes(1);
    advance(1);
    await painted.pageFor('/presale', undefined);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('is sent loading, as the build painted it, when the answer fails, and the failure is logged', async () => {
    const { painted, render, errors } = stack({ fail: true });
    const { html } = await painted.pageFor('/presale', undefined);
    expect(html).toContain('inert><p>Loading</p></div>');
    expect(dataOf(html)).toBeUndefined();
    expect(render).not.toHaveBeenCalled();
    expect(errors).toHaveLength(1);
  });

  it('is sent loading while a render is late, and rendered to the next request once done', async () => {
    const { painted, render } = stack({ renderMs: 500 });
    expect((await painted.pageFor('/presale', undefined)).html).toContain('<p>Loading</p>');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await painted.pageFor('/presale', undefined)).html).toContain('<p>Rounds:');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('is sent as last rendered while a new render is late, up to a minute old, then loading', async () => {
    const options = { renderMs: 0 };
    const { painted, render, advance } = stack(options);
    const first = await painted.pageFor('/presale', undefined);
    options.renderMs = 400;
    advance(59_999);
    expect((await painted.pageFor('/presale', undefined)).etag).toBe(first.etag);
    await new Promise((resolve) => setTimeout(resolve, 150));
    // The render that was late is done, and sent while fresh.
    expect((await painted.pageFor('/presale', undefined)).etag).not.toBe(first.etag);
    expect(render).toHaveBeenCalledTimes(2);
    advance(60_000);
    expect((await painted.pageFor('/presale', undefined)).html).toContain('<p>Loading</p>');
  });

  it('leaves every other page as the build painted it', async () => {
    const { painted, render, fetched } = stack();
    expect((await painted.pageFor('/market', undefined)).html).toContain('inert><p>Markets</p></div>');
    expect((await painted.pageFor('/presale', undefined, 'Mozilla/5.0 (iPhone)')).html).toContain(
      '<div id="root"></div>',
    );
    expect(render).not.toHaveBeenCalled();
    expect(fetched).toEqual([]);
  });
});
