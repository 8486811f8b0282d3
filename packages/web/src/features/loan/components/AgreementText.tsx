import { useTranslation } from 'react-i18next';
import type { LoanProduct } from '@tp/contract';
import { formatMoney } from '../../../lib/decimal.ts';
import { percentOf } from '../format.ts';

/** The agreement's terms in the reader's language: what the signed PDF says. */
export function AgreementText({ product, amount }: { product: LoanProduct; amount: string | null }) {
  const { t } = useTranslation('loan');
  const values = {
    amount: amount ? formatMoney(amount, 2) : '—',
    days: product.days,
    rate: percentOf(product.dailyRate),
    free: product.interestFreeDays,
  };
  return (
    <section className="loan-agreement" tabIndex={0} aria-label={t('agreement.title')}>
      <h3>{t('agreement.title')}</h3>
      <ol>
        <li>{t('agreement.principal', values)}</li>
        <li>{t('agreement.interest', values)}</li>
        <li>{t('agreement.early')}</li>
        <li>{t('agreement.maturity')}</li>
        <li>{t('agreement.shortfall')}</li>
        <li>{t('agreement.signature')}</li>
      </ol>
    </section>
  );
}
