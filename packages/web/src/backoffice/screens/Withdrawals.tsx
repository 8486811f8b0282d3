import { useCallback, useState } from 'react';
import { formatTime, shorten } from '../format.ts';
import { useOperator } from '../operator.ts';
import { canReview } from '../roles.ts';
import type { ReviewWithdrawal } from '../types.ts';
import { Empty, Facts, LoadError, Loading, Mono, PageHeader, Pager, StatusBadge, TableFrame } from '../ui.tsx';
import { Drawer, ReviewActions, StatusFilter, useQueue, useQueueFilter, type QueuePage } from './review.tsx';

function rateText(row: ReviewWithdrawal): string {
  if (!row.rate) return '—';
  return `${row.rate}${row.rateCode ? ` (${row.rateCode})` : ''}`;
}

export function WithdrawalsPage() {
  const { operator } = useOperator();
  const filter = useQueueFilter();
  const queue = useQueue<ReviewWithdrawal>('withdrawals', filter.status, filter.page);
  const [selected, setSelected] = useState<ReviewWithdrawal | null>(null);
  const close = useCallback(() => setSelected(null), []);
  const current = (selected && queue.data?.list.find((row) => row.id === selected.id)) ?? selected;

  return (
    <div className={current ? 'with-drawer' : undefined}>
      <PageHeader title="Withdrawals">
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
        <Drawer title={`Withdrawal #${current.id}`} onClose={close}>
          <Facts
            items={[
              ['Status', <StatusBadge key="s" status={current.status} />],
              ['Customer', `${current.username} (#${current.userId})`],
              ['Coin / network', `${current.coin} · ${current.network}`],
              ['Address', <Mono key="ad">{current.address}</Mono>],
              ['Amount', <Mono key="a">{`${current.amount} USDT`}</Mono>],
              ['Fee', <Mono key="f">{`${current.fee} USDT (rate ${current.feeRate})`}</Mono>],
              ['Receive', <Mono key="r">{`${current.receive} USDT`}</Mono>],
              ['Receive in coin', <Mono key="rc">{`${current.receiveCoin} ${current.coin}`}</Mono>],
              ['Rate', rateText(current)],
              ['Rate time', formatTime(current.rateTime)],
              ['Submitted', formatTime(current.createdAt)],
              ['Reviewed', current.reviewedBy ? `${current.reviewedBy}, ${formatTime(current.reviewedAt)}` : '—'],
              ['Payout tx hash', current.payoutTxHash ? <Mono key="p">{current.payoutTxHash}</Mono> : '—'],
              ...(current.rejectReason ? [['Reject reason', current.rejectReason] as [string, string]] : []),
            ]}
          />
          <ReviewActions
            key={current.id}
            kind="withdrawals"
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
  queue: QueuePage<ReviewWithdrawal> | undefined;
  selectedId: number | null;
  onSelect: (row: ReviewWithdrawal) => void;
}) {
  if (queue?.list.length === 0) return <Empty>No withdrawals with this status.</Empty>;
  return (
    <TableFrame label="Withdrawals">
      <thead>
        <tr>
          <th>ID</th>
          <th>Customer</th>
          <th>Coin / network</th>
          <th>Address</th>
          <th className="num">Amount</th>
          <th className="num">Fee</th>
          <th className="num">Receive</th>
          <th className="num">Receive coin</th>
          <th>Rate</th>
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
                aria-label={`Open withdrawal ${row.id}`}
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
            <td>
              <Mono title={row.address}>{shorten(row.address)}</Mono>
            </td>
            <td className="num mono">{row.amount}</td>
            <td className="num mono">{row.fee}</td>
            <td className="num mono">{row.receive}</td>
            <td className="num mono">
              {row.receiveCoin} <span className="muted">{row.coin}</span>
            </td>
            <td className="nowrap">
              <span className="mono">{rateText(row)}</span>
              {row.rateTime !== null && <div className="muted small">{formatTime(row.rateTime)}</div>}
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
