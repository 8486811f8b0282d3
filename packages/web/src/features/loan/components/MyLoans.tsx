import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../api/messages.ts';
import { PageError, PageLoading } from '../../../ui/PageState.tsx';
import { LOANS_SHOWN, useLoanRecords } from '../api/list-loan-records.ts';
import { LoanCard } from './LoanCard.tsx';

/** The customer's loans (the records), newest first, each in detail. */
export function MyLoans() {
  const { t } = useTranslation('loan');
  const describe = useErrorMessage();
  const records = useLoanRecords(1, LOANS_SHOWN);
  return (
    <section className="loan-records" aria-labelledby="loan-records-title">
      <h2 id="loan-records-title">{t('records')}</h2>
      {records.isPending ? (
        <PageLoading />
      ) : records.isError ? (
        <PageError message={describe(records.error)} onRetry={() => void records.refetch()} />
      ) : records.data.list.length === 0 ? (
        <p className="muted">{t('noLoans')}</p>
      ) : (
        <div className="loan-list">
          {records.data.list.map((loan) => (
            <LoanCard key={loan.id} loan={loan} />
          ))}
        </div>
      )}
    </section>
  );
}
