import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { nftEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { NFT_KEY } from './keys.ts';

export const MY_PAGE_SIZE = 10;

/** The session's NFTs: owned (with receipts), active bids (with held amounts), lost. */
export function useMyNfts(page: number) {
  return useQuery({
    queryKey: [NFT_KEY, 'mine', page],
    queryFn: () => call(nftEndpoints.listMyNft, { query: { page: String(page), pageSize: String(MY_PAGE_SIZE) } }),
    placeholderData: keepPreviousData,
  });
}
