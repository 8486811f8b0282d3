import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Language, PlanStatus, SmartPlanPage } from '@tp/contract';
import { planEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { useAccountMode, useSession } from '../../../lib/session.ts';
import { PLANS_KEY } from './keys.ts';

/** While a plan earns, its figures change once a day: the list is asked for again each minute. */
const EARNING_POLL_MS = 60_000;

export interface PlansFilter {
  status?: PlanStatus;
  page: number;
  pageSize: number;
}

const hasEarning = (page: SmartPlanPage | undefined) => page?.list.some((plan) => plan.status === 'earning') ?? false;

/** The customer's plans (real account only: the demo book has none), newest first. */
export function useSmartPlans(filter: PlansFilter, language: Language) {
  const { loggedIn } = useSession();
  const mode = useAccountMode();
  return useQuery({
    queryKey: [PLANS_KEY, 'list', mode, language, filter],
    queryFn: ({ signal }) =>
      call(planEndpoints.listSmartOrder, {
        query: { status: filter.status, page: filter.page, pageSize: filter.pageSize, lang: language },
        signal,
      }),
    enabled: loggedIn && mode === 'real',
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (hasEarning(query.state.data) ? EARNING_POLL_MS : false),
    refetchIntervalInBackground: false,
  });
}
