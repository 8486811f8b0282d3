import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isProviderCallback, paths } from '../config/paths.ts';
import type meta from '../i18n/locales/en/meta.json';

type MetaPage = keyof typeof meta.pages;

/** The page each route is described as; the content pages share the help centre's words. */
const pageOfPath: Record<string, MetaPage> = {
  [paths.home]: 'home',
  [paths.market]: 'market',
  [paths.currency]: 'market',
  [paths.login]: 'login',
  [paths.register]: 'register',
  [paths.reset]: 'reset',
  [paths.autoLogin]: 'login',
  [paths.account]: 'account',
  [paths.balance]: 'balance',
  [paths.notifications]: 'notifications',
  [paths.orders]: 'orders',
  [paths.changePassword]: 'password',
  [paths.aboutUs]: 'about',
  [paths.help]: 'help',
  [paths.faq]: 'help',
  [paths.notice]: 'help',
  [paths.detail]: 'help',
  [paths.introduction]: 'help',
  [paths.trading]: 'trading',
  [paths.presale]: 'presale',
  [paths.loan]: 'loan',
  [paths.nfts]: 'nfts',
  [paths.invite]: 'invite',
  [paths.verification]: 'verification',
};

export function metaPageOf(pathname: string): MetaPage {
  return isProviderCallback(pathname) ? 'login' : (pageOfPath[pathname] ?? 'home');
}

function descriptionElement(): HTMLMetaElement {
  const existing = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const created = document.createElement('meta');
  created.name = 'description';
  document.head.append(created);
  return created;
}

/**
 * The document's title and meta description follow the route, in the interface language. Its
 * namespace loads after the first paint: nothing on screen waits for it (index.html carries the
 * home page's English words until then).
 */
export function DocumentMeta() {
  const { pathname } = useLocation();
  const { t, ready } = useTranslation('meta', { useSuspense: false });
  useEffect(() => {
    if (!ready) return;
    const page = metaPageOf(pathname);
    const title = t(`pages.${page}.title`);
    document.title = page === 'home' ? title : `${title} · ${t('site')}`;
    descriptionElement().content = t(`pages.${page}.description`);
  }, [pathname, ready, t]);
  return null;
}
