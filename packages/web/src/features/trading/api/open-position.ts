import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpenPositionBody } from '@tp/contract';
import { positionEndpoints } from '@tp/contract/endpoints';
import { callWithMessage } from '../../../api/client.ts';
import { AFTER_ORDER } from './keys.ts';

/** Opens a position at the market price; `msg` is "20004". A repeat with the same key opens nothing more. */
export async function openPosition(body: OpenPositionBody, idempotencyKey: string) {
  const { result, msg } = await callWithMessage(positionEndpoints.openPosition, { body, idempotencyKey });
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
