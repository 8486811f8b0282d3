import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentType } from '@tp/contract';
import { PageError, PageLoading } from '../../../ui/PageState.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { useContent } from '../api/get-content.ts';
import { useContentList } from '../api/list-contents.ts';
import '../content.css';

function EntryBody({ id }: { id: number }) {
  const { t } = useTranslation('content');
  const { data, isPending, isError } = useContent(id, useLanguage());
  if (isPending) return <p className="muted">{t('common.loading')}</p>;
  if (isError) return <p role="alert">{t('loadFailed')}</p>;
  return <div className="article__body" dir="auto" dangerouslySetInnerHTML={{ __html: data.content }} />;
}

/** FAQ entries or notices: titles first, each body loaded when opened. */
export function Entries({ type, title }: { type: ContentType; title: string }) {
  const { t, i18n } = useTranslation('content');
  const list = useContentList(i18n.language, type);
  const [open, setOpen] = useState<number | null>(null);
  if (list.isPending) return <PageLoading />;
  if (list.isError) {
    return (
      <PageError
        message={t('loadFailed')}
        onRetry={() => {
          void list.refetch();
        }}
      />
    );
  }
  return (
    <section className="page page--narrow">
      <h1>{title}</h1>
      {list.data.length === 0 && <p className="muted">{t('empty')}</p>}
      <ul className="entries">
        {list.data.map((entry) => (
          <li key={entry.id} className={open === entry.id ? 'is-open' : undefined}>
            <button
              type="button"
              aria-expanded={open === entry.id}
              onClick={() => {
                setOpen(open === entry.id ? null : entry.id);
              }}
            >
              <span>{entry.title}</span>
              <Icon name="chevron" size={18} />
            </button>
            {open === entry.id && <EntryBody id={entry.id} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
