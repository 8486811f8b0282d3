import { useQuery } from '@tanstack/react-query';
import { userEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { useSession } from '../../../lib/session.ts';

/** The customer's profile as the server has it now: the KYC status may have changed since sign-in. */
export function useKycStatus() {
  const { loggedIn } = useSession();
  return useQuery({
    queryKey: ['user', 'info'],
    queryFn: () => call(userEndpoints.getUserInfo),
    enabled: loggedIn,
    select: (user) => user.kycStatus,
    staleTime: 30_000,
  });
}
