import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { loanEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { useAccountMode, useSession } from '../../../lib/session.ts';
import { LOANS_KEY } from './keys.ts';

/** Interest accrues once a day: the list is asked for again each minute while it is open. */
const LOANS_POLL_MS = 60_000;

/** Most loans the records show: one is open at a time, so this is years of them. */
export const LOANS_SHOWN = 50;

/** The customer's loans, newest first (none on the demo account). */
export function useLoanRecords(page: number, pageSize: number) {
  const { loggedIn } = useSession();
  const mode = useAccountMode();
  return useQuery({
    queryKey: [LOANS_KEY, 'records', mode, page, pageSize],
    queryFn: () => call(loanEndpoints.listLoanRecord, { query: { page: String(page), pageSize: String(pageSize) } }),
    enabled: loggedIn && mode === 'real',
    placeholderData: keepPreviousData,
    refetchInterval: LOANS_POLL_MS,
  });
}
