import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositMethod, RechargeBody } from '@tp/contract';
import { useErrorMessage } from '../../../api/messages.ts';
import { successText } from '../../../lib/format.ts';
import { showToast } from '../../../ui/toast.tsx';
import { useRecharge } from '../api/recharge.ts';
import { canonical } from '../money.ts';
import { checkDepositAmount, checkLast6, checkTxHash, type Problem } from '../rules.ts';
import { useSubmissionKey } from '../useSubmissionKey.ts';
import { sameMethod, type Method } from './MethodPicker.tsx';
import type { ProofState } from './ProofPicker.tsx';

type FieldName = 'amount' | 'txHash' | 'last6' | 'proof';
type Values = Record<'amount' | 'txHash' | 'last6', string>;
type Problems = Partial<Record<FieldName, Problem>>;
const EMPTY: Values = { amount: '', txHash: '', last6: '' };

/** What is wrong with the deposit as typed, field by field; empty when it may be sent. */
function checkDeposit(values: Values, method: DepositMethod, proof: ProofState): Problems {
  const found: Partial<Record<FieldName, Problem | null>> = {
    amount: checkDepositAmount(values.amount, method.coin, method.minimum),
    txHash: checkTxHash(method.network, values.txHash),
    last6: checkLast6(values.last6),
    proof: proof.status === 'uploaded' ? null : { key: proof.status === 'uploading' ? 'uploadPending' : 'uploadProof' },
  };
  // Only the fields with a problem: the entries' filter does not narrow their type.
  const problems = Object.fromEntries(Object.entries(found).filter(([, p]) => p)) as Problems;
  return problems;
}

/** Sends a deposit; a retry of the same deposit carries the same Idempotency-Key. */
function useDepositSubmission(onSent: () => void) {
  const { t: tm } = useTranslation('messages');
  const describe = useErrorMessage();
  const recharge = useRecharge();
  const submissionKey = useSubmissionKey();
  const send = (body: RechargeBody) => {
    recharge.mutate(
      { body, idempotencyKey: submissionKey.keyFor(body) },
      {
        onSuccess: ({ msg }) => {
          showToast(successText(tm, msg, tm('success.20002')), 'success');
          submissionKey.forget();
          onSent();
        },
        onError: (error) => {
          showToast(describe(error), 'error');
        },
      },
    );
  };
  return { sending: recharge.isPending, send };
}

/**
 * The deposit form: the method (of `methods`), what the customer sent (amount, transaction hash,
 * the paying address's last 6 characters) and the proof, each checked before anything is sent;
 * after a deposit it starts afresh, with a new proof picker (`round`).
 */
export function useDepositForm(methods: readonly DepositMethod[], onSubmitted: () => void) {
  const { t } = useTranslation('wallet');
  const [picked, setPicked] = useState<Method | null>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Problems>({});
  const [proof, setProof] = useState<ProofState>({ status: 'none' });
  /** The proof picker starts afresh after a deposit: a proof backs one deposit only. */
  const [round, setRound] = useState(0);
  const submission = useDepositSubmission(() => {
    setValues(EMPTY);
    setProof({ status: 'none' });
    setRound((n) => n + 1);
    onSubmitted();
  });
  const method = methods.find((m) => sameMethod(picked, m)) ?? methods[0];

  const message = (name: FieldName) => {
    const problem = errors[name];
    return problem ? t(`validation.${problem.key}`, 'values' in problem ? problem.values : {}) : null;
  };

  const submit = (event: React.SyntheticEvent) => {
    event.preventDefault();
    if (!method) return;
    const problems = checkDeposit(values, method, proof);
    setErrors(problems);
    if (Object.keys(problems).length > 0 || proof.status !== 'uploaded') return;
    submission.send({
      coin: method.coin,
      network: method.network,
      amount: canonical(values.amount),
      txHash: values.txHash.trim(),
      last6: values.last6.trim(),
      proofFileId: proof.fileId,
    });
  };

  return {
    /** The chosen method, else the first; none when there is none. */
    method,
    round,
    sending: submission.sending,
    message,
    /** A text field's value, message and change handler; an edit clears its message. */
    bind: (name: keyof Values) => ({
      name,
      value: values[name],
      error: message(name),
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      },
    }),
    chooseMethod: (next: Method) => {
      setPicked(next);
      setErrors((current) => ({ ...current, amount: undefined, txHash: undefined }));
    },
    changeProof: (state: ProofState) => {
      setProof(state);
      setErrors((current) => ({ ...current, proof: undefined }));
    },
    submit,
  };
}

export type DepositFormState = ReturnType<typeof useDepositForm>;
