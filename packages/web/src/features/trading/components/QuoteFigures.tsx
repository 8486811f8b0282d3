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
  return (
    <dl className={`figures${stale ? ' is-stale' : ''}`} data-testid="quote-figures">
      <div>
        <dt>{t('figures.price')}</dt>
        <dd>
          <span className="num">{formatPriceText(quote.price.price, precision)}</span>
        </dd>
      </div>
      <div>
        <dt>{t('figures.notional')}</dt>
        <dd>
          <span className="num">{money(quote.notional)}</span>
        </dd>
      </div>
      <div>
        <dt>{t('figures.margin')}</dt>
        <dd className="figures__key">
          <span className="num">{money(quote.margin)}</span>
        </dd>
      </div>
      <div>
        <dt>{t('figures.fee')}</dt>
        <dd>
          <span className="num">{money(quote.fee)}</span>
        </dd>
      </div>
      <div>
        <dt>{t('figures.freeMargin')}</dt>
        <dd>
          <span className="num">{money(quote.freeMargin)}</span>
        </dd>
      </div>
      <div>
        <dt>{t('figures.freeMarginAfter')}</dt>
        <dd className={short ? 'figures__short' : undefined}>
          <span className="num">{money(quote.freeMarginAfter)}</span>
        </dd>
      </div>
    </dl>
  );
}
