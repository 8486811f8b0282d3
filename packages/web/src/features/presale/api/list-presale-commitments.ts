import { useQuery } from '@tanstack/react-query';
import { presaleEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { PRESALE_KEY } from './keys.ts';

/** The session's commitments, newest first (one page: a customer has one per round). */
export function usePresaleCommitments(enabled: boolean) {
  return useQuery({
    queryKey: [PRESALE_KEY, 'commitments'],
    queryFn: () => call(presaleEndpoints.listPresaleCommitments, { query: { pageSize: '100' } }),
    enabled,
    refetchInterval: 15_000,
  });
}
