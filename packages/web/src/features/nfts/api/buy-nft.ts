import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nftEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { NFT_KEY } from './keys.ts';

/** Buys at the buy-now price; one key per confirmed purchase. */
export function useBuyNft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: number; idempotencyKey: string }) =>
      call(nftEndpoints.buyNft, { body: { id }, idempotencyKey }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [NFT_KEY] }),
        queryClient.invalidateQueries({ queryKey: ['wallet', 'account'] }),
      ]);
    },
  });
}
