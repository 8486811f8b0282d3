import { useQueries } from '@tanstack/react-query';
import type { MarketItem, MarketType } from '@tp/contract';
import { MarketType as MarketTypes } from '@tp/contract/constants';
import { get } from '../../../../api/client.ts';

/** The five markets, in the order the market page shows them. */
export const MARKET_TYPES = Object.entries(MarketTypes) as [keyof typeof MarketTypes, MarketType][];

/** The instruments of one market: the filter offers their codes. */
export async function fetchInstruments(type: MarketType): Promise<MarketItem[]> {
  return (await get<MarketItem[]>('/swx/customer/index/listMarketByType', { query: { type } })).result;
}

/** Every market's instruments, by market; a market that fails to load is just left out. */
export function useInstruments() {
  return useQueries({
    queries: MARKET_TYPES.map(([, type]) => ({
      queryKey: ['orders', 'instruments', type],
      queryFn: () => fetchInstruments(type),
      staleTime: 10 * 60_000,
    })),
    combine: (results) =>
      MARKET_TYPES.map(([name, type], index) => ({
        name,
        type,
        items: [...(results[index]?.data ?? [])].sort((a, b) => a.code.localeCompare(b.code)),
      })),
  });
}
