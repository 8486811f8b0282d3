import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceBidBody } from '@tp/contract';
import { nftEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { NFT_KEY } from './keys.ts';

/** Places a bid (held on the real account); one key per confirmed bid. */
export function usePlaceBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PlaceBidBody; idempotencyKey: string }) =>
      call(nftEndpoints.placeBid, { body, idempotencyKey }),
    onSuccess: async () => {
      // The hold changed the available balance (a key, not an import) and the lot.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [NFT_KEY] }),
        queryClient.invalidateQueries({ queryKey: ['wallet', 'account'] }),
      ]);
    },
  });
}
