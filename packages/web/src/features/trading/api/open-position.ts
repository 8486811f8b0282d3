import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpenPositionBody, PositionRecord } from '@tp/contract';
import { post } from '../../../api/client.ts';
import { AFTER_ORDER, ORDER_API } from './keys.ts';

/** Opens a position at the market price; `msg` is "20004". A repeat with the same key opens nothing more. */
export async function openPosition(body: OpenPositionBody, idempotencyKey: string) {
  const { result, msg } = await post<PositionRecord>(`${ORDER_API}/openPosition`, body, { idempotencyKey });
  return { position: result, msg };
}

export function useOpenPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: OpenPositionBody; idempotencyKey: string }) =>
      openPosition(body, idempotencyKey),
    onSuccess: () =>
      Promise.all(AFTER_ORDER.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] }))),
  });
}
