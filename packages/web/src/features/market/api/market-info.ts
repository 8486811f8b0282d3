import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';

export const fetchMarketInfo = (id: number) => call(marketEndpoints.getMarketInfo, { params: { id } });

/** Refreshed every half minute: the day's range and whether the market is open change while a page is open. */
export const marketInfoQuery = (id: number) =>
  queryOptions({ queryKey: ['market-info', id], queryFn: () => fetchMarketInfo(id), refetchInterval: 30_000 });

export const useMarketInfo = (id: number | null) => useQuery({ ...marketInfoQuery(id ?? 0), enabled: id !== null });
