import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PositionRecord } from '@tp/contract';
import { post } from '../../../api/client.ts';
import { AFTER_ORDER, ORDER_API } from './keys.ts';

/** Closes an open position at the market price; the answer is the closed record with its realised profit. */
export async function closePosition(id: number, idempotencyKey: string) {
  const { result, msg } = await post<PositionRecord>(`${ORDER_API}/closePosition`, { id }, { idempotencyKey });
  return { position: result, msg };
}

export function useClosePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: number; idempotencyKey: string }) => closePosition(id, idempotencyKey),
    onSuccess: () =>
      Promise.all(AFTER_ORDER.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] }))),
  });
}
