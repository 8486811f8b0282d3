import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loan } from '@tp/contract';
import { ACCOUNT_CURRENCY } from '@tp/contract/constants';
import { useErrorMessage } from '../../../api/messages.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { formatMoney } from '../../../lib/decimal.ts';
import { localeOf, newIdempotencyKey } from '../../../lib/format.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { Num } from '../../../ui/Num.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { useDownloadAgreement } from '../api/loan-agreement.ts';
import { useRepayLoan } from '../api/repay-loan.ts';
import { formatDay, percentOf } from '../format.ts';
import { FingerprintCheck } from './FingerprintCheck.tsx';

const money = (value: string) => (
  <Num>
    {formatMoney(value, 2)} {ACCOUNT_CURRENCY}
  </Num>
);

/** Repay now: what it costs, confirmed, under one key. */
function RepayNow({ loan }: { loan: Loan }) {
  const { t } = useTranslation('loan');
  const describe = useErrorMessage();
  const repay = useRepayLoan();
  const [key, setKey] = useState<string | null>(null);
  // mutateAsync, not mutate's callbacks: the repaid loan's refetch unmounts this card's button
  // before mutate would call back, and the customer must still be told.
  const confirm = () => {
    if (!key) return;
    repay.mutateAsync({ id: loan.id, idempotencyKey: key }).then(
      () => {
        showToast(t('repay.done'), 'success');
        setKey(null);
      },
      (error: unknown) => {
        showToast(describe(error), 'error');
        setKey(null);
      },
    );
  };
  return (
    <>
      <Button onClick={() => setKey(newIdempotencyKey())}>{t('repay.action')}</Button>
      <ConfirmDialog
        open={key !== null}
        title={t('repay.title')}
        className="loan-confirm"
        busy={repay.isPending}
        onCancel={() => setKey(null)}
        onConfirm={confirm}
      >
        <p>{t('repay.body', { id: loan.id })}</p>
        <p className="loan-confirm__total">{money(loan.repayNowAmount)}</p>
      </ConfirmDialog>
    </>
  );
}

/** One loan in detail: its figures, status, dates, the agreement's fingerprint and download, repay now. */
export function LoanCard({ loan }: { loan: Loan }) {
  const { t } = useTranslation('loan');
  const locale = localeOf(useLanguage());
  const describe = useErrorMessage();
  const download = useDownloadAgreement();
  const day = (ms: number | null) => (ms === null ? t('detail.afterApproval') : formatDay(ms, locale));
  const rows: [string, React.ReactNode][] = [
    [t('detail.amount'), money(loan.amount)],
    [t('detail.term'), t('product.days', { count: loan.days })],
    [t('detail.dailyRate'), `${percentOf(loan.dailyRate)} %`],
    [t('detail.interestFree'), t('product.days', { count: loan.interestFreeDays })],
    [t('detail.currentInterest'), money(loan.currentInterest)],
    [t('detail.totalInterest'), money(loan.totalInterest)],
    [t('detail.repayAmount'), money(loan.repayAmount)],
    [t('detail.start'), day(loan.startTime)],
    [t('detail.due'), day(loan.dueTime)],
  ];
  const repayable = loan.status === 'repaying' || loan.status === 'expired';
  return (
    <article className={`loan-card is-${loan.status}`} aria-labelledby={`loan-${loan.id}`}>
      <header className="loan-card__head">
        <h3 id={`loan-${loan.id}`}>{t('detail.title', { id: loan.id })}</h3>
        <span className={`loan-status is-${loan.status}`}>{t(`status.${loan.status}`)}</span>
      </header>
      <dl className="loan-figures">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {loan.rejectReason && <p className="loan-card__reason">{t('detail.reason', { reason: loan.rejectReason })}</p>}
      {repayable && (
        <p className="loan-card__owed">
          {t('detail.repayNow')} {money(loan.repayNowAmount)}
        </p>
      )}
      <p className="loan-card__fingerprint">
        <span className="muted">{t('detail.fingerprint')}</span> <code>{loan.agreementSha256}</code>
      </p>
      <FingerprintCheck sha256={loan.agreementSha256} />
      <div className="loan-card__actions">
        <Button
          variant="secondary"
          busy={download.isPending}
          onClick={() => download.mutate(loan.id, { onError: (error) => showToast(describe(error), 'error') })}
        >
          {t('detail.download')}
        </Button>
        {repayable && <RepayNow loan={loan} />}
      </div>
    </article>
  );
}
