import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountMode, OptionDirection, OptionsOrderPage } from '@tp/contract';
import { optionsEndpoints } from '@tp/contract/endpoints';
import { OPEN_OPTIONS_MAX } from '@tp/contract/constants';
import { call } from '../../../../api/client.ts';
import { useAccountMode, useSession } from '../../../../lib/session.ts';
import { OPEN_ORDER_POLL_MS } from './get-options-order.ts';
import { OPTIONS_KEY } from './keys.ts';

export interface OptionsFilter {
  status?: 'open' | 'settled';
  instrumentId?: number;
  direction?: OptionDirection;
  /** Bought at or after, before (epoch ms). */
  from?: number;
  to?: number;
  page: number;
  pageSize: number;
}

/** The customer's options of the current account, newest first. */
export function fetchOptionsOrders(filter: OptionsFilter, signal?: AbortSignal) {
  return call(optionsEndpoints.listOptionsOrder, {
    query: {
      status: filter.status,
      instrumentId: filter.instrumentId,
      direction: filter.direction,
      from: filter.from,
      to: filter.to,
      page: filter.page,
      pageSize: filter.pageSize,
    },
    signal,
  });
}

const hasOpen = (page: OptionsOrderPage | undefined) => page?.list.some((o) => o.status === 'open') ?? false;

/**
 * A page of orders; while it shows an open one it is asked for again every `pollMs` (the panel's
 * countdown every second, the order list less often), never while the tab is hidden.
 */
export const optionsOrdersQuery = (mode: AccountMode, filter: OptionsFilter, pollMs = OPEN_ORDER_POLL_MS) =>
  queryOptions({
    queryKey: [OPTIONS_KEY, 'list', mode, filter],
    queryFn: ({ signal }) => fetchOptionsOrders(filter, signal),
    refetchInterval: (query) => (hasOpen(query.state.data) ? pollMs : false),
    refetchIntervalInBackground: false,
  });

/** The open options of one instrument, polled every second while there is one. */
export function useOpenOptions(instrumentId: number) {
  const { loggedIn } = useSession();
  const filter: OptionsFilter = { status: 'open', instrumentId, page: 1, pageSize: OPEN_OPTIONS_MAX };
  return useQuery({ ...optionsOrdersQuery(useAccountMode(), filter), enabled: loggedIn });
}

/** A page of the order list; the page shown stays while the next loads. */
export function useOptionsOrdersPage(filter: OptionsFilter, pollMs?: number, enabled = true) {
  const { loggedIn } = useSession();
  return useQuery({
    ...optionsOrdersQuery(useAccountMode(), filter, pollMs),
    enabled: loggedIn && enabled,
    placeholderData: keepPreviousData,
  });
}
