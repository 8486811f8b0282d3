import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { metaPageOf } from './meta-pages.ts';

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
