import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { WALLET_PAGE_SIZE } from './paged.ts';

/** A page of the customer's deposits, newest first. */
export const fetchRecharges = (page: number) =>
  call(walletEndpoints.listRecharge, { query: { page, pageSize: WALLET_PAGE_SIZE } });

export const rechargesQuery = (page: number) =>
  queryOptions({ queryKey: ['wallet', 'recharges', page], queryFn: () => fetchRecharges(page) });

export const useRecharges = (page: number) => useQuery(rechargesQuery(page));
