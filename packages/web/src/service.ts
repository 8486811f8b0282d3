import { LANGUAGES } from '@tp/contract/constants';
import { chatEndpoints, contentEndpoints } from '@tp/contract/endpoints';
import { createApiClient, REQUEST_TIMEOUT_MS } from './api/http.ts';
import { SupportChat } from './service/chat.ts';
import { loadStrings } from './service/strings.ts';
import './styles/support.css';

/**
 * The support page, opened in its own window: the live chat with support in the page's language
 * (loaded with its own small catalogue), and the operator-maintained "Online Support" content
 * below it. It needs no framework, so it downloads little.
 */
const requested = new URLSearchParams(window.location.search).get('language') ?? 'en';
const language = (LANGUAGES as readonly string[]).includes(requested) ? requested : 'en';
const locale = language === 'hk' ? 'zh-HK' : language === 'zh' ? 'zh-CN' : language;
document.documentElement.lang = locale;
document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';

const root = document.getElementById('root') as HTMLElement;
root.innerHTML = `<main class="page"><div class="brand">TRADE PLATFORM</div><h1 dir="auto"></h1><div class="chat"></div><details class="card about" hidden><summary dir="auto"></summary><div class="content" dir="auto"></div></details></main>`;
const heading = root.querySelector('h1') as HTMLElement;
const chatRoot = root.querySelector('.chat') as HTMLElement;
const about = root.querySelector('.about') as HTMLElement;
const aboutTitle = root.querySelector('.about summary') as HTMLElement;
const body = root.querySelector('.content') as HTMLElement;

/** The app's HTTP client without a session: the content is public, and any failure reads the same. */
const api = createApiClient({
  baseUrl: '',
  timeoutMs: REQUEST_TIMEOUT_MS,
  sessionHeaders: () => ({}),
  onUnauthorized: () => undefined,
  describe: (failure) => failure.serverMessage ?? String(failure.code),
});

async function loadContent(): Promise<void> {
  const detail = await api.call(contentEndpoints.getContentsBySlug, {
    params: { lang: language, slug: 'online-support' },
  });
  // The server sanitizes content HTML before it leaves it.
  body.innerHTML = detail.content;
}

async function loadChat(): Promise<void> {
  // Asked for at once, beside the catalogue: the hours it tells are the page's largest text, and
  // waiting for the catalogue first put a round trip before them.
  const availability = api.call(chatEndpoints.availability);
  availability.catch(() => undefined);
  const strings = await loadStrings(language);
  heading.textContent = strings.title;
  document.title = `${strings.title} · Trade Platform`;
  document.querySelector('meta[name="description"]')?.setAttribute('content', strings.description);
  aboutTitle.textContent = strings.about;
  try {
    await new SupportChat(chatRoot, strings, locale, language).start(availability);
  } catch {
    const failed = document.createElement('p');
    failed.setAttribute('role', 'alert');
    failed.textContent = strings.loadFailed;
    chatRoot.append(failed);
  } finally {
    // Shown once the chat above it has its height: appearing then moves nothing, where being
    // pushed down by the chat was a layout shift (CLS 0.09 on a phone).
    about.hidden = false;
  }
}

void loadChat();
loadContent().catch(() => {
  body.textContent = '';
});
