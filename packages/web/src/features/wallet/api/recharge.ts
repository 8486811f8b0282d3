import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RechargeBody, RechargeRecord } from '@tp/contract';
import { post } from '../../../api/client.ts';
import { USER_API } from './raw.ts';

/** Declares a deposit with its proof; the answer's `msg` is "20002". */
export async function recharge(body: RechargeBody, idempotencyKey: string) {
  const { result, msg } = await post<RechargeRecord>(`${USER_API}/recharge`, body, { idempotencyKey });
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
