import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@tp/contract/constants';
import { presaleEndpoints } from '@tp/contract/endpoints';
import { call, customerApi } from '../../../api/client.ts';
import { PRESALE_KEY } from './keys.ts';

/** The live totals move as customers commit: asked for again every 15 s while the page is shown. */
const REFRESH_MS = 15_000;

const roundsParams = (language: Language) => ({ lang: language, pageSize: '50' });

export const presaleRoundsQuery = (language: Language) =>
  queryOptions({
    queryKey: [PRESALE_KEY, 'rounds', language],
    queryFn: () => call(presaleEndpoints.listPresale, { query: roundsParams(language) }),
    refetchInterval: REFRESH_MS,
  });

/** The same call as the page's first (app/page-data.ts): the server answers it inside the page. */
export const presaleRoundsRequest = (language: Language) => ({
  key: presaleRoundsQuery(language).queryKey,
  url: customerApi.url(presaleEndpoints.listPresale.path, roundsParams(language)),
});

export const usePresaleRounds = (language: Language) => useQuery(presaleRoundsQuery(language));
