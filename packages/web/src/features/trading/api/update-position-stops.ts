import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateStopsBody } from '@tp/contract';
import { positionEndpoints } from '@tp/contract/endpoints';
import { callWithMessage } from '../../../api/client.ts';
import { tradingKeys } from './keys.ts';

/** Sets or removes (null) an open position's stop-loss and take-profit; `msg` is "20005". */
export async function updatePositionStops(body: UpdateStopsBody) {
  const { result, msg } = await callWithMessage(positionEndpoints.updatePositionStops, { body });
  return { position: result, msg };
}

export function useUpdatePositionStops() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePositionStops,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...tradingKeys.all] }),
  });
}
