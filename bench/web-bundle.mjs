// Initial JavaScript a visitor downloads for each route, gzip-compressed, from the production build:
// the entry, the catalogue module of the visitor's language (English here: its start-up namespace
// and the loaders of the others), the frame of their device, the route's own chunk and the catalogue
// namespaces the route loads with it, each with everything it imports statically. (Catalogues are
// JSON files, JS modules after the build.)
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

/** A module of the English catalogue, `src/i18n/locales/en/<file>`, with what it imports. */
function english(file) {
  const key = keyOf(`locales/en/${file}`);
  if (!key) throw new Error(`no English catalogue module '${file}' in the build`);
  return closure(key);
}

const start = [...closure('index.html'), ...english('index.ts')];
const frames = { desktop: keyOf('shell/desktop.tsx'), mobile: keyOf('shell/mobile.tsx') };
/** Each route's chunk and the namespaces it loads with it, as packages/web/src/app/router.tsx lists them. */
const routes = {
  '/ (home)': ['app/routes/HomeRoute.tsx', ['home']],
  '/market': ['app/routes/MarketRoute.tsx', ['market', 'trading', 'orders', 'forms', 'messages']],
  '/cruuency': ['app/routes/CurrencyRoute.tsx', ['market', 'trading', 'orders', 'forms', 'messages']],
  '/pass/login': ['features/auth/LoginPage.tsx', ['auth', 'forms', 'messages']],
  '/pass/register': ['features/auth/RegisterPage.tsx', ['auth', 'forms', 'messages']],
  '/profile1': ['features/account/AccountPage.tsx', ['account']],
  '/profile/balance': ['features/wallet/BalancePage.tsx', ['wallet', 'forms', 'messages']],
  '/profile/orders': ['features/trading/orders/OrdersPage.tsx', ['orders', 'messages']],
  '/help/faq': ['features/content/FaqPage.tsx', ['content']],
};
console.log('initial JavaScript, gzip -9 (KB)      desktop   mobile');
for (const [route, [source, namespaces]] of Object.entries(routes)) {
  const own = [...closure(keyOf(source)), ...namespaces.flatMap((name) => [...english(`${name}.json`)])];
  const [desktop, mobile] = Object.values(frames).map((frame) => kbOf(new Set([...start, ...closure(frame), ...own])));
  console.log(`${route.padEnd(36)} ${desktop.toFixed(1).padStart(7)} ${mobile.toFixed(1).padStart(8)}`);
}
console.log(`${'/service.html'.padEnd(36)} ${kbOf(closure('service.html')).toFixed(1).padStart(7)}`);
