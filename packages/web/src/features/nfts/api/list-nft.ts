import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NftSort, NftStatus } from '@tp/contract';
import { nftEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { NFT_KEY } from './keys.ts';

export const MARKET_PAGE_SIZE = 12;

export interface MarketFilter {
  status: NftStatus | undefined;
  sort: NftSort;
  page: number;
}

/** A page of the market; live bids arrive over the socket, so no polling. */
export function useNftMarket(filter: MarketFilter) {
  return useQuery({
    queryKey: [NFT_KEY, 'market', filter],
    queryFn: () =>
      call(nftEndpoints.listNft, {
        query: {
          ...(filter.status ? { status: filter.status } : {}),
          sort: filter.sort,
          page: String(filter.page),
          pageSize: String(MARKET_PAGE_SIZE),
        },
      }),
    placeholderData: keepPreviousData,
  });
}
