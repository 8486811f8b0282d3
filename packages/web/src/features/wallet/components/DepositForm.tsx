import { useTranslation } from 'react-i18next';
import type { DepositMethod } from '@tp/contract';
import { Button } from '../../../ui/Button.tsx';
import { Field } from '../../../ui/Field.tsx';
import { formatMoney } from '../money.ts';
import { AddressCard } from './AddressCard.tsx';
import { MethodPicker } from './MethodPicker.tsx';
import { ProofPicker } from './ProofPicker.tsx';
import type { DepositFormState } from './useDepositForm.ts';

/** The deposit form as `useDepositForm` holds it; `method` is its chosen method. */
export function DepositForm({
  form,
  methods,
  method,
}: {
  form: DepositFormState;
  methods: readonly DepositMethod[];
  method: DepositMethod;
}) {
  const { t } = useTranslation('wallet');
  return (
    <form className="form-card wallet-deposit" onSubmit={form.submit} noValidate aria-label={t('deposit.title')}>
      <h2 className="wallet-deposit__title">{t('deposit.title')}</h2>
      <div className="wallet-deposit__method">
        <MethodPicker methods={methods} value={method} onChange={form.chooseMethod} />
      </div>
      <AddressCard method={method} />
      <div className="wallet-deposit__fields">
        <Field
          label={t('deposit.amount')}
          inputMode="decimal"
          autoComplete="off"
          hint={t('deposit.minimum', { limit: formatMoney(method.minimum), coin: method.coin })}
          trailing={<span className="field__unit">{method.coin}</span>}
          {...form.bind('amount')}
        />
        <Field
          label={t('deposit.txHash')}
          autoComplete="off"
          spellCheck={false}
          hint={t('deposit.txHashHint')}
          {...form.bind('txHash')}
        />
        <Field
          label={t('deposit.last6')}
          autoComplete="off"
          spellCheck={false}
          maxLength={6}
          hint={t('deposit.last6Hint')}
          {...form.bind('last6')}
        />
        <ProofPicker key={form.round} error={form.message('proof')} onChange={form.changeProof} />
        <p className="muted wallet-note">{t('deposit.reviewNote')}</p>
        <Button type="submit" block busy={form.sending}>
          {t('deposit.submit')}
        </Button>
      </div>
    </form>
  );
}
