import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmartProduct } from '@tp/contract';
import { Money } from '@tp/contract/money';
import { ACCOUNT_CURRENCY } from '@tp/contract/constants';
import { formatMoney } from '../../../lib/decimal.ts';
import { Num } from '../../../ui/Num.tsx';
import { percentOf } from '../format.ts';

/** How much of the quota is taken, as a share for the bar (0 to 1). */
function quotaUsed(product: SmartProduct): number {
  if (product.quota === null || product.quotaLeft === null) return 0;
  const used = Money.of(product.quota).minus(product.quotaLeft);
  return Number(used.dividedBy(product.quota, 4, 'down').toString());
}

/** One product: its terms and rates, limits, what an early exit costs, the quota, and who pays. */
export function ProductCard({ product, action }: { product: SmartProduct; action: ReactNode }) {
  const { t } = useTranslation('plans');
  const headingId = `smart-product-${product.id}`;
  return (
    <article className={`plan-product${product.status === 'closed' ? ' is-closed' : ''}`} aria-labelledby={headingId}>
      <header className="plan-product__head">
        <h2 id={headingId}>{product.name}</h2>
        {product.status === 'closed' && <span className="badge">{t('product.closed')}</span>}
      </header>
      <table className="plan-terms">
        <thead>
          <tr>
            <th scope="col">{t('columns.term')}</th>
            <th scope="col">{t('columns.dailyRate')}</th>
            <th scope="col">{t('columns.annualRate')}</th>
          </tr>
        </thead>
        <tbody>
          {product.terms.map((term) => (
            <tr key={term.days}>
              <th scope="row">{t('term.days', { count: term.days })}</th>
              <td>
                <Num>{percentOf(term.dailyRate)}%</Num>
              </td>
              <td>
                <Num>{percentOf(term.annualRate)}%</Num>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="plan-product__facts">
        <li>
          {t('product.limits')}{' '}
          <Num>
            {formatMoney(product.minAmount)} – {formatMoney(product.maxAmount)} {ACCOUNT_CURRENCY}
          </Num>
        </li>
        <li>
          {t('product.earlyExit')} <Num>{percentOf(product.earlyExitRate)}%</Num>
        </li>
        <li>{product.exitForfeitsEarnings ? t('product.forfeitsEarnings') : t('product.keepsEarnings')}</li>
        {product.quota !== null && product.quotaLeft !== null && (
          <li>
            {t('product.quotaLeft')}{' '}
            <Num>
              {formatMoney(product.quotaLeft)} / {formatMoney(product.quota)} {ACCOUNT_CURRENCY}
            </Num>
            <progress
              className="plan-progress"
              max={1}
              value={quotaUsed(product)}
              aria-label={t('product.quotaUsed')}
            />
          </li>
        )}
      </ul>
      <details className="plan-product__disclosure">
        <summary>{t('product.whoPays')}</summary>
        <p>{product.disclosure}</p>
      </details>
      <div className="plan-product__action">{action}</div>
    </article>
  );
}
