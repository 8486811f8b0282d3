import { lazy, Suspense } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@tp/contract/codes';
import { ApiError } from '../../api/client.ts';
import { useErrorMessage } from '../../api/messages.ts';
import { paths } from '../../config/paths.ts';
import { PageError, PageLoading } from '../../ui/PageState.tsx';
import { useMarketInfo } from './api/market-info.ts';
import { InstrumentSummary } from './components/InstrumentSummary.tsx';
import type { TradeArea } from './MarketPage.tsx';
import './market.css';

const PriceChart = lazy(() => import('./components/PriceChart.tsx'));

/** /cruuency?code&type&id: one instrument's detail and chart, and the trade area the route puts under it. */
export default function CurrencyPage({ tradeArea }: { tradeArea: TradeArea }) {
  const { t } = useTranslation('market');
  const describe = useErrorMessage();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const info = useMarketInfo(valid ? id : null);
  if (!valid) return <Navigate to={paths.market} replace />;
  if (info.isPending) return <PageLoading />;
  if (info.isError) {
    // The server knows no instrument of this id: trying again would not help, the market lists those there are.
    if (info.error instanceof ApiError && info.error.code === ErrorCode.badParameters) {
      return (
        <PageError
          message={describe(info.error)}
          action={
            <Link className="btn btn--primary" to={paths.market}>
              {t('toMarket')}
            </Link>
          }
        />
      );
    }
    return (
      <PageError
        message={t('common.loadError')}
        onRetry={() => {
          void info.refetch();
        }}
      />
    );
  }
  return (
    <div className="page currency">
      <InstrumentSummary info={info.data} />
      <Suspense fallback={<PageLoading />}>
        <PriceChart code={info.data.code} precision={info.data.precision} />
      </Suspense>
      {tradeArea(info.data)}
    </div>
  );
}
