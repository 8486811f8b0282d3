import MarketPage from '../../features/market/MarketPage.tsx';
import { TradeDesk } from '../../features/trading/TradeDesk.tsx';

/** /market composes the market feature's lists and chart with the trading feature's desk. */
export default function MarketRoute() {
  return <MarketPage tradeArea={(info) => <TradeDesk info={info} />} />;
}
