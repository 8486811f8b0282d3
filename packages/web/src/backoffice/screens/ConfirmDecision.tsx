import type { ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import type { ReviewStep } from './queues.ts';

const VERB_LABELS: Record<ReviewStep['verb'], string> = { approve: 'Approve', reject: 'Reject', complete: 'Complete' };

/** What a decision does to the customer's money, said before it is taken. */
const CONSEQUENCES: Record<ReviewStep['verb'], Record<'deposits' | 'withdrawals', string>> = {
  approve: {
    deposits: "The customer's real account is credited now.",
    withdrawals: "The amount leaves the customer's real account now; the payout follows.",
  },
  reject: {
    deposits: 'Nothing is credited; the customer sees the reason.',
    withdrawals: "The held amount returns to the customer's available balance; the customer sees the reason.",
  },
  complete: {
    deposits: '',
    withdrawals: 'Records the payout transfer; the customer sees the withdrawal as completed.',
  },
};

/**
 * The confirmation every decision on a deposit or a withdrawal passes through: the customer and
 * the amounts (`summary`), what the decision does, then Cancel or the decision itself. A native
 * <dialog> (ConfirmDialog): focus stays in it and Escape cancels.
 */
export function ConfirmDecision({
  kind,
  noun,
  recordId,
  step,
  summary,
  busy,
  onCancel,
  onConfirm,
}: {
  kind: 'deposits' | 'withdrawals';
  noun: string;
  recordId: number;
  step: ReviewStep | null;
  summary: [string, ReactNode][];
  busy: boolean;
  onCancel: () => void;
  onConfirm: (step: ReviewStep) => void;
}) {
  const title = step ? `${VERB_LABELS[step.verb]} ${noun.toLowerCase()} #${recordId}?` : '';
  return (
    <ConfirmDialog
      open={step !== null}
      title={title}
      facts={[
        ...summary,
        ...(step?.verb === 'reject' ? [['Reason', step.body.reason] as [string, ReactNode]] : []),
        ...(step?.verb === 'complete' ? [['Payout tx hash', step.body.payoutTxHash] as [string, ReactNode]] : []),
      ]}
      consequence={step ? CONSEQUENCES[step.verb][kind] : ''}
      confirmLabel={step ? `Confirm: ${VERB_LABELS[step.verb].toLowerCase()}` : ''}
      danger={step?.verb === 'reject'}
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => {
        if (step) onConfirm(step);
      }}
    />
  );
}
