import { useState } from 'react';
import type { OptionsOrder } from '@tp/contract';
import { useOptionsOrders } from './api/get-options-order.ts';
import { useOpenOptions } from './api/list-options-orders.ts';

/** Settled results kept on the panel until dismissed. */
const RESULTS_SHOWN = 3;

/**
 * The orders this panel follows: every open one of the instrument, and those that left the open
 * list since (settled), until dismissed. Ids only: the server's answers are the truth.
 */
export function useFollowedOrders(instrumentId: number) {
  const openQuery = useOpenOptions(instrumentId);
  const [followed, setFollowed] = useState<number[]>([]);
  const [dismissed, setDismissed] = useState<number[]>([]);
  const open = openQuery.data?.list.filter((order) => order.status === 'open') ?? [];
  const unseen = open.map((order) => order.id).filter((id) => !followed.includes(id));
  // Adjusting state while rendering: a newly seen open order is followed from this render on.
  if (unseen.length > 0) setFollowed([...unseen, ...followed]);
  const openIds = new Set(open.map((order) => order.id));
  // Only against a list that arrived: a failed refresh keeps the last one, and hides no result.
  const gone = openQuery.data
    ? followed.filter((id) => !openIds.has(id) && !dismissed.includes(id)).slice(0, RESULTS_SHOWN)
    : [];
  const goneQueries = useOptionsOrders(gone);
  const settled = goneQueries
    .map((query) => query.data)
    .filter((order): order is OptionsOrder => order !== undefined && order.status !== 'open');
  // One that the list no longer shows but is not settled yet (a race with the settlement) still counts down.
  const stillOpen = goneQueries
    .map((query) => query.data)
    .filter((order): order is OptionsOrder => order?.status === 'open');
  return {
    open: [...open, ...stillOpen].sort((a, b) => a.expiresAt - b.expiresAt),
    settled,
    follow: (id: number) => {
      setFollowed((ids) => (ids.includes(id) ? ids : [id, ...ids]));
    },
    dismiss: (id: number) => {
      setDismissed((ids) => [...ids, id]);
    },
  };
}
