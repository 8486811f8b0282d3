import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuySmartBody, SmartProduct } from '@tp/contract';
import { Money } from '@tp/contract/money';
import { planAmountVerdict, type PlanAmountProblem } from '@tp/contract/rules/plans';
import { ErrorCode } from '@tp/contract/codes';
import { ApiError } from '../../api/client.ts';
import { useErrorMessage } from '../../api/messages.ts';
import { canonical, isDecimal } from '../../lib/decimal.ts';
import { newIdempotencyKey, successText } from '../../lib/format.ts';
import { showToast } from '../../ui/toast.tsx';
import { useBuySmart } from './api/buy-smart.ts';

export type AmountProblem = PlanAmountProblem | 'balance';

/** The subscription waiting for its confirmation, under the one key its sends carry. */
export interface PendingSubscription {
  body: BuySmartBody;
  product: SmartProduct;
  dailyRate: string;
  idempotencyKey: string;
}

/** The amount's problem, if any: the product's limits, then the cash available. */
export function amountProblem(text: string, product: SmartProduct, available: string | null): AmountProblem | null {
  const typed = text.trim();
  // Half-typed text ("99.") is no amount yet: a format problem, never a thrown error.
  const verdict = planAmountVerdict(isDecimal(typed) ? Money.parse(canonical(typed)) : null, product);
  if (!verdict.ok) return verdict.problem;
  return available !== null && verdict.value.gt(available) ? 'balance' : null;
}

/**
 * The subscribe form of one product: the term, the amount checked against the product's limits
 * and the cash available, and the subscription the submit puts up for confirmation with a fresh
 * Idempotency-Key. `onDone` runs once it succeeded.
 */
export function useSubscribeForm(product: SmartProduct, available: string | null, onDone: () => void) {
  const { t: tm } = useTranslation('messages');
  const describe = useErrorMessage();
  const buy = useBuySmart();
  const [days, setDays] = useState<number>(product.terms[0]?.days ?? 0);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [pending, setPending] = useState<PendingSubscription | null>(null);
  const term = product.terms.find((candidate) => candidate.days === days) ?? product.terms[0];
  const typed =
    amount.trim() !== '' && amountProblem(amount, product, available) === null ? canonical(amount.trim()) : null;

  const submit = (event: React.SyntheticEvent) => {
    event.preventDefault();
    const found = amountProblem(amount, product, available);
    setProblem(found);
    if (found || !term) return;
    setPending({
      product,
      dailyRate: term.dailyRate,
      idempotencyKey: newIdempotencyKey(),
      body: { productId: product.id, days: term.days, amount: canonical(amount.trim()) },
    });
  };

  const confirm = () => {
    if (!pending) return;
    buy.mutate(
      { body: pending.body, idempotencyKey: pending.idempotencyKey },
      {
        onSuccess: ({ msg }) => {
          showToast(successText(tm, msg, tm('success.20004')), 'success');
          setPending(null);
          onDone();
        },
        onError: (error) => {
          showToast(describe(error), 'error');
          // A refusal changed nothing: back to the form. A timeout may have gone through: the
          // confirmation stays, and confirming again repeats the same subscription under its key.
          if (error instanceof ApiError && typeof error.code === 'number') setPending(null);
          if (error instanceof ApiError && error.code === ErrorCode.insufficientBalance) setProblem('balance');
        },
      },
    );
  };

  return {
    term,
    days,
    setDays,
    amount,
    setAmount: (value: string) => {
      setAmount(value);
      setProblem(null);
    },
    /** The amount as typed when it is acceptable, for the preview. */
    typed,
    problem,
    submit,
    pending,
    buying: buy.isPending,
    cancel: () => {
      setPending(null);
    },
    confirm,
  };
}

export type SubscribeForm = ReturnType<typeof useSubscribeForm>;
