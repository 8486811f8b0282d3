import { useTranslation } from 'react-i18next';
import type { LoanProduct } from '@tp/contract';
import { ACCOUNT_CURRENCY } from '@tp/contract/constants';
import { formatMoney } from '../../../lib/decimal.ts';
import { localeOf } from '../../../lib/format.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { Num } from '../../../ui/Num.tsx';
import { formatDay, loanFigures } from '../format.ts';

/** Before signing: the total interest, the repayment amount and the due date, exactly as the server computes them. */
export function LoanPreview({ product, amount, startMs }: { product: LoanProduct; amount: string; startMs: number }) {
  const { t } = useTranslation('loan');
  const locale = localeOf(useLanguage());
  const figures = loanFigures(product, amount, startMs);
  const money = (value: string) => (
    <Num>
      {formatMoney(value, 2)} {ACCOUNT_CURRENCY}
    </Num>
  );
  return (
    <dl className="loan-figures" aria-live="polite">
      <div>
        <dt>{t('figures.totalInterest')}</dt>
        <dd>{money(figures.totalInterest)}</dd>
      </div>
      <div>
        <dt>{t('figures.repayAmount')}</dt>
        <dd>{money(figures.repayAmount)}</dd>
      </div>
      <div>
        <dt>{t('figures.dueDate')}</dt>
        <dd>{t('figures.dueIfToday', { date: formatDay(figures.dueMs, locale) })}</dd>
      </div>
    </dl>
  );
}
