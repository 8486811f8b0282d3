import { useQuery } from '@tanstack/react-query';
import { kycEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { KYC_KEY } from './keys.ts';

/** The session's verification status, the operator's reason and, after a rejection, the last fields sent. */
export const useIdentification = (enabled: boolean) =>
  useQuery({
    queryKey: [KYC_KEY, 'status'],
    queryFn: () => call(kycEndpoints.getIdentification),
    enabled,
  });
