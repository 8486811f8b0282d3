import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { inviteEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { useSession } from '../../../lib/session.ts';
import { INVITE_KEY, INVITE_POLL_MS } from './keys.ts';

/** One page of the friends who signed up with the code, newest first. */
export function useInvitees(page: number, pageSize: number) {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: [INVITE_KEY, 'invitees', page, pageSize],
    queryFn: ({ signal }) => call(inviteEndpoints.listInvitees, { query: { page, pageSize }, signal }),
    enabled: loggedIn,
    placeholderData: keepPreviousData,
    refetchInterval: INVITE_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
