import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirstPaintRenderer } from './first-paint-renderer.ts';

/**
 * The threads that render pages with data run the web build's server-side bundle: here a bundle of
 * the same shape that says what it was asked, as which device, and that like the app keeps its
 * language in one setting a render changes.
 */
const BUNDLE = `
let language = null;
export const firstPaintPages = () => [{ path: '/presale' }, { path: '/broken' }];
export async function renderFirstPaint(page, pageLanguage, data) {
  if (page.path === '/broken') throw new Error('the page failed');
  language = pageLanguage;
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { html: [navigator.userAgent, page.path, language, process.env.NODE_ENV, JSON.stringify(data)].join(' | ') };
}
`;

describe('the renderer of pages painted with data', () => {
  let dir: string;
  let renderer: FirstPaintRenderer;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-renderer-'));
    fs.writeFileSync(path.join(dir, 'prerender.js'), BUNDLE);
    renderer = new FirstPaintRenderer(path.join(dir, 'prerender.js'));
  });
  afterAll(async () => {
    await renderer.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("renders as each device, in React's production build, with the data given", async () => {
    const data = [{ key: ['presale', 'rounds', 'de'], data: { list: [] }, updatedAt: 1 }];
    const [desktop, mobile] = await Promise.all([
      renderer.render('desktop', '/presale', 'de', data),
      renderer.render('mobile', '/presale', 'de', data),
    ]);
    expect(desktop).toBe(`Mozilla/5.0 (X11; Linux x86_64) | /presale | de | production | ${JSON.stringify(data)}`);
    expect(mobile.startsWith('Mozilla/5.0 (iPhone) | /presale | de')).toBe(true);
  });

  it('renders one page at a time per thread, so that no render takes another’s language', async () => {
    const languages = ['en', 'de', 'fr', 'ja', 'ar'];
    const pages = await Promise.all(languages.map((language) => renderer.render('mobile', '/presale', language, [])));
    expect(pages.map((html) => html.split(' | ')[2])).toEqual(languages);
  });

  it('fails only the render that fails, and the threads go on', async () => {
    await expect(renderer.render('desktop', '/broken', 'en', [])).rejects.toThrow('the page failed');
    await expect(renderer.render('desktop', '/nowhere', 'en', [])).rejects.toThrow('/nowhere is not painted ahead');
    await expect(renderer.render('desktop', '/presale', 'en', [])).resolves.toContain('/presale | en');
  });

  it('renders nothing once closed', async () => {
    const closing = new FirstPaintRenderer(path.join(dir, 'prerender.js'));
    await closing.render('desktop', '/presale', 'en', []);
    await closing.close();
    await expect(closing.render('desktop', '/presale', 'en', [])).rejects.toThrow('closed');
  });

  it('fails the renders of a bundle that cannot load, and tries again at the next render', async () => {
    const missing = new FirstPaintRenderer(path.join(dir, 'missing.js'));
    await expect(missing.render('desktop', '/presale', 'en', [])).rejects.toThrow();
    await expect(missing.render('desktop', '/presale', 'en', [])).rejects.toThrow();
    await missing.close();
  });
});
