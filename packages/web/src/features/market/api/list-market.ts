import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketType } from '@tp/contract';
import { marketEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';

export const fetchMarkets = (type: MarketType) => call(marketEndpoints.listMarketByType, { query: { type } });

export const marketListQuery = (type: MarketType) =>
  queryOptions({ queryKey: ['markets', type], queryFn: () => fetchMarkets(type), staleTime: 60_000 });

export const useMarketList = (type: MarketType) => useQuery(marketListQuery(type));
