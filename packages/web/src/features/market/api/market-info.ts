import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketInfo } from '@tp/contract';
import { get } from '../../../api/client.ts';

export async function fetchMarketInfo(id: number): Promise<MarketInfo> {
  return (await get<MarketInfo>(`/swx/customer/index/getMarketInfo/${id}`)).result;
}

/** Refreshed every half minute: the day's range and whether the market is open change while a page is open. */
export const marketInfoQuery = (id: number) =>
  queryOptions({ queryKey: ['market-info', id], queryFn: () => fetchMarketInfo(id), refetchInterval: 30_000 });

export const useMarketInfo = (id: number | null) => useQuery({ ...marketInfoQuery(id ?? 0), enabled: id !== null });
