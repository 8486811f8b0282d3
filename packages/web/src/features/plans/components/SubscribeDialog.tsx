import { useTranslation } from 'react-i18next';
import type { SmartProduct } from '@tp/contract';
import { ACCOUNT_CURRENCY } from '@tp/contract/constants';
import { formatMoney } from '../../../lib/decimal.ts';
import { useNow } from '../../../lib/useNow.ts';
import { Button } from '../../../ui/Button.tsx';
import { Choices } from '../../../ui/Choices.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { Num } from '../../../ui/Num.tsx';
import { percentOf } from '../format.ts';
import { useSubscribeForm, type SubscribeForm } from '../useSubscribeForm.ts';
import { Preview } from './Preview.tsx';

/** The form: term, amount, and the preview of what the plan will pay. */
function SubscribeFields({
  product,
  form,
  available,
}: {
  product: SmartProduct;
  form: SubscribeForm;
  available: string | null;
}) {
  const { t } = useTranslation('plans');
  const now = useNow(true, 30_000);
  const { term } = form;
  const error = form.problem
    ? t(`form.errors.${form.problem}`, { min: formatMoney(product.minAmount), max: formatMoney(product.maxAmount) })
    : null;
  return (
    <form className="plan-form" onSubmit={form.submit} noValidate>
      <Choices
        role="radiogroup"
        className="segmented plan-form__terms"
        label={t('form.term')}
        options={product.terms.map((candidate) => candidate.days)}
        value={form.days}
        onChange={form.setDays}
      >
        {(days) => t('term.days', { count: days })}
      </Choices>
      {term && (
        <p className="muted plan-form__rate">
          {t('form.rate', { daily: percentOf(term.dailyRate), annual: percentOf(term.annualRate) })}
        </p>
      )}
      <Field
        label={t('form.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={form.amount}
        error={error}
        hint={t('form.limits', { min: formatMoney(product.minAmount), max: formatMoney(product.maxAmount) })}
        onChange={(event) => {
          form.setAmount(event.target.value);
        }}
      />
      {available !== null && (
        <p className="muted">
          {t('form.available')}{' '}
          <Num>
            {formatMoney(available, 2)} {ACCOUNT_CURRENCY}
          </Num>
        </p>
      )}
      {form.typed && term && (
        <Preview
          amount={form.typed}
          dailyRate={term.dailyRate}
          days={term.days}
          earlyExitRate={product.earlyExitRate}
          exitForfeitsEarnings={product.exitForfeitsEarnings}
          startMs={now}
        />
      )}
      <p className="plan-disclosure">{product.disclosure}</p>
      <Button type="submit">{t('form.review')}</Button>
    </form>
  );
}

/** The subscription put up for confirmation: every figure once more, then Confirm sends it. */
function SubscribeConfirm({ form }: { form: SubscribeForm }) {
  const { t } = useTranslation('plans');
  const { pending } = form;
  return (
    <ConfirmDialog
      open={pending !== null}
      title={t('confirmTitle')}
      className="plan-confirm"
      busy={form.buying}
      onCancel={form.cancel}
      onConfirm={form.confirm}
    >
      {pending && (
        <>
          <p>
            <strong>{pending.product.name}</strong> · {t('term.days', { count: pending.body.days })} ·{' '}
            <Num>
              {formatMoney(pending.body.amount, 2)} {ACCOUNT_CURRENCY}
            </Num>
          </p>
          <Preview
            amount={pending.body.amount}
            dailyRate={pending.dailyRate}
            days={pending.body.days}
            earlyExitRate={pending.product.earlyExitRate}
            exitForfeitsEarnings={pending.product.exitForfeitsEarnings}
            startMs={Date.now()}
          />
        </>
      )}
    </ConfirmDialog>
  );
}

/** Subscribing to one product: the form in a dialog, then its confirmation. */
export function SubscribeDialog({
  product,
  available,
  onClose,
}: {
  product: SmartProduct;
  available: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('plans');
  const form = useSubscribeForm(product, available, onClose);
  return (
    <>
      <Modal open={form.pending === null} title={t('form.title', { name: product.name })} onClose={onClose}>
        <SubscribeFields product={product} form={form} available={available} />
      </Modal>
      <SubscribeConfirm form={form} />
    </>
  );
}
