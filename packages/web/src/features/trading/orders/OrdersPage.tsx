import { useState, type ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { useErrorMessage } from '../../../api/messages.ts';
import { useSession } from '../../../lib/session.ts';
import { Button } from '../../../ui/Button.tsx';
import { Choices } from '../../../ui/Choices.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import { ModeSwitch } from '../../../ui/ModeSwitch.tsx';
import { PageError, PageLoading } from '../../../ui/PageState.tsx';
import type { Paged } from '../api/keys.ts';
import { usePositions } from '../api/list-positions.ts';
import { useOptionsOrdersPage } from '../options/api/list-options-orders.ts';
import { Filters } from './components/Filters.tsx';
import { OptionsTable } from './components/OptionsTable.tsx';
import { OrderDetail, type Detail } from './components/OrderDetail.tsx';
import { PositionsTable } from './components/PositionsTable.tsx';
import {
  ORDER_TABS,
  optionsFilter,
  positionsFilter,
  rangeReversed,
  readView,
  writeView,
  type OrdersView,
} from './filters.ts';
import './orders.css';

/** The options list is asked for again while it shows an open order: its settlement changes the row. */
const OPEN_OPTIONS_LIST_POLL_MS = 3000;

/** Whether anything narrows the list. */
const filtered = (view: OrdersView) =>
  view.status !== null || view.instrumentId !== null || view.side !== null || view.from !== null || view.to !== null;

/** Previous / next, with where the reader is and how many orders match. */
function Pager({ page, view, onPage }: { page: Paged<unknown>; view: OrdersView; onPage: (page: number) => void }) {
  const { t } = useTranslation('orders');
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <nav className="ord-pager" aria-label={t('pager.label')}>
      <Button
        variant="secondary"
        className="btn--small"
        disabled={view.page <= 1}
        onClick={() => {
          onPage(view.page - 1);
        }}
      >
        <Icon name="chevron" size={16} className="ord-pager__prev" /> {t('pager.previous')}
      </Button>
      <p className="muted" aria-live="polite">
        {t('pager.summary', { page: view.page, pages, total: page.total })}
      </p>
      <Button
        variant="secondary"
        className="btn--small"
        disabled={view.page >= pages}
        onClick={() => {
          onPage(view.page + 1);
        }}
      >
        {t('pager.next')} <Icon name="chevron" size={16} className="ord-pager__next" />
      </Button>
    </nav>
  );
}

/** One list's states: loading, failure, nothing matching, or the rows and the pager. */
function Listing<T>({
  query,
  view,
  onPage,
  children,
}: {
  query: UseQueryResult<Paged<T>>;
  view: OrdersView;
  onPage: (page: number) => void;
  children: (list: T[]) => ReactNode;
}) {
  const { t } = useTranslation('orders');
  const describe = useErrorMessage();
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
  if (query.data.list.length === 0) {
    return (
      <>
        <p className="muted ord-empty">{filtered(view) ? t('empty') : t('none')}</p>
        {view.page > 1 && <Pager page={query.data} view={view} onPage={onPage} />}
      </>
    );
  }
  return (
    <>
      <div className={`ord-results${query.isPlaceholderData ? ' is-stale' : ''}`} aria-busy={query.isFetching}>
        {children(query.data.list)}
      </div>
      <Pager page={query.data} view={view} onPage={onPage} />
    </>
  );
}

function PositionsList({ view, onPage, onDetail }: ListProps) {
  const reversed = rangeReversed(view);
  const query = usePositions(positionsFilter(view), !reversed);
  return (
    <Listing query={query} view={view} onPage={onPage}>
      {(list) => (
        <PositionsTable
          list={list}
          onDetail={(position) => {
            onDetail({ kind: 'position', position });
          }}
        />
      )}
    </Listing>
  );
}

function OptionsList({ view, onPage, onDetail }: ListProps) {
  const reversed = rangeReversed(view);
  const query = useOptionsOrdersPage(optionsFilter(view), OPEN_OPTIONS_LIST_POLL_MS, !reversed);
  return (
    <Listing query={query} view={view} onPage={onPage}>
      {(list) => (
        <OptionsTable
          list={list}
          onDetail={(order) => {
            onDetail({ kind: 'option', order });
          }}
        />
      )}
    </Listing>
  );
}

interface ListProps {
  view: OrdersView;
  onPage: (page: number) => void;
  onDetail: (detail: Detail) => void;
}

/** A tab another area adds to the order list (the route composes it): its id in the address, its name and its panel. */
export interface ExtraTab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * /profile/orders: every position and options order of the current account, in two tabs, with
 * filters and pages in the address (a reload or a shared link shows the same list); `extraTab`
 * adds another area's orders as a third.
 */
export default function OrdersPage({ extraTab }: { extraTab?: ExtraTab }) {
  const { t } = useTranslation('orders');
  const { loggedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const [detail, setDetail] = useState<Detail | null>(null);
  if (!loggedIn) return <Navigate to={paths.login} replace />;

  const view = readView(params);
  const show = (next: OrdersView) => {
    setParams(writeView(next));
  };
  const onPage = (page: number) => {
    show({ ...view, page });
  };
  const extra = extraTab !== undefined && params.get('tab') === extraTab.id ? extraTab : null;
  const tabs: readonly string[] = extraTab ? [...ORDER_TABS, extraTab.id] : ORDER_TABS;
  const current = extra ? extra.id : view.tab;
  const List = view.tab === 'positions' ? PositionsList : OptionsList;
  return (
    <section className="page orders">
      <header className="orders__head">
        <h1>{t('title')}</h1>
        <ModeSwitch size="small" />
      </header>
      <Choices
        role="tablist"
        className="orders__tabs"
        label={t('title')}
        options={tabs}
        value={current}
        onChange={(tab) => {
          if (tab === extraTab?.id) setParams({ tab });
          // Statuses and directions differ between the kinds; instrument and dates carry over.
          else show({ ...view, tab: tab === 'options' ? 'options' : 'positions', status: null, side: null, page: 1 });
        }}
        tabsId="orders-tab"
      >
        {(tab) => (tab === extraTab?.id ? extraTab.label : t(`tabs.${tab as OrdersView['tab']}`))}
      </Choices>
      <div id="orders-tab-panel" role="tabpanel" aria-labelledby={`orders-tab-${current}`} className="orders__panel">
        {extra ? (
          extra.panel
        ) : (
          <>
            <Filters view={view} onChange={show} />
            <List
              key={view.tab}
              view={view}
              onPage={onPage}
              onDetail={(next) => {
                setDetail(next);
              }}
            />
          </>
        )}
      </div>
      <p className="orders__back">
        <Link to={paths.account}>
          <Icon name="chevron" size={14} className="ord-pager__prev" /> {t('common.back')}
        </Link>
      </p>
      <OrderDetail
        detail={detail}
        onClose={() => {
          setDetail(null);
        }}
      />
    </section>
  );
}
