import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountMode } from '@tp/contract';
import { walletEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { useAccountMode, useSession } from '../../../lib/session.ts';

/** How often the figures are asked for again while a page shows them live: margin and profit follow the prices. */
export const LIVE_FIGURES_MS = 2000;

/** The figures of the account of the current mode (the client sends the `virtually` header). */
export const fetchAccount = () => call(walletEndpoints.getAccount);

export const accountQuery = (mode: AccountMode) =>
  queryOptions({ queryKey: ['wallet', 'account', mode], queryFn: fetchAccount, staleTime: 15_000 });

/**
 * The account's figures. `live`: asked for again every 2 s while the page is visible (never from a
 * hidden tab), because used margin, free margin and expected profit move with open positions.
 */
export function useAccountFigures({ live = false }: { live?: boolean } = {}) {
  const { loggedIn } = useSession();
  return useQuery({
    ...accountQuery(useAccountMode()),
    enabled: loggedIn,
    refetchInterval: live ? LIVE_FIGURES_MS : false,
    refetchIntervalInBackground: false,
  });
}
