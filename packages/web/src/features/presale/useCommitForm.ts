import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PresaleCommitment, PresaleRound } from '@tp/contract';
import { useErrorMessage } from '../../api/messages.ts';
import { newIdempotencyKey } from '../../lib/format.ts';
import { showToast } from '../../ui/toast.tsx';
import { useCommitPresale } from './api/commit-presale.ts';
import { amountProblem } from './preview.ts';

/** A commitment waiting for its confirmation, with the key its submission goes under. */
export interface PendingCommitment {
  amount: string;
  key: string;
}

/** The commitment form's state: the amount and its check, the confirmation, and the call. */
export function useCommitForm(round: PresaleRound, current: PresaleCommitment | undefined) {
  const { t } = useTranslation('presale');
  const describe = useErrorMessage();
  const mutation = useCommitPresale();
  const held = current?.status === 'open' ? current.amount : null;
  const [amount, setAmount] = useState(held ?? '');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState<PendingCommitment | null>(null);
  const problem = amountProblem(amount, round);
  const error = touched && problem ? t(`validation.${problem}`, { min: round.minCommitment, cap: round.cap }) : null;

  const review = (event: SyntheticEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!problem) setPending({ amount: amount.trim(), key: newIdempotencyKey() });
  };
  const withdraw = () => {
    setPending({ amount: '0', key: newIdempotencyKey() });
  };
  const confirm = () => {
    if (!pending) return;
    mutation.mutate(
      { body: { roundId: round.id, amount: pending.amount }, idempotencyKey: pending.key },
      {
        onSuccess: ({ commitment }) => {
          showToast(t(commitment.status === 'withdrawn' ? 'commit.withdrawn' : 'commit.done'), 'success');
          setPending(null);
          setAmount(commitment.status === 'open' ? commitment.amount : '');
          setTouched(false);
        },
        onError: (err) => {
          showToast(describe(err), 'error');
          setPending(null);
        },
      },
    );
  };
  const cancel = () => {
    setPending(null);
  };
  return {
    held,
    amount,
    setAmount,
    error,
    touch: () => {
      setTouched(true);
    },
    pending,
    busy: mutation.isPending,
    review,
    withdraw,
    confirm,
    cancel,
  };
}
