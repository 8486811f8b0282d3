import { useQuery } from '@tanstack/react-query';
import { nftEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { NFT_KEY } from './keys.ts';

/** One NFT with its bid history (bidders masked). */
export function useNft(id: number) {
  return useQuery({
    queryKey: [NFT_KEY, 'detail', id],
    queryFn: () => call(nftEndpoints.getNft, { params: { id } }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}
