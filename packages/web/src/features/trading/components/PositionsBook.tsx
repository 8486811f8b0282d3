import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MarketInfo, PositionRecord } from '@tp/contract';
import { paths } from '../../../config/paths.ts';
import { useErrorMessage } from '../../../api/messages.ts';
import { useSession } from '../../../lib/session.ts';
import { Pager } from '../../../ui/Pager.tsx';
import { Choices } from '../../../ui/Choices.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { PageError, PageLoading } from '../../../ui/PageState.tsx';
import { usePositions } from '../api/list-positions.ts';
import { CloseDialog } from './CloseDialog.tsx';
import { PositionItem } from './PositionItem.tsx';
import { StopsDialog } from './StopsDialog.tsx';

export const BOOK_VIEWS = ['open', 'closed'] as const;
export type BookView = (typeof BOOK_VIEWS)[number];
const SCOPES = ['instrument', 'all'] as const;
type Scope = (typeof SCOPES)[number];

/** Rows per page: open positions are few and live; closed ones are history. */
const PAGE_SIZE: Record<BookView, number> = { open: 50, closed: 10 };

type Action = { kind: 'modify' | 'close'; position: PositionRecord } | null;

function BookPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('trading');
  const labels = {
    name: t('book.pages'),
    previous: t('book.previous'),
    next: t('book.next'),
    position: t('book.pageOf', { page, pages }),
  };
  return <Pager page={page} pages={pages} onPage={onPage} labels={labels} />;
}

/**
 * The book's list (this instrument's or every instrument's, open or closed) and its page; and the
 * open count its tab shows, kept while another view of the same scope shows.
 */
function useBookList(info: MarketInfo, view: BookView) {
  const [scope, setScope] = useState<Scope>('instrument');
  // The page and the open count belong to one list (instrument, scope, view): another list starts afresh.
  const scopeKey = `${info.id}|${scope}`;
  const listKey = `${scopeKey}|${view}`;
  const [paging, setPaging] = useState({ key: listKey, page: 1 });
  const page = paging.key === listKey ? paging.page : 1;
  const setPage = (next: number) => {
    setPaging({ key: listKey, page: next });
  };
  const positions = usePositions({
    status: view,
    instrumentId: scope === 'instrument' ? info.id : undefined,
    page,
    pageSize: PAGE_SIZE[view],
  });
  const data = positions.data;
  const [openCount, setOpenCount] = useState<{ key: string; count: number } | null>(null);
  const total = view === 'open' && data && !positions.isPlaceholderData ? data.total : null;
  if (total !== null && (openCount?.key !== scopeKey || openCount.count !== total)) {
    setOpenCount({ key: scopeKey, count: total });
  }
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // The last position of the last page closed: show the page before.
  if (data && !positions.isPlaceholderData && page > pages) setPage(pages);
  return {
    scope,
    setScope,
    positions,
    page,
    pages,
    setPage,
    openCount: openCount?.key === scopeKey ? openCount.count : null,
  };
}

/** The view tabs (open, with its count, and closed) and the scope switch (this instrument or all). */
function BookBar({
  info,
  tabsId,
  view,
  onView,
  openCount,
  scope,
  onScope,
}: {
  info: MarketInfo;
  tabsId: string;
  view: BookView;
  onView: (view: BookView) => void;
  openCount: number | null;
  scope: Scope;
  onScope: (scope: Scope) => void;
}) {
  const { t } = useTranslation('trading');
  return (
    <div className="book__bar">
      <Choices
        role="tablist"
        className="book__tabs"
        label={t('book.title')}
        options={BOOK_VIEWS}
        value={view}
        onChange={onView}
        tabsId={tabsId}
      >
        {(option) =>
          option === 'open' && openCount !== null ? t('book.openCount', { n: openCount }) : t(`book.${option}`)
        }
      </Choices>
      <Choices
        role="radiogroup"
        className="segmented book__scope"
        label={t('book.scope')}
        options={SCOPES}
        value={scope}
        onChange={onScope}
      >
        {(option) => (option === 'instrument' ? info.code : t('book.allInstruments'))}
      </Choices>
    </div>
  );
}

/** The list's states: a guest's prompt, loading, failure, nothing, or the positions and the pager. */
function BookList({
  list,
  view,
  precisionOf,
  onAction,
}: {
  list: ReturnType<typeof useBookList>;
  view: BookView;
  precisionOf: (position: PositionRecord) => number | null;
  onAction: (action: Action) => void;
}) {
  const { t } = useTranslation('trading');
  const describe = useErrorMessage();
  const { loggedIn } = useSession();
  const { positions } = list;
  const data = positions.data;
  if (!loggedIn) {
    return (
      <p className="muted book__empty">
        <Link to={paths.login}>{t('book.loginPrompt')}</Link>
      </p>
    );
  }
  if (positions.isPending) return <PageLoading />;
  if (positions.isError && !data) {
    return (
      <PageError
        message={describe(positions.error)}
        onRetry={() => {
          void positions.refetch();
        }}
      />
    );
  }
  if (!data || data.list.length === 0) {
    return <p className="muted book__empty">{t(view === 'open' ? 'book.emptyOpen' : 'book.emptyClosed')}</p>;
  }
  return (
    <>
      <ul className={`book__list${positions.isPlaceholderData ? ' is-stale' : ''}`}>
        {data.list.map((position) => (
          <PositionItem
            key={position.id}
            position={position}
            precision={precisionOf(position)}
            onModify={() => {
              onAction({ kind: 'modify', position });
            }}
            onClose={() => {
              onAction({ kind: 'close', position });
            }}
          />
        ))}
      </ul>
      <BookPager page={list.page} pages={list.pages} onPage={list.setPage} />
    </>
  );
}

/**
 * The customer's positions: open ones live (every two seconds while the page is visible and there
 * are any), with modify and close; closed ones paged. This instrument's, or every instrument's.
 */
export function PositionsBook({
  info,
  view,
  onView,
}: {
  info: MarketInfo;
  view: BookView;
  onView: (view: BookView) => void;
}) {
  const { t } = useTranslation('trading');
  const tabsId = useId();
  const list = useBookList(info, view);
  const [action, setAction] = useState<Action>(null);
  const precisionOf = (position: PositionRecord) => (position.instrumentId === info.id ? info.precision : null);
  const done = () => {
    setAction(null);
  };
  return (
    <section className="book" aria-label={t('book.title')}>
      <BookBar
        info={info}
        tabsId={tabsId}
        view={view}
        onView={onView}
        openCount={list.openCount}
        scope={list.scope}
        onScope={list.setScope}
      />
      <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${view}`} className="book__panel">
        <BookList list={list} view={view} precisionOf={precisionOf} onAction={setAction} />
      </div>
      <Modal open={action?.kind === 'modify'} title={t('stops.title')} onClose={done}>
        {action?.kind === 'modify' && (
          <StopsDialog position={action.position} precision={precisionOf(action.position)} onDone={done} />
        )}
      </Modal>
      <Modal open={action?.kind === 'close'} title={t('close.title')} onClose={done}>
        {action?.kind === 'close' && (
          <CloseDialog position={action.position} precision={precisionOf(action.position)} onDone={done} />
        )}
      </Modal>
    </section>
  );
}
