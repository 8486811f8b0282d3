import { getEndpoint } from '../endpoint.ts';
import type { Candle, CandleQuery, ListMarketQuery, MarketInfo, MarketInfoQuery, MarketItem } from '../market.ts';
import { INDEX_API } from './prefixes.ts';

/** The index group's markets, open to visitors. */
export const marketEndpoints = {
  listMarketByType: getEndpoint<MarketItem[], ListMarketQuery>(`${INDEX_API}/listMarketByType`),
  getMarketInfo: getEndpoint<MarketInfo, MarketInfoQuery>(`${INDEX_API}/getMarketInfo/:id`),
  /** Candles oldest first. */
  getKValueByCodeAndDate: getEndpoint<Candle[], CandleQuery>(`${INDEX_API}/getKValueByCodeAndDate`),
};
