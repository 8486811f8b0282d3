import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../toast.tsx';
import { Alert, Button, Field, errorText } from '../ui.tsx';
import { ConfirmDecision } from './ConfirmDecision.tsx';
import { review, type QueueKind, type ReviewStep } from './queues.ts';

const REJECT_REASON_MIN = 3;
const REVIEWABLE: readonly string[] = ['submitted', 'awaiting_review'];

/** The decision on one record and what it needs typed (a rejection's reason, a payout's hash). */
function useReviewAction<T extends { id: number }>(
  kind: QueueKind,
  noun: string,
  record: T,
  onChanged: (record: T | null) => void,
) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [payoutTxHash, setPayoutTxHash] = useState('');
  const action = useMutation({
    mutationFn: (step: ReviewStep) => review<T>(kind, record.id, step),
    onSuccess: (result, { verb }) => {
      notify(
        `${noun} #${record.id} ${verb === 'approve' ? 'approved' : verb === 'reject' ? 'rejected' : 'completed'}.`,
      );
      setReason('');
      setPayoutTxHash('');
      onChanged(result);
      void queryClient.invalidateQueries({ queryKey: [kind] });
    },
  });
  return { reason, setReason, payoutTxHash, setPayoutTxHash, action };
}

/** Approve, or reject with a reason the customer sees. */
function ApproveOrReject({
  busy,
  pendingVerb,
  reason,
  onReason,
  onStep,
}: {
  busy: boolean;
  pendingVerb: ReviewStep['verb'] | null;
  reason: string;
  onReason: (reason: string) => void;
  onStep: (step: ReviewStep) => void;
}) {
  const reasonOk = reason.trim().length >= REJECT_REASON_MIN;
  return (
    <>
      <div className="actions__row">
        <Button
          variant="primary"
          busy={pendingVerb === 'approve'}
          disabled={busy}
          onClick={() => onStep({ verb: 'approve' })}
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
          onChange={(event) => onReason(event.target.value)}
        />
      </Field>
      <div className="actions__row">
        <Button
          variant="danger"
          busy={pendingVerb === 'reject'}
          disabled={busy || !reasonOk}
          onClick={() => onStep({ verb: 'reject', body: { reason: reason.trim() } })}
        >
          Reject
        </Button>
      </div>
    </>
  );
}

/** Completes an approved withdrawal with the hash of the transfer that paid it out. */
function CompleteForm({
  busy,
  payoutTxHash,
  onPayoutTxHash,
  onStep,
}: {
  busy: boolean;
  payoutTxHash: string;
  onPayoutTxHash: (hash: string) => void;
  onStep: (step: ReviewStep) => void;
}) {
  return (
    <>
      <Field label="Payout tx hash" hint="The transfer that paid this withdrawal out.">
        <input
          className="mono"
          maxLength={100}
          spellCheck={false}
          value={payoutTxHash}
          disabled={busy}
          onChange={(event) => onPayoutTxHash(event.target.value)}
        />
      </Field>
      <div className="actions__row">
        <Button
          variant="primary"
          busy={busy}
          disabled={busy || payoutTxHash.trim().length === 0}
          onClick={() => onStep({ verb: 'complete', body: { payoutTxHash: payoutTxHash.trim() } })}
        >
          Complete
        </Button>
      </div>
    </>
  );
}

/**
 * Approve / reject (and, for approved withdrawals, complete), each confirmed in a dialog that shows
 * the customer and the amounts (`summary`) first. Every button is disabled while any of them is in
 * flight; a rejection needs a reason of at least 3 characters. Render it with `key={record.id}` so
 * that another record starts with a clean form.
 */
export function ReviewActions<T extends { id: number; status: string }>({
  kind,
  noun,
  record,
  summary,
  canAct,
  onChanged,
}: {
  kind: QueueKind;
  /** What a record of the queue is called: "Deposit", "Withdrawal". */
  noun: string;
  record: T;
  /** The customer and the amounts, as the confirmation shows them. */
  summary: [string, ReactNode][];
  canAct: boolean;
  onChanged: (record: T | null) => void;
}) {
  const { reason, setReason, payoutTxHash, setPayoutTxHash, action } = useReviewAction(kind, noun, record, onChanged);
  const [confirming, setConfirming] = useState<ReviewStep | null>(null);
  const reviewable = REVIEWABLE.includes(record.status);
  const completable = kind === 'withdrawals' && record.status === 'approved';
  if (!reviewable && !completable) return null;
  if (!canAct)
    return <Alert tone="info">Read-only: your role may view this queue but not approve, reject or complete.</Alert>;

  const step = (next: ReviewStep) => setConfirming(next);
  return (
    <section className="actions" aria-label="Review">
      <ConfirmDecision
        kind={kind}
        noun={noun}
        recordId={record.id}
        step={confirming}
        summary={summary}
        busy={action.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={(decided) => action.mutate(decided, { onSettled: () => setConfirming(null) })}
      />
      {action.isError && <Alert>{errorText(action.error)}</Alert>}
      {reviewable && (
        <ApproveOrReject
          busy={action.isPending}
          pendingVerb={action.isPending ? action.variables.verb : null}
          reason={reason}
          onReason={setReason}
          onStep={step}
        />
      )}
      {completable && (
        <CompleteForm
          busy={action.isPending}
          payoutTxHash={payoutTxHash}
          onPayoutTxHash={setPayoutTxHash}
          onStep={step}
        />
      )}
    </section>
  );
}
