import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';

/** Where to send each coin and the least accepted, and the withdrawal fee in percent. */
export const fetchDepositInfo = () => call(walletEndpoints.getDepositInfo);

export const depositInfoQuery = () =>
  queryOptions({ queryKey: ['wallet', 'deposit-info'], queryFn: fetchDepositInfo, staleTime: 60_000 });

export const useDepositInfo = () => useQuery(depositInfoQuery());
