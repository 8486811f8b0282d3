import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { WALLET_PAGE_SIZE } from './paged.ts';

/** A page of the customer's withdrawals, newest first (the path keeps the specification's spelling). */
export const fetchWithdrawals = (page: number) =>
  call(walletEndpoints.listWithdrwal, { query: { page, pageSize: WALLET_PAGE_SIZE } });

export const withdrawalsQuery = (page: number) =>
  queryOptions({ queryKey: ['wallet', 'withdrawals', page], queryFn: () => fetchWithdrawals(page) });

export const useWithdrawals = (page: number) => useQuery(withdrawalsQuery(page));
