import { useQuery } from '@tanstack/react-query';
import { walletEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { useAccountMode, useSession } from '../../../lib/session.ts';

/** The account's figures under the wallet's key, so that a subscription's refresh reaches both. */
export function useAccountCash() {
  const { loggedIn } = useSession();
  const mode = useAccountMode();
  return useQuery({
    queryKey: ['wallet', 'account', mode],
    queryFn: () => call(walletEndpoints.getAccount),
    enabled: loggedIn,
    staleTime: 15_000,
  });
}
