import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyOptionsBody } from '@tp/contract';
import { optionsEndpoints } from '@tp/contract/endpoints';
import { callWithMessage } from '../../../../api/client.ts';
import { OPTIONS_KEY } from './keys.ts';

/** Buys an option at the server's current price; the answer's `msg` is "20004". */
export async function buyOptions(body: BuyOptionsBody, idempotencyKey: string) {
  const { result, msg } = await callWithMessage(optionsEndpoints.buyOptions, { body, idempotencyKey });
  return { order: result, msg };
}

export function useBuyOptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: BuyOptionsBody; idempotencyKey: string }) =>
      buyOptions(body, idempotencyKey),
    onSuccess: async ({ order }) => {
      queryClient.setQueryData([OPTIONS_KEY, 'order', order.mode, order.id], order);
      // The stake left the balance: the open list and the account's figures (a key, not an import) change.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [OPTIONS_KEY, 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['wallet', 'account'] }),
      ]);
    },
  });
}
