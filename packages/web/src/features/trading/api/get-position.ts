import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountMode, PositionRecord } from '@tp/contract';
import { positionEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { useAccountMode } from '../../../lib/session.ts';
import { tradingKeys } from './keys.ts';

/** One position of the current book; an open one with its live price and expected profit. */
export const fetchPosition = (id: number, signal?: AbortSignal) =>
  call(positionEndpoints.getPositionById, { params: { id }, signal });

export const positionQuery = (mode: AccountMode, id: number) =>
  queryOptions({
    queryKey: [...tradingKeys.positions(mode), 'one', id],
    queryFn: ({ signal }) => fetchPosition(id, signal),
    refetchInterval: (query) => (query.state.data?.status === 'open' ? 2000 : false),
  });

/** The position while a dialog about it is open (`id` null: none), following the live price. */
export function usePosition(id: number | null, initial?: PositionRecord) {
  const mode = useAccountMode();
  return useQuery({
    ...positionQuery(mode, id ?? 0),
    enabled: id !== null,
    placeholderData: initial && initial.id === id ? initial : undefined,
  });
}
