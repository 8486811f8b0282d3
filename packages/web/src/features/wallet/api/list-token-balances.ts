import { useQuery } from '@tanstack/react-query';
import { presaleEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { useSession } from '../../../lib/session.ts';

/** The presale tokens the customer holds on the real account: ledger balances in each token's currency. */
export function useTokenBalances(enabled: boolean) {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: ['wallet', 'tokens'],
    queryFn: () => call(presaleEndpoints.listTokenBalances),
    enabled: loggedIn && enabled,
    staleTime: 15_000,
  });
}
