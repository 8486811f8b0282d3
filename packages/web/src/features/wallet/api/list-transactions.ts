import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountMode, MovementKind } from '@tp/contract';
import { walletEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { useAccountMode } from '../../../lib/session.ts';
import { WALLET_PAGE_SIZE } from './paged.ts';

/** A page of the movements of the current mode's account, newest first, optionally of one kind. */
export const fetchTransactions = (page: number, kind?: MovementKind) =>
  call(walletEndpoints.listTransactions, { query: { page, pageSize: WALLET_PAGE_SIZE, kind } });

export const transactionsQuery = (mode: AccountMode, page: number, kind?: MovementKind) =>
  queryOptions({
    queryKey: ['wallet', 'transactions', mode, kind ?? 'all', page],
    queryFn: () => fetchTransactions(page, kind),
  });

export function useTransactions(page: number, kind?: MovementKind) {
  return useQuery(transactionsQuery(useAccountMode(), page, kind));
}
