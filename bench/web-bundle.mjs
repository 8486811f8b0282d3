// Initial JavaScript a visitor downloads for each route, from the production build, as it travels
// (the build's brotli files, which the server sends to every browser that accepts brotli) and as
// gzip -9 (the build's .gz files, for the others): the entry, the catalogue module of the
// visitor's language (English here: its start-up namespace and the loaders of the others), the
// frames of both devices (the page announces both, so both download), the route's own chunk and
// the catalogue namespaces the route loads with it, each with everything it imports statically.
// (Catalogues are JSON files, JS modules after the build.)
// Run: npm run build && npm run bench:web
import fs from 'node:fs';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '../packages/web/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
/**
 * The size of the file the server sends for an encoding: the build's `.br` or `.gz` beside it, or
 * the file itself where the build left it plain (too small to gain from compression).
 */
function sentKb(file, extension) {
  const compressed = path.join(dist, `${file}${extension}`);
  return fs.statSync(fs.existsSync(compressed) ? compressed : path.join(dist, file)).size / 1024;
}
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
  const sum = (extension) => [...files].reduce((total, file) => total + sentKb(file, extension), 0);
  return { brotli: sum('.br'), gzip: sum('.gz') };
}

const figures = ({ brotli, gzip }) => `${brotli.toFixed(1).padStart(7)} ${gzip.toFixed(1).padStart(8)}`;

/** A module of the English catalogue, `src/i18n/locales/en/<file>`, with what it imports. */
function english(file) {
  const key = keyOf(`locales/en/${file}`);
  if (!key) throw new Error(`no English catalogue module '${file}' in the build`);
  return closure(key);
}

const frames = [keyOf('shell/desktop.tsx'), keyOf('shell/mobile.tsx')];
const start = [...closure('index.html'), ...english('index.ts'), ...frames.flatMap((frame) => [...closure(frame)])];
/** Each route's chunk and the namespaces it loads with it, as packages/web/src/app/pages.ts lists them. */
const routes = {
  '/ (home)': ['app/routes/HomeRoute.tsx', ['home']],
  '/market': ['app/routes/MarketRoute.tsx', ['market', 'trading', 'orders', 'forms', 'messages']],
  '/cruuency': ['app/routes/CurrencyRoute.tsx', ['market', 'trading', 'orders', 'forms', 'messages']],
  '/pass/login': ['features/auth/LoginPage.tsx', ['auth', 'forms', 'messages']],
  '/pass/register': ['features/auth/RegisterPage.tsx', ['auth', 'forms', 'messages']],
  '/profile1': ['features/account/AccountPage.tsx', ['account']],
  '/profile/balance': ['features/wallet/BalancePage.tsx', ['wallet', 'forms', 'messages']],
  '/profile/orders': ['app/routes/OrdersRoute.tsx', ['orders', 'plans', 'messages']],
  '/help/faq': ['features/content/FaqPage.tsx', ['content']],
};
console.log('initial JavaScript (KB)              brotli  gzip -9');
for (const [route, [source, namespaces]] of Object.entries(routes)) {
  if (!keyOf(source)) {
    console.log(`${route.padEnd(36)}    (no chunk of its own in this build)`);
    continue;
  }
  const own = [...closure(keyOf(source)), ...namespaces.flatMap((name) => [...english(`${name}.json`)])];
  console.log(`${route.padEnd(36)} ${figures(kbOf(new Set([...start, ...own])))}`);
}
console.log(`${'/service.html'.padEnd(36)} ${figures(kbOf(closure('service.html')))}`);
// The support chat loads after the page has shown: its code and the page language's sentences.
const chatLater = new Set([...closure(keyOf('service/chat.ts')), ...closure(keyOf('locales/en/support.json'))]);
for (const key of closure('service.html')) chatLater.delete(key);
console.log(`${'  then the chat (English)'.padEnd(36)} ${figures(kbOf(chatLater))}`);
