// After the build: renders each first-paint page (src/app/pages.ts) in every language, once as a
// desktop and once as a phone, with the server-side bundle of src/app/prerender.tsx, and writes
// dist/first-paint.json for the server (packages/server/src/http/page-html.ts). The device is
// decided once per process from the user agent, as in the browser: one child process per device.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundle = path.join(webRoot, 'dist/.first-paint/prerender.js');
const output = path.join(webRoot, 'dist/first-paint.json');
/** A user agent each device's rule (src/lib/device.ts) recognises. */
const USER_AGENTS = { desktop: 'Mozilla/5.0 (X11; Linux x86_64)', mobile: 'Mozilla/5.0 (iPhone)' };

async function renderDevice(device) {
  // React's production build, as the browser runs it.
  process.env.NODE_ENV = 'production';
  Object.defineProperty(globalThis, 'navigator', {
    value: { userAgent: USER_AGENTS[device], language: 'en' },
    configurable: true,
  });
  const bundleExports = await import(pathToFileURL(bundle).href);
  const { renderFirstPaint, firstPaintPages, pageDataRequests, LANGUAGES } = bundleExports;
  const { FIRST_PAINT_GUARD, APP_SCRIPTS_TEMPLATE_ID, PAGE_DATA_ID } = bundleExports;
  const languages = {};
  for (const language of LANGUAGES) {
    languages[language] = {};
    for (const page of firstPaintPages()) {
      const { html, ...state } = await renderFirstPaint(page, language);
      // A page rendered with its data as it is asked for (the server does it): this is its loading
      // state, sent while that render is not ready.
      const requests = pageDataRequests(page.path, language);
      languages[language][page.path] = { html, ...state, ...(requests.length ? { requests } : {}) };
    }
  }
  return {
    guard: FIRST_PAINT_GUARD,
    scriptsTemplateId: APP_SCRIPTS_TEMPLATE_ID,
    pageDataId: PAGE_DATA_ID,
    languages,
  };
}

const [device, deviceOutput] = process.argv.slice(2);
if (device) {
  fs.writeFileSync(deviceOutput, JSON.stringify(await renderDevice(device)));
} else {
  const rendered = Object.fromEntries(
    Object.keys(USER_AGENTS).map((name) => {
      const deviceOutput = path.join(path.dirname(bundle), `${name}.json`);
      const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), name, deviceOutput], {
        stdio: 'inherit',
      });
      if (child.status !== 0) throw new Error(`rendering the ${name} first paints failed`);
      return [name, JSON.parse(fs.readFileSync(deviceOutput, 'utf8'))];
    }),
  );
  const { guard, scriptsTemplateId, pageDataId } = rendered.desktop;
  const file = {
    guard,
    scriptsTemplateId,
    pageDataId,
    // The bundle the server runs to render the pages with their data, beside this file.
    renderer: path.relative(path.dirname(output), bundle),
    // The page carries the guard inline; the server's content security policy allows it by this hash.
    guardHash: `sha256-${createHash('sha256').update(guard).digest('base64')}`,
    devices: Object.fromEntries(Object.entries(rendered).map(([name, { languages }]) => [name, languages])),
  };
  fs.writeFileSync(output, JSON.stringify(file));
  const count = (device) => Object.keys(file.devices[device].en).length;
  const languages = Object.keys(file.devices.desktop).length;
  console.log(
    `first paints in ${languages} languages: ${count('desktop')} desktop pages, ${count('mobile')} phone pages`,
  );
}
