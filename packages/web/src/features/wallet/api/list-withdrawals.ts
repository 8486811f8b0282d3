import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WithdrawalRecord } from '@tp/contract';
import { get } from '../../../api/client.ts';
import { WALLET_PAGE_SIZE, type Paged } from './paged.ts';
import { USER_API } from './raw.ts';

/** A page of the customer's withdrawals, newest first (the path keeps the specification's spelling). */
export async function fetchWithdrawals(page: number): Promise<Paged<WithdrawalRecord>> {
  return (
    await get<Paged<WithdrawalRecord>>(`${USER_API}/listWithdrwal`, { query: { page, pageSize: WALLET_PAGE_SIZE } })
  ).result;
}

export const withdrawalsQuery = (page: number) =>
  queryOptions({ queryKey: ['wallet', 'withdrawals', page], queryFn: () => fetchWithdrawals(page) });

export const useWithdrawals = (page: number) => useQuery(withdrawalsQuery(page));
