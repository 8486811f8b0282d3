import { formatTime, shorten } from '../format.ts';
import type { ReviewWithdrawal } from '../types.ts';
import { Facts, Mono, StatusBadge } from '../ui.tsx';
import { CustomerCoinCells, QueueScreen } from './review.tsx';

/** A USDT withdrawal is paid as it is: no rate applies, none is shown. */
function rateText(row: ReviewWithdrawal): string {
  return row.rateCode ? `${row.rate} (${row.rateCode})` : '—';
}

function byWhomWhen(name: string | null, at: number | null): string {
  return name ? `${name}, ${formatTime(at)}` : '—';
}

/** A withdrawal in full: every fact of it, its review and its payout. */
function WithdrawalDetails({ current }: { current: ReviewWithdrawal }) {
  return (
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
        ...(current.rateCode
          ? [
              ['Rate', rateText(current)] as [string, string],
              ['Rate time', formatTime(current.rateTime)] as [string, string],
            ]
          : []),
        ['Submitted', formatTime(current.createdAt)],
        ['Reviewed', byWhomWhen(current.reviewedBy, current.reviewedAt)],
        ['Completed', byWhomWhen(current.completedBy, current.completedAt)],
        ['Payout tx hash', current.payoutTxHash ? <Mono key="p">{current.payoutTxHash}</Mono> : '—'],
        ...(current.rejectReason ? [['Reject reason', current.rejectReason] as [string, string]] : []),
      ]}
    />
  );
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
            {row.rateCode !== null && <div className="muted small">{formatTime(row.rateTime)}</div>}
          </td>
          <td className="nowrap">{formatTime(row.createdAt)}</td>
          <td>
            <StatusBadge status={row.status} />
          </td>
        </>
      )}
      summary={(current) => [
        ['Customer', `${current.username} (#${current.userId})`],
        ['Amount', <Mono key="a">{`${current.amount} USDT (fee ${current.fee} USDT)`}</Mono>],
        ['Receive', <Mono key="r">{`${current.receiveCoin} ${current.coin} on ${current.network}`}</Mono>],
        ['Address', <Mono key="ad">{current.address}</Mono>],
      ]}
      details={(current) => <WithdrawalDetails current={current} />}
    />
  );
}
