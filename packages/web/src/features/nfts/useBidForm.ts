import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NftDetail } from '@tp/contract';
import { useErrorMessage } from '../../api/messages.ts';
import { newIdempotencyKey } from '../../lib/format.ts';
import { showToast } from '../../ui/toast.tsx';
import { usePlaceBid } from './api/place-bid.ts';
import { bidProblem } from './rules.ts';

/** A bid waiting for its confirmation, with the key its submission goes under. */
export interface PendingBid {
  amount: string;
  key: string;
}

/** The bid form's state: the amount and its check against the minimum next bid, the confirmation, the call. */
export function useBidForm(nft: NftDetail) {
  const { t } = useTranslation('nfts');
  const describe = useErrorMessage();
  const mutation = usePlaceBid();
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState<PendingBid | null>(null);
  const problem = bidProblem(amount, nft.minNextBid);
  const error = touched && problem ? t(`bid.problem.${problem}`, { min: nft.minNextBid }) : null;

  const review = (event: SyntheticEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!problem) setPending({ amount: amount.trim(), key: newIdempotencyKey() });
  };
  const confirm = () => {
    if (!pending) return;
    mutation.mutate(
      { body: { id: nft.id, amount: pending.amount }, idempotencyKey: pending.key },
      {
        onSuccess: () => {
          showToast(t('bid.done'), 'success');
          setPending(null);
          setAmount('');
          setTouched(false);
        },
        onError: (err) => {
          showToast(describe(err), 'error');
          setPending(null);
        },
      },
    );
  };
  return {
    amount,
    setAmount,
    error,
    touch: () => {
      setTouched(true);
    },
    pending,
    busy: mutation.isPending,
    review,
    confirm,
    cancel: () => {
      setPending(null);
    },
  };
}
