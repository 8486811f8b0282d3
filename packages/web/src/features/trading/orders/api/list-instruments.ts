import { useQueries } from '@tanstack/react-query';
import type { MarketType } from '@tp/contract';
import { MarketType as MarketTypes } from '@tp/contract/constants';
import { marketEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../../api/client.ts';

/** The five markets, in the order the market page shows them. */
export const MARKET_TYPES = Object.entries(MarketTypes) as [keyof typeof MarketTypes, MarketType][];

/** The instruments of one market: the filter offers their codes. */
export const fetchInstruments = (type: MarketType) => call(marketEndpoints.listMarketByType, { query: { type } });

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
        // Codes are ASCII: plain ordering, not localeCompare, whose collator costs a phone its ICU load.
        items: [...(results[index]?.data ?? [])].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)),
      })),
  });
}
