import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Coin, WalletNetwork } from '@tp/contract';
import { walletEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';

export interface QuoteInput {
  coin: Coin;
  network: WalletNetwork;
  /** USDT, fee included; canonical decimal text. */
  amount: string;
}

/** The fee and what arrives for a withdrawal of `amount`, at the current rate; holds nothing. */
export const fetchWithdrawalQuote = (input: QuoteInput, signal?: AbortSignal) =>
  call(walletEndpoints.withdrawalQuote, { query: { ...input }, signal });

/** A quote follows the price: it is refreshed while it is shown. */
export const withdrawalQuoteQuery = (input: QuoteInput) =>
  queryOptions({
    queryKey: ['wallet', 'quote', input.coin, input.network, input.amount],
    queryFn: ({ signal }) => fetchWithdrawalQuote(input, signal),
    staleTime: 10_000,
    refetchInterval: 30_000,
    retry: false,
  });

/** The quote of `input`, none while it is null; the last quote stays shown while the next loads. */
export function useWithdrawalQuote(input: QuoteInput | null) {
  return useQuery({
    ...withdrawalQuoteQuery(input ?? { coin: 'USDT', network: 'TRC20', amount: '0' }),
    enabled: input !== null,
    placeholderData: (previous) => previous,
  });
}
