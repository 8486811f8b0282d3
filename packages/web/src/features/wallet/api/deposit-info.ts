import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositInfo } from '@tp/contract';
import { get } from '../../../api/client.ts';
import { USER_API } from './raw.ts';

/** Where to send each coin and the least accepted, and the withdrawal fee in percent. */
export async function fetchDepositInfo(): Promise<DepositInfo> {
  return (await get<DepositInfo>(`${USER_API}/getDepositInfo`)).result;
}

export const depositInfoQuery = () =>
  queryOptions({ queryKey: ['wallet', 'deposit-info'], queryFn: fetchDepositInfo, staleTime: 60_000 });

export const useDepositInfo = () => useQuery(depositInfoQuery());
