import { formatTime, shorten } from '../format.ts';
import { useOperator } from '../operator.ts';
import { canSeeProofs } from '../roles.ts';
import type { ReviewDeposit } from '../types.ts';
import { Facts, Mono, StatusBadge } from '../ui.tsx';
import { ProofImage, QueueScreen } from './review.tsx';

export function DepositsPage() {
  const { operator } = useOperator();
  return (
    <QueueScreen<ReviewDeposit>
      kind="deposits"
      columns={
        <>
          <th>Customer</th>
          <th>Coin / network</th>
          <th className="num">Amount</th>
          <th>Tx hash</th>
          <th>Last 6</th>
          <th>Receiving address</th>
          <th>Submitted</th>
          <th>Status</th>
        </>
      }
      cells={(row) => (
        <>
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
        </>
      )}
      details={(current) => (
        <>
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
        </>
      )}
    />
  );
}
