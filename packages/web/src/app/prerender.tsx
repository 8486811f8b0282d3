import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { initI18n } from '../i18n/index.ts';
import type { Language } from '../i18n/languages.ts';
import { storageKeys } from '../lib/storage.ts';
import { AppRoutes, preloadPage } from './router.tsx';
import { loadChrome } from './shell/chrome.ts';

export { LANGUAGES } from '../i18n/languages.ts';
export { FIRST_PAINT_PAGES } from './pages.ts';
export { APP_SCRIPTS_TEMPLATE_ID } from './first-paint-ids.ts';

/**
 * The first paint is a visitor's: demo account, onboarding not yet seen, in the language of the
 * cookie (the server's `data-language` on the root). A browser that stored anything else (signed
 * in, the real account, the onboarding continued, another language) would see it change at the
 * app's first render, so this script, inline right after it, removes it there before it is painted.
 */
const stored = (key: string) => `localStorage.getItem(${JSON.stringify(key)})`;
export const FIRST_PAINT_GUARD = [
  'try{var r=document.getElementById("root");',
  `if(${stored(storageKeys.isLogin)}==="1"||${stored(storageKeys.virtual)}==="0"`,
  `||sessionStorage.getItem(${JSON.stringify(storageKeys.onboarding)})==="1"`,
  `||(${stored(storageKeys.language)}||"en")!==r.dataset.language)`,
  'r.textContent=""}catch(e){}',
].join('');

/**
 * A page as a visitor's browser first renders it (build/first-paint.ts runs this at build time):
 * the frame and the page, every query still loading, in one language, for the device this process
 * was started as. The server sends it inside the app's page so that the browser paints it before
 * any script has run; the app's first render then replaces it with the same thing.
 */
export async function renderFirstPaint(path: string, language: Language): Promise<string> {
  await initI18n(language);
  await loadChrome();
  // What the browser has before its first render (app/main.tsx): the page's chunk, not the parts
  // the page itself loads later. Those render as their loading state, here as there.
  await preloadPage(path);
  // A client of its own per page: nothing fetched, nothing shared between renders.
  const queryClient = new QueryClient();
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </QueryClientProvider>,
  );
}
