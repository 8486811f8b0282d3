import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuySmartBody } from '@tp/contract';
import { planEndpoints } from '@tp/contract/endpoints';
import { callWithMessage } from '../../../api/client.ts';
import { PLANS_KEY } from './keys.ts';

/** Subscribes on the real account; the answer's `msg` is "20004". */
export async function buySmart(body: BuySmartBody, idempotencyKey: string) {
  const { result, msg } = await callWithMessage(planEndpoints.buySmart, { body, idempotencyKey });
  return { plan: result, msg };
}

export function useBuySmart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: BuySmartBody; idempotencyKey: string }) =>
      buySmart(body, idempotencyKey),
    // The principal left the cash (the account's figures, a key rather than an import) and the quota moved.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [PLANS_KEY] }),
        queryClient.invalidateQueries({ queryKey: ['wallet', 'account'] }),
      ]),
  });
}
