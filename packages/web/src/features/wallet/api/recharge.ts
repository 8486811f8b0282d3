import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RechargeBody } from '@tp/contract';
import { walletEndpoints } from '@tp/contract/endpoints';
import { callWithMessage } from '../../../api/client.ts';

/** Declares a deposit with its proof; the answer's `msg` is "20002". */
export async function recharge(body: RechargeBody, idempotencyKey: string) {
  const { result, msg } = await callWithMessage(walletEndpoints.recharge, { body, idempotencyKey });
  return { record: result, msg };
}

export function useRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: RechargeBody; idempotencyKey: string }) =>
      recharge(body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wallet'] }),
  });
}
