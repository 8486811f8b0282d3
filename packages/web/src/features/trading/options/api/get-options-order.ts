import { queryOptions, useQueries } from '@tanstack/react-query';
import type { AccountMode } from '@tp/contract';
import { optionsEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../../api/client.ts';
import { useAccountMode } from '../../../../lib/session.ts';
import { OPTIONS_KEY } from './keys.ts';

/** How often an open order is asked for again: the countdown's second. */
export const OPEN_ORDER_POLL_MS = 1000;

export const fetchOptionsOrder = (id: number) => call(optionsEndpoints.getOptionsOrderById, { params: { id } });

/** One order, polled every second while it is open; a settled order never changes again. */
export const optionsOrderQuery = (mode: AccountMode, id: number) =>
  queryOptions({
    queryKey: [OPTIONS_KEY, 'order', mode, id],
    queryFn: () => fetchOptionsOrder(id),
    refetchInterval: (query) => (query.state.data?.status === 'open' ? OPEN_ORDER_POLL_MS : false),
    refetchIntervalInBackground: false,
    staleTime: (query) => (query.state.data && query.state.data.status !== 'open' ? Infinity : 0),
  });

/** Several orders of the current account by id, in the order given. */
export function useOptionsOrders(ids: readonly number[]) {
  const mode = useAccountMode();
  return useQueries({ queries: ids.map((id) => optionsOrderQuery(mode, id)) });
}
