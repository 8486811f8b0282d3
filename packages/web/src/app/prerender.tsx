import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { initI18n } from '../i18n/index.ts';
import type { Language } from '../i18n/languages.ts';
import { isMobileDevice } from '../lib/device.ts';
import { TIME_DATE_STYLE } from '../lib/format.ts';
import { sessionStore } from '../lib/session.ts';
import { storageKeys } from '../lib/storage.ts';
import { AppRoutes, preloadPage } from './router.tsx';
import { seedPageData, type PageData } from './page-data.ts';
import { PAGES, type PageEntry } from './pages.ts';
import { loadChrome } from './shell/chrome.ts';

export { LANGUAGES } from '../i18n/languages.ts';
export { APP_SCRIPTS_TEMPLATE_ID, PAGE_DATA_ID } from './first-paint-ids.ts';
export { pageDataRequests } from './page-data-requests.ts';

/**
 * The first paint is rendered for a visitor (`data-session="visitor"` on the root) or a signed-in
 * customer (`"member"`), on the demo account, in the language of the cookie (`data-language`), and
 * on the phone's home page with the onboarding board not yet seen (`data-onboarding`). A browser
 * whose stored state differs would see it change at the app's first render, so this script, inline
 * right after it, removes it there before it is painted. Where it stays, the script writes its
 * moments in the browser's time zone, which the server does not know.
 */
const stored = (key: string) => `localStorage.getItem(${JSON.stringify(key)})`;
export const FIRST_PAINT_GUARD = [
  'try{var r=document.getElementById("root"),d=r.dataset;',
  `if((${stored(storageKeys.isLogin)}==="1")!==(d.session==="member")`,
  `||${stored(storageKeys.virtual)}==="0"`,
  `||d.onboarding&&sessionStorage.getItem(${JSON.stringify(storageKeys.onboarding)})==="1"`,
  `||(${stored(storageKeys.language)}||"en")!==d.language)`,
  'r.textContent="";',
  // Moments (ui/LocalTime) in the browser's time zone, as the app's first render writes them.
  'else r.querySelectorAll("time[data-local]").forEach(function(t){',
  `t.textContent=new Date(t.dateTime).toLocaleString(document.documentElement.lang,{dateStyle:${JSON.stringify(TIME_DATE_STYLE)},timeStyle:t.dataset.local})`,
  '})}catch(e){}',
].join('');

/**
 * React's markers (Suspense boundaries, text separators) and the note of a boundary left to the
 * browser mean nothing here: the app's first render replaces the whole root, never hydrates it.
 */
const withoutMarkers = (html: string) => html.replace(/<template[^>]*><\/template>/g, '').replace(/<!--[^>]*-->/g, '');

/** The pages painted ahead for the device this process renders as (see PageEntry.firstPaint). */
export const firstPaintPages = (): PageEntry[] =>
  PAGES.filter(({ firstPaint }) => firstPaint === 'visitor' || (firstPaint === 'member' && isMobileDevice));

export interface FirstPaint {
  html: string;
  /** Rendered for a signed-in customer. */
  member: boolean;
  /** Shows the onboarding board, which a browser that continued it does not. */
  onboarding: boolean;
}

/**
 * A page as the browser first renders it (build/first-paint.mjs runs this at build time): the frame
 * and the page, every query still loading, in one language, for the device this process was
 * started as. The server sends it inside the app's page so that the browser paints it before any
 * script has run; the app's first render then replaces it with the same thing. With `data` (the
 * server renders the pages of app/page-data-requests.ts as they are asked for, and sends the data beside),
 * those queries render answered.
 */
export async function renderFirstPaint(
  { path, firstPaint }: PageEntry,
  language: Language,
  data: readonly PageData[] = [],
): Promise<FirstPaint> {
  await initI18n(language);
  await loadChrome();
  // What the browser has before its first render (app/main.tsx): the page's chunk, not the parts
  // the page itself loads later. Those render as their loading state, here as there.
  await preloadPage(path);
  const member = firstPaint === 'member';
  // A session whose customer is still loading: what the phone's frame and pages show first.
  sessionStore.set({ token: member ? 'painted-ahead' : null, user: null });
  // A client of its own per page: nothing fetched, nothing shared between renders.
  const queryClient = new QueryClient();
  seedPageData(queryClient, data);
  const html = withoutMarkers(
    renderToString(
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>,
    ),
  );
  return { html, member, onboarding: html.includes('class="onboarding"') };
}
