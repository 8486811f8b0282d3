import { useTranslation } from 'react-i18next';
import { isMobileDevice } from '../../../lib/device.ts';
import { Button } from '../../../ui/Button.tsx';
import { Field } from '../../../ui/Field.tsx';
import { methodLabel } from '../format.ts';
import { formatMoney, isPositive } from '../money.ts';
import { MethodPicker, type Method } from './MethodPicker.tsx';
import type { WithdrawFormState } from './useWithdrawForm.ts';
import { LiveWithdrawalQuote } from './WithdrawQuote.tsx';

/** The amount in USDT, fee included, with what is available and a button that takes all of it. */
function AmountField({
  amount,
  error,
  available,
  onChange,
}: {
  amount: string;
  error: string | null;
  available: string | null;
  onChange: (amount: string) => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <Field
      label={t('withdraw.amount')}
      name="amount"
      inputMode="decimal"
      autoComplete="off"
      value={amount}
      error={error}
      hint={available === null ? undefined : t('withdraw.available', { amount: formatMoney(available, 2) })}
      onChange={(event) => {
        onChange(event.target.value);
      }}
      trailing={
        <button
          type="button"
          className="field__action"
          disabled={available === null || !isPositive(available)}
          onClick={() => {
            if (available !== null) onChange(available);
          }}
        >
          {t('withdraw.max')}
        </button>
      }
    />
  );
}

/** The withdrawal form as `useWithdrawForm` holds it, once the methods are there (`method`). */
export function WithdrawForm({
  form,
  method,
  available,
  feeRate,
}: {
  form: WithdrawFormState;
  method: Method;
  available: string | null;
  /** The withdrawal fee in percent. */
  feeRate: string;
}) {
  const { t } = useTranslation('wallet');
  return (
    <form
      className="form-card wallet-withdraw__form"
      onSubmit={form.submit}
      noValidate
      aria-label={t('withdraw.title')}
    >
      <h2>{t('withdraw.title')}</h2>
      <MethodPicker methods={form.methods} value={method} onChange={form.chooseMethod} />
      <Field
        label={t('withdraw.address')}
        name="address"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('withdraw.addressPlaceholder', { network: methodLabel(method.coin, method.network) })}
        value={form.address}
        error={form.addressError}
        onChange={(event) => {
          form.changeAddress(event.target.value);
        }}
        onBlur={form.leaveAddress}
      />
      <AmountField amount={form.amount} error={form.amountError} available={available} onChange={form.changeAmount} />
      <p className="muted wallet-note">{t('withdraw.feeNote', { rate: feeRate })}</p>
      {/* On a phone the estimate comes before the button, where the thumb is; on a desktop beside the form. */}
      {isMobileDevice && <LiveWithdrawalQuote input={form.quoteInput} problem={form.quoteProblem} />}
      <Button type="submit" block busy={form.withdrawal.checking}>
        {t('withdraw.submit')}
      </Button>
    </form>
  );
}
