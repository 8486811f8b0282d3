import { useMutation, useQueryClient } from '@tanstack/react-query';
import { positionEndpoints } from '@tp/contract/endpoints';
import { callWithMessage } from '../../../api/client.ts';
import { AFTER_ORDER } from './keys.ts';

/** Closes an open position at the market price; the answer is the closed record with its realised profit. */
export async function closePosition(id: number, idempotencyKey: string) {
  const { result, msg } = await callWithMessage(positionEndpoints.closePosition, { body: { id }, idempotencyKey });
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
