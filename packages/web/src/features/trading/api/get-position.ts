import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountMode, PositionRecord } from '@tp/contract';
import { get } from '../../../api/client.ts';
import { useAccountMode } from '../../../lib/session.ts';
import { ORDER_API, tradingKeys } from './keys.ts';

/** One position of the current book; an open one with its live price and expected profit. */
export async function fetchPosition(id: number, signal?: AbortSignal): Promise<PositionRecord> {
  return (await get<PositionRecord>(`${ORDER_API}/getPositionById/${id}`, { signal })).result;
}

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
