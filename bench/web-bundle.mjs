// Initial JavaScript a visitor downloads for each route, gzip-compressed, from the production build:
// the entry, the catalogue of the visitor's language (English here), the frame of their device,
// and the route's own chunk, each with everything it imports statically.
// Run: npm run build && npm run bench:web
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../packages/web/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gzipKb = (file) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
const keyOf = (suffix) => Object.keys(manifest).find((key) => key.endsWith(suffix));

/** A chunk and everything it imports statically: what loads before it can run. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(next, seen);
  return seen;
}

function kbOf(keys) {
  const files = new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')));
  return [...files].reduce((sum, file) => sum + gzipKb(file), 0);
}

const start = [...closure('index.html'), ...closure(keyOf('locales/en.json'))];
const frames = { desktop: keyOf('shell/desktop.tsx'), mobile: keyOf('shell/mobile.tsx') };
const routes = {
  '/ (home)': 'app/routes/HomeRoute.tsx',
  '/market': 'features/market/MarketPage.tsx',
  '/cruuency': 'features/market/CurrencyPage.tsx',
  '/pass/login': 'features/auth/LoginPage.tsx',
  '/pass/register': 'features/auth/RegisterPage.tsx',
  '/profile1': 'features/account/AccountPage.tsx',
  '/help/faq': 'features/content/FaqPage.tsx',
};
console.log('initial JavaScript, gzip -9 (KB)      desktop   mobile');
for (const [route, source] of Object.entries(routes)) {
  const [desktop, mobile] = Object.values(frames).map((frame) =>
    kbOf(new Set([...start, ...closure(frame), ...closure(keyOf(source))])),
  );
  console.log(`${route.padEnd(36)} ${desktop.toFixed(1).padStart(7)} ${mobile.toFixed(1).padStart(8)}`);
}
console.log(`${'/service.html'.padEnd(36)} ${kbOf(closure('service.html')).toFixed(1).padStart(7)}`);
