import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { WALLET_STATUSES } from '@tp/contract/constants';
import { fetchFile, get, post } from '../api.ts';
import { statusLabels } from '../format.ts';
import { useOperator } from '../operator.ts';
import { canReview } from '../roles.ts';
import type { WalletStatus } from '../types.ts';
import {
  Alert,
  Button,
  Empty,
  Field,
  LoadError,
  Loading,
  PageHeader,
  Pager,
  SelectFilter,
  TableFrame,
  errorText,
  notify,
} from '../ui.tsx';

const QUEUE_PAGE_SIZE = 20;
const REJECT_REASON_MIN = 3;
const REVIEWABLE: readonly string[] = ['submitted', 'awaiting_review'];

type QueueKind = 'deposits' | 'withdrawals';

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

interface QueuePage<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

function useQueue<T>(kind: QueueKind, status: WalletStatus | 'all', page: number) {
  return useQuery({
    queryKey: [kind, status, page],
    queryFn: () =>
      get<QueuePage<T>>(kind, {
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

/**
 * A review queue: the status filter, the table (an ID column, then the kind's own `columns` and
 * `cells`), the pager, and the selected record's detail panel (its `details`, then the actions).
 */
export function QueueScreen<T extends { id: number; status: string }>({
  kind,
  columns,
  cells,
  details,
}: {
  kind: QueueKind;
  columns: ReactNode;
  cells: (row: T) => ReactNode;
  details: (record: T) => ReactNode;
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
        <TableFrame label={title}>
          <thead>
            <tr>
              <th>ID</th>
              {columns}
            </tr>
          </thead>
          <tbody>
            {queue.data?.list.map((row) => (
              <tr
                key={row.id}
                className={row.id === current?.id ? 'is-selected' : undefined}
                onClick={() => setSelected(row)}
              >
                <td>
                  <button
                    type="button"
                    className="link"
                    onClick={() => setSelected(row)}
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
            record={current}
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
      if (event.key === 'Escape') onClose();
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

type ProofState = { kind: 'loading' } | { kind: 'ready'; url: string } | { kind: 'error'; error: unknown };

/** The deposit's proof image: fetched with the operator's token as a blob, shown through an object URL. */
export function ProofImage({ fileId }: { fileId: string }) {
  const [state, setState] = useState<ProofState>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setState({ kind: 'loading' });
    fetchFile(fileId, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setState({ kind: 'ready', url });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'error', error });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [fileId]);
  if (state.kind === 'loading')
    return (
      <div className="proof proof--empty" role="status">
        Loading the proof image…
      </div>
    );
  if (state.kind === 'error')
    return (
      <div className="proof proof--empty" role="alert">
        The proof image could not be loaded: {errorText(state.error)}
      </div>
    );
  return (
    <a className="proof" href={state.url} target="_blank" rel="noreferrer" title="Open the full-size image">
      <img src={state.url} alt="Payment proof uploaded by the customer" />
    </a>
  );
}

/**
 * Approve / reject (and, for approved withdrawals, complete). Every button is disabled while any
 * of them is in flight; a rejection needs a reason of at least 3 characters. Render it with
 * `key={record.id}` so that another record starts with a clean form.
 */
function ReviewActions<T extends { id: number; status: string }>({
  kind,
  record,
  canAct,
  onChanged,
}: {
  kind: QueueKind;
  record: T;
  canAct: boolean;
  onChanged: (record: T | null) => void;
}) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [payoutTxHash, setPayoutTxHash] = useState('');
  const { noun } = QUEUE_NAMES[kind];
  const action = useMutation({
    mutationFn: ({ verb, body }: { verb: 'approve' | 'reject' | 'complete'; body: object }) =>
      post<T | null>(`${kind}/${record.id}/${verb}`, body),
    onSuccess: (result, { verb }) => {
      notify(
        `${noun} #${record.id} ${verb === 'approve' ? 'approved' : verb === 'reject' ? 'rejected' : 'completed'}.`,
      );
      setReason('');
      setPayoutTxHash('');
      onChanged(result && typeof result === 'object' && 'id' in result ? result : null);
      void queryClient.invalidateQueries({ queryKey: [kind] });
    },
  });
  const reviewable = REVIEWABLE.includes(record.status);
  const completable = kind === 'withdrawals' && record.status === 'approved';
  if (!reviewable && !completable) return null;
  if (!canAct)
    return <Alert tone="info">Read-only: your role may view this queue but not approve, reject or complete.</Alert>;

  const busy = action.isPending;
  const reasonOk = reason.trim().length >= REJECT_REASON_MIN;
  return (
    <section className="actions" aria-label="Review">
      {action.isError && <Alert>{errorText(action.error)}</Alert>}
      {reviewable && (
        <>
          <div className="actions__row">
            <Button
              variant="primary"
              busy={busy && action.variables.verb === 'approve'}
              disabled={busy}
              onClick={() => action.mutate({ verb: 'approve', body: {} })}
            >
              Approve
            </Button>
          </div>
          <Field label="Rejection reason" hint={`At least ${REJECT_REASON_MIN} characters; the customer sees it.`}>
            <textarea
              rows={2}
              maxLength={500}
              value={reason}
              disabled={busy}
              onChange={(event) => setReason(event.target.value)}
            />
          </Field>
          <div className="actions__row">
            <Button
              variant="danger"
              busy={busy && action.variables.verb === 'reject'}
              disabled={busy || !reasonOk}
              onClick={() => action.mutate({ verb: 'reject', body: { reason: reason.trim() } })}
            >
              Reject
            </Button>
          </div>
        </>
      )}
      {completable && (
        <>
          <Field label="Payout tx hash" hint="The transfer that paid this withdrawal out.">
            <input
              className="mono"
              maxLength={100}
              spellCheck={false}
              value={payoutTxHash}
              disabled={busy}
              onChange={(event) => setPayoutTxHash(event.target.value)}
            />
          </Field>
          <div className="actions__row">
            <Button
              variant="primary"
              busy={busy}
              disabled={busy || payoutTxHash.trim().length === 0}
              onClick={() => action.mutate({ verb: 'complete', body: { payoutTxHash: payoutTxHash.trim() } })}
            >
              Complete
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
