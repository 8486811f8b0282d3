import CurrencyPage from '../../features/market/CurrencyPage.tsx';
import { TradeDesk } from '../../features/trading/TradeDesk.tsx';

/** /cruuency composes one instrument's detail and chart with the trading feature's desk. */
export default function CurrencyRoute() {
  return <CurrencyPage tradeArea={(info) => <TradeDesk info={info} />} />;
}
