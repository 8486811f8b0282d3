import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountMode, PositionSide } from '@tp/contract';
import { positionEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { useAccountMode, useSession } from '../../../lib/session.ts';
import { tradingKeys } from './keys.ts';

export interface QuoteInput {
  instrumentId: number;
  side: PositionSide;
  /** Canonical decimal text. */
  lots: string;
  leverage: number;
}

/** What opening would cost now (price, margin, fee, free margin before and after), without opening anything. */
export const fetchPositionQuote = (input: QuoteInput, signal?: AbortSignal) =>
  call(positionEndpoints.quotePosition, {
    query: { instrumentId: input.instrumentId, side: input.side, lots: input.lots, leverage: input.leverage },
    signal,
  });

/** How often the figures shown beside the form follow the price. */
export const QUOTE_REFRESH_MS = 3000;

export const positionQuoteQuery = (mode: AccountMode, input: QuoteInput) =>
  queryOptions({
    queryKey: [...tradingKeys.quotes(mode), input.instrumentId, input.side, input.lots, input.leverage],
    queryFn: ({ signal }) => fetchPositionQuote(input, signal),
    staleTime: 1000,
    refetchInterval: QUOTE_REFRESH_MS,
  });

/** The live quote of the form's order; none while logged out or while the lots are not valid (`input` null). */
export function usePositionQuote(input: QuoteInput | null) {
  const { loggedIn } = useSession();
  const mode = useAccountMode();
  return useQuery({
    ...positionQuoteQuery(mode, input ?? { instrumentId: 0, side: 'long', lots: '0', leverage: 1 }),
    enabled: loggedIn && input !== null,
    // While the customer types, the last figures stay (dimmed) instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}
