import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountMode, PositionRecord } from '@tp/contract';
import { get } from '../../../api/client.ts';
import { useAccountMode, useSession } from '../../../lib/session.ts';
import { ORDER_API, tradingKeys, type Paged } from './keys.ts';

export interface PositionsFilter {
  status: 'open' | 'closed';
  /** One instrument, or every instrument when absent. */
  instrumentId?: number;
  page: number;
  pageSize: number;
}

/** A page of the customer's positions of the current book, newest first. Open ones carry the live price and profit. */
export async function fetchPositions(filter: PositionsFilter, signal?: AbortSignal): Promise<Paged<PositionRecord>> {
  return (
    await get<Paged<PositionRecord>>(`${ORDER_API}/listPositions`, {
      query: {
        status: filter.status,
        instrumentId: filter.instrumentId,
        page: filter.page,
        pageSize: filter.pageSize,
      },
      signal,
    })
  ).result;
}

/** How often open positions follow the price; the list does not refresh while the page is hidden. */
export const OPEN_REFRESH_MS = 2000;

export const positionsQuery = (mode: AccountMode, filter: PositionsFilter) =>
  queryOptions({
    queryKey: [
      ...tradingKeys.positions(mode),
      filter.status,
      filter.instrumentId ?? 'all',
      filter.page,
      filter.pageSize,
    ],
    queryFn: ({ signal }) => fetchPositions(filter, signal),
    // Open positions are live while there are any; closed ones do not change.
    refetchInterval:
      filter.status === 'open' ? (query) => ((query.state.data?.total ?? 0) > 0 ? OPEN_REFRESH_MS : false) : false,
    refetchIntervalInBackground: false,
  });

export function usePositions(filter: PositionsFilter) {
  const { loggedIn } = useSession();
  const mode = useAccountMode();
  return useQuery({ ...positionsQuery(mode, filter), enabled: loggedIn, placeholderData: keepPreviousData });
}
