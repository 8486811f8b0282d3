import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../api/messages.ts';
import { Button } from '../../../ui/Button.tsx';
import { PageError, PageLoading } from '../../../ui/PageState.tsx';
import { nextPageOf, type Paged } from '../api/paged.ts';

interface ListProps<T> {
  /** The query of one page (from 1). */
  usePage: (page: number) => UseQueryResult<Paged<T>>;
  row: (item: T) => ReactNode;
  empty: string;
  className?: string;
}

function Page<T>({
  page,
  last,
  onMore,
  usePage,
  row,
  empty,
  className = '',
}: ListProps<T> & { page: number; last: boolean; onMore: () => void }) {
  const { t } = useTranslation('wallet');
  const describe = useErrorMessage();
  const query = usePage(page);
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <PageError
        message={describe(query.error)}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  }
  if (page === 1 && query.data.list.length === 0) return <p className="muted records__empty">{empty}</p>;
  return (
    <>
      <ul className={`records__list ${className}`.trim()}>{query.data.list.map(row)}</ul>
      {last && (
        <div className="records__more">
          {nextPageOf(query.data) === undefined ? (
            <p className="muted">{t('common.noMore')}</p>
          ) : (
            <Button variant="secondary" onClick={onMore}>
              {t('records.loadMore')}
            </Button>
          )}
        </div>
      )}
    </>
  );
}

/**
 * A list that grows page by page, newest first, and says when there is no more. Each page is its
 * own query, so a refresh after a new deposit or withdrawal refetches what is shown.
 */
export function PagedList<T>(props: ListProps<T>) {
  const [pages, setPages] = useState(1);
  return (
    <>
      {Array.from({ length: pages }, (_, index) => (
        <Page
          key={index + 1}
          {...props}
          page={index + 1}
          last={index + 1 === pages}
          onMore={() => {
            setPages(index + 2);
          }}
        />
      ))}
    </>
  );
}
