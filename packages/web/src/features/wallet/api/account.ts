import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountFigures, AccountMode } from '@tp/contract';
import { get } from '../../../api/client.ts';
import { useAccountMode, useSession } from '../../../lib/session.ts';
import { USER_API } from './raw.ts';

/** The figures of the account of the current mode (the client sends the `virtually` header). */
export async function fetchAccount(): Promise<AccountFigures> {
  return (await get<AccountFigures>(`${USER_API}/getAccount`)).result;
}

export const accountQuery = (mode: AccountMode) =>
  queryOptions({ queryKey: ['wallet', 'account', mode], queryFn: fetchAccount, staleTime: 15_000 });

export function useAccountFigures() {
  const { loggedIn } = useSession();
  return useQuery({ ...accountQuery(useAccountMode()), enabled: loggedIn });
}
