import { lazy, Suspense } from 'react';
import HomePage from '../../features/home/HomePage.tsx';
import { loadNamespaces } from '../../i18n/index.ts';
import { isMobileDevice } from '../../lib/device.ts';
import { MarketType } from '@tp/contract/constants';
import { PageLoading } from '../../ui/PageState.tsx';

/**
 * The live list sits below the fold: it arrives in its own chunk, with the market namespace,
 * after the page has painted.
 */
const MarketTable = lazy(async () => {
  const [{ MarketTable: table }] = await Promise.all([
    import('../../features/market/components/MarketTable.tsx'),
    loadNamespaces(['market']),
  ]);
  return { default: table };
});

/** The home route composes the home page with the market feature's live list. */
export default function HomeRoute() {
  return (
    <HomePage
      markets={
        <Suspense fallback={<PageLoading />}>
          <MarketTable type={MarketType.crypto} compact={isMobileDevice} />
        </Suspense>
      }
    />
  );
}
