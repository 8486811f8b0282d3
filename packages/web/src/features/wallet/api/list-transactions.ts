import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountMode, MovementKind, TransactionRecord } from '@tp/contract';
import { get } from '../../../api/client.ts';
import { useAccountMode } from '../../../lib/session.ts';
import { WALLET_PAGE_SIZE, type Paged } from './paged.ts';
import { USER_API } from './raw.ts';

/** A page of the movements of the current mode's account, newest first, optionally of one kind. */
export async function fetchTransactions(page: number, kind?: MovementKind): Promise<Paged<TransactionRecord>> {
  return (
    await get<Paged<TransactionRecord>>(`${USER_API}/listTransactions`, {
      query: { page, pageSize: WALLET_PAGE_SIZE, kind },
    })
  ).result;
}

export const transactionsQuery = (mode: AccountMode, page: number, kind?: MovementKind) =>
  queryOptions({
    queryKey: ['wallet', 'transactions', mode, kind ?? 'all', page],
    queryFn: () => fetchTransactions(page, kind),
  });

export function useTransactions(page: number, kind?: MovementKind) {
  return useQuery(transactionsQuery(useAccountMode(), page, kind));
}
