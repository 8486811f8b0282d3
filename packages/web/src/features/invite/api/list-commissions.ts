import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { inviteEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { useSession } from '../../../lib/session.ts';
import { INVITE_KEY, INVITE_POLL_MS } from './keys.ts';

/** One page of the commissions paid, newest fee first. */
export function useCommissions(page: number, pageSize: number) {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: [INVITE_KEY, 'commissions', page, pageSize],
    queryFn: ({ signal }) => call(inviteEndpoints.listCommissions, { query: { page, pageSize }, signal }),
    enabled: loggedIn,
    placeholderData: keepPreviousData,
    refetchInterval: INVITE_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
