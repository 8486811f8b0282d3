import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountMode, PositionRecord, PositionSide } from '@tp/contract';
import { get } from '../../../../api/client.ts';
import { useAccountMode, useSession } from '../../../../lib/session.ts';
import { tradingKeys } from '../../api/keys.ts';
import type { OrdersPage } from '../../options/api/list-options-orders.ts';

export interface PositionsFilter {
  status?: 'open' | 'closed';
  instrumentId?: number;
  side?: PositionSide;
  /** Opened at or after, before (epoch ms). */
  from?: number;
  to?: number;
  page: number;
  pageSize: number;
}

/** How often a page showing open positions is asked for again: their live price and expected profit move. */
export const OPEN_POSITIONS_POLL_MS = 5000;

/**
 * The customer's positions of the current account, newest first, with every filter of the order
 * list (the trade desk's api/list-positions.ts asks by status and instrument only; merge them
 * once that one takes side and dates).
 */
export async function fetchPositions(
  filter: PositionsFilter,
  signal?: AbortSignal,
): Promise<OrdersPage<PositionRecord>> {
  const { result } = await get<OrdersPage<PositionRecord>>('/swx/customer/order/listPositions', {
    query: {
      status: filter.status,
      instrumentId: filter.instrumentId,
      side: filter.side,
      from: filter.from,
      to: filter.to,
      page: filter.page,
      pageSize: filter.pageSize,
    },
    signal,
  });
  return result;
}

export const positionsQuery = (mode: AccountMode, filter: PositionsFilter) =>
  queryOptions({
    // Under the trade desk's positions key: opening, closing or a stop refreshes this list too.
    queryKey: [...tradingKeys.positions(mode), 'orders', filter],
    queryFn: ({ signal }) => fetchPositions(filter, signal),
    refetchInterval: (query) =>
      query.state.data?.list.some((position) => position.status === 'open') ? OPEN_POSITIONS_POLL_MS : false,
    refetchIntervalInBackground: false,
  });

/** A page of positions; the page shown stays while the next loads. */
export function usePositionsPage(filter: PositionsFilter, enabled = true) {
  const { loggedIn } = useSession();
  return useQuery({
    ...positionsQuery(useAccountMode(), filter),
    enabled: loggedIn && enabled,
    placeholderData: keepPreviousData,
  });
}
