import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContentItem } from '@tp/contract';
import { detailPath, paths, supportUrl } from '../../../config/paths.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { useContentList } from '../api/list-contents.ts';

const lists = [
  { type: 1, label: 'company' },
  { type: 2, label: 'policy' },
  { type: 3, label: 'statements' },
] as const;

/** About Us opens its page, Online Support the support window, every other item the content page. */
function ContentLink({ item }: { item: ContentItem }) {
  const language = currentLanguage();
  if (item.slug === 'about-us' || item.title === 'About Us') return <Link to={paths.aboutUs}>{item.title}</Link>;
  if (item.slug === 'online-support' || item.title === 'Online Support') {
    return (
      <a href={supportUrl(language)} target="_blank" rel="noopener">
        {item.title}
      </a>
    );
  }
  return <Link to={detailPath(item.id, item.title)}>{item.title}</Link>;
}

export function Footer({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const { data: items = [] } = useContentList(i18n.language);
  return (
    <footer className={`footer${compact ? ' footer--compact' : ''}`}>
      <div className="footer__columns">
        {!compact && (
          <section>
            <h2>{t('footer.products')}</h2>
            <ul>
              <li>
                <Link to={paths.market}>{t('nav.market')}</Link>
              </li>
              <li>
                <Link to={paths.loan}>{t('nav.loan')}</Link>
              </li>
              <li>
                <Link to={paths.nfts}>{t('nav.nfts')}</Link>
              </li>
              <li>
                <Link to={paths.trading}>{t('nav.trading')}</Link>
              </li>
            </ul>
          </section>
        )}
        {lists.map((list) => (
          <section key={list.type} data-testid={`footer-${list.label}`}>
            <h2>{t(`footer.${list.label}`)}</h2>
            <ul>
              {items
                .filter((item) => item.type === list.type)
                .map((item) => (
                  <li key={item.id}>
                    <ContentLink item={item} />
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="footer__risk">{t('footer.risk')}</p>
      <p className="footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
