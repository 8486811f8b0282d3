import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { WALLET_STATUSES } from '@tp/contract/constants';
import { statusLabels } from '../format.ts';
import { useOperator } from '../operator.ts';
import { canReview } from '../roles.ts';
import type { WalletStatus } from '../types.ts';
import { Button, Empty, LoadError, Loading, PageHeader, Pager, SelectFilter, TableFrame } from '../ui.tsx';
import { fetchQueue, type QueueKind } from './queues.ts';
import { ReviewActions } from './ReviewActions.tsx';

const QUEUE_PAGE_SIZE = 20;

const QUEUE_NAMES: Record<QueueKind, { title: string; noun: string }> = {
  deposits: { title: 'Deposits', noun: 'Deposit' },
  withdrawals: { title: 'Withdrawals', noun: 'Withdrawal' },
};

/** The queue's status filter and page, kept in the address so that reload and back keep them. */
function useQueueFilter() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: WalletStatus | 'all' =
    raw === 'all' || (WALLET_STATUSES as readonly string[]).includes(raw ?? '')
      ? (raw as WalletStatus | 'all')
      : 'awaiting_review';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return {
    status,
    page,
    setStatus: (next: WalletStatus | 'all') => setParams({ status: next }),
    setPage: (next: number) => setParams({ status, page: String(next) }),
  };
}

function useQueue<T>(kind: QueueKind, status: WalletStatus | 'all', page: number) {
  return useQuery({
    queryKey: [kind, status, page],
    queryFn: () =>
      fetchQueue<T>(kind, {
        status: status === 'all' ? undefined : status,
        page,
        pageSize: QUEUE_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
}

function StatusFilter({
  value,
  onChange,
}: {
  value: WalletStatus | 'all';
  onChange: (value: WalletStatus | 'all') => void;
}) {
  return (
    <SelectFilter label="Status" value={value} onChange={(next) => onChange(next as WalletStatus | 'all')}>
      {WALLET_STATUSES.map((status) => (
        <option key={status} value={status}>
          {statusLabels[status]}
        </option>
      ))}
      <option value="all">All statuses</option>
    </SelectFilter>
  );
}

/** The first two cells every queue row has: the customer (name and ID) and the coin on its network. */
export function CustomerCoinCells({
  row,
}: {
  row: { username: string; userId: number; coin: string; network: string };
}) {
  return (
    <>
      <td>
        {row.username} <span className="muted">#{row.userId}</span>
      </td>
      <td>
        {row.coin} <span className="muted">{row.network}</span>
      </td>
    </>
  );
}

/** The queue's records, one row each: the ID that opens the record, then the kind's own cells. */
function QueueTable<T extends { id: number }>({
  kind,
  list,
  selectedId,
  columns,
  cells,
  onSelect,
}: {
  kind: QueueKind;
  list: T[] | undefined;
  selectedId: number | undefined;
  columns: ReactNode;
  cells: (row: T) => ReactNode;
  onSelect: (row: T) => void;
}) {
  const { title, noun } = QUEUE_NAMES[kind];
  return (
    <TableFrame label={title}>
      <thead>
        <tr>
          <th>ID</th>
          {columns}
        </tr>
      </thead>
      <tbody>
        {list?.map((row) => (
          <tr key={row.id} className={row.id === selectedId ? 'is-selected' : undefined} onClick={() => onSelect(row)}>
            <td>
              <button
                type="button"
                className="link"
                onClick={() => onSelect(row)}
                aria-label={`Open ${noun.toLowerCase()} ${row.id}`}
              >
                #{row.id}
              </button>
            </td>
            {cells(row)}
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

/**
 * A review queue: the status filter, the table (an ID column, then the kind's own `columns` and
 * `cells`), the pager, and the selected record's detail panel (its `details`, then the actions,
 * whose confirmations show the record's `summary`).
 */
export function QueueScreen<T extends { id: number; status: string }>({
  kind,
  columns,
  cells,
  details,
  summary,
}: {
  kind: QueueKind;
  columns: ReactNode;
  cells: (row: T) => ReactNode;
  details: (record: T) => ReactNode;
  /** The customer and the amounts, as a decision's confirmation shows them. */
  summary: (record: T) => [string, ReactNode][];
}) {
  const { operator } = useOperator();
  const filter = useQueueFilter();
  const queue = useQueue<T>(kind, filter.status, filter.page);
  const [selected, setSelected] = useState<T | null>(null);
  const close = useCallback(() => setSelected(null), []);
  // The panel shows the freshest copy of the selected record the queue has.
  const current = (selected && queue.data?.list.find((row) => row.id === selected.id)) ?? selected;
  const { title, noun } = QUEUE_NAMES[kind];

  return (
    <div className={current ? 'with-drawer' : undefined}>
      <PageHeader title={title}>
        <StatusFilter
          value={filter.status}
          onChange={(status) => {
            setSelected(null);
            filter.setStatus(status);
          }}
        />
      </PageHeader>
      {queue.data?.list.length === 0 ? (
        <Empty>No {title.toLowerCase()} with this status.</Empty>
      ) : (
        <QueueTable
          kind={kind}
          list={queue.data?.list}
          selectedId={current?.id}
          columns={columns}
          cells={cells}
          onSelect={setSelected}
        />
      )}
      {queue.isPending && <Loading />}
      {queue.isError && <LoadError error={queue.error} onRetry={() => void queue.refetch()} />}
      {queue.data && queue.data.total > 0 && (
        <Pager page={filter.page} pageSize={queue.data.pageSize} total={queue.data.total} onPage={filter.setPage} />
      )}
      {current && (
        <Drawer title={`${noun} #${current.id}`} onClose={close}>
          {details(current)}
          <ReviewActions
            key={current.id}
            kind={kind}
            noun={noun}
            record={current}
            summary={summary(current)}
            canAct={canReview(operator.role)}
            onChanged={setSelected}
          />
        </Drawer>
      )}
    </div>
  );
}

/** The detail panel beside the table (over it on narrow screens); Escape closes it. */
function Drawer({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Escape in a confirmation over the panel cancels the confirmation, not the panel.
      if (event.key === 'Escape' && !document.querySelector('dialog[open]')) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <aside className="drawer" aria-label={title}>
      <header className="drawer__header">
        <h2>{title}</h2>
        <Button small variant="ghost" onClick={onClose} aria-label="Close the detail panel">
          Close
        </Button>
      </header>
      <div className="drawer__body">{children}</div>
    </aside>
  );
}
