import { useQuery } from '@tanstack/react-query';
import { loanEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { LOANS_KEY } from './keys.ts';

/** The loan products: public, changed by operators now and then. */
export function useLoanProducts() {
  return useQuery({
    queryKey: [LOANS_KEY, 'products'],
    queryFn: () => call(loanEndpoints.listLoanProducts),
    staleTime: 60_000,
  });
}
