import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketItem, MarketType } from '@tp/contract';
import { get } from '../../../api/client.ts';

export async function fetchMarkets(type: MarketType): Promise<MarketItem[]> {
  return (await get<MarketItem[]>('/swx/customer/index/listMarketByType', { query: { type } })).result;
}

export const marketListQuery = (type: MarketType) =>
  queryOptions({ queryKey: ['markets', type], queryFn: () => fetchMarkets(type), staleTime: 60_000 });

export const useMarketList = (type: MarketType) => useQuery(marketListQuery(type));
