import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MarketItem, MarketType } from '@tp/contract';
import { currencyPath } from '../../../config/paths.ts';
import { Change } from '../../../ui/Change.tsx';
import { Price } from '../../../ui/Num.tsx';
import { PageError, PageLoading } from '../../../ui/PageState.tsx';
import { Sparkline } from '../../../ui/Sparkline.tsx';
import { useLiveMarkets } from '../useLiveMarkets.ts';
import '../market.css';

export function MarketRows({ items, compact }: { items: readonly MarketItem[]; compact: boolean }) {
  const { t } = useTranslation('market');
  return (
    <table className={`market-table${compact ? ' market-table--compact' : ''}`}>
      <thead>
        <tr>
          <th>{t('name')}</th>
          {!compact && <th className="market-table__chart">{t('chart')}</th>}
          <th className="num">{t('price')}</th>
          <th className="num">{t('change')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} data-testid={`market-row-${item.code}`}>
            <td>
              <Link to={currencyPath(item)} className="market-table__name">
                <img src={item.logo} alt="" width={28} height={28} loading="lazy" />
                <span>
                  <strong>{item.code}</strong>
                  <small>{item.appName}</small>
                </span>
              </Link>
            </td>
            {!compact && (
              <td className="market-table__chart">
                <Sparkline points={item.hundred} />
              </td>
            )}
            <td className="num" data-testid="price">
              <Price value={item.price} precision={item.precision} />
            </td>
            <td className="num">
              <Change value={item.zdf} className="change--pill" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The live market list of one type, as the home page shows it. */
export function MarketTable({ type, compact = false }: { type: MarketType; compact?: boolean }) {
  const { t } = useTranslation('market');
  const { items, isPending, isError, refetch } = useLiveMarkets(type);
  if (isPending) return <PageLoading />;
  if (isError) {
    return (
      <PageError
        message={t('common.loadError')}
        onRetry={() => {
          void refetch();
        }}
      />
    );
  }
  return <MarketRows items={items} compact={compact} />;
}
