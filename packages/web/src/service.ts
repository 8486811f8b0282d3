import { LANGUAGES } from '@tp/contract/constants';
import { contentEndpoints } from '@tp/contract/endpoints';
import { createApiClient, REQUEST_TIMEOUT_MS } from './api/http.ts';
import './styles/support.css';

/**
 * The support page, opened in its own window: the operator-maintained "Online Support" content
 * in the page's language. It needs no framework, so it downloads almost nothing.
 */
const requested = new URLSearchParams(window.location.search).get('language') ?? 'en';
const language = (LANGUAGES as readonly string[]).includes(requested) ? requested : 'en';
const chinese = language === 'zh' || language === 'hk';
document.documentElement.lang = language === 'hk' ? 'zh-HK' : language === 'zh' ? 'zh-CN' : language;
document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';

const root = document.getElementById('root') as HTMLElement;
root.innerHTML = `<main class="page"><div class="brand">TRADE PLATFORM</div><h1 dir="auto"></h1><section class="card"><div class="content" dir="auto"></div></section></main>`;
const heading = root.querySelector('h1') as HTMLElement;
const body = root.querySelector('.content') as HTMLElement;
heading.textContent = chinese ? '在线客服' : 'Online Support';

/** The app's HTTP client without a session: the page is public, and any failure reads the same. */
const api = createApiClient({
  baseUrl: '',
  timeoutMs: REQUEST_TIMEOUT_MS,
  sessionHeaders: () => ({}),
  onUnauthorized: () => undefined,
  describe: (failure) => failure.serverMessage ?? String(failure.code),
});

async function load(): Promise<void> {
  const detail = await api.call(contentEndpoints.getContentsBySlug, {
    params: { lang: language, slug: 'online-support' },
  });
  heading.textContent = detail.title;
  // The server sanitizes content HTML before it leaves it.
  body.innerHTML = detail.content;
}

load().catch(() => {
  body.setAttribute('role', 'alert');
  body.textContent = chinese
    ? '客服信息加载失败，请稍后重试。'
    : 'The support information could not be loaded. Please try again.';
});
