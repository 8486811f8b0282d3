import { useQuery } from '@tanstack/react-query';
import type { Language } from '@tp/contract';
import { inviteEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { useSession } from '../../../lib/session.ts';
import { INVITE_KEY, INVITE_POLL_MS } from './keys.ts';

/** The customer's code, link, share, totals and the rules in the reader's language. */
export function useInviteInfo(language: Language) {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: [INVITE_KEY, 'info', language],
    queryFn: ({ signal }) => call(inviteEndpoints.getInviteInfo, { query: { lang: language }, signal }),
    enabled: loggedIn,
    refetchInterval: INVITE_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
