import { useTranslation } from 'react-i18next';
import type { LoanProduct } from '@tp/contract';
import { ACCOUNT_CURRENCY } from '@tp/contract/constants';
import { formatMoney } from '../../../lib/decimal.ts';
import { useNow } from '../../../lib/useNow.ts';
import { Button } from '../../../ui/Button.tsx';
import { Choices } from '../../../ui/Choices.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Num } from '../../../ui/Num.tsx';
import { percentOf } from '../format.ts';
import type { BorrowForm } from '../useBorrowForm.ts';
import { AgreementText } from './AgreementText.tsx';
import { LoanPreview } from './LoanPreview.tsx';
import { SignaturePad } from './SignaturePad.tsx';

/** One product's terms, as the picker shows them. */
function ProductTerms({ product }: { product: LoanProduct }) {
  const { t } = useTranslation('loan');
  return (
    <p className="muted loan-terms">
      {t('product.terms', {
        rate: percentOf(product.dailyRate),
        free: product.interestFreeDays,
        min: formatMoney(product.minAmount),
        max: formatMoney(product.maxAmount),
        verifiedMax: formatMoney(product.verifiedMaxAmount),
      })}
    </p>
  );
}

/** The borrow form: term, amount, the preview, the agreement and the signature pad. */
export function BorrowPanel({ form, products }: { form: BorrowForm; products: LoanProduct[] }) {
  const { t } = useTranslation('loan');
  const now = useNow(true, 60_000);
  const { product } = form;
  if (!product) return <p className="muted">{t('noProducts')}</p>;
  const limits = { min: formatMoney(product.minAmount), max: formatMoney(product.verifiedMaxAmount) };
  const amountError =
    form.problem === 'format' || form.problem === 'limits' ? t(`errors.${form.problem}`, limits) : null;
  return (
    <form className="loan-form" onSubmit={form.submit} noValidate>
      <Choices
        role="radiogroup"
        className="segmented loan-form__terms"
        label={t('form.term')}
        options={products.filter((candidate) => candidate.status === 'open').map((candidate) => candidate.id)}
        value={product.id}
        onChange={form.selectProduct}
      >
        {(id) => t('product.days', { count: products.find((candidate) => candidate.id === id)?.days ?? 0 })}
      </Choices>
      <ProductTerms product={product} />
      <Field
        label={t('form.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={form.amount}
        error={amountError}
        hint={t('form.limits', limits)}
        onChange={(event) => form.setAmount(event.target.value)}
      />
      {form.typed && <LoanPreview product={product} amount={form.typed} startMs={now} />}
      <AgreementText product={product} amount={form.typed} />
      <div className="loan-form__sign">
        <h3>{t('sign.title')}</h3>
        <SignaturePad canvasRef={form.canvasRef} onInk={form.setInked} />
        {form.problem === 'unsigned' && (
          <p className="field__error" role="alert">
            {t('errors.unsigned')}
          </p>
        )}
      </div>
      <Button type="submit">{t('form.review')}</Button>
    </form>
  );
}

/** The loan put up for confirmation: every figure once more, then Confirm signs and sends it. */
export function BorrowConfirm({ form }: { form: BorrowForm }) {
  const { t } = useTranslation('loan');
  const { pending } = form;
  return (
    <ConfirmDialog
      open={pending !== null}
      title={t('confirm.title')}
      className="loan-confirm"
      busy={form.sending}
      onCancel={form.cancel}
      onConfirm={form.confirm}
    >
      {pending && (
        <>
          <p>
            {t('product.days', { count: pending.product.days })} ·{' '}
            <Num>
              {formatMoney(pending.amount, 2)} {ACCOUNT_CURRENCY}
            </Num>
          </p>
          <LoanPreview product={pending.product} amount={pending.amount} startMs={Date.now()} />
          <p className="muted">{t('confirm.body')}</p>
        </>
      )}
    </ConfirmDialog>
  );
}
