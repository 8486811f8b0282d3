import { formatTime, shorten } from '../format.ts';
import { useOperator } from '../operator.ts';
import { canSeeProofs } from '../roles.ts';
import type { ReviewDeposit } from '../types.ts';
import { Facts, Mono, StatusBadge } from '../ui.tsx';
import { ProofImage } from './ProofImage.tsx';
import { CustomerCoinCells, QueueScreen } from './review.tsx';

/** A deposit in full: the proof (to those who may see it) and every fact of the deposit and its review. */
function DepositDetails({ deposit }: { deposit: ReviewDeposit }) {
  const { operator } = useOperator();
  return (
    <>
      {canSeeProofs(operator.role) ? (
        <ProofImage fileId={deposit.proofFileId} />
      ) : (
        <div className="proof proof--empty">Proof images are shown to reviewers and administrators only.</div>
      )}
      <Facts
        items={[
          ['Status', <StatusBadge key="s" status={deposit.status} />],
          ['Customer', `${deposit.username} (#${deposit.userId})`],
          ['Coin / network', `${deposit.coin} · ${deposit.network}`],
          ['Amount', <Mono key="a">{`${deposit.amount} ${deposit.coin}`}</Mono>],
          ['Tx hash', <Mono key="t">{deposit.txHash}</Mono>],
          ['Last 6 of sender', <Mono key="l">{deposit.last6}</Mono>],
          ['Receiving address', <Mono key="r">{deposit.receivingAddress}</Mono>],
          ['Submitted', formatTime(deposit.createdAt)],
          ['Credited', deposit.creditedAmount ? <Mono key="c">{`${deposit.creditedAmount} USDT`}</Mono> : '—'],
          // A USDT deposit is credited as it is: no rate applies, none is shown.
          ...(deposit.rateCode
            ? [['Rate', `${deposit.rate} (${deposit.rateCode}) at ${formatTime(deposit.rateTime)}`] as [string, string]]
            : []),
          ['Reviewed', deposit.reviewedBy ? `${deposit.reviewedBy}, ${formatTime(deposit.reviewedAt)}` : '—'],
          ...(deposit.rejectReason ? [['Reject reason', deposit.rejectReason] as [string, string]] : []),
        ]}
      />
    </>
  );
}

export function DepositsPage() {
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
          <CustomerCoinCells row={row} />
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
      details={(current) => <DepositDetails deposit={current} />}
      summary={(current) => [
        ['Customer', `${current.username} (#${current.userId})`],
        ['Amount', <Mono key="a">{`${current.amount} ${current.coin} on ${current.network}`}</Mono>],
        [
          'Credited',
          current.coin === 'USDT' ? (
            <Mono key="c">{`${current.amount} USDT`}</Mono>
          ) : (
            `In USDT at the ${current.coin} price at approval`
          ),
        ],
      ]}
    />
  );
}
