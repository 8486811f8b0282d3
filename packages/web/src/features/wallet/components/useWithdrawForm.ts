import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { DepositInfo, WithdrawalQuote } from '@tp/contract';
import { validateAddress, type AddressProblem } from '@tp/contract/address';
import { ACCOUNT_SCALE } from '@tp/contract/constants';
import { ErrorCode } from '@tp/contract/codes';
import { ApiError } from '../../../api/client.ts';
import { useErrorMessage } from '../../../api/messages.ts';
import { successText } from '../../../lib/format.ts';
import { useDebounced } from '../../../lib/useDebounced.ts';
import { showToast } from '../../../ui/toast.tsx';
import { useWithdraw, type WithdrawalInput } from '../api/withdrawal.ts';
import { withdrawalQuoteQuery, type QuoteInput } from '../api/withdrawal-quote.ts';
import { methodLabel } from '../format.ts';
import { canonical, formatMoney } from '../money.ts';
import { checkWithdrawalAmount, type Problem } from '../rules.ts';
import { useSubmissionKey } from '../useSubmissionKey.ts';
import { sameMethod, type Method } from './MethodPicker.tsx';

/** How long the amount must stay unchanged before it is quoted. */
const QUOTE_DELAY_MS = 400;

const addressMessageKey = {
  empty: 'validation.address.empty',
  format: 'validation.address.format',
  checksum: 'validation.address.checksum',
  network: 'validation.address.network',
} as const satisfies Record<AddressProblem, string>;

/** What the confirmation repeats: the request, and the server's quote of it. */
export interface PendingWithdrawal {
  body: WithdrawalInput;
  quote: WithdrawalQuote;
}

/** The amount problem in words; more than is available names what is, to the cent. */
function amountMessage(t: TFunction<'wallet'>, problem: Problem | null): string | null {
  if (problem?.key === 'exceedsAvailable') {
    return t('validation.exceedsAvailable', { amount: formatMoney(problem.values.amount, 2) });
  }
  return problem ? t(`validation.${problem.key}`, 'values' in problem ? problem.values : {}) : null;
}

/** The address problem in words, naming the network the address must be on. */
function addressMessage(t: TFunction<'wallet'>, problem: AddressProblem | null, method: Method | undefined) {
  return problem && method
    ? t(addressMessageKey[problem], { network: methodLabel(method.coin, method.network) })
    : null;
}

/**
 * A withdrawal request on its way: quoted by the server (`checking`), then waiting for its
 * confirmation (`pending`), then sent (`sending`). A retry of the same request carries the same
 * Idempotency-Key. `onSent` runs once it went through.
 */
function useWithdrawal(onSent: () => void) {
  const { t } = useTranslation('wallet');
  const { t: tm } = useTranslation('messages');
  const describe = useErrorMessage();
  const queryClient = useQueryClient();
  const withdraw = useWithdraw();
  const submissionKey = useSubmissionKey();
  const [checking, setChecking] = useState(false);
  const [pending, setPending] = useState<PendingWithdrawal | null>(null);

  const request = async (body: WithdrawalInput) => {
    setChecking(true);
    try {
      const quote = await queryClient.query(withdrawalQuoteQuery({ ...body }));
      setPending({ body, quote });
    } catch (error) {
      showToast(describe(error), 'error');
    } finally {
      setChecking(false);
    }
  };

  const send = () => {
    if (!pending) return;
    withdraw.mutate(
      { body: pending.body, idempotencyKey: submissionKey.keyFor(pending.body) },
      {
        onSuccess: ({ msg }) => {
          showToast(successText(tm, msg, tm('success.20003')), 'success');
          submissionKey.forget();
          setPending(null);
          onSent();
        },
        onError: (error) => {
          const insufficient = error instanceof ApiError && error.code === ErrorCode.insufficientBalance;
          showToast(insufficient ? t('withdraw.insufficient') : describe(error), 'error');
          // A refusal changed nothing: back to the form. A timeout may have gone through: the
          // dialog stays, and confirming again repeats the same request under the same key.
          if (error instanceof ApiError && typeof error.code === 'number') setPending(null);
        },
      },
    );
  };

  return {
    checking,
    pending,
    sending: withdraw.isPending,
    request,
    cancel: () => {
      setPending(null);
    },
    send,
  };
}

export type WithdrawalRequest = ReturnType<typeof useWithdrawal>;

/**
 * What the live estimate follows: the amount once it settles, quoted only when it can be sent.
 * Below the minimum or beyond what is available, `quoteProblem` says why there is no estimate
 * instead of showing what would arrive.
 */
function useLiveQuote(
  amount: string,
  method: Method | undefined,
  info: DepositInfo | undefined,
  available: string | null,
) {
  const { t } = useTranslation('wallet');
  const settled = useDebounced(amount.trim(), QUOTE_DELAY_MS);
  const problem =
    settled === '' || !info ? null : checkWithdrawalAmount(settled, ACCOUNT_SCALE, available, info.minWithdrawal);
  const quoteInput: QuoteInput | null =
    method && info && settled !== '' && problem === null
      ? { coin: method.coin, network: method.network, amount: canonical(settled) }
      : null;
  return { quoteInput, quoteProblem: amountMessage(t, problem) };
}

/**
 * The withdrawal form: the method (of `info`'s, none while it loads), the address checked for the
 * network, the amount in USDT with the fee included (at most `available`), the input the live
 * quote follows once the amount settles, and the submit, which puts the checked request up for
 * the server's quote and the customer's confirmation.
 */
export function useWithdrawForm(info: DepositInfo | undefined, available: string | null, onSubmitted: () => void) {
  const { t } = useTranslation('wallet');
  const [picked, setPicked] = useState<Method | null>(null);
  const [address, setAddress] = useState('');
  const [amount, setAmount] = useState('');
  const [addressProblem, setAddressProblem] = useState<AddressProblem | null>(null);
  const [amountProblem, setAmountProblem] = useState<Problem | null>(null);
  const withdrawal = useWithdrawal(() => {
    setAddress('');
    setAmount('');
    onSubmitted();
  });
  const methods = info?.methods ?? [];
  const method = methods.find((m) => sameMethod(picked, m)) ?? methods[0];
  const live = useLiveQuote(amount, method, info, available);

  const checkAddress = (on: Method) => {
    const checked = validateAddress(on.network, address);
    setAddressProblem(checked.ok ? null : checked.reason);
    return checked;
  };

  const submit = (event: React.SyntheticEvent) => {
    event.preventDefault();
    if (!method || !info) return;
    const checked = checkAddress(method);
    const problem = checkWithdrawalAmount(amount, ACCOUNT_SCALE, available, info.minWithdrawal);
    setAmountProblem(problem);
    if (!checked.ok || problem) return;
    void withdrawal.request({
      coin: method.coin,
      network: method.network,
      address: checked.address,
      amount: canonical(amount),
    });
  };

  return {
    methods,
    /** The chosen method, else the first; none while the methods load. */
    method,
    address,
    amount,
    addressError: addressMessage(t, addressProblem, method),
    amountError: amountMessage(t, amountProblem),
    ...live,
    chooseMethod: (next: Method) => {
      setPicked(next);
      setAddressProblem(null);
    },
    changeAddress: (text: string) => {
      setAddress(text);
      setAddressProblem(null);
    },
    /** Leaving a typed address checks it at once. */
    leaveAddress: () => {
      if (address.trim() && method) checkAddress(method);
    },
    changeAmount: (text: string) => {
      setAmount(text);
      setAmountProblem(null);
    },
    submit,
    withdrawal,
  };
}

export type WithdrawFormState = ReturnType<typeof useWithdrawForm>;
