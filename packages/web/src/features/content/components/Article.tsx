import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ContentDetail } from '@tp/contract';
import { htmlLang } from '../../../i18n/languages.ts';
import { PageError, PageLoading } from '../../../ui/PageState.tsx';
import '../content.css';

/** A content page from the server. Its HTML was sanitized by the server before it left it. */
export function Article({ query }: { query: UseQueryResult<ContentDetail> }) {
  const { t, i18n } = useTranslation('content');
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <PageError
        message={t('loadFailed')}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  }
  const content = query.data;
  // An item not written in the interface language comes in English: say so to the browser and screen readers.
  const lang = content.language === i18n.language ? undefined : htmlLang[content.language];
  return (
    <article className="page page--narrow article">
      <h1 dir="auto" lang={lang}>
        {content.title}
      </h1>
      <p className="muted article__date">
        {t('updated', { date: new Date(content.updatedAt).toLocaleDateString(i18n.language) })}
      </p>
      <div className="article__body" dir="auto" lang={lang} dangerouslySetInnerHTML={{ __html: content.content }} />
    </article>
  );
}
