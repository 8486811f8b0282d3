import { useTranslation } from 'react-i18next';
import type { PositionQuote } from '@tp/contract';
import { ACCOUNT_CURRENCY } from '@tp/contract/constants';
import { formatAmount, signOf } from '../decimal.ts';
import { formatPriceText } from '../format.ts';

/**
 * The figures of a quote, as the server computed them: the price it would open at, the margin
 * it holds, the fee, and the free margin before and after.
 */
export function QuoteFigures({
  quote,
  precision,
  stale = false,
}: {
  quote: PositionQuote;
  precision: number;
  stale?: boolean;
}) {
  const { t } = useTranslation('trading');
  const short = signOf(quote.freeMarginAfter) < 0;
  const money = (amount: string) => `${formatAmount(amount)} ${ACCOUNT_CURRENCY}`;
  const figures: [label: string, value: string, className?: string][] = [
    [t('figures.price'), formatPriceText(quote.price.price, precision)],
    [t('figures.notional'), money(quote.notional)],
    [t('figures.margin'), money(quote.margin), 'figures__key'],
    [t('figures.fee'), money(quote.fee)],
    [t('figures.freeMargin'), money(quote.freeMargin)],
    [t('figures.freeMarginAfter'), money(quote.freeMarginAfter), short ? 'figures__short' : undefined],
  ];
  return (
    <dl className={`figures${stale ? ' is-stale' : ''}`} data-testid="quote-figures">
      {figures.map(([label, value, className]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className={className}>
            <span className="num">{value}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
