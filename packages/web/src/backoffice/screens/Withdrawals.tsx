import { formatTime, shorten } from '../format.ts';
import type { ReviewWithdrawal } from '../types.ts';
import { Facts, Mono, StatusBadge } from '../ui.tsx';
import { CustomerCoinCells, QueueScreen } from './review.tsx';

function rateText(row: ReviewWithdrawal): string {
  if (!row.rate) return '—';
  return `${row.rate}${row.rateCode ? ` (${row.rateCode})` : ''}`;
}

export function WithdrawalsPage() {
  return (
    <QueueScreen<ReviewWithdrawal>
      kind="withdrawals"
      columns={
        <>
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
        </>
      }
      cells={(row) => (
        <>
          <CustomerCoinCells row={row} />
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
        </>
      )}
      details={(current) => (
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
      )}
    />
  );
}
