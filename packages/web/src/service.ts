import type { ContentDetail, Envelope } from '@tp/contract';
import { LANGUAGES } from '@tp/contract/constants';
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

async function load(): Promise<void> {
  const response = await fetch(`/swx/customer/index/getContentsBySlug/${language}/online-support`);
  const envelope = (await response.json()) as Envelope<ContentDetail>;
  if (envelope.code !== 200 || !envelope.result) throw new Error(envelope.msg);
  heading.textContent = envelope.result.title;
  // The server sanitizes content HTML before it leaves it.
  body.innerHTML = envelope.result.content;
}

load().catch(() => {
  body.setAttribute('role', 'alert');
  body.textContent = chinese
    ? '客服信息加载失败，请稍后重试。'
    : 'The support information could not be loaded. Please try again.';
});
