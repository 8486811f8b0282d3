import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositMethod } from '@tp/contract';
import { useErrorMessage } from '../../../api/messages.ts';
import { Button } from '../../../ui/Button.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import { PageError, PageLoading } from '../../../ui/PageState.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { useDepositInfo } from '../api/deposit-info.ts';
import { useRecharge } from '../api/recharge.ts';
import { newIdempotencyKey, successText } from '../../../lib/format.ts';
import { methodLabel } from '../format.ts';
import { canonical, formatMoney } from '../money.ts';
import { checkDepositAmount, checkLast6, checkTxHash, type Problem } from '../rules.ts';
import { MethodPicker, sameMethod, type Method } from './MethodPicker.tsx';
import { ProofPicker, type ProofState } from './ProofPicker.tsx';
import { QrCode } from './QrCode.tsx';

type FieldName = 'amount' | 'txHash' | 'last6' | 'proof';
const EMPTY = { amount: '', txHash: '', last6: '' };

function AddressCard({ method }: { method: DepositMethod }) {
  const { t } = useTranslation('wallet');
  const copy = () => {
    navigator.clipboard.writeText(method.address).then(
      () => {
        showToast(t('deposit.copied'), 'success');
      },
      () => {
        showToast(t('deposit.copyFailed'), 'error');
      },
    );
  };
  return (
    <section className="address-card" aria-label={t('deposit.address')}>
      <div className="address-card__qr">
        <QrCode value={method.address} label={t('deposit.qr')} />
      </div>
      <div className="address-card__text">
        <span className="wallet-field__label">
          {t('deposit.address')} · {methodLabel(method.coin, method.network)}
        </span>
        <code className="address-card__address" data-testid="deposit-address">
          {method.address}
        </code>
        <Button variant="secondary" className="btn--small" onClick={copy}>
          <Icon name="copy" size={16} /> {t('deposit.copy')}
        </Button>
        <p className="address-card__note">{t('deposit.addressNote', { coin: method.coin, network: method.network })}</p>
      </div>
    </section>
  );
}

/**
 * The deposit form: the method's receiving address (text, QR, copy), then what the customer
 * sent: amount (at least the minimum), transaction hash, the paying address's last 6 characters,
 * and a screenshot as proof. Lazy: the QR library loads with it and nowhere else.
 */
export default function DepositPanel({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation('wallet');
  const { t: tm } = useTranslation('messages');
  const describe = useErrorMessage();
  const info = useDepositInfo();
  const recharge = useRecharge();
  const [picked, setPicked] = useState<Method | null>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, Problem>>>({});
  const [proof, setProof] = useState<ProofState>({ status: 'none' });
  /** The proof picker starts afresh after a deposit: a proof backs one deposit only. */
  const [round, setRound] = useState(0);
  /** The last submission's body and key: a retry of the same body reuses the key. */
  const submission = useRef<{ body: string; key: string } | null>(null);

  if (info.isPending) return <PageLoading />;
  if (info.isError) {
    return (
      <PageError
        message={describe(info.error)}
        onRetry={() => {
          void info.refetch();
        }}
      />
    );
  }
  const methods = info.data.methods;
  const method = methods.find((m) => sameMethod(picked, m)) ?? methods[0];
  if (!method) return <PageError message={t('common.nothingFound')} />;

  const message = (name: FieldName) => {
    const problem = errors[name];
    return problem ? t(`validation.${problem.key}`, 'values' in problem ? problem.values : {}) : null;
  };
  const bind = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    error: message(name),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = (event: React.SyntheticEvent) => {
    event.preventDefault();
    const found: Partial<Record<FieldName, Problem | null>> = {
      amount: checkDepositAmount(values.amount, method.coin, method.minimum),
      txHash: checkTxHash(method.network, values.txHash),
      last6: checkLast6(values.last6),
      proof:
        proof.status === 'uploaded' ? null : { key: proof.status === 'uploading' ? 'uploadPending' : 'uploadProof' },
    };
    const problems = Object.fromEntries(Object.entries(found).filter(([, p]) => p)) as Partial<
      Record<FieldName, Problem>
    >;
    setErrors(problems);
    if (Object.keys(problems).length > 0 || proof.status !== 'uploaded') return;
    const body = {
      coin: method.coin,
      network: method.network,
      amount: canonical(values.amount),
      txHash: values.txHash.trim(),
      last6: values.last6.trim(),
      proofFileId: proof.fileId,
    };
    const text = JSON.stringify(body);
    if (submission.current?.body !== text) submission.current = { body: text, key: newIdempotencyKey() };
    recharge.mutate(
      { body, idempotencyKey: submission.current.key },
      {
        onSuccess: ({ msg }) => {
          showToast(successText(tm, msg, tm('success.20002')), 'success');
          submission.current = null;
          setValues(EMPTY);
          setProof({ status: 'none' });
          setRound((n) => n + 1);
          onSubmitted();
        },
        onError: (error) => {
          showToast(describe(error), 'error');
        },
      },
    );
  };

  return (
    <form className="form-card wallet-deposit" onSubmit={submit} noValidate aria-label={t('deposit.title')}>
      <h2 className="wallet-deposit__title">{t('deposit.title')}</h2>
      <div className="wallet-deposit__method">
        <MethodPicker
          methods={methods}
          value={method}
          onChange={(next) => {
            setPicked(next);
            setErrors((current) => ({ ...current, amount: undefined, txHash: undefined }));
          }}
        />
      </div>
      <AddressCard method={method} />
      <div className="wallet-deposit__fields">
        <Field
          label={t('deposit.amount')}
          inputMode="decimal"
          autoComplete="off"
          hint={t('deposit.minimum', { limit: formatMoney(method.minimum), coin: method.coin })}
          trailing={<span className="field__unit">{method.coin}</span>}
          {...bind('amount')}
        />
        <Field
          label={t('deposit.txHash')}
          autoComplete="off"
          spellCheck={false}
          hint={t('deposit.txHashHint')}
          {...bind('txHash')}
        />
        <Field
          label={t('deposit.last6')}
          autoComplete="off"
          spellCheck={false}
          maxLength={6}
          hint={t('deposit.last6Hint')}
          {...bind('last6')}
        />
        <ProofPicker
          key={round}
          error={message('proof')}
          onChange={(state) => {
            setProof(state);
            setErrors((current) => ({ ...current, proof: undefined }));
          }}
        />
        <p className="muted wallet-note">{t('deposit.reviewNote')}</p>
        <Button type="submit" block busy={recharge.isPending}>
          {t('deposit.submit')}
        </Button>
      </div>
    </form>
  );
}
