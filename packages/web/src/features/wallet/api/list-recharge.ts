import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RechargeRecord } from '@tp/contract';
import { get } from '../../../api/client.ts';
import { WALLET_PAGE_SIZE, type Paged } from './paged.ts';
import { USER_API } from './raw.ts';

/** A page of the customer's deposits, newest first. */
export async function fetchRecharges(page: number): Promise<Paged<RechargeRecord>> {
  return (await get<Paged<RechargeRecord>>(`${USER_API}/listRecharge`, { query: { page, pageSize: WALLET_PAGE_SIZE } }))
    .result;
}

export const rechargesQuery = (page: number) =>
  queryOptions({ queryKey: ['wallet', 'recharges', page], queryFn: () => fetchRecharges(page) });

export const useRecharges = (page: number) => useQuery(rechargesQuery(page));
