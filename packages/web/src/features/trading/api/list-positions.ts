import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountMode, PositionSide } from '@tp/contract';
import { positionEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { useAccountMode, useSession } from '../../../lib/session.ts';
import { tradingKeys } from './keys.ts';

export interface PositionsFilter {
  status?: 'open' | 'closed';
  /** One instrument, or every instrument when absent. */
  instrumentId?: number;
  side?: PositionSide;
  /** Opened at or after, before (epoch ms). */
  from?: number;
  to?: number;
  page: number;
  pageSize: number;
}

/** A page of the customer's positions of the current book, newest first. Open ones carry the live price and profit. */
export function fetchPositions(filter: PositionsFilter, signal?: AbortSignal) {
  return call(positionEndpoints.listPositions, {
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
}

/** How often a page holding open positions follows the price; nothing refreshes while the page is hidden. */
export const OPEN_REFRESH_MS = 2000;

export const positionsQuery = (mode: AccountMode, filter: PositionsFilter) =>
  queryOptions({
    // Under the positions key: opening, closing or moving a stop refreshes every list of them.
    queryKey: [...tradingKeys.positions(mode), filter],
    queryFn: ({ signal }) => fetchPositions(filter, signal),
    refetchInterval: (query) =>
      query.state.data?.list.some((position) => position.status === 'open') ? OPEN_REFRESH_MS : false,
    refetchIntervalInBackground: false,
  });

/** A page of positions; the page shown stays while the next loads. */
export function usePositions(filter: PositionsFilter, enabled = true) {
  const { loggedIn } = useSession();
  const mode = useAccountMode();
  return useQuery({ ...positionsQuery(mode, filter), enabled: loggedIn && enabled, placeholderData: keepPreviousData });
}
