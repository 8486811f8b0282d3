import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loanBackofficeEndpoints as endpoints } from '@tp/contract/endpoints';
import { Money } from '@tp/contract/money';
import { call } from '../api.ts';
import { formatTime } from '../format.ts';
import { useOperator } from '../operator.ts';
import { canReview } from '../roles.ts';
import { notify } from '../toast.tsx';
import type { LoanRecord, LoanStatus } from '../types.ts';
import {
  Button,
  Empty,
  LoadError,
  Loading,
  Mono,
  PageHeader,
  Pager,
  Segmented,
  StatusBadge,
  TableFrame,
} from '../ui.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { LoanProducts } from './LoanProducts.tsx';

const PAGE_SIZE = 20;
const VIEWS: { value: LoanStatus; label: string }[] = [
  { value: 'pending', label: 'Queue' },
  { value: 'repaying', label: 'Active' },
  { value: 'expired', label: 'Overdue' },
  { value: 'repaid', label: 'Repaid' },
  { value: 'rejected', label: 'Rejected' },
];

type Decision = { loan: LoanRecord; approve: true } | { loan: LoanRecord; approve: false; reason: string };

/** Loans: the queue to approve (disburse) or reject, the active and overdue lists, and the products. */
export function LoansPage() {
  const { operator } = useOperator();
  const [status, setStatus] = useState<LoanStatus>('pending');
  const [page, setPage] = useState(1);
  const query = { status, page: String(page), pageSize: String(PAGE_SIZE) };
  const loans = useQuery({ queryKey: ['loans', query], queryFn: () => call(endpoints.loans, { query }) });
  const [decision, setDecision] = useState<Decision | null>(null);
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (chosen: Decision) =>
      chosen.approve
        ? call(endpoints.approveLoan, { params: { id: String(chosen.loan.id) } })
        : call(endpoints.rejectLoan, { params: { id: String(chosen.loan.id) }, body: { reason: chosen.reason } }),
    onSuccess: (loan) => {
      notify(`Loan #${loan.id} ${loan.status === 'repaying' ? 'approved and disbursed' : 'rejected'}.`);
      void queryClient.invalidateQueries({ queryKey: ['loans'] });
    },
    onError: (error) => notify(error instanceof Error ? error.message : 'The decision failed.', 'error'),
    onSettled: () => setDecision(null),
  });
  const decider = canReview(operator.role) && status === 'pending' ? setDecision : null;
  return (
    <div>
      <PageHeader title="Loans">
        <Segmented
          label="Loans by status"
          value={status}
          options={VIEWS}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      </PageHeader>
      <p className="muted lead">
        Approving disburses the amount to the customer&apos;s real account (loans receivable → customer), once.
        Principal and interest are collected at maturity or when the customer repays.
      </p>
      {loans.isPending && <Loading />}
      {loans.isError && <LoadError error={loans.error} onRetry={() => void loans.refetch()} />}
      {loans.data && loans.data.list.length === 0 && <Empty>No loans here.</Empty>}
      {loans.data && loans.data.list.length > 0 && (
        <>
          <LoanTable loans={loans.data.list} onDecide={decider} />
          <Pager page={page} pageSize={PAGE_SIZE} total={loans.data.total} onPage={setPage} />
        </>
      )}
      <ConfirmDialog
        open={decision !== null}
        title={decision ? `${decision.approve ? 'Approve' : 'Reject'} loan #${decision.loan.id}?` : ''}
        facts={decision ? factsOf(decision) : []}
        consequence={
          decision?.approve
            ? "The amount is paid to the customer's real account now; the term starts today."
            : 'Nothing is paid; the customer sees the reason.'
        }
        confirmLabel={decision?.approve ? 'Confirm: approve and disburse' : 'Confirm: reject'}
        danger={decision?.approve === false}
        busy={decide.isPending}
        onCancel={() => setDecision(null)}
        onConfirm={() => decision && decide.mutate(decision)}
      />
      <LoanProducts />
    </div>
  );
}

function factsOf(decision: Decision): [string, React.ReactNode][] {
  const { loan } = decision;
  return [
    ['Customer', `${loan.username} (#${loan.userId})`],
    ['Amount', <Mono key="a">{loan.amount} USDT</Mono>],
    ['Term', `${loan.days} days, ${loan.interestFreeDays} interest-free`],
    ['Repayment at maturity', <Mono key="r">{loan.repayAmount} USDT</Mono>],
    ...(decision.approve ? [] : [['Reason', decision.reason] as [string, React.ReactNode]]),
  ];
}

function LoanTable({ loans, onDecide }: { loans: LoanRecord[]; onDecide: ((decision: Decision) => void) | null }) {
  return (
    <TableFrame label="Loans" stack>
      <thead>
        <tr>
          <th>Loan</th>
          <th>Customer</th>
          <th className="num">Amount</th>
          <th>Term · daily rate</th>
          <th className="num">Interest so far / total</th>
          <th className="num">Owed now</th>
          <th>Signed · due</th>
          <th>Status</th>
          {onDecide && <th aria-label="Actions" />}
        </tr>
      </thead>
      <tbody>
        {loans.map((loan) => (
          <LoanRow key={loan.id} loan={loan} onDecide={onDecide} />
        ))}
      </tbody>
    </TableFrame>
  );
}

function LoanRow({ loan, onDecide }: { loan: LoanRecord; onDecide: ((decision: Decision) => void) | null }) {
  const [reason, setReason] = useState('');
  return (
    <tr>
      <td data-label="Loan">
        #{loan.id}
        <br />
        <Mono title="Agreement fingerprint (SHA-256)">{loan.agreementSha256.slice(0, 16)}…</Mono>
      </td>
      <td data-label="Customer">
        {loan.username} (#{loan.userId})
      </td>
      <td data-label="Amount" className="num">
        <Mono>{loan.amount}</Mono>
      </td>
      <td data-label="Term">
        {loan.days} d ({loan.interestFreeDays} free) · {Money.of(loan.dailyRate).times('100').toString()} %
      </td>
      <td data-label="Interest" className="num">
        <Mono>
          {loan.currentInterest} / {loan.totalInterest}
        </Mono>
      </td>
      <td data-label="Owed now" className="num">
        <Mono>{loan.repayNowAmount}</Mono>
      </td>
      <td data-label="Signed · due">
        {formatTime(loan.createdAt)}
        <br />
        {loan.dueTime ? formatTime(loan.dueTime) : '—'}
      </td>
      <td data-label="Status">
        <StatusBadge status={loan.status} />
        {loan.rejectReason && <div className="muted">{loan.rejectReason}</div>}
      </td>
      {onDecide && (
        <td data-label="Actions">
          <div className="loan-decide">
            <Button small variant="primary" onClick={() => onDecide({ loan, approve: true })}>
              Approve
            </Button>
            <input
              aria-label={`Reason to reject loan #${loan.id}`}
              placeholder="Reason to reject"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <Button
              small
              variant="danger"
              disabled={reason.trim().length < 3}
              onClick={() => onDecide({ loan, approve: false, reason: reason.trim() })}
            >
              Reject
            </Button>
          </div>
        </td>
      )}
    </tr>
  );
}
