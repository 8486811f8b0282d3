import { useCallback, useState } from 'react';
import { formatTime, shorten } from '../format.ts';
import { useOperator } from '../operator.ts';
import { canReview, canSeeProofs } from '../roles.ts';
import type { ReviewDeposit } from '../types.ts';
import { Empty, Facts, LoadError, Loading, Mono, PageHeader, Pager, StatusBadge, TableFrame } from '../ui.tsx';
import {
  Drawer,
  ProofImage,
  ReviewActions,
  StatusFilter,
  useQueue,
  useQueueFilter,
  type QueuePage,
} from './review.tsx';

export function DepositsPage() {
  const { operator } = useOperator();
  const filter = useQueueFilter();
  const queue = useQueue<ReviewDeposit>('deposits', filter.status, filter.page);
  const [selected, setSelected] = useState<ReviewDeposit | null>(null);
  const close = useCallback(() => setSelected(null), []);
  // The panel shows the freshest copy of the selected deposit the queue has.
  const current = (selected && queue.data?.list.find((row) => row.id === selected.id)) ?? selected;

  return (
    <div className={current ? 'with-drawer' : undefined}>
      <PageHeader title="Deposits">
        <StatusFilter
          value={filter.status}
          onChange={(status) => {
            setSelected(null);
            filter.setStatus(status);
          }}
        />
      </PageHeader>
      <QueueTable queue={queue.data} selectedId={current?.id ?? null} onSelect={setSelected} />
      {queue.isPending && <Loading />}
      {queue.isError && <LoadError error={queue.error} onRetry={() => void queue.refetch()} />}
      {queue.data && queue.data.total > 0 && (
        <Pager page={filter.page} pageSize={queue.data.pageSize} total={queue.data.total} onPage={filter.setPage} />
      )}
      {current && (
        <Drawer title={`Deposit #${current.id}`} onClose={close}>
          {canSeeProofs(operator.role) ? (
            <ProofImage fileId={current.proofFileId} />
          ) : (
            <div className="proof proof--empty">Proof images are shown to reviewers and administrators only.</div>
          )}
          <Facts
            items={[
              ['Status', <StatusBadge key="s" status={current.status} />],
              ['Customer', `${current.username} (#${current.userId})`],
              ['Coin / network', `${current.coin} · ${current.network}`],
              ['Amount', <Mono key="a">{`${current.amount} ${current.coin}`}</Mono>],
              ['Tx hash', <Mono key="t">{current.txHash}</Mono>],
              ['Last 6 of sender', <Mono key="l">{current.last6}</Mono>],
              ['Receiving address', <Mono key="r">{current.receivingAddress}</Mono>],
              ['Submitted', formatTime(current.createdAt)],
              ['Credited', current.creditedAmount ? <Mono key="c">{`${current.creditedAmount} USDT`}</Mono> : '—'],
              [
                'Rate',
                current.rate
                  ? `${current.rate}${current.rateCode ? ` (${current.rateCode})` : ''} at ${formatTime(current.rateTime)}`
                  : '—',
              ],
              ['Reviewed', current.reviewedBy ? `${current.reviewedBy}, ${formatTime(current.reviewedAt)}` : '—'],
              ...(current.rejectReason ? [['Reject reason', current.rejectReason] as [string, string]] : []),
            ]}
          />
          <ReviewActions
            key={current.id}
            kind="deposits"
            record={current}
            canAct={canReview(operator.role)}
            onChanged={setSelected}
          />
        </Drawer>
      )}
    </div>
  );
}

function QueueTable({
  queue,
  selectedId,
  onSelect,
}: {
  queue: QueuePage<ReviewDeposit> | undefined;
  selectedId: number | null;
  onSelect: (row: ReviewDeposit) => void;
}) {
  if (queue?.list.length === 0) return <Empty>No deposits with this status.</Empty>;
  return (
    <TableFrame label="Deposits">
      <thead>
        <tr>
          <th>ID</th>
          <th>Customer</th>
          <th>Coin / network</th>
          <th className="num">Amount</th>
          <th>Tx hash</th>
          <th>Last 6</th>
          <th>Receiving address</th>
          <th>Submitted</th>
          <th>Status</th>
        </tr>
      </thead>
      <tbody>
        {queue?.list.map((row) => (
          <tr key={row.id} className={row.id === selectedId ? 'is-selected' : undefined} onClick={() => onSelect(row)}>
            <td>
              <button
                type="button"
                className="link"
                onClick={() => onSelect(row)}
                aria-label={`Open deposit ${row.id}`}
              >
                #{row.id}
              </button>
            </td>
            <td>
              {row.username} <span className="muted">#{row.userId}</span>
            </td>
            <td>
              {row.coin} <span className="muted">{row.network}</span>
            </td>
            <td className="num mono">{row.amount}</td>
            <td>
              <Mono title={row.txHash}>{shorten(row.txHash)}</Mono>
            </td>
            <td>
              <Mono>{row.last6}</Mono>
            </td>
            <td>
              <Mono title={row.receivingAddress}>{shorten(row.receivingAddress)}</Mono>
            </td>
            <td className="nowrap">{formatTime(row.createdAt)}</td>
            <td>
              <StatusBadge status={row.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
